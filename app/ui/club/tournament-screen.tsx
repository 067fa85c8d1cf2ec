// The director's screen of one tournament (#/club/<id>/tournament/<tid>):
// the round under way with its tables, seating and what each table reported,
// which tables are still missing, the round clock, the tournament table of
// the complete rounds (printable), and "start the night of table T". What
// the club cannot count (a result at the wrong table, twice, too early) is
// named in words. Members see it all and the clock as the director started
// it, without its controls; nobody here writes a result: a table's night
// reports it when it is closed.
import type { ComponentChildren } from 'preact';
import { useState } from 'preact/hooks';
import { BUILT_IN_GAMES, type Currency } from '../../engine';
import { roundStartOf, type MemberId } from '../../engine/club';
import type { ClubRow } from '../../storage';
import { formatDate } from '../format';
import { useT } from '../i18n/use-t';
import { Layout } from '../kit/layout';
import { errorText } from '../kit/messages';
import { useNotices } from '../kit/notices';
import { hrefOf, navigate } from '../router';
import { useServices } from '../services';
import { useClubData } from './tournament-data';
import { memberNames, tournamentState, type TournamentState } from './tournament-model';
import { startTableNight } from './tournament-start';
import { RoundTable, TournamentTable } from './tournament-table';
import { SyncLine } from './tournament-sync';
import { useClubSync } from './use-club-sync';
import { offeredMinutes } from './tournament-timer';
import { RoundTimer } from './tournament-timer-view';
import './tournament.css';

/** The money of a tournament's results, else its game's usual currency. */
export function tournamentCurrency(
  state: TournamentState,
  results: readonly {
    readonly tournament?: { readonly tournamentId: string };
    readonly currency: Currency;
  }[],
): Currency {
  const reported = results.find((r) => r.tournament?.tournamentId === state.tournament.id);
  return (
    reported?.currency ??
    BUILT_IN_GAMES.find((g) => g.game === state.tournament.game)?.currency ??
    'CZK'
  );
}

export function TournamentScreen(props: { clubId: string; tournamentId: string }) {
  const { t, language } = useT();
  const data = useClubData(props.clubId);
  const { status: sync } = useClubSync(data?.club);
  const tournament = data?.records.tournaments.find((x) => x.id === props.tournamentId);
  const back = { name: 'club-tournaments', clubId: props.clubId } as const;
  if (!data)
    return (
      <Layout title={t('tournament:list.title')} back={back}>
        {null}
      </Layout>
    );
  if (!data.club || !tournament)
    return (
      <Layout title={t('tournament:list.title')} back={back}>
        <p role="alert">{t('tournament:list.unknownClub')}</p>
      </Layout>
    );
  const state = tournamentState(tournament, data.records);
  const name = memberNames(data.records.members);
  const currency = tournamentCurrency(state, data.records.results);
  return (
    <Layout
      title={`${data.club.name} · ${t(`games.${tournament.game}`)}`}
      back={back}
      // While rounds are played the thumb's row stays free; at the end, printing is the task.
      bottom={state.finished ? <PrintButton primary /> : undefined}
    >
      <SyncLine status={sync} />
      <CurrentRound state={state} club={data.club} name={name} currency={currency}>
        {state.current && !state.finished && (
          <RoundTimer
            clubId={props.clubId}
            tournamentId={tournament.id}
            round={state.current.round}
            start={roundStartOf(data.roundStarts, tournament.id, state.current.round)}
            offered={offeredMinutes(data.roundStarts, tournament.id, state.current.round)}
            admin={data.club.role === 'admin'}
          />
        )}
      </CurrentRound>
      <section class="tt-final" aria-label={t('tournament:table.title')}>
        <h2>{t('tournament:table.title')}</h2>
        <p class="tt-print-only">
          {data.club.name} · {t(`games.${tournament.game}`)} ·{' '}
          {formatDate(Date.parse(data.createdAt.get(tournament.id) ?? ''), language)}
        </p>
        <TournamentTable
          rows={state.view.table}
          name={name}
          currency={currency}
          scoring={tournament.scoring}
          roundsDone={state.view.rounds.filter((r) => r.complete).length}
        />
      </section>
      {!state.finished && <PrintButton />}
      <p class="no-print">
        <a class="btn btn-wide" href={hrefOf({ name: 'club-board', clubId: props.clubId })}>
          {t('tournament:list.board')}
        </a>
      </p>
    </Layout>
  );
}

function PrintButton({ primary = false }: { primary?: boolean }) {
  const { t } = useT();
  return (
    <button
      type="button"
      class={`btn btn-wide no-print${primary ? ' btn-primary' : ''}`}
      onClick={() => window.print()}
    >
      {t('tournament:table.print')}
    </button>
  );
}

function CurrentRound(props: {
  state: TournamentState;
  club: ClubRow;
  name: (id: MemberId) => string;
  currency: Currency;
  /** The round clock, under the round's heading. */
  children?: ComponentChildren;
}) {
  const { t } = useT();
  const { state } = props;
  const round = state.current;
  const start = useStartNight(props.club, state, props.name);
  if (!round) return <Issues state={state} />;
  const canStart = props.club.role !== 'board' && !state.finished;
  return (
    <section
      class="tt-current no-print"
      aria-label={t('tournament:round.title', {
        round: round.round,
        rounds: state.tournament.rounds,
      })}
    >
      <h2 data-round={round.round}>
        {t('tournament:round.title', { round: round.round, rounds: state.tournament.rounds })}
      </h2>
      <Missing state={state} />
      {props.children}
      <div class="tt-tables">
        {round.seating.map((_, i) => (
          <RoundTable
            key={i}
            round={round}
            index={i}
            name={props.name}
            currency={props.currency}
            action={
              canStart &&
              !round.tables[i] && (
                <button
                  type="button"
                  class="btn btn-primary btn-wide"
                  onClick={() => start(round.round, i)}
                >
                  {t('tournament:round.startNight', { table: i + 1 })}
                </button>
              )
            }
          />
        ))}
      </div>
      <Issues state={state} />
    </section>
  );
}

export function Missing({ state }: { state: TournamentState }) {
  const { t } = useT();
  if (state.finished) return <p class="tt-status-line">{t('tournament:round.finished')}</p>;
  if (state.missing.length === 0)
    return <p class="tt-status-line">{t('tournament:round.allReported')}</p>;
  return (
    // Red once a table has reported and others keep the round waiting.
    <p
      class={`tt-status-line${state.missing.length < (state.current?.seating.length ?? 0) ? ' tt-missing' : ''}`}
      data-testid="missing"
    >
      {t('tournament:round.waitingFor', {
        count: state.missing.length,
        tables: state.missing.join(', '),
      })}
    </p>
  );
}

/** What the club does not count for this tournament, in words (C8). */
export function Issues({ state }: { state: TournamentState }) {
  const { t } = useT();
  // The incomplete round is said by Missing already.
  const issues = state.view.issues.filter((i) => i.code !== 'errors:club.roundIncomplete');
  if (issues.length === 0) return null;
  return (
    <div class="tt-issues" role="status">
      <h3>{t('tournament:round.notCounted')}</h3>
      <ul>
        {issues.map((i) => (
          <li key={`${i.code}/${i.record}`} data-code={i.code}>
            {t(i.code, { ...i.params })}
          </li>
        ))}
      </ul>
    </div>
  );
}

function useStartNight(club: ClubRow, state: TournamentState, name: (id: MemberId) => string) {
  const { t } = useT();
  const { db } = useServices();
  const notices = useNotices();
  const [busy, setBusy] = useState(false);
  return (round: number, index: number) => {
    const seats = state.current?.seating[index];
    if (busy || !seats) return;
    setBusy(true);
    const slot = { tournament: state.tournament, round, table: index + 1, seats };
    const title = `${t('tournament:round.title', { round, rounds: state.tournament.rounds })} · ${t('tournament:round.table', { table: index + 1 })}`;
    startTableNight(db, club, slot, name, title).then(
      (nightId) => navigate({ name: 'night', nightId }),
      (err: unknown) => {
        setBusy(false);
        notices.fail(errorText(t, err));
      },
    );
  };
}
