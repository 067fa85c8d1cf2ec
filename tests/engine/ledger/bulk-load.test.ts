// Opening a night in one fold (IncrementalLedger.appendAll) must give exactly
// what the reference fold (foldLedger) gives for any stored ledger, and what
// appending the same entries one by one gives: voids of voids, corrections of
// corrections, links that break the rules, and claims that blame an earlier
// entry (the vint renonce case) included.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  foldLedger,
  IncrementalLedger,
  LedgerOrderError,
  OrderedLedger,
  type LedgerEntry,
} from '../../../app/engine';
import { claimReducer, ledgerOpsArb, night, toLedgerEntries, type ClaimState } from './ledger-arb';

function expectSame(inc: IncrementalLedger<ClaimState>, entries: readonly LedgerEntry[]): void {
  const full = foldLedger(night, entries, claimReducer);
  expect(inc.balances).toEqual(full.balances);
  expect(inc.state).toEqual(full.state);
  expect(inc.contributions()).toEqual(full.contributions);
  expect(inc.unscorable()).toEqual(full.unscorable);
  for (const e of entries) {
    const c = full.contributions.find((x) => x.entryId === e.id);
    expect(inc.transfersOf(e.id)).toEqual(c?.transfers);
  }
}

describe('IncrementalLedger.appendAll (opening a night in one fold)', () => {
  it('equals the reference fold and one-by-one appends for any stored ledger', () => {
    fc.assert(
      fc.property(ledgerOpsArb, (ops) => {
        const entries = toLedgerEntries(ops, night);
        const bulk = new IncrementalLedger(night, claimReducer);
        bulk.appendAll(entries);
        expectSame(bulk, entries);
        const single = new IncrementalLedger(night, claimReducer);
        for (const e of entries) single.append(e);
        expect(bulk.balances).toEqual(single.balances);
        expect(bulk.state).toEqual(single.state);
        expect(bulk.unscorable()).toEqual(single.unscorable());
        for (const e of entries) expect(bulk.statusOf(e.id)).toBe(single.statusOf(e.id));
      }),
      { seed: 20261201, numRuns: 300 },
    );
  });

  it('continues from any split point: a batch after a batch, then single appends', () => {
    fc.assert(
      fc.property(ledgerOpsArb, fc.nat(), fc.nat(), (ops, a, b) => {
        const entries = toLedgerEntries(ops, night);
        const i = a % (entries.length + 1);
        const j = i + (b % (entries.length - i + 1));
        const inc = new IncrementalLedger(night, claimReducer);
        inc.appendAll(entries.slice(0, i));
        inc.appendAll(entries.slice(i, j));
        for (const e of entries.slice(j)) inc.append(e);
        expectSame(inc, entries);
      }),
      { seed: 1201, numRuns: 200 },
    );
  });

  it('refuses a batch out of order or with a known entry, changing nothing', () => {
    const entries = toLedgerEntries(
      [
        { t: 'win', winner: 0 },
        { t: 'win', winner: 1 },
      ],
      night,
    );
    const inc = new IncrementalLedger(night, claimReducer);
    expect(() => inc.appendAll([entries[1]!, entries[0]!])).toThrow(LedgerOrderError);
    expect(inc.size).toBe(0);
    inc.appendAll(entries);
    expect(() => inc.appendAll([entries[1]!, { ...entries[1]!, seq: 9 }])).toThrow(
      LedgerOrderError,
    );
    expect(inc.size).toBe(2);
    expect(inc.balances).toEqual({ a: 0, b: 300, c: -300 });
  });

  it('opens a night through OrderedLedger with the fold of all entries', () => {
    fc.assert(
      fc.property(ledgerOpsArb, (ops) => {
        const entries = toLedgerEntries(ops, night);
        const ordered = new OrderedLedger(night, claimReducer);
        ordered.add([...entries].reverse());
        expectSame(ordered.ledger, entries);
        expect(ordered.broken).toEqual(ordered.ledger.unscorable().map((u) => u.entryId));
      }),
      { seed: 7, numRuns: 100 },
    );
  });
});
