// App settings: language, theme, wake lock, and whether storage is persistent.
import { useEffect, useState } from 'preact/hooks';
import { requestPersistence, storageEstimate, type PersistenceState } from '../../storage';
import { usePrefsContext } from '../app';
import { writeBootCache } from '../boot-cache';
import { formatNumber } from '../format';
import { changeLanguage, LANGUAGES, type Language } from '../i18n/setup';
import { useT } from '../i18n/use-t';
import { Choice, Layout } from '../kit/layout';
import { THEMES } from '../prefs';
import { useServices } from '../services';
import { setSetting } from '../../storage';
import { BackupPanel } from './backup-panel';

export const LANGUAGE_NAMES: Readonly<Record<Language, string>> = {
  cs: 'Čeština',
  ru: 'Русский',
  en: 'English',
};

export function LanguageSwitch() {
  const { t, language } = useT();
  const { db } = useServices();
  return (
    <Choice
      label={t('settings.language')}
      name="language"
      options={LANGUAGES.map((l) => ({ value: l, label: LANGUAGE_NAMES[l] }))}
      value={language as Language}
      onChange={async (l) => {
        await changeLanguage(l);
        await setSetting(db, 'language', l);
        writeBootCache({ language: l });
      }}
    />
  );
}

export function SettingsScreen() {
  const { t, language } = useT();
  const { prefs, update } = usePrefsContext();
  const [persistence, setPersistence] = useState<PersistenceState | undefined>();
  const [estimate, setEstimate] = useState<{ usage: number; quota: number } | undefined>();
  useEffect(() => {
    void requestPersistence().then(setPersistence);
    void storageEstimate().then(setEstimate);
  }, []);

  return (
    <Layout title={t('settings.title')} back={{ name: 'home' }}>
      <LanguageSwitch />
      <Choice
        label={t('settings.theme')}
        name="theme"
        options={THEMES.map((th) => ({ value: th, label: t(`settings.themes.${th}`) }))}
        value={prefs.theme}
        onChange={(theme) => void update({ theme })}
      />
      <Choice
        label={t('settings.wakeLock')}
        name="wakeLock"
        options={[
          { value: 'on', label: t('on') },
          { value: 'off', label: t('off') },
        ]}
        value={prefs.wakeLock ? 'on' : 'off'}
        onChange={(v) => void update({ wakeLock: v === 'on' })}
      />
      <section class="card" aria-label={t('settings.storage')}>
        <h2 class="section-title">{t('settings.storage')}</h2>
        <p data-persistence={persistence}>
          {persistence ? t(`settings.persistence.${persistence}`) : t('loading')}
        </p>
        {estimate && estimate.quota > 0 && (
          <p class="muted">
            {t('settings.usage', {
              used: formatNumber(Math.round(estimate.usage / 1024), language),
              quota: formatNumber(Math.round(estimate.quota / 1024 / 1024), language),
            })}
          </p>
        )}
      </section>
      <BackupPanel />
    </Layout>
  );
}
