// A tournament's rounds and its table (docs/club.md, C6): the seating of
// each round follows from the draw and the rounds before it; a round counts
// when every one of its tables has reported. Points come from placings, or
// the table is ranked by money alone ('money' scoring, as Czech money-sum
// tournaments do); the other figure breaks ties.
import { drawSeating, metPairs, rotateSeating, swissSeating, type Seating } from './seating';
import { placeTable, type Placing } from './placings';
import type { ClubIssue, MemberId, NightResult } from './types';

export interface Tournament {
  readonly id: string;
  readonly game: string;
  readonly format: 'rotation' | 'swiss';
  readonly scoring: 'placings' | 'money';
  readonly tableSize: number;
  readonly rounds: number;
  readonly players: readonly MemberId[];
  /** Drawn once by the director's phone; round 1's seating follows from it. */
  readonly seed: number;
  readonly placingPoints?: readonly number[];
}

export interface TournamentRow {
  readonly member: MemberId;
  readonly points: number;
  readonly money: number;
  readonly rounds: number;
}

export interface RoundView {
  readonly round: number;
  readonly seating: Seating;
  /** Per table: its placings once reported, else undefined. */
  readonly tables: readonly (readonly Placing[] | undefined)[];
  readonly complete: boolean;
}

export interface TournamentView {
  readonly rounds: readonly RoundView[];
  /** Complete rounds only, best first. */
  readonly table: readonly TournamentRow[];
  readonly issues: readonly ClubIssue[];
}

function tournamentProblem(t: Tournament): string | undefined {
  const sizes = t.tableSize >= 3 && t.tableSize <= 4;
  if (!sizes || t.players.length === 0 || t.players.length % t.tableSize !== 0)
    return 'errors:club.tournamentPlayers';
  if (new Set(t.players).size !== t.players.length) return 'errors:club.tournamentPlayers';
  if (!Number.isSafeInteger(t.rounds) || t.rounds < 1 || t.rounds > 20)
    return 'errors:club.tournamentRounds';
  return undefined;
}

/** The table of the complete rounds so far, best first. */
function standing(t: Tournament, rounds: readonly RoundView[]): TournamentRow[] {
  const rows = new Map<MemberId, TournamentRow>(
    t.players.map((m) => [m, { member: m, points: 0, money: 0, rounds: 0 }]),
  );
  for (const round of rounds.filter((r) => r.complete)) {
    for (const placing of round.tables.flatMap((p) => p ?? [])) {
      const row = rows.get(placing.member) as TournamentRow;
      rows.set(placing.member, {
        ...row,
        points: row.points + placing.points,
        money: row.money + placing.money,
        rounds: row.rounds + 1,
      });
    }
  }
  const byMoney = t.scoring === 'money';
  return [...rows.values()].sort(
    (a, b) =>
      (byMoney
        ? b.money - a.money || b.points - a.points
        : b.points - a.points || b.money - a.money) || (a.member < b.member ? -1 : 1),
  );
}

function nextSeating(t: Tournament, done: readonly RoundView[]): Seating {
  const last = done[done.length - 1];
  if (!last) return drawSeating(t.players, t.tableSize, t.seed);
  if (t.format === 'rotation')
    return rotateSeating(last.tables.map((p) => (p ?? []).map((x) => x.member)));
  const ranked = standing(t, done).map((r) => r.member);
  return swissSeating(ranked, t.tableSize, metPairs(done.map((r) => r.seating)));
}

/** The result reported for each table of `seating`, or an issue when it does not fit. */
function roundTables(
  t: Tournament,
  round: number,
  seating: Seating,
  results: readonly NightResult[],
  issues: ClubIssue[],
): (Placing[] | undefined)[] {
  const tables: (Placing[] | undefined)[] = seating.map(() => undefined);
  for (const r of results.filter(
    (x) => x.tournament?.tournamentId === t.id && x.tournament.round === round,
  )) {
    const index = (r.tournament?.table ?? 0) - 1;
    if (r.game !== t.game) {
      // A night of another game at a tournament's table (a phone's slip) counts for nothing there.
      issues.push({ code: 'errors:club.tournamentWrongGame', record: r.id, params: { round } });
      continue;
    }
    const seats = seating[index];
    const fits =
      seats !== undefined &&
      seats.length === r.seats.length &&
      seats.every((s) => r.seats.includes(s));
    if (!fits)
      issues.push({
        code: 'errors:club.tournamentWrongTable',
        record: r.id,
        params: { round, table: index + 1 },
      });
    else if (tables[index])
      issues.push({
        code: 'errors:club.tournamentTableTwice',
        record: r.id,
        params: { round, table: index + 1 },
      });
    else tables[index] = placeTable(seats, r.balances, t.placingPoints);
  }
  return tables;
}

/** Seatings, reported tables and the table of a tournament, from its counting nights. */
export function tournamentView(t: Tournament, results: readonly NightResult[]): TournamentView {
  const problem = tournamentProblem(t);
  if (problem) return { rounds: [], table: [], issues: [{ code: problem, record: t.id }] };
  const issues: ClubIssue[] = [];
  const rounds: RoundView[] = [];
  for (let round = 1; round <= t.rounds; round++) {
    const seating = nextSeating(t, rounds);
    const tables = roundTables(t, round, seating, results, issues);
    const complete = tables.every((x) => x !== undefined);
    rounds.push({ round, seating, tables, complete });
    if (!complete) {
      const missing = tables.map((x, i) => (x ? 0 : i + 1)).filter((i) => i > 0);
      if (tables.some((x) => x))
        issues.push({
          code: 'errors:club.roundIncomplete',
          record: t.id,
          params: { round, tables: missing.join(', ') },
        });
      break;
    }
  }
  const seen = rounds.length;
  for (const r of results) {
    if (
      r.tournament?.tournamentId === t.id &&
      !(r.tournament.round >= 1 && r.tournament.round <= seen)
    ) {
      issues.push({
        code: 'errors:club.tournamentRoundEarly',
        record: r.id,
        params: { round: r.tournament.round },
      });
    }
  }
  return { rounds, table: standing(t, rounds), issues };
}
