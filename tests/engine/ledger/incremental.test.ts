// The tldraw-style fuzz: random appends, voids, undo-of-undo and replacements;
// after every step the incremental ledger must equal the full fold.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  foldLedger,
  IncrementalLedger,
  incrementalFrom,
  LedgerEntryError,
  LedgerOrderError,
  type LedgerEntry,
  type NightInfo,
} from '../../../app/engine';
import { countingReducer } from './test-reducer';

const night: NightInfo = {
  id: 'n1',
  game: 'marias',
  players: ['a', 'b', 'c', 'd'],
  currency: 'CZK',
  settings: {},
};

type Op =
  | { t: 'win'; winner: number }
  | { t: 'void'; pick: number }
  | { t: 'replace'; pick: number; winner: number }
  | { t: 'transfer'; amount: number };

const opArb: fc.Arbitrary<Op> = fc.oneof(
  { weight: 5, arbitrary: fc.record({ t: fc.constant('win' as const), winner: fc.nat(3) }) },
  { weight: 2, arbitrary: fc.record({ t: fc.constant('void' as const), pick: fc.nat() }) },
  {
    weight: 2,
    arbitrary: fc.record({ t: fc.constant('replace' as const), pick: fc.nat(), winner: fc.nat(3) }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      t: fc.constant('transfer' as const),
      amount: fc.integer({ min: 1, max: 10_000 }),
    }),
  },
);

function toEntries(ops: readonly Op[]): LedgerEntry[] {
  const entries: LedgerEntry[] = [];
  ops.forEach((op, i) => {
    const seq = i + 1;
    const base = { id: `e${seq}`, nightId: 'n1', seq, createdAt: seq };
    const contents = entries.filter((e) => e.kind !== 'void');
    if (op.t === 'win') {
      entries.push({ ...base, kind: 'test.win', payload: { winner: night.players[op.winner] } });
    } else if (op.t === 'transfer') {
      entries.push({
        ...base,
        kind: 'transfer',
        payload: { transfers: { a: -op.amount, d: op.amount } },
      });
    } else if (op.t === 'void' && entries.length > 0) {
      // Any earlier entry, voids included: voiding a void is "undo the undo".
      const target = entries[op.pick % entries.length]!;
      entries.push({ ...base, kind: 'void', payload: {}, voids: target.id, reason: 'test' });
    } else if (op.t === 'replace' && contents.length > 0) {
      const target = contents[op.pick % contents.length]!;
      entries.push({
        ...base,
        kind: 'test.win',
        payload: { winner: night.players[op.winner] },
        replaces: target.id,
        reason: 'fix',
      });
    } else {
      entries.push({ ...base, kind: 'test.win', payload: { winner: 'a' } });
    }
  });
  return entries;
}

describe('IncrementalLedger', () => {
  it('always equals the full fold, after every appended entry', () => {
    fc.assert(
      fc.property(fc.array(opArb, { minLength: 1, maxLength: 60 }), (ops) => {
        const entries = toEntries(ops);
        const inc = new IncrementalLedger(night, countingReducer);
        entries.forEach((entry, i) => {
          const before = { ...inc.balances };
          let preview: { balances: unknown } | undefined;
          try {
            preview = inc.check(entry);
          } catch (error) {
            expect(error).toBeInstanceOf(LedgerEntryError); // a live save refuses it
          }
          expect(inc.balances).toEqual(before); // a check changes nothing
          inc.append(entry);
          if (preview) expect(inc.balances).toEqual(preview.balances);
          const full = foldLedger(night, entries.slice(0, i + 1), countingReducer);
          expect(inc.balances).toEqual(full.balances);
          expect(inc.state).toEqual(full.state);
          expect(inc.contributions()).toEqual(full.contributions);
          expect(inc.unscorable()).toEqual(full.unscorable);
          for (const c of full.contributions)
            expect(inc.transfersOf(c.entryId)).toEqual(c.transfers);
          const counted = entries
            .slice(0, i + 1)
            .filter((e) => inc.transfersOf(e.id) !== undefined);
          expect(counted.length).toBe(full.contributions.length);
        });
        const total = Object.values(inc.balances).reduce((s, v) => s + v, 0);
        expect(total).toBe(0);
      }),
      { seed: 20261129, numRuns: 200 },
    );
  }, 30_000);

  it('refuses entries out of order or twice, and stays unchanged', () => {
    const inc = incrementalFrom(night, countingReducer, toEntries([{ t: 'win', winner: 0 }]));
    const before = { ...inc.balances };
    const again = {
      id: 'e1',
      nightId: 'n1',
      seq: 2,
      kind: 'test.win',
      payload: { winner: 'b' },
      createdAt: 2,
    };
    expect(() => inc.append(again)).toThrow(LedgerOrderError);
    expect(() => inc.append({ ...again, id: 'x', seq: 1 })).toThrow(LedgerOrderError);
    expect(inc.balances).toEqual(before);
  });

  it('check refuses, and changes nothing, when the game rejects a re-scored entry', () => {
    const entries = toEntries([
      { t: 'win', winner: 0 },
      { t: 'win', winner: 1 },
    ]);
    const picky = {
      ...countingReducer,
      step: (s: { wins: number }, e: LedgerEntry, n: NightInfo) => {
        if ((e.payload as { winner: string }).winner === 'c') throw new Error('no c');
        return countingReducer.step(s, e, n);
      },
    };
    const inc = incrementalFrom(night, picky, entries);
    const before = { ...inc.balances };
    const fix: LedgerEntry = {
      id: 'r',
      nightId: 'n1',
      seq: 3,
      kind: 'test.win',
      payload: { winner: 'c' },
      createdAt: 3,
      replaces: 'e1',
    };
    expect(() => inc.check(fix)).toThrow(LedgerEntryError);
    expect(inc.balances).toEqual(before);
    expect(inc.size).toBe(2);
    // Stored anyway: it counts nothing, its target stays out, the reason is kept.
    inc.append(fix);
    expect(inc.unscorable()).toEqual([{ entryId: 'r', seq: 3, code: 'errors:ledger.cannotScore' }]);
    expect(inc.balances).toEqual(foldLedger(night, [...entries, fix], picky).balances);
    expect(inc.balances).toEqual({ a: -100, b: 300, c: -100, d: -100 });
  });
});
