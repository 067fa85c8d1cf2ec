// A small useTranslation-style hook: re-renders when the language changes.
import { useEffect, useState } from 'preact/hooks';
import { i18next } from './setup';

export type TFunction = (key: string, options?: Record<string, unknown>) => string;

export function useT(): { t: TFunction; language: string } {
  const [language, setLanguage] = useState(i18next.language);
  useEffect(() => {
    const onChange = (lng: string) => setLanguage(lng);
    i18next.on('languageChanged', onChange);
    return () => i18next.off('languageChanged', onChange);
  }, []);
  const t: TFunction = (key, options) => i18next.t(key, options ?? {}) as string;
  return { t, language };
}
