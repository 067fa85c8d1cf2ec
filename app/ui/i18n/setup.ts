// i18next set-up. Each language's namespaces are separate JSON chunks, loaded
// on demand and precached by the service worker, so a switch works offline.
import i18next, { type i18n } from 'i18next';
import type { Language } from './language';

export { LANGUAGES, browserLanguage, isLanguage, type Language } from './language';

const loaders = import.meta.glob<{ default: Record<string, unknown> }>('../../../locales/*/*.json');

const namespaceOf = (path: string) => path.slice(path.lastIndexOf('/') + 1, -'.json'.length);

/** Every locales/<language>/<namespace>.json: the app's own and each game's (its GameDefinition's namespace). */
export const NAMESPACES: readonly string[] = [...new Set(Object.keys(loaders).map(namespaceOf))];

async function loadLanguage(instance: i18n, language: Language): Promise<void> {
  await Promise.all(
    Object.entries(loaders)
      .filter(([path]) => path.includes(`/locales/${language}/`))
      .map(async ([path, load]) => {
        const ns = namespaceOf(path);
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
