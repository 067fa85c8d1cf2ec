// A small useTranslation-style hook: re-renders when the language changes.
import { useEffect, useState } from 'preact/hooks';
import { i18next } from './setup';
import { tOf, type TFunction } from './t';

export { tOf, type TFunction, type TranslationKey } from './t';

export function useT(): { t: TFunction; language: string } {
  const [language, setLanguage] = useState(i18next.language);
  useEffect(() => {
    const onChange = (lng: string) => setLanguage(lng);
    i18next.on('languageChanged', onChange);
    return () => i18next.off('languageChanged', onChange);
  }, []);
  const t = tOf(i18next);
  return { t, language };
}
