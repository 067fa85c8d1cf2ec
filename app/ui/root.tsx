// The app proper, loaded right after the first frame is painted: the database
// (Dexie), the screens' shell, and the check of the boot cache against the
// stored settings, which are the truth.
import { render } from 'preact';
import { getSetting, openRenoncDb, requestPersistence, type RenoncDb } from '../storage';
import { App } from './app';
import { writeBootCache } from './boot-cache';
import { changeLanguage, isLanguage, type Language } from './i18n/setup';
import { beginEarlyOpening } from './night/opening-prefetch';
import { parseRoute } from './router';
import { ServicesContext, type Services } from './services';

/** The stored language wins: switch to it if the cache was stale or empty. */
async function reconcileLanguage(db: RenoncDb, shown: Language, device: Language): Promise<void> {
  let saved: unknown;
  try {
    saved = await getSetting<unknown>(db, 'language', null);
  } catch {
    return; // storage failed: keep what is shown, the cache stays as it was
  }
  performance.mark('renonc:settings-read');
  writeBootCache({ language: isLanguage(saved) ? saved : undefined });
  const language = isLanguage(saved) ? saved : device;
  if (language !== shown) await changeLanguage(language);
}

export function mountApp(container: HTMLElement, shown: Language, device: Language): void {
  const db = openRenoncDb();
  const services: Services = { db, now: () => Date.now(), newId: () => crypto.randomUUID() };
  // A night's screen needs its code first; its reads need only its id, so
  // they run while that code loads (a 10,000-entry snapshot takes ~50 ms).
  const route = parseRoute(window.location.hash);
  if (route.name === 'night') beginEarlyOpening(db, route.nightId);
  render(
    <ServicesContext.Provider value={services}>
      <App />
    </ServicesContext.Provider>,
    container,
  );
  performance.mark('renonc:app-render');
  void reconcileLanguage(db, shown, device);
  void requestPersistence();
}
