// The clubs this phone knows (#/clubs), each one tap from its home, and a new
// club: its name and which of this phone's players the user is (he becomes
// its first member, matched to that player, and the club's admin).
import { useState } from 'preact/hooks';
import { cleanName, isolateText } from '../../engine';
import { listClubs, listPlayers, matchPlayer, type RenoncDb } from '../../storage';
import { createClub } from '../../sync/club-create';
import { useT } from '../i18n/use-t';
import { Choice, Layout } from '../kit/layout';
import { errorText } from '../kit/messages';
import { NameField } from '../kit/name-field';
import { useNotices } from '../kit/notices';
import { hrefOf, navigate } from '../router';
import { useServices, type Services } from '../services';
import { useLive } from '../use-live';
import { instant } from './ids';
import './club.css';

export function ClubsScreen() {
  const { t } = useT();
  const { db } = useServices();
  const clubs = useLive(() => listClubs(db), []);
  return (
    <Layout title={t('club:clubs.title')} back={{ name: 'home' }}>
      <p class="hint">{t('club:clubs.intro')}</p>
      {clubs && clubs.length === 0 && <p class="empty">{t('club:clubs.empty')}</p>}
      <ul class="list" aria-label={t('club:clubs.title')}>
        {clubs?.map((club) => (
          <li key={club.id}>
            <a
              class="list-item"
              href={hrefOf({ name: 'club', clubId: club.id })}
              data-club={club.id}
            >
              <span class="list-main">
                <strong>{isolateText(club.name)}</strong>
              </span>
              <span class="list-sub">{t(`club:clubs.roles.${club.role}`)}</span>
            </a>
          </li>
        ))}
      </ul>
      <CreateClub />
    </Layout>
  );
}

/**
 * Creates the club (app/sync/club-create: its id, owner key and a link per
 * role) with its first member: the user, matched to his player. Its server
 * is this app's origin; it learns of the club when the club is first synced.
 */
async function createWithMe(
  db: RenoncDb,
  services: Pick<Services, 'now' | 'newId'>,
  name: string,
  player: { id: string; name: string },
): Promise<string> {
  const now = services.now();
  const me = services.newId();
  const club = await createClub(db, {
    name,
    server: window.location.origin,
    now,
    me,
    records: [{ kind: 'member', id: me, name: player.name, at: instant(now) }],
  });
  await matchPlayer(db, club.id, player.id, me);
  return club.id;
}

function CreateClub() {
  const { t } = useT();
  const services = useServices();
  const notices = useNotices();
  const players = useLive(() => listPlayers(services.db), []);
  const [name, setName] = useState('');
  const [me, setMe] = useState<string | undefined>();
  const [errors, setErrors] = useState<{ name?: string; me?: string }>({});
  const submit = async () => {
    const clean = cleanName(name);
    const player = players?.find((p) => p.id === me);
    const found = {
      ...(clean === '' ? { name: t('club:create.nameEmpty') } : {}),
      ...(!player ? { me: t('club:create.whoEmpty') } : {}),
    };
    setErrors(found);
    if (found.name || found.me || !player) return;
    try {
      const clubId = await createWithMe(services.db, services, clean, player);
      navigate({ name: 'club', clubId });
      notices.notify(t('club:create.created', { name: clean }));
    } catch (err) {
      notices.fail(errorText(t, err));
    }
  };
  return (
    <section class="card" aria-labelledby="club-create-title">
      <h2 id="club-create-title" class="section-title">
        {t('club:create.title')}
      </h2>
      <form
        class="club-form"
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <NameField
          id="club-name"
          label={t('club:create.name')}
          value={name}
          onInput={setName}
          error={errors.name}
        />
        {players && players.length === 0 ? (
          <p class="hint">
            {t('club:create.noPlayers')}{' '}
            <a href={hrefOf({ name: 'players' })}>{t('players.title')}</a>
          </p>
        ) : (
          <Choice
            label={t('club:create.who')}
            name="club-me"
            options={(players ?? []).map((p) => ({ value: p.id, label: p.name }))}
            value={me}
            onChange={setMe}
          />
        )}
        {errors.me && (
          <p class="field-message" role="alert">
            {errors.me}
          </p>
        )}
        <button type="submit" class="btn btn-primary btn-wide">
          {t('club:create.submit')}
        </button>
      </form>
    </section>
  );
}
