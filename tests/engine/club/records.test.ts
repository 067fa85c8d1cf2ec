// The club document's record parser (app/engine/club/records.ts): every kind
// in its right shape is read, anything else is refused the same way on the
// server, in storage and in the mirror.
import { describe, expect, it } from 'vitest';
import {
  clubRecordsOf,
  clubView,
  KINDS_OF_ROLE,
  parseClubRecord,
  clubSettingsOf,
  DEFAULT_CLUB_SETTINGS,
  roundStartOf,
  type ClubRecord,
} from '../../../app/engine/club';
import { N1, N2 } from './fixture';

const AT = '2026-01-08T22:00:00.000Z';
const member = (id: string, name: string): ClubRecord => ({ kind: 'member', id, name, at: AT });

describe('parseClubRecord', () => {
  it('reads every kind in its shape', () => {
    const records: unknown[] = [
      member('eva', 'Eva'),
      { kind: 'merge', id: 'm1', member: 'mila', into: 'milan', at: AT },
      { kind: 'result', ...N1 },
      {
        kind: 'result',
        ...N1,
        id: 'n1-figures',
        figures: { petr: { declared: 3, declaredWon: 2, renoncs: 0 }, karel: { gora: -4 } },
      },
      { kind: 'withdrawal', id: 'w1', nightId: 'night-1', at: AT },
      { kind: 'payment', id: 'p1', from: 'jana', to: 'eva', amount: 500, currency: 'CZK', at: AT },
      {
        kind: 'tournament',
        id: 't1',
        at: AT,
        game: 'marias',
        format: 'rotation',
        scoring: 'placings',
        tableSize: 4,
        rounds: 3,
        players: ['a', 'b', 'c', 'd'],
        seed: 7,
      },
      { kind: 'round-start', id: 's1', at: AT, tournamentId: 't1', round: 2, minutes: 70 },
      { kind: 'settings', id: 'c1', at: AT, seasonStarts: ['2026-09-01'], boardNames: 'short' },
    ];
    for (const r of records) expect(parseClubRecord(r), JSON.stringify(r)).toEqual(r);
  });

  it.each([
    ['no kind', { id: 'x', at: AT, name: 'Eva' }],
    ['an unknown kind', { kind: 'bonus', id: 'x', at: AT }],
    ['a bad id', { kind: 'member', id: 'a b', name: 'Eva', at: AT }],
    ['a local time', { kind: 'member', id: 'eva', name: 'Eva', at: '2026-01-08 22:00' }],
    ['an empty name', { kind: 'member', id: 'eva', name: '  ', at: AT }],
    ['a name of 61 letters', { kind: 'member', id: 'eva', name: 'e'.repeat(61), at: AT }],
    ['money in floats', { kind: 'result', ...N1, balances: { eva: 0.5, jana: -0.5 } }],
    ['nine seats', { kind: 'result', ...N1, seats: [...'abcdefghi'] }],
    [
      'a payment in dollars',
      { kind: 'payment', id: 'p', from: 'a', to: 'b', amount: 1, currency: 'USD', at: AT },
    ],
    [
      'a round started for no minutes',
      { kind: 'round-start', id: 's', at: AT, tournamentId: 't', round: 1, minutes: 0 },
    ],
    [
      'a round 0',
      { kind: 'round-start', id: 's', at: AT, tournamentId: 't', round: 0, minutes: 70 },
    ],
    [
      'a round of half an hour in floats',
      { kind: 'round-start', id: 's', at: AT, tournamentId: 't', round: 1, minutes: 30.5 },
    ],
    [
      'a season start that is no day',
      { kind: 'settings', id: 'c', at: AT, seasonStarts: ['1 Sept'], boardNames: 'full' },
    ],
    [
      'one season start twice',
      {
        kind: 'settings',
        id: 'c',
        at: AT,
        seasonStarts: ['2026-09-01', '2026-09-01'],
        boardNames: 'full',
      },
    ],
    [
      'a board name style nobody knows',
      { kind: 'settings', id: 'c', at: AT, seasonStarts: [], boardNames: 'nicknames' },
    ],
    [
      'settings without their season starts',
      { kind: 'settings', id: 'c', at: AT, boardNames: 'full' },
    ],
    ['a figure in floats', { kind: 'result', ...N1, figures: { eva: { declared: 1.5 } } }],
    ['a figure past a billion', { kind: 'result', ...N1, figures: { eva: { gora: 2e9 } } }],
    ['a figure key with a space', { kind: 'result', ...N1, figures: { eva: { 'a b': 1 } } }],
    ['a figure key an object has', { kind: 'result', ...N1, figures: { eva: { constructor: 1 } } }],
    [
      'a figure key __proto__',
      { kind: 'result', ...N1, figures: JSON.parse('{"eva":{"__proto__":1}}') as unknown },
    ],
    [
      'seventeen figures',
      {
        kind: 'result',
        ...N1,
        figures: { eva: Object.fromEntries([...'abcdefghijklmnopq'].map((k) => [k, 1])) },
      },
    ],
    ['figures of a bad member id', { kind: 'result', ...N1, figures: { 'e va': { declared: 1 } } }],
    ['an array', [1, 2]],
    ['a string', 'member'],
  ])('refuses %s', (_what, value) => {
    expect(parseClubRecord(value)).toBeUndefined();
  });

  it('lets the board link write nothing and only the admin run tournaments and merges', () => {
    expect(KINDS_OF_ROLE.board).toEqual([]);
    expect(KINDS_OF_ROLE.member).not.toContain('tournament');
    expect(KINDS_OF_ROLE.member).not.toContain('merge');
    expect(KINDS_OF_ROLE.admin).toContain('tournament');
    expect(KINDS_OF_ROLE.member).not.toContain('round-start');
    expect(KINDS_OF_ROLE.admin).toContain('round-start');
    expect(KINDS_OF_ROLE.member).not.toContain('settings');
    expect(KINDS_OF_ROLE.admin).toContain('settings');
  });
});

describe('roundStartOf', () => {
  const start = (id: string, at: string, round: number, tournamentId = 't1'): ClubRecord => ({
    kind: 'round-start',
    id,
    at,
    tournamentId,
    round,
    minutes: 70,
  });
  it('reads the newest start of the round asked for, of that tournament only', () => {
    const records = [
      start('a', '2026-01-08T19:00:00.000Z', 1),
      start('b', '2026-01-08T19:05:00.000Z', 1),
      start('c', '2026-01-08T20:30:00.000Z', 2),
      start('d', '2026-01-08T21:00:00.000Z', 1, 't2'),
      member('eva', 'Eva'),
    ];
    // Written in any order, the restart at 19:05 wins for round 1.
    expect(roundStartOf(records, 't1', 1)?.id).toBe('b');
    expect(roundStartOf([...records].reverse(), 't1', 1)?.id).toBe('b');
    expect(roundStartOf(records, 't1', 2)?.id).toBe('c');
    expect(roundStartOf(records, 't1', 3)).toBeUndefined();
  });
  it('breaks a tie of the same instant by the larger id, on every phone alike', () => {
    const records = [start('x', AT, 1), start('y', AT, 1)];
    expect(roundStartOf(records, 't1', 1)?.id).toBe('y');
    expect(roundStartOf([...records].reverse(), 't1', 1)?.id).toBe('y');
  });
});

describe('clubSettingsOf', () => {
  const settings = (id: string, at: string, seasonStarts: string[], boardNames = 'full') =>
    ({ kind: 'settings', id, at, seasonStarts, boardNames }) as ClubRecord;
  it('reads the newest settings, written in any order, and the defaults before any', () => {
    expect(clubSettingsOf([member('eva', 'Eva')])).toEqual(DEFAULT_CLUB_SETTINGS);
    const records = [
      settings('a', '2026-01-08T19:00:00.000Z', ['2026-09-01'], 'initials'),
      settings('b', '2026-02-08T19:00:00.000Z', ['2026-09-01', '2025-09-01'], 'short'),
    ];
    const newest = { seasonStarts: ['2025-09-01', '2026-09-01'], boardNames: 'short' };
    expect(clubSettingsOf(records)).toEqual(newest);
    expect(clubSettingsOf([...records].reverse())).toEqual(newest);
  });

  it("splits the season table at the club's season starts (C4)", () => {
    const members = [...N1.seats, ...N2.seats].map((id) => member(id, id));
    const nights: ClubRecord[] = [
      { kind: 'result', ...N1 },
      { kind: 'result', ...N2 },
    ];
    // Calendar years: N1 (8 Jan) and N2 (15 Jan) are one season, 2026.
    expect(clubView(clubRecordsOf([...members, ...nights])).seasons.map((s) => s.season)).toEqual([
      '2026',
    ]);
    // A season from 10 January: N1 counts by its year, N2 in the season of 2026-01-10.
    const split = [...members, ...nights, settings('c', AT, ['2026-01-10'])];
    const seasons = clubView(clubRecordsOf(split))
      .seasons.map((s) => s.season)
      .sort();
    expect(seasons).toEqual(['2026', '2026-01-10']);
  });
});

describe('clubRecordsOf', () => {
  it('turns the earliest merge of a member into its mergedInto', () => {
    const records: ClubRecord[] = [
      member('mila', 'Míla'),
      member('milan', 'Milan'),
      member('eva', 'Eva'),
      { kind: 'merge', id: 'm2', member: 'mila', into: 'eva', at: '2026-02-01T10:00:00.000Z' },
      { kind: 'merge', id: 'm1', member: 'mila', into: 'milan', at: '2026-01-20T10:00:00.000Z' },
    ];
    expect(clubRecordsOf(records).members).toEqual([
      { id: 'mila', name: 'Míla', mergedInto: 'milan' },
      { id: 'milan', name: 'Milan' },
      { id: 'eva', name: 'Eva' },
    ]);
  });

  it('gives the club fold the same nights as the records it was built from', () => {
    const members = N1.seats.map((id) => member(id, id));
    const folded = clubView(clubRecordsOf([...members, { kind: 'result', ...N1 }]));
    expect(folded.nights.map((n) => n.id)).toEqual([N1.id]);
    expect(folded.issues).toEqual([]);
  });
});
