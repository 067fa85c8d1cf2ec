// Opening from a snapshot by reading only the entries stored after it
// (engine/ledger/snapshot-open.ts), against the full fold of everything
// stored: with two phones whose entries carry Lamport seqs (ties, late
// arrivals at or below the snapshot's end), the snapshot's entries plus the
// tail are used only when they are exactly the stored night, and then the
// fold is the full fold; a corrupt or foreign snapshot gives no prefix.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  entriesFromSnapshot,
  foldLedger,
  OrderedLedger,
  rankEntries,
  resumeFromSnapshot,
  snapshotPrefix,
  takeSnapshot,
  type LedgerEntry,
  type LedgerSnapshot,
} from '../../../app/engine';
import { claimReducer, ledgerOpsArb, night, toLedgerEntries } from './ledger-arb';

const CODE = 'test-build';

/**
 * The one-writer entries as two phones wrote them: each entry by phone a or
 * b, its seq 1 + the highest seq of the entries before it minus `lag` (a
 * phone that had not yet seen the last few), never at or below its target's.
 */
function twoPhones(entries: readonly LedgerEntry[], lags: readonly number[]): LedgerEntry[] {
  const out: LedgerEntry[] = [];
  const seqOf = new Map<string, number>();
  let high = 0;
  entries.forEach((e, i) => {
    const lag = lags[i % Math.max(1, lags.length)] ?? 0;
    const target = e.voids ?? e.replaces;
    const floor = target !== undefined ? (seqOf.get(target) ?? 0) + 1 : 1;
    const seq = Math.max(floor, high + 1 - lag);
    high = Math.max(high, seq);
    seqOf.set(e.id, seq);
    out.push({ ...e, seq, device: lag > 0 ? 'phone-b' : 'phone-a' });
  });
  return out;
}

/** The snapshot a phone stored after the first `k` arrivals, through structured clone. */
function snapshotOf(arrived: readonly LedgerEntry[]): LedgerSnapshot {
  const ordered = new OrderedLedger(night, claimReducer);
  ordered.add(arrived);
  return structuredClone(takeSnapshot(ordered.ledger, ordered.storedEntries, CODE)!);
}

/** What the night screen reads and folds: snapshot + tail when they are the whole night, else all. */
function reopen(stored: readonly LedgerEntry[], snapshot: unknown) {
  const prefix = snapshotPrefix(night, snapshot, CODE);
  const tail = prefix ? stored.filter((e) => e.seq > prefix.afterSeq) : [];
  const read = prefix && entriesFromSnapshot(prefix, stored.length, tail);
  const ordered = new OrderedLedger(night, claimReducer);
  ordered.add(read ?? stored, (s, r) =>
    resumeFromSnapshot(night, claimReducer, s, r, snapshot, CODE),
  );
  return { ordered, tailOnly: read !== undefined, read };
}

const arb = fc.tuple(ledgerOpsArb, fc.array(fc.nat(3), { maxLength: 8 }), fc.nat(), fc.nat());

describe('opening from a snapshot and the entries after it', () => {
  it('uses the tail only when it and the snapshot are every stored entry; the fold is the full fold', () => {
    fc.assert(
      fc.property(arb, ([ops, lags, a, b]) => {
        const arrivals = twoPhones(toLedgerEntries(ops, night), lags);
        fc.pre(arrivals.length > 0);
        const k = 1 + (a % arrivals.length);
        const snap = snapshotOf(arrivals.slice(0, k));
        // Stored in any order (IndexedDB gives them by seq; sync adds late ones).
        const stored = [...arrivals].sort((x, y) => x.seq - y.seq || (b % 2 ? 1 : -1));
        const { ordered, tailOnly, read } = reopen(stored, snap);
        if (tailOnly) {
          expect(new Set(read!.map((e) => e.id))).toEqual(new Set(stored.map((e) => e.id)));
          expect(read!.length).toBe(stored.length);
        }
        const full = foldLedger(night, rankEntries(stored), claimReducer);
        expect(ordered.ledger.balances).toEqual(full.balances);
        expect(ordered.ledger.state).toEqual(full.state);
        expect(ordered.ledger.contributions()).toEqual(full.contributions);
        expect(ordered.ledger.unscorable()).toEqual(full.unscorable);
      }),
      { seed: 1201, numRuns: 300 },
    );
  });

  it('one phone: every reopen reads only the tail', () => {
    fc.assert(
      fc.property(ledgerOpsArb, fc.nat(), (ops, a) => {
        const stored = toLedgerEntries(ops, night);
        fc.pre(stored.length > 0);
        const k = 1 + (a % stored.length);
        const { tailOnly, ordered } = reopen(stored, snapshotOf(stored.slice(0, k)));
        expect(tailOnly).toBe(true);
        expect(ordered.ledger.balances).toEqual(foldLedger(night, stored, claimReducer).balances);
      }),
      { seed: 1202, numRuns: 200 },
    );
  });

  it('a late entry with a seq at or below the snapshot end sends the open back to the whole night', () => {
    const stored = toLedgerEntries(
      Array.from({ length: 12 }, (_, i) => ({ t: 'win' as const, winner: i % 3 })),
      night,
    );
    const snap = snapshotOf(stored.slice(0, 8));
    const late: LedgerEntry = { ...stored[0]!, id: 'late', seq: 8, device: 'phone-z' };
    const now = [...stored, late];
    const { tailOnly, ordered } = reopen(now, snap);
    expect(tailOnly).toBe(false);
    const full = foldLedger(night, rankEntries(now), claimReducer);
    expect(ordered.ledger.balances).toEqual(full.balances);
  });

  it('a corrupt, foreign or older snapshot gives no prefix', () => {
    const stored = toLedgerEntries(
      Array.from({ length: 10 }, (_, i) => ({ t: 'win' as const, winner: i % 3 })),
      night,
    );
    const good = snapshotOf(stored.slice(0, 6));
    expect(snapshotPrefix(night, good, CODE)?.afterSeq).toBe(6);
    const entries = good.entries;
    const bad: unknown[] = [
      { ...good, entries: entries.slice(1) },
      { ...good, entries: [...entries].reverse() },
      { ...good, entries: entries.map((e, i) => (i === 2 ? { ...e, id: 'x' } : e)) },
      { ...good, entries: entries.map((e, i) => (i === 2 ? { ...e, voids: 'e1' } : e)) },
      { ...good, entries: entries.map((e, i) => (i === 3 ? { ...e, payload: null } : e)) },
      { ...good, entries: 'all of them' },
      { ...good, checksum: '0' },
      { ...good, version: '1:marias:old' },
      { ...good, nightId: 'other' },
      { ...good, count: 5 },
      null,
      [],
    ];
    for (const b of bad) expect(snapshotPrefix(night, b, CODE)).toBeUndefined();
    expect(snapshotPrefix(night, good, 'another-build')).toBeUndefined();
  });
});
