// The app proper, loaded right after the first frame is painted: the database
// (Dexie), the screens' shell, and the check of the boot cache against the
// stored settings, which are the truth.
import { render } from 'preact';
import {
  earlyReadBegun,
  getSetting,
  openRenoncDb,
  requestPersistence,
  type RenoncDb,
} from '../storage';
import { App } from './app';
import { writeBootCache, type BootCache } from './boot-cache';
import { watchHomeList } from './home-refresh';
import { changeLanguage, isLanguage, type Language } from './i18n/setup';
import { startNightEarly } from './night-start';
import { ServicesContext, type Services } from './services';
import { whenUsable } from './usable';

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

let early: RenoncDb | undefined;

/**
 * Opens the database at once: main.tsx calls it as soon as this chunk is in,
 * while the translations load and the first frame is drawn again, so that
 * opening IndexedDB (creating it, on a first visit) runs beside that work
 * instead of after the app's first render. Idempotent.
 */
export function openDatabaseEarly(): RenoncDb {
  if (!early) {
    const db = (early = openRenoncDb());
    // On a night's start the route script has read what its screen needs
    // (app/storage/early-read.ts): Dexie opens once the screen is usable,
    // or at its first read, not while the night is being drawn.
    const opening = earlyReadBegun() ? whenUsable() : Promise.resolve();
    // A failure is met again, and shown, by the first read that needs the database.
    void opening.then(() => db.open()).catch(() => undefined);
  }
  return early;
}

/** Longer than a long night's reads take: only a stuck database or disk waits it out. */
const NIGHT_WAIT_MS = 1500;

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** `cached`: the boot cache main.tsx read for the first frame (read once per start). */
export function mountApp(
  container: HTMLElement,
  shown: Language,
  device: Language,
  cached: BootCache,
): void {
  const db = openDatabaseEarly();
  // Before any write of this page: each drops the home's kept list, drawn again after.
  watchHomeList(db);
  const services: Services = { db, now: () => Date.now(), newId: () => crypto.randomUUID() };
  const draw = () => {
    // A screen's first frame may still be the boot script's (main.tsx): the app answers taps now.
    container.removeAttribute('data-boot');
    render(
      <ServicesContext.Provider value={services}>
        <App />
      </ServicesContext.Provider>,
      container,
    );
    performance.mark('renonc:app-render');
  };
  // A night's screen, its game and its reads load side by side (a
  // 10,000-entry snapshot alone takes ~50 ms to read). The app is drawn once
  // they are in, while the first frame stays: the night is then drawn whole
  // in one render, instead of through a render for each part that arrives.
  const prepared = startNightEarly(db, window.location.hash, cached);
  if (prepared) void Promise.race([prepared, delay(NIGHT_WAIT_MS)]).then(draw, draw);
  else draw();
  // After the start: the boot cache's language is shown meanwhile, and the
  // read is Dexie's first work, which a start's first screen does not need.
  void whenUsable().then(() => reconcileLanguage(db, shown, device));
  void requestPersistence();
}
