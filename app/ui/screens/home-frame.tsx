// The home screen's frame: title, buttons and the heading of the night list.
// It needs no database, so it is the first frame the app paints; the home
// screen fills the list in the same frame once the nights are read, so
// nothing above or around the list moves.
import type { ComponentChildren } from 'preact';
import { useT } from '../i18n/use-t';
import { Layout } from '../kit/layout';
import { hrefOf } from '../router';

export function HomeFrame({ children }: { children?: ComponentChildren }) {
  const { t } = useT();
  return (
    <Layout
      title={t('appName')}
      actions={
        <>
          <a
            class="btn btn-icon"
            href={hrefOf({ name: 'players' })}
            aria-label={t('players.title')}
          >
            👥
          </a>
          <a
            class="btn btn-icon"
            href={hrefOf({ name: 'history' })}
            aria-label={t('history.title')}
          >
            📜
          </a>
          <a
            class="btn btn-icon"
            href={hrefOf({ name: 'settings' })}
            aria-label={t('settings.title')}
          >
            ⚙
          </a>
        </>
      }
      bottom={
        <a class="btn btn-primary btn-wide" href={hrefOf({ name: 'new-night' })}>
          {t('home.newNight')}
        </a>
      }
    >
      <h2 class="section-title">{t('home.nights')}</h2>
      {children}
    </Layout>
  );
}
