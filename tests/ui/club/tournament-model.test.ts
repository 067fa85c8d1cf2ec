import { describe, expect, it } from 'vitest';
import {
  DEFAULT_CLUB_SETTINGS,
  type ClubDocumentRecords,
  type NightResult,
  type Tournament,
} from '../../../app/engine/club';
import {
  creationProblems,
  displayName,
  drawSeed,
  memberNames,
  boardStyle,
  boardTournament,
  stylesAllowed,
  tournamentState,
} from '../../../app/ui/club/tournament-model';

const IDS = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'];
const T: Tournament = {
  id: 't1',
  game: 'marias',
  format: 'rotation',
  scoring: 'placings',
  tableSize: 4,
  rounds: 2,
  players: IDS,
  seed: 7,
};

function records(results: NightResult[], tournaments = [T]): ClubDocumentRecords {
  return {
    members: IDS.map((id) => ({ id, name: id.toUpperCase() })),
    results,
    withdrawals: [],
    payments: [],
    tournaments,
    settings: DEFAULT_CLUB_SETTINGS,
  };
}

/** A result at `seats` where the first wins 3, the last loses 3. */
function result(id: string, round: number, table: number, seats: readonly string[]): NightResult {
  const money = [300, 100, -100, -300];
  return {
    id,
    nightId: `n-${id}`,
    game: 'marias',
    date: '2026-12-03',
    at: `2026-12-03T20:0${round}:0${table}.000Z`,
    currency: 'CZK',
    seats,
    balances: Object.fromEntries(seats.map((s, i) => [s, money[i] as number])),
    hands: 10,
    ledgerHash: `h-${id}`,
    tournament: { tournamentId: 't1', round, table },
  };
}

describe('the state of a tournament', () => {
  it('names every table of round 1 missing before any result', () => {
    const state = tournamentState(T, records([]));
    expect(state.current?.round).toBe(1);
    expect(state.missing).toEqual([1, 2]);
    expect(state.finished).toBe(false);
  });

  it('names the table still missing once the other has reported', () => {
    const seating = tournamentState(T, records([])).current!.seating;
    const state = tournamentState(T, records([result('r1', 1, 1, seating[0]!)]));
    expect(state.current?.round).toBe(1);
    expect(state.missing).toEqual([2]);
  });

  it('moves to round 2 when round 1 is complete, and is finished after the last', () => {
    const one = tournamentState(T, records([])).current!.seating;
    const r1 = [result('r1', 1, 1, one[0]!), result('r2', 1, 2, one[1]!)];
    const state = tournamentState(T, records(r1));
    expect(state.current?.round).toBe(2);
    expect(state.missing).toEqual([1, 2]);
    const two = state.current!.seating;
    const done = tournamentState(
      T,
      records([...r1, result('r3', 2, 1, two[0]!), result('r4', 2, 2, two[1]!)]),
    );
    expect(done.finished).toBe(true);
    expect(done.missing).toEqual([]);
  });

  it('shows on the board the newest tournament under way', () => {
    const older = { ...T, id: 't0' };
    const at = new Map([
      ['t0', '2026-11-01T20:00:00.000Z'],
      ['t1', '2026-12-01T20:00:00.000Z'],
    ]);
    const now = Date.parse('2026-12-01T22:00:00.000Z');
    const board = boardTournament([older, T], records([], [older, T]), at, now);
    expect(board?.tournament.id).toBe('t1');
  });

  it('keeps a finished tournament on the board for the day, then shows none', () => {
    const short = { ...T, rounds: 1 };
    const one = tournamentState(short, records([])).current!.seating;
    const over = records([result('r1', 1, 1, one[0]!), result('r2', 1, 2, one[1]!)], [short]);
    const at = new Map([['t1', '2026-12-01T20:00:00.000Z']]);
    const sameNight = Date.parse('2026-12-01T23:30:00.000Z');
    const nextWeek = Date.parse('2026-12-08T20:00:00.000Z');
    expect(boardTournament([short], over, at, sameNight)?.finished).toBe(true);
    expect(boardTournament([short], over, at, nextWeek)).toBe(undefined);
  });
});

describe('names on the board', () => {
  it('are shown full, as first name and initials, or as initials', () => {
    expect(displayName('Jana Nováková', 'full')).toBe('Jana Nováková');
    expect(displayName('Jana Nováková', 'short')).toBe('Jana N.');
    expect(displayName('Jana Nováková', 'initials')).toBe('J. N.');
    expect(displayName('Ольга', 'short')).toBe('Ольга');
    expect(displayName('Ольга', 'initials')).toBe('О.');
  });

  it('follow a merge to the member merged into', () => {
    const name = memberNames([
      { id: 'x', name: 'Karel Novák', mergedInto: 'y' },
      { id: 'y', name: 'Karel N' },
    ]);
    expect(name('x')).toBe('Karel N');
    expect(name('zz')).toBe('?');
  });
});

describe('names that would look alike', () => {
  it('are shown in full, the others as asked', () => {
    const name = memberNames(
      [
        { id: 'a', name: 'Jana Nováková' },
        { id: 'b', name: 'Jana Novotná' },
        { id: 'c', name: 'Petr Král' },
      ],
      'short',
    );
    expect(['a', 'b', 'c'].map(name)).toEqual(['Jana Nováková', 'Jana Novotná', 'Petr K.']);
  });

  it('are numbered, never shown in full, where the club allows less', () => {
    const members = [
      { id: 'b', name: 'Jana Novotná' },
      { id: 'a', name: 'Jana Nováková' },
      { id: 'c', name: 'Petr Král' },
    ];
    const name = memberNames(members, 'initials', 'short');
    expect(['a', 'b', 'c'].map(name)).toEqual(['J. N. 1', 'J. N. 2', 'P. K.']);
    expect(memberNames(members, 'short', 'short')('b')).toBe('Jana N. 2');
  });
});

describe("the club's allowance on the board", () => {
  it('keeps the board’s own choice when it shows no more than allowed', () => {
    expect(boardStyle('full', 'short')).toBe('short');
    expect(boardStyle('full', 'full')).toBe('full');
    expect(boardStyle('short', 'initials')).toBe('initials');
  });

  it('shows no more than allowed, whatever the board chose', () => {
    expect(boardStyle('short', 'full')).toBe('short');
    expect(boardStyle('initials', 'short')).toBe('initials');
    expect(boardStyle('initials', 'full')).toBe('initials');
  });

  it('offers only the styles allowed', () => {
    expect(stylesAllowed('full')).toEqual(['short', 'initials', 'full']);
    expect(stylesAllowed('short')).toEqual(['short', 'initials']);
    expect(stylesAllowed('initials')).toEqual(['initials']);
  });
});

describe('a new tournament', () => {
  it('is refused when the players do not fill the tables exactly', () => {
    expect(creationProblems({ players: 8, tableSize: 4, rounds: 3 })).toEqual([]);
    expect(creationProblems({ players: 9, tableSize: 3, rounds: 3 })).toEqual([]);
    expect(creationProblems({ players: 7, tableSize: 4, rounds: 3 })).toEqual([
      'tournament:create.playersNotMultiple',
    ]);
    expect(creationProblems({ players: 0, tableSize: 3, rounds: 3 })).toEqual([
      'tournament:create.playersNotMultiple',
    ]);
  });

  it('is refused with no rounds or more than 20', () => {
    expect(creationProblems({ players: 8, tableSize: 4, rounds: 0 })).toEqual([
      'tournament:create.roundsRange',
    ]);
    expect(creationProblems({ players: 8, tableSize: 4, rounds: 21 })).toEqual([
      'tournament:create.roundsRange',
    ]);
  });

  it('takes its seed from the random source it is given', () => {
    expect(drawSeed((w) => w.fill(4_000_000_000))).toBe(4_000_000_000);
  });
});
