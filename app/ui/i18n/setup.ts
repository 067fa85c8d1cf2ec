// i18next set-up. Each language's namespaces are separate JSON chunks, loaded
// on demand and precached by the service worker, so a switch works offline.
import i18next, { type i18n } from 'i18next';
import { BUILT_IN_GAMES } from '../../engine/games/registry';
import type { Language } from './language';

export { LANGUAGES, browserLanguage, isLanguage, type Language } from './language';

/** The app's own namespaces; each game brings its own (its GameDefinition's namespace). */
const CORE_NAMESPACES = ['common', 'errors', 'settlement', 'backup'] as const;
export const NAMESPACES: readonly string[] = [
  ...CORE_NAMESPACES,
  ...BUILT_IN_GAMES.map((g) => g.namespace),
];

const loaders = import.meta.glob<{ default: Record<string, unknown> }>('../../../locales/*/*.json');

async function loadLanguage(instance: i18n, language: Language): Promise<void> {
  await Promise.all(
    Object.entries(loaders)
      .filter(([path]) => path.includes(`/locales/${language}/`))
      .map(async ([path, load]) => {
        const ns = path.slice(path.lastIndexOf('/') + 1, -'.json'.length);
        if (instance.hasResourceBundle(language, ns)) return;
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
    interpolation: { escapeValue: false }, // Preact escapes text; nothing is injected as HTML.
    returnNull: false,
  });
  // Only the chosen language: tests/i18n guarantees every key exists in all
  // three, so an English fallback would only cost start-up time.
  await loadLanguage(i18next, language);
  document.documentElement.lang = language;
  return i18next;
}

export async function changeLanguage(language: Language): Promise<void> {
  await loadLanguage(i18next, language);
  await i18next.changeLanguage(language);
  document.documentElement.lang = language;
}

export { i18next };
