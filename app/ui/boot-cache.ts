// A synchronous copy of the few stored settings the first frame needs
// (language, theme), kept in localStorage so the shell can paint before the
// database has opened. It is a cache, never the source of truth: the stored
// settings are read right after the first frame and win, and the cache is
// rewritten from them. Without localStorage (private mode, full, blocked) the
// app starts as it did before, only a moment later.
import { isLanguage, type Language } from './i18n/language';
import { THEMES, type Theme } from './theme';

/** Also read by the boot script the build puts in index.html (see scripts/boot-script.ts). */
export const BOOT_CACHE_KEY = 'renonc:boot';

export interface BootCache {
  readonly language?: Language;
  readonly theme?: Theme;
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
    const { language, theme } = raw as Record<string, unknown>;
    return {
      ...(isLanguage(language) ? { language } : {}),
      ...((THEMES as readonly unknown[]).includes(theme) ? { theme: theme as Theme } : {}),
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
