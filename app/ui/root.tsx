// The app proper, loaded right after the first frame is painted: the database
// (Dexie), the screens' shell, and the check of the boot cache against the
// stored settings, which are the truth.
import { render } from 'preact';
import { getSetting, openRenoncDb, requestPersistence, type RenoncDb } from '../storage';
import { App } from './app';
import { writeBootCache, type BootCache } from './boot-cache';
import { changeLanguage, isLanguage, type Language } from './i18n/setup';
import { startNightEarly } from './night-start';
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

/** `cached`: the boot cache main.tsx read for the first frame (read once per start). */
export function mountApp(
  container: HTMLElement,
  shown: Language,
  device: Language,
  cached: BootCache,
): void {
  const db = openRenoncDb();
  const services: Services = { db, now: () => Date.now(), newId: () => crypto.randomUUID() };
  // A night's screen, its game and its reads load side by side (a
  // 10,000-entry snapshot alone takes ~50 ms to read).
  startNightEarly(db, window.location.hash, cached);
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
