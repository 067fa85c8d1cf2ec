// Wiring only: open storage, pick the language, render the app.
import { render } from 'preact';
import { getSetting, openRenoncDb, requestPersistence } from './storage';
import { App } from './ui/app';
import { browserLanguage, initI18n, isLanguage } from './ui/i18n/setup';
import { applyTheme, type Theme } from './ui/prefs';
import { ServicesContext, type Services } from './ui/services';
import './ui/styles.css';

// Marks for `npm run bench` (cold start phases); cheap, and visible in dev tools.
const mark = (name: string) => performance.mark(`renonc:${name}`);

async function start(): Promise<void> {
  mark('start');
  const db = openRenoncDb();
  const saved = await getSetting<unknown>(db, 'language', null).catch(() => null);
  const language = isLanguage(saved)
    ? saved
    : browserLanguage(navigator.languages ?? [navigator.language]);
  applyTheme(await getSetting<Theme>(db, 'theme', 'system').catch(() => 'system' as const));
  mark('settings-read');
  await initI18n(language);
  mark('i18n-ready');
  const services: Services = { db, now: () => Date.now(), newId: () => crypto.randomUUID() };
  render(
    <ServicesContext.Provider value={services}>
      <App />
    </ServicesContext.Provider>,
    document.getElementById('app')!,
  );
  mark('first-render');
  void requestPersistence();
}

void start();
