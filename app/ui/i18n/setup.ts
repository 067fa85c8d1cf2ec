// i18next set-up. Each language's namespaces are separate JSON chunks, loaded
// on demand and precached by the service worker, so a switch works offline.
// The first screen loads only FIRST_SCREEN_NAMESPACES (the boot script in
// index.html preloads them next to the entry script); every other namespace
// arrives with the screen or game that uses it (loadNamespaces).
import i18next, { type i18n } from 'i18next';
import { isolateText } from '../../engine/text';
import { FIRST_SCREEN_NAMESPACES } from './first-screen';
import type { Language } from './language';

export { LANGUAGES, browserLanguage, isLanguage, type Language } from './language';

/** The app's own namespaces, besides the games' (each GameDefinition names its own). */
export type Namespace =
  'common' | 'errors' | 'settlement' | 'backup' | 'sync' | 'club' | 'tournament';

export { FIRST_SCREEN_NAMESPACES };

const loaders = import.meta.glob<{ default: Record<string, unknown> }>('../../../locales/*/*.json');

/** Every locales/<language>/<namespace>.json: the app's own and each game's. */
export const NAMESPACES: readonly string[] = [
  ...new Set(Object.keys(loaders).map((path) => path.slice(path.lastIndexOf('/') + 1, -5))),
];

/** Namespaces some screen has asked for: a language switch brings all of them. */
const wanted = new Set<string>(FIRST_SCREEN_NAMESPACES);

async function loadBundles(
  instance: i18n,
  language: Language,
  namespaces: Iterable<string>,
): Promise<void> {
  await Promise.all(
    [...namespaces].map(async (ns) => {
      if (instance.hasResourceBundle(language, ns)) return;
      const load = loaders[`../../../locales/${language}/${ns}.json`];
      if (!load) throw new Error(`missing locale ${language}/${ns}`);
      instance.addResourceBundle(language, ns, (await load()).default, true, true);
    }),
  );
}

export async function initI18n(language: Language): Promise<i18n> {
  await i18next.init({
    lng: language,
    fallbackLng: 'en',
    ns: [...NAMESPACES],
    defaultNS: 'common',
    resources: {},
    // Preact escapes text, so nothing is injected as HTML; the one escape is a
    // bidi isolate around user text that could reorder the numbers beside it.
    interpolation: {
      escapeValue: true,
      escape: (value: string) => (typeof value === 'string' ? isolateText(value) : value),
    },
    returnNull: false,
  });
  // Only the chosen language: tests/i18n guarantees every key exists in all
  // three, so an English fallback would only cost start-up time.
  await loadBundles(i18next, language, wanted);
  showLanguage(language);
  return i18next;
}

/**
 * Loads `namespaces` (a game's namespace is named like the game) in the
 * current language before a screen that uses them renders.
 */
export async function loadNamespaces(namespaces: readonly string[]): Promise<void> {
  for (const ns of namespaces) wanted.add(ns);
  // Before initI18n (or in code that never shows text): initI18n loads `wanted`.
  if (!i18next.isInitialized) return;
  await loadBundles(i18next, i18next.language as Language, namespaces);
}

export async function changeLanguage(language: Language): Promise<void> {
  await loadBundles(i18next, language, wanted);
  await i18next.changeLanguage(language);
  showLanguage(language);
}

/** <html lang>; not at build time, where the first frame is rendered without a page. */
function showLanguage(language: Language): void {
  if (typeof document !== 'undefined') document.documentElement.lang = language;
}

export { i18next };
