// A synchronous copy of the few stored settings the first frame needs
// (language, theme), kept in localStorage so the shell can paint before the
// database has opened, and the game of the last few nights opened, so that
// the boot script can preload a night's game along with the app
// (scripts/boot-script.ts). It is a cache, never the source of truth: the stored
// settings are read right after the first frame and win, and the cache is
// rewritten from them. Without localStorage (private mode, full, blocked) the
// app starts as it did before, only a moment later.
import { isLanguage, type Language } from './i18n/language';
import { THEMES, type Theme } from './theme';

/** Also read by the boot script the build puts in index.html (see scripts/boot-script.ts). */
export const BOOT_CACHE_KEY = 'renonc:boot';

/** How many recently opened nights the cache remembers the game of. */
export const RECENT_NIGHTS = 5;

export interface RecentNight {
  readonly id: string;
  /** A game kind as stored in the night's row; the boot script ignores one it does not know. */
  readonly game: string;
}

export interface BootCache {
  readonly language?: Language;
  readonly theme?: Theme;
  /** Most recent first, one per night. */
  readonly nights?: readonly RecentNight[];
  /**
   * Whether the home listed any night when it was last shown: with `false`
   * (or no cache at all: a first visit) the boot script draws the home with
   * its empty list's words (scripts/boot-script.ts). Unknown (a cache from
   * before this field, or after a restore): the list is left blank until
   * read, rather than "no nights" shown over a phone's nights.
   */
  readonly listed?: boolean;
  /** The home's list as last shown (./home-snapshot.ts), drawn by the next start's first frame. */
  readonly home?: HomeSnapshot;
}

export interface HomeSnapshot {
  /** The language it was drawn in: another language's start does not draw it. */
  readonly language: Language;
  /** The build that drew it (`__RENONC_UI__`): another build's markup may differ. */
  readonly build: string;
  /** The list's items, as the home rendered them (`ul.list` inner HTML). */
  readonly items: string;
}

/** Far above a dozen items' markup: anything longer is not ours. */
export const HOME_SNAPSHOT_MAX_CHARS = 40_000;

const isHomeSnapshot = (value: unknown): value is HomeSnapshot => {
  if (typeof value !== 'object' || value === null) return false;
  const { language, build, items } = value as Record<string, unknown>;
  return (
    isLanguage(language) &&
    typeof build === 'string' &&
    build.length <= 64 &&
    typeof items === 'string' &&
    items.length > 0 &&
    items.length <= HOME_SNAPSHOT_MAX_CHARS
  );
};

const isRecentNight = (value: unknown): value is RecentNight => {
  if (typeof value !== 'object' || value === null) return false;
  const { id, game } = value as Record<string, unknown>;
  return (
    typeof id === 'string' &&
    id.length > 0 &&
    id.length <= 200 &&
    typeof game === 'string' &&
    /^[a-z][a-z0-9-]{0,31}$/.test(game)
  );
};

/** The well-formed entries only, one per night, at most RECENT_NIGHTS of them. */
export function recentNightsOf(value: unknown): RecentNight[] {
  if (!Array.isArray(value)) return [];
  const nights: RecentNight[] = [];
  for (const item of value as unknown[]) {
    if (nights.length >= RECENT_NIGHTS) break;
    if (isRecentNight(item) && !nights.some((n) => n.id === item.id))
      nights.push({ id: item.id, game: item.game });
  }
  return nights;
}

function storage(): Storage | undefined {
  try {
    return globalThis.localStorage ?? undefined;
  } catch {
    return undefined; // access itself can throw (blocked cookies, sandboxed frame)
  }
}

/** What the last run stored, validated field by field; anything odd is dropped. */
export function readBootCache(from: Storage | undefined = storage()): BootCache {
  try {
    const raw: unknown = JSON.parse(from?.getItem(BOOT_CACHE_KEY) ?? 'null');
    if (typeof raw !== 'object' || raw === null) return {};
    const { language, theme, nights, listed, home } = raw as Record<string, unknown>;
    const recent = recentNightsOf(nights);
    return {
      ...(isLanguage(language) ? { language } : {}),
      ...((THEMES as readonly unknown[]).includes(theme) ? { theme: theme as Theme } : {}),
      ...(recent.length > 0 ? { nights: recent } : {}),
      ...(typeof listed === 'boolean' ? { listed } : {}),
      ...(isHomeSnapshot(home)
        ? { home: { language: home.language, build: home.build, items: home.items } }
        : {}),
    };
  } catch {
    return {};
  }
}

/** Merges `patch` into the cache; a full or missing localStorage is not an error. */
export function writeBootCache(patch: BootCache, to: Storage | undefined = storage()): void {
  try {
    to?.setItem(BOOT_CACHE_KEY, JSON.stringify({ ...readBootCache(to), ...patch }));
  } catch {
    // Quota exceeded or storage disabled: the next start reads the database first.
  }
}

/**
 * Puts this night first in the recent nights (called when a night screen
 * shows it): a night exists, so the home will list one.
 */
export function rememberNight(night: RecentNight, to: Storage | undefined = storage()): void {
  if (!isRecentNight(night)) return;
  const cache = readBootCache(to);
  const nights = cache.nights ?? [];
  if (nights[0]?.id === night.id && nights[0].game === night.game && cache.listed) return; // no write
  writeBootCache(
    { nights: recentNightsOf([night, ...nights.filter((n) => n.id !== night.id)]), listed: true },
    to,
  );
}

/**
 * What the home showed (`true`: nights, `false`: the empty list), for the
 * next start's first frame; `undefined` when it is no longer known (a backup
 * was restored): the next first frame then leaves the list blank.
 */
export function rememberHomeListed(
  listed: boolean | undefined,
  to: Storage | undefined = storage(),
): void {
  if (readBootCache(to).listed !== listed) writeBootCache({ listed }, to);
}
