// Hostile files: prototype keys, giant strings and numbers, values JSON cannot
// hold, deep or wide payloads, dangling references. Each is refused with a
// precise issue, and nothing of it leaks out (no prototype pollution, no crash).
import { describe, expect, it } from 'vitest';
import { BACKUP_LIMITS, parseBackup, validateBackup } from '../../../app/engine/backup';
import type { ValidationIssue } from '../../../app/engine/validation';
import { mutableBackup, validBackup } from './fixture';

type Tree = ReturnType<typeof mutableBackup>;
type Rec = Record<string, unknown>;

const codesAndFields = (issues: readonly ValidationIssue[]) =>
  issues.map((i) => [i.code.replace('backup:errors.', ''), i.field]);

function issuesAfter(mutate: (b: Tree) => void): readonly ValidationIssue[] {
  const backup = mutableBackup();
  mutate(backup);
  const result = validateBackup(backup);
  return result.ok ? [] : result.issues;
}

function parsedIssues(text: string): readonly ValidationIssue[] {
  const result = parseBackup(text);
  return result.ok ? [] : result.issues;
}

const json = JSON.stringify(validBackup());
const TEN_MB = 'x'.repeat(10 * 1024 * 1024);

describe('prototype pollution', () => {
  it.each([
    ['at the root', json.replace('{"format"', '{"__proto__":{"polluted":1},"format"'), '__proto__'],
    [
      'in a payload',
      json.replace('"declarer":"p1"', '"__proto__":{"polluted":1},"declarer":"p1"'),
      'entries[1].payload.__proto__',
    ],
    [
      'among the transfers',
      json.replace('"transfers":{"p1":500', '"transfers":{"__proto__":0,"p1":500'),
      'entries[0].payload.transfers.__proto__',
    ],
    [
      'in a player record',
      json.replace('"name":"Petr"', '"name":"Petr","__proto__":{"isAdmin":true}'),
      'players[0].__proto__',
    ],
    [
      'as constructor.prototype in the settings',
      json.replace('"hearts":true', '"hearts":true,"constructor":{"prototype":{"polluted":1}}'),
      'nights[0].settings.constructor',
    ],
    [
      'as prototype deep in a payload',
      json.replace('"level":3', '"level":3,"x":[{"prototype":1}]'),
      'entries[7].payload.contract.x[0].prototype',
    ],
  ])('refuses a prototype key %s', (_name, text, field) => {
    expect(codesAndFields(parsedIssues(text))).toEqual([['forbiddenKey', field]]);
    expect(({} as Rec).polluted).toBeUndefined();
    expect(({} as Rec).isAdmin).toBeUndefined();
  });

  it('refuses ids that would reach a prototype when used as keys', () => {
    const issues = issuesAfter((b) => ((b.players[4] as Rec).id = '__proto__'));
    expect(codesAndFields(issues)).toEqual([['forbiddenKey', 'players[4].id']]);
  });

  it('ignores inherited fields: a prototype is not a backup', () => {
    const inherited = Object.create(validBackup()) as unknown;
    const result = validateBackup(inherited);
    expect(result.ok ? [] : codesAndFields(result.issues)).toEqual([['notBackup', '']]);
  });
});

describe('oversized values', () => {
  it('refuses a 10 MB name, reason, payload string or payload key', () => {
    expect(codesAndFields(parsedIssues(json.replace('"Petr"', `"${TEN_MB}"`)))).toEqual([
      ['stringTooLong', 'players[0].name'],
    ]);
    expect(codesAndFields(parsedIssues(json.replace('"undo"', `"${TEN_MB}"`)))).toEqual([
      ['stringTooLong', 'entries[2].reason'],
    ]);
    expect(codesAndFields(parsedIssues(json.replace('"NT"', `"${TEN_MB}"`)))).toEqual([
      ['stringTooLong', 'entries[7].payload.contract.strain'],
    ]);
    const keyIssues = parsedIssues(json.replace('"level":3', `"${TEN_MB}":3`));
    expect(keyIssues.map((i) => i.code)).toEqual(['backup:errors.stringTooLong']);
    expect(String(keyIssues[0]?.field).length).toBeLessThan(100);
  });

  it.each<[string, (b: Tree) => void, string, string]>([
    [
      '1e308 as an amount',
      (b) => ((b.payments[0] as Rec).amount = 1e308),
      'notMoney',
      'payments[0].amount',
    ],
    ['2^53 as a seq', (b) => ((b.entries[0] as Rec).seq = 2 ** 53), 'notInteger', 'entries[0].seq'],
    [
      'NaN as an amount',
      (b) => ((b.payments[0] as Rec).amount = Number.NaN),
      'notMoney',
      'payments[0].amount',
    ],
    ['Infinity as a date', (b) => (b.exportedAt = Infinity), 'badTimestamp', 'exportedAt'],
    [
      'NaN in a payload',
      (b) => (((b.entries[1] as Rec).payload as Rec).won = Number.NaN),
      'notInteger',
      'entries[1].payload.won',
    ],
    [
      '1e308 in the settings',
      (b) => (((b.nights[1] as Rec).settings as Rec).stake = 1e308),
      'notInteger',
      'nights[1].settings.stake',
    ],
  ])('refuses %s', (_name, mutate, code, field) => {
    expect(codesAndFields(issuesAfter(mutate))).toEqual([[code, field]]);
  });

  it.each<[string, unknown]>([
    ['undefined', undefined],
    ['a function', () => 1],
    ['a Date', new Date(0)],
    ['a Map', new Map()],
    ['a bigint', 10n],
    ['a symbol', Symbol('x')],
  ])('refuses %s inside a payload, which JSON cannot hold', (_name, value) => {
    const issues = issuesAfter((b) => (((b.entries[1] as Rec).payload as Rec).extra = value));
    expect(codesAndFields(issues)).toEqual([['notJson', 'entries[1].payload.extra']]);
  });

  it('accepts a payload 12 levels deep and refuses 13, once', () => {
    const nest = (levels: number): Rec => {
      let node: Rec = { leaf: 1 };
      for (let i = 1; i < levels; i++) node = { a: node, b: 'side' };
      return node;
    };
    expect(issuesAfter((b) => ((b.entries[1] as Rec).payload = nest(12)))).toEqual([]);
    const issues = issuesAfter((b) => ((b.entries[1] as Rec).payload = nest(13)));
    expect(issues.map((i) => i.code)).toEqual(['backup:errors.tooDeep']);
    expect(issues[0]?.params).toMatchObject({ count: 12, entryId: 'e2' });
    // Arrays are levels too.
    const arrays = issuesAfter(
      (b) => ((b.entries[1] as Rec).payload = { a: nest(11).a, l: [[[]]] }),
    );
    expect(codesAndFields(arrays)).toEqual([]);
    const deeper = issuesAfter(
      (b) => ((b.entries[1] as Rec).payload = { x: nest(10), l: [[[[[[[[[[[[]]]]]]]]]]]] }),
    );
    expect(codesAndFields(deeper)).toEqual([
      ['tooDeep', 'entries[1].payload.l[0][0][0][0][0][0][0][0][0][0][0]'],
    ]);
  });

  it('survives a cyclic payload handed in as an object', () => {
    const cyclic: Rec = { name: 'loop' };
    cyclic.self = cyclic;
    const issues = issuesAfter((b) => ((b.entries[1] as Rec).payload = cyclic));
    expect(issues.map((i) => i.code)).toEqual(['backup:errors.tooDeep']);
  });

  it('accepts 2,000 values in a payload and refuses 2,001', () => {
    const wide = (n: number): Rec => ({ list: Array.from({ length: n - 1 }, (_, i) => i) });
    expect(issuesAfter((b) => ((b.entries[1] as Rec).payload = wide(2_000)))).toEqual([]);
    const issues = issuesAfter((b) => ((b.entries[1] as Rec).payload = wide(2_001)));
    expect(codesAndFields(issues)).toEqual([['tooManyKeys', 'entries[1].payload.list']]);
  });

  it('refuses a list longer than any real backup without walking it', () => {
    const issues = issuesAfter((b) => (b.entries = new Array(BACKUP_LIMITS.maxItems + 1)));
    expect(codesAndFields(issues)).toEqual([['tooManyItems', 'entries']]);
  });

  it('keeps the first 100 issues and counts the rest', () => {
    const issues = issuesAfter((b) => {
      b.players.push(...Array.from({ length: 1_000 }, (_, i) => ({ id: `x${i}`, name: '' })));
    });
    expect(issues).toHaveLength(BACKUP_LIMITS.maxIssues + 1);
    expect(issues.at(-1)).toEqual({ code: 'backup:errors.moreIssues', params: { count: 1_900 } });
  });
});

describe('references', () => {
  const entry = (b: Tree, i: number): Rec => b.entries[i] as Rec;

  it.each<[string, (b: Tree) => void, string, string]>([
    [
      'an entry of an unknown night',
      (b) => (entry(b, 8).nightId = 'n9'),
      'unknownNight',
      'entries[8].nightId',
    ],
    [
      'a void of a missing entry',
      (b) => (entry(b, 2).voids = 'e99'),
      'unknownEntry',
      'entries[2].voids',
    ],
    [
      'a void of another night’s entry',
      (b) => (entry(b, 2).voids = 'e8'),
      'otherNightEntry',
      'entries[2].voids',
    ],
    [
      'a void of a later entry',
      (b) => (entry(b, 2).voids = 'e4'),
      'laterEntry',
      'entries[2].voids',
    ],
    ['a void of itself', (b) => (entry(b, 2).voids = 'e3'), 'laterEntry', 'entries[2].voids'],
    [
      'a replacement of a later entry',
      (b) => (entry(b, 4).replaces = 'e9'),
      'laterEntry',
      'entries[4].replaces',
    ],
    [
      'a replacement of a void',
      (b) => (entry(b, 4).replaces = 'e3'),
      'replacesVoid',
      'entries[4].replaces',
    ],
    ['two entries with one seq', (b) => (entry(b, 6).seq = 6), 'duplicateSeq', 'entries[6].seq'],
    ['two entries with one id', (b) => (entry(b, 8).id = 'e1'), 'duplicateId', 'entries[8].id'],
    [
      'two players with one id',
      (b) => ((b.players[4] as Rec).id = 'p1'),
      'duplicateId',
      'players[4].id',
    ],
    [
      'two nights with one id',
      (b) => b.nights.push({ ...b.nights[1], id: 'n1' }),
      'duplicateId',
      'nights[2].id',
    ],
    [
      'a seat for an unknown player',
      (b) => ((b.nights[0] as Rec).playerIds = ['p1', 'p9']),
      'unknownPlayer',
      'nights[0].playerIds[1]',
    ],
    [
      'a player seated twice',
      (b) => ((b.nights[0] as Rec).playerIds = ['p1', 'p1']),
      'duplicateId',
      'nights[0].playerIds[1]',
    ],
  ])('refuses %s', (_name, mutate, code, field) => {
    expect(codesAndFields(issuesAfter(mutate))).toEqual([[code, field]]);
  });

  it('allows the same seq in different nights', () => {
    expect(issuesAfter((b) => (entry(b, 7).seq = 2))).toEqual([]);
  });
});
