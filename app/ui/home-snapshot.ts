// The home's list of nights as it last showed it, kept in the boot cache
// (./boot-cache.ts) so that the next start's first frame draws it before any
// module has loaded (scripts/boot-script.ts): the nights are on screen, and
// their links work, at the first paint. A copy, never the truth:
// - it is written only from the home's own items drawn from the database:
//   by the home when it shows its list, or drawn apart after a write
//   (./home-refresh.tsx);
// - any write to the nights or players drops it at once (storage's
//   onHomeListWrite), before it is drawn again, so a start never draws a list
//   older than the database;
// - it names its language and build: drawn in another language, or by a build
//   with other markup, it is not drawn at all.
// The app takes over without a jump: main.tsx draws the same items again and
// the home shows them until its own read replaces them, in one frame.
import {
  HOME_SNAPSHOT_MAX_CHARS,
  readBootCache,
  rememberHomeListed,
  writeBootCache,
  type HomeSnapshot,
} from './boot-cache';
import { isLanguage } from './i18n/language';

declare const __RENONC_UI__: string | undefined;

/** Which build drew a snapshot: the build defines it (vite.config.ts) and the boot script checks it. */
export const UI_BUILD: string = typeof __RENONC_UI__ === 'string' ? __RENONC_UI__ : 'dev';

/** More than a phone's screen holds: the rest of a long list follows below, moving nothing. */
export const SNAPSHOT_ITEMS = 12;

/**
 * Keeps what `list` (the home's own items, drawn from the database) shows
 * for the next start's first frame: whether it lists any night (the boot
 * cache's `listed`), and its first items unless they are kept already.
 */
export function keepHomeList(list: HTMLUListElement, language: string): void {
  rememberHomeListed(list.children.length > 0);
  if (!isLanguage(language)) return;
  const items = [...list.children]
    .slice(0, SNAPSHOT_ITEMS)
    .map((item) => item.outerHTML)
    .join('');
  const fits = items !== '' && items.length <= HOME_SNAPSHOT_MAX_CHARS;
  const home: HomeSnapshot | undefined = fits ? { language, build: UI_BUILD, items } : undefined;
  const kept = readBootCache().home;
  if (kept?.items !== home?.items || kept?.language !== home?.language) writeBootCache({ home });
}

/** A write the list is drawn from: the copy is no longer known to be right. */
export function forgetHomeSnapshot(): void {
  if (readBootCache().home) writeBootCache({ home: undefined });
}
