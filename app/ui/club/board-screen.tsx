// The club's board (#/club/<id>/board): read-only, for a pub's TV or a
// tablet. Large type; the tournament under way (its round and the round's
// clock once the director started it, tables with seating and what each
// reported, the tournament table), or when none runs, the season table. It
// re-renders as records arrive (a live query over the club's records); only
// the clock ticks by itself. Names are shown as this screen is told to (full,
// "Jana N." or initials) up to what the club's admin allows (its settings);
// the choice is kept on this device only and writes nothing to the club.
// While open it keeps the club's sync open (./use-club-sync.ts).
import type { ComponentChildren } from 'preact';
import { roundStartOf, type MemberId, type SeasonTable } from '../../engine/club';
import { getSetting, setSetting } from '../../storage';
import { formatMoney } from '../format';
import { useT } from '../i18n/use-t';
import { useServices } from '../services';
import { useLive } from '../use-live';
import { clubViewOf } from './club-fold';
import { FiguresLine } from './figures-line';
import { useClubData, type ClubData } from './tournament-data';
import {
  boardStyle,
  memberNames,
  stylesAllowed,
  boardTournament,
  type NameStyle,
  type TournamentState,
} from './tournament-model';
import { Issues, Missing, tournamentCurrency } from './tournament-screen';
import { SyncLine } from './tournament-sync';
import { useClubSync } from './use-club-sync';
import { RoundTable, TournamentTable } from './tournament-table';
import { seasonName } from './season-name';
import { RoundClock } from './tournament-timer-view';
import './tournament.css';

/** Beyond this many players the board's table takes tighter rows (24 fit 1080 pixels). */
const DENSE_ROWS = 12;

const styleKey = (clubId: string) => `board-names:${clubId}`;

export function BoardScreen({ clubId }: { clubId: string }) {
  const { t } = useT();
  const { db, now } = useServices();
  const data = useClubData(clubId);
  const { status: sync } = useClubSync(data?.club);
  const chosen = useLive(() => getSetting<NameStyle>(db, styleKey(clubId), 'short'), [clubId]);
  // The club's admin sets the most a board shows of a name (docs/club.md, the board).
  const allowed = data?.records.settings.boardNames ?? 'initials';
  const style = boardStyle(allowed, chosen ?? 'short');
  const name = memberNames(data?.records.members ?? [], style, allowed);
  const running =
    data && boardTournament(data.records.tournaments, data.records, data.createdAt, now());
  return (
    <div class="board" data-testid="board">
      <header class="board-head">
        <h1>
          <bdi>{data?.club?.name ?? ''}</bdi>
        </h1>
        {running && (
          <p class="board-round" data-round={running.current?.round}>
            {t(`games.${running.tournament.game}`)} ·{' '}
            {t('tournament:round.title', {
              round: running.current?.round ?? 1,
              rounds: running.tournament.rounds,
            })}
          </p>
        )}
        {running?.current && !running.finished && data && (
          <BoardClock
            data={data}
            tournamentId={running.tournament.id}
            round={running.current.round}
          />
        )}
      </header>
      {data && !data.club && <p role="alert">{t('tournament:list.unknownClub')}</p>}
      {data?.club &&
        (running ? (
          <BoardTournament state={running} data={data} name={name} />
        ) : (
          <BoardSeason data={data} name={name} />
        ))}
      <NameStyleChoice
        value={style}
        styles={stylesAllowed(allowed)}
        onChange={(s) => void setSetting(db, styleKey(clubId), s)}
      >
        <SyncLine status={sync} />
      </NameStyleChoice>
    </div>
  );
}

function BoardTournament(props: {
  state: TournamentState;
  data: ClubData;
  name: (id: MemberId) => string;
}) {
  const { t } = useT();
  const { state } = props;
  const currency = tournamentCurrency(state, props.data.records.results);
  const round = state.current;
  return (
    <main class="board-main">
      <section class="board-tables" aria-label={t('tournament:list.title')}>
        <Missing state={state} />
        <div class="tt-tables">
          {round?.seating.map((_, i) => (
            <RoundTable key={i} round={round} index={i} name={props.name} currency={currency} />
          ))}
        </div>
        <Issues state={state} />
      </section>
      <section class="board-standing" aria-label={t('tournament:table.title')}>
        <h2>{t('tournament:table.title')}</h2>
        <TournamentTable
          rows={state.view.table}
          name={props.name}
          currency={currency}
          scoring={state.tournament.scoring}
          roundsDone={state.view.rounds.filter((r) => r.complete).length}
          dense={state.view.table.length > DENSE_ROWS}
        />
      </section>
    </main>
  );
}

/** The round's clock, large, once the director has started it (nothing before: the room waits). */
function BoardClock(props: { data: ClubData; tournamentId: string; round: number }) {
  const start = roundStartOf(props.data.roundStarts, props.tournamentId, props.round);
  return start ? <RoundClock start={start} large /> : null;
}

/** The latest season's tables, one per game and currency. */
function BoardSeason(props: { data: ClubData; name: (id: MemberId) => string }) {
  const { t } = useT();
  const seasons = clubViewOf(props.data.records).seasons;
  const latest = seasons.reduce((s, x) => (x.season > s ? x.season : s), '');
  const shown = seasons.filter((s) => s.season === latest);
  return (
    <main class="board-main board-season">
      <p class="tt-status-line">{t('tournament:board.noTournament')}</p>
      {shown.length === 0 && <p>{t('tournament:board.nothing')}</p>}
      {shown.map((s) => (
        <SeasonBlock key={`${s.game}/${s.currency}`} table={s} name={props.name} />
      ))}
    </main>
  );
}

function SeasonBlock({ table, name }: { table: SeasonTable; name: (id: MemberId) => string }) {
  const { t, language } = useT();
  return (
    <section class="board-standing" aria-label={t(`games.${table.game}`)}>
      <h2>
        {t('tournament:board.season', { season: seasonName(table.season, t, language) })} ·{' '}
        {t(`games.${table.game}`)}
      </h2>
      <table class="tt-table">
        <thead>
          <tr>
            <th scope="col">{t('tournament:table.place')}</th>
            <th scope="col">{t('tournament:table.player')}</th>
            <th scope="col" class="num">
              {t('tournament:board.nights')}
            </th>
            <th scope="col" class="num">
              {t('tournament:table.money')}
            </th>
          </tr>
        </thead>
        <tbody>
          {table.rows.map((row, i) => (
            <tr key={row.member} data-member={row.member}>
              <td class="num">{i + 1}.</td>
              <th scope="row" class="tt-name">
                <bdi>{name(row.member)}</bdi>
                <FiguresLine game={table.game} figures={row.figures} class="board-figures" />
              </th>
              <td class="num">{row.nights}</td>
              <td class="num tt-key">{formatMoney(row.money, table.currency, language, true)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

/** How names show on this device's board, within the club's allowance: kept here only. */
function NameStyleChoice(props: {
  value: NameStyle;
  styles: readonly NameStyle[];
  onChange: (s: NameStyle) => void;
  children: ComponentChildren;
}) {
  const { t } = useT();
  return (
    <footer class="board-foot">
      <span>{t('tournament:board.names')}:</span>
      {props.styles.map((s) => (
        <button
          key={s}
          type="button"
          class={`chip${s === props.value ? ' chip-on' : ''}`}
          aria-pressed={s === props.value}
          data-style={s}
          onClick={() => props.onChange(s)}
        >
          {t(`tournament:board.${s}`)}
        </button>
      ))}
      {props.children}
    </footer>
  );
}
