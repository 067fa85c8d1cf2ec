// Mistyped and out-of-range fields: each one is reported once, with the path of
// the bad value (and the entry's id inside an entry), and nothing else.
import { describe, expect, it } from 'vitest';
import { validateBackup } from '../../../app/engine/backup';
import type { ValidationIssue } from '../../../app/engine/validation';
import { mutableBackup } from './fixture';

type Tree = ReturnType<typeof mutableBackup>;
type Rec = Record<string, unknown>;

function issuesAfter(mutate: (b: Tree) => void): readonly ValidationIssue[] {
  const backup = mutableBackup();
  mutate(backup);
  const result = validateBackup(backup);
  return result.ok ? [] : result.issues;
}

const player = (b: Tree, i: number): Rec => b.players[i] as Rec;
const night = (b: Tree, i: number): Rec => b.nights[i] as Rec;
const entry = (b: Tree, i: number): Rec => b.entries[i] as Rec;
const payload = (b: Tree, i: number): Rec => entry(b, i).payload as Rec;

describe('field shapes', () => {
  it.each<[string, (b: Tree) => void, string, string, Rec?]>([
    ['a number as a name', (b) => (player(b, 1).name = 42), 'notString', 'players[1].name'],
    ['a blank name', (b) => (player(b, 0).name = '  \t '), 'emptyString', 'players[0].name'],
    [
      'a 61-character name',
      (b) => (player(b, 0).name = 'x'.repeat(61)),
      'stringTooLong',
      'players[0].name',
      { count: 60 },
    ],
    ['an empty id', (b) => (player(b, 4).id = ''), 'emptyString', 'players[4].id'],
    [
      'a 101-character id',
      (b) => (player(b, 4).id = 'x'.repeat(101)),
      'stringTooLong',
      'players[4].id',
      { count: 100 },
    ],
    ['a missing name', (b) => delete player(b, 2).name, 'missingField', 'players[2].name'],
    [
      'a negative date',
      (b) => (player(b, 0).createdAt = -1),
      'badTimestamp',
      'players[0].createdAt',
    ],
    [
      '1e308 as a date',
      (b) => (player(b, 0).createdAt = 1e308),
      'badTimestamp',
      'players[0].createdAt',
    ],
    [
      'a date after the year 3000',
      (b) => (player(b, 0).createdAt = 32_503_680_000_001),
      'badTimestamp',
      'players[0].createdAt',
    ],
    [
      'a fractional date',
      (b) => (player(b, 0).createdAt = 1.5),
      'badTimestamp',
      'players[0].createdAt',
    ],
    [
      'a date as text',
      (b) => (player(b, 1).renamedAt = '2025-01-01'),
      'notInteger',
      'players[1].renamedAt',
    ],
    ['an extra field', (b) => (player(b, 0).color = 'red'), 'unknownField', 'players[0].color'],
    [
      'a player that is a string',
      (b) => (b.players[4] = 'Zdeněk' as never),
      'notObject',
      'players[4]',
    ],
    [
      'an unknown game',
      (b) => (night(b, 0).game = 'poker'),
      'unknownGame',
      'nights[0].game',
      { value: 'poker' },
    ],
    [
      'an unknown currency',
      (b) => (night(b, 1).currency = 'USD'),
      'notOneOf',
      'nights[1].currency',
      { value: 'USD' },
    ],
    [
      'a night of one player',
      (b) => (night(b, 0).playerIds = ['p1']),
      'playerCount',
      'nights[0].playerIds',
      { min: 2, max: 16, count: 1 },
    ],
    [
      'settings that are a list',
      (b) => (night(b, 0).settings = []),
      'notObject',
      'nights[0].settings',
    ],
    [
      'a missing settings object',
      (b) => delete night(b, 1).settings,
      'missingField',
      'nights[1].settings',
    ],
    ['a zero rounding unit', (b) => (night(b, 0).roundTo = 0), 'notPositive', 'nights[0].roundTo'],
    ['a title as a number', (b) => (night(b, 0).title = 7), 'notString', 'nights[0].title'],
    ['a date as null', (b) => (night(b, 0).closedAt = null), 'notInteger', 'nights[0].closedAt'],
    ['an empty app name', (b) => (b.app = ''), 'emptyString', 'app'],
    ['a huge export date', (b) => (b.exportedAt = 1e20), 'badTimestamp', 'exportedAt'],
    ['a misspelled root field', (b) => (b.entires = []), 'unknownField', 'entires'],
    ['no entries at all', (b) => delete (b as Rec).entries, 'missingField', 'entries'],
  ])('%s', (_name, mutate, code, field, params = {}) => {
    expect(issuesAfter(mutate)).toEqual([
      { code: `backup:errors.${code}`, field, params: { path: field, ...params } },
    ]);
  });

  it.each<[string, (b: Tree) => void, string, string, Rec?]>([
    ['seq 0', (b) => (entry(b, 0).seq = 0), 'outOfRange', 'entries[0].seq', { min: 1 }],
    ['seq as the text "NaN"', (b) => (entry(b, 1).seq = 'NaN'), 'notInteger', 'entries[1].seq'],
    ['seq 1e20', (b) => (entry(b, 1).seq = 1e20), 'notInteger', 'entries[1].seq'],
    [
      'a payload that is text',
      (b) => (entry(b, 1).payload = 'x'),
      'notObject',
      'entries[1].payload',
    ],
    ['a missing payload', (b) => delete entry(b, 1).payload, 'missingField', 'entries[1].payload'],
    [
      'a float in a payload',
      (b) => (payload(b, 7).tricks = 9.5),
      'notInteger',
      'entries[7].payload.tricks',
    ],
    [
      'an unknown entry kind',
      (b) => (entry(b, 6).kind = 'marias.cheat'),
      'unknownKind',
      'entries[6].kind',
      { kind: 'marias.cheat' },
    ],
    [
      'a vint deal in a mariáš night',
      (b) => (entry(b, 1).kind = 'vint.deal'),
      'kindNotForGame',
      'entries[1].kind',
      { kind: 'vint.deal', game: 'marias' },
    ],
    [
      'a void without a target',
      (b) => delete entry(b, 2).voids,
      'missingField',
      'entries[2].voids',
    ],
    ['a hand that voids', (b) => (entry(b, 3).voids = 'e1'), 'misplacedField', 'entries[3].voids'],
    [
      'a void that replaces',
      (b) => (entry(b, 2).replaces = 'e1'),
      'misplacedField',
      'entries[2].replaces',
    ],
    ['a reason as a number', (b) => (entry(b, 4).reason = 1), 'notString', 'entries[4].reason'],
    [
      'a transfer of 1e308',
      (b) => (payload(b, 0).transfers = { p1: 1e308, p3: -500 }),
      'notMoney',
      'entries[0].payload.transfers.p1',
    ],
    [
      'an amount written as text',
      (b) => (payload(b, 0).transfers = { p1: 'NaN', p3: -500 }),
      'notInteger',
      'entries[0].payload.transfers.p1',
    ],
    [
      'a transfer that does not net out',
      (b) => (payload(b, 0).transfers = { p1: 500, p3: -450 }),
      'notZeroSum',
      'entries[0].payload.transfers',
      { sum: 50 },
    ],
    [
      'a transfer to someone not at the table',
      (b) => (payload(b, 0).transfers = { p1: 500, p4: -500 }),
      'unknownPlayer',
      'entries[0].payload.transfers.p4',
      { id: 'p4' },
    ],
    [
      'an unknown transfer origin',
      (b) => (payload(b, 0).origin = 'gift'),
      'notOneOf',
      'entries[0].payload.origin',
    ],
    [
      'a transfer without amounts',
      (b) => delete payload(b, 0).transfers,
      'missingField',
      'entries[0].payload.transfers',
    ],
    [
      'settings without settings',
      (b) => (entry(b, 5).payload = {}),
      'missingField',
      'entries[5].payload.settings',
    ],
  ])('%s (inside an entry)', (_name, mutate, code, field, params = {}) => {
    const issues = issuesAfter(mutate);
    expect(issues).toHaveLength(1);
    expect(issues[0]).toMatchObject({
      code: `backup:errors.${code}`,
      field,
      params: { path: field, ...params },
    });
    expect(issues[0]?.params?.entryId).toMatch(/^e\d$/);
  });

  it.each<[string, (b: Tree) => void, string, string]>([
    ['paying oneself', (b) => ((b.payments[0] as Rec).to = 'p3'), 'selfPayment', 'payments[0]'],
    [
      'paying nothing',
      (b) => ((b.payments[0] as Rec).amount = 0),
      'notPositive',
      'payments[0].amount',
    ],
    [
      'paying someone not at the table',
      (b) => ((b.payments[0] as Rec).to = 'p4'),
      'unknownPlayer',
      'payments[0].to',
    ],
    [
      'paying in an unknown night',
      (b) => ((b.payments[0] as Rec).nightId = 'n9'),
      'unknownNight',
      'payments[0].nightId',
    ],
    [
      'a mark without a date',
      (b) => delete (b.payments[0] as Rec).paidAt,
      'missingField',
      'payments[0].paidAt',
    ],
  ])('payment marks: %s', (_name, mutate, code, field) => {
    expect(issuesAfter(mutate)).toMatchObject([{ code: `backup:errors.${code}`, field }]);
  });

  it('reports what a broken record breaks elsewhere, and only that', () => {
    const issues = issuesAfter((b) => (b.players[2] = 'Karel' as never));
    expect(issues.map((i) => [i.code, i.field])).toEqual([
      ['backup:errors.notObject', 'players[2]'],
      ['backup:errors.unknownPlayer', 'nights[0].playerIds[2]'],
      ['backup:errors.unknownPlayer', 'nights[1].playerIds[2]'],
    ]);
    // Night n1 is unreadable now, but its id is known: its entries and
    // payment marks are not reported as pointing nowhere.
  });

  it('reports players that are not a list once per night that seats them', () => {
    const issues = issuesAfter((b) => (b.players = {} as never));
    expect(issues[0]).toMatchObject({ code: 'backup:errors.notArray', field: 'players' });
    expect(issues.slice(1).every((i) => i.code === 'backup:errors.unknownPlayer')).toBe(true);
    expect(issues).toHaveLength(1 + 3 + 4);
  });

  it('lists every problem of a file in one pass', () => {
    const issues = issuesAfter((b) => {
      player(b, 0).name = '';
      night(b, 1).currency = 'USD';
      entry(b, 7).seq = -1;
    });
    expect(issues.map((i) => i.field)).toEqual([
      'players[0].name',
      'nights[1].currency',
      'entries[7].seq',
    ]);
  });
});
