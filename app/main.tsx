// Wiring only: open storage, pick the language, render the app.
import { render } from 'preact';
import { getSetting, openRenoncDb, requestPersistence } from './storage';
import { App } from './ui/app';
import { browserLanguage, initI18n, isLanguage } from './ui/i18n/setup';
import { applyTheme, type Theme } from './ui/prefs';
import { ServicesContext, type Services } from './ui/services';
import './ui/styles.css';

async function start(): Promise<void> {
  const db = openRenoncDb();
  const saved = await getSetting<unknown>(db, 'language', null).catch(() => null);
  const language = isLanguage(saved)
    ? saved
    : browserLanguage(navigator.languages ?? [navigator.language]);
  applyTheme(await getSetting<Theme>(db, 'theme', 'system').catch(() => 'system' as const));
  await initI18n(language);
  const services: Services = { db, now: () => Date.now(), newId: () => crypto.randomUUID() };
  render(
    <ServicesContext.Provider value={services}>
      <App />
    </ServicesContext.Provider>,
    document.getElementById('app')!,
  );
  void requestPersistence();
}

void start();
