// Home: the nights, newest first, each one tap from being resumed.
import { isolateText } from '../../engine/text';
import { listNights, listPlayers } from '../../storage';
import { formatDate } from '../format';
import { useT } from '../i18n/use-t';
import { Layout } from '../kit/layout';
import { hrefOf } from '../router';
import { useServices } from '../services';
import { useLive } from '../use-live';

export function HomeScreen() {
  const { t, language } = useT();
  const { db } = useServices();
  const nights = useLive(() => listNights(db), []);
  const players = useLive(() => listPlayers(db), []);
  const nameOf = (id: string) => isolateText(players?.find((p) => p.id === id)?.name ?? '?');

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
      {nights && nights.length === 0 && <p class="empty">{t('home.empty')}</p>}
      <ul class="list" aria-label={t('home.nights')}>
        {nights?.map((night) => (
          <li key={night.id}>
            <a
              class="list-item"
              href={hrefOf({ name: 'night', nightId: night.id })}
              data-night={night.id}
            >
              <span class="list-main">
                <strong>{night.title ?? t(`games.${night.game}`)}</strong>
                <span class="muted">
                  {' · '}
                  {formatDate(night.createdAt, language)}
                  {night.closedAt ? ` · ${t('home.closed')}` : ''}
                </span>
              </span>
              <span class="list-sub">{night.playerIds.map(nameOf).join(', ')}</span>
            </a>
          </li>
        ))}
      </ul>
    </Layout>
  );
}
