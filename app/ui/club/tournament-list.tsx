// A club's tournaments (#/club/<id>/tournaments): each with the round it is
// in, the board's link for the pub's TV, and, for the club's admin, the form
// that creates a new one. Members and the board read only.
import { useState } from 'preact/hooks';
import type { ClubMember } from '../../engine/club';
import { formatDate } from '../format';
import { useT } from '../i18n/use-t';
import { Layout } from '../kit/layout';
import { hrefOf } from '../router';
import { TournamentCreate } from './tournament-create';
import { useClubData, type ClubData } from './tournament-data';
import { tournamentState } from './tournament-model';
import { SyncLine } from './tournament-sync';
import { useClubSync } from './use-club-sync';
import './tournament.css';

const FORM_ID = 'tournament-create';

export function TournamentsScreen({ clubId }: { clubId: string }) {
  const { t } = useT();
  const data = useClubData(clubId);
  const { status: sync } = useClubSync(data?.club);
  const [creating, setCreating] = useState(false);
  const admin = data?.club?.role === 'admin';
  const bottom = admin ? (
    creating ? (
      <button type="submit" form={FORM_ID} class="btn btn-primary btn-wide">
        {t('tournament:create.start')}
      </button>
    ) : (
      <button type="button" class="btn btn-primary btn-wide" onClick={() => setCreating(true)}>
        {t('tournament:list.new')}
      </button>
    )
  ) : undefined;
  return (
    <Layout title={t('tournament:list.title')} back={{ name: 'club', clubId }} bottom={bottom}>
      {data && !data.club && <p role="alert">{t('tournament:list.unknownClub')}</p>}
      {data?.club && (
        <>
          <SyncLine status={sync} />
          {/* The form first: the tap that opened it should not have to scroll to it. */}
          {admin && creating && (
            <TournamentCreate clubId={clubId} members={activeMembers(data)} formId={FORM_ID} />
          )}
          <TournamentItems clubId={clubId} data={data} />
          <p>
            <a class="btn btn-wide" href={hrefOf({ name: 'club-board', clubId })}>
              {t('tournament:list.board')}
            </a>
          </p>
          {!admin && <p class="tt-note">{t('tournament:list.adminOnly')}</p>}
        </>
      )}
    </Layout>
  );
}

const activeMembers = (data: ClubData): ClubMember[] =>
  data.records.members.filter((m) => !m.mergedInto);

function TournamentItems({ clubId, data }: { clubId: string; data: ClubData }) {
  const { t, language } = useT();
  const tournaments = [...data.records.tournaments].sort((a, b) =>
    (data.createdAt.get(b.id) ?? '').localeCompare(data.createdAt.get(a.id) ?? ''),
  );
  if (tournaments.length === 0) return <p>{t('tournament:list.none')}</p>;
  return (
    <ul class="tt-list">
      {tournaments.map((tournament) => {
        const state = tournamentState(tournament, data.records);
        const at = formatDate(Date.parse(data.createdAt.get(tournament.id) ?? ''), language);
        return (
          <li key={tournament.id}>
            <a
              class="tt-list-item"
              href={hrefOf({ name: 'club-tournament', clubId, tournamentId: tournament.id })}
            >
              <span class="tt-list-title">
                {at} ·{' '}
                {t('tournament:list.item', {
                  game: t(`games.${tournament.game}`),
                  players: tournament.players.length,
                  rounds: tournament.rounds,
                })}
              </span>
              <span class="tt-list-state">
                {state.finished
                  ? t('tournament:list.finished')
                  : t('tournament:list.running', {
                      round: state.current?.round ?? 1,
                      rounds: tournament.rounds,
                    })}
              </span>
            </a>
          </li>
        );
      })}
    </ul>
  );
}
