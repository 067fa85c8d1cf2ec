// The home screen's frame: title, buttons and the heading of the night list.
// Drawn icons, not emoji: a phone without an emoji font shows boxes, and its
// first layout searches every font for the glyphs (slow on a cheap phone).
// It needs no database, so it is the first frame the app paints; the home
// screen fills the list in the same frame once the nights are read, so
// nothing above or around the list moves.
import type { ComponentChildren } from 'preact';
import { useT } from '../i18n/use-t';
import { Icon } from '../kit/icons';
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
            <Icon name="players" />
          </a>
          <a
            class="btn btn-icon"
            href={hrefOf({ name: 'history' })}
            aria-label={t('history.title')}
          >
            <Icon name="history" />
          </a>
          <a
            class="btn btn-icon"
            href={hrefOf({ name: 'settings' })}
            aria-label={t('settings.title')}
          >
            <Icon name="settings" />
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
