// The `usable` mark: the moment the first screen a page opens shows its data
// and answers its primary action (home: the nights listed, or the empty list;
// a night: its balances and entry form). That is what a player waits for,
// not the first frame, which the boot script paints with no data at all.
// `npm run bench` reads it (bench/usable.bench.ts) beside the first text and
// the largest contentful paint. One per page load: a screen opened later by
// a tap is not a start.
import { useEffect } from 'preact/hooks';
import { parseRoute } from './router';

export const USABLE_MARK = 'renonc:usable';

/**
 * The app's own: the screen drawn from the database with the app's handlers
 * attached. On the home it can come after `renonc:usable`, which the boot
 * script sets when the first frame already shows the home's nights (kept in
 * the boot cache) or its empty list, all links working
 * (scripts/boot-script.ts); the bench reports both.
 */
export const APP_USABLE_MARK = 'renonc:app-usable';

/** The screens a page can open at and be timed to (the club's: issue #30's club-open bench). */
export type UsableScreen = 'home' | 'night' | 'club';

/**
 * The screen the app opened at: read when its code first runs. A tap on the
 * boot frame before that (a link to another screen) makes that screen the first.
 */
const opened = ((): string | undefined => {
  try {
    return parseRoute(globalThis.location?.hash ?? '').name;
  } catch {
    return undefined; // a malformed address (bad %-escape): no start to measure
  }
})();

let reportUsable = (): void => undefined;
const usable = new Promise<void>((resolve) => (reportUsable = resolve));

/** Longer than any start measured: only a screen that never becomes usable (a missing night) waits it out. */
const USABLE_WAIT_MS = 5000;

/**
 * Resolves once the page is usable (or at once on a screen that sets no
 * mark): work the first screen does not need (the service worker's
 * registration and precache, screens fetched ahead) waits for it instead of
 * competing with the start for the main thread and the disk.
 */
export function whenUsable(): Promise<void> {
  if (opened !== 'home' && opened !== 'night') return Promise.resolve();
  return Promise.race([usable, new Promise<void>((r) => setTimeout(r, USABLE_WAIT_MS))]);
}

/**
 * Marks the page usable once `ready` is true, if the page was opened at this
 * screen (settings, then back home, is no start of the home). Preact runs
 * effects after the frame that drew the render is painted, so the data is on
 * screen and the handlers are attached by then.
 */
export function useUsableMark(screen: UsableScreen, ready: boolean): void {
  useEffect(() => {
    if (!ready || opened !== screen || performance.getEntriesByName(APP_USABLE_MARK).length > 0)
      return;
    performance.mark(APP_USABLE_MARK, { detail: { screen } });
    if (performance.getEntriesByName(USABLE_MARK).length === 0)
      performance.mark(USABLE_MARK, { detail: { screen } });
    reportUsable();
  }, [ready]);
}
