// A stored snapshot is only a cache: snapshot + the fold of the entries after
// it must equal the full reference fold (foldLedger) for any ledger and any
// snapshot point, also when later entries correct or void entries behind the
// snapshot; a snapshot that is stale, from another version or corrupt is
// ignored. The snapshot goes through structuredClone, as IndexedDB stores it.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  foldLedger,
  IncrementalLedger,
  isPlainData,
  OrderedLedger,
  rankEntries,
  resumeFromSnapshot,
  takeSnapshot,
  type GameReducer,
  type LedgerEntry,
  type LedgerSnapshot,
  type NightInfo,
} from '../../../app/engine';
import { claimReducer, ledgerOpsArb, night, toLedgerEntries } from './ledger-arb';

const CODE = 'test-build';

/** The snapshot a phone stored after the first `k` entries, as the database gives it back. */
function snapshotAt<S>(
  info: NightInfo,
  reducer: GameReducer<S>,
  entries: readonly LedgerEntry[],
  k: number,
): LedgerSnapshot | undefined {
  const ordered = new OrderedLedger(info, reducer);
  ordered.add(entries.slice(0, k));
  const snap = takeSnapshot(ordered.ledger, ordered.storedEntries, CODE);
  return snap && structuredClone(snap);
}

/** Opens the night with a snapshot (maybe), then gets the rest one entry at a time. */
function openWith<S>(
  info: NightInfo,
  reducer: GameReducer<S>,
  entries: readonly LedgerEntry[],
  opened: number,
  snapshot: unknown,
) {
  let resumed: IncrementalLedger<S> | undefined;
  const ordered = new OrderedLedger(info, reducer);
  ordered.add(entries.slice(0, opened), (stored, ranked) => {
    resumed = resumeFromSnapshot(info, reducer, stored, ranked, snapshot, CODE);
    return resumed;
  });
  for (const e of entries.slice(opened)) ordered.add([e]);
  return { ordered, resumed };
}

function expectFullFold<S>(
  info: NightInfo,
  reducer: GameReducer<S>,
  ledger: IncrementalLedger<S>,
  entries: readonly LedgerEntry[],
): void {
  // Ranked as the night screen folds them (seq = place in scoring order).
  const full = foldLedger(info, rankEntries(entries), reducer);
  expect(ledger.balances).toEqual(full.balances);
  expect(ledger.state).toEqual(full.state);
  expect(ledger.contributions()).toEqual(full.contributions);
  expect(ledger.unscorable()).toEqual(full.unscorable);
}

const splitArb = fc.tuple(ledgerOpsArb, fc.nat(), fc.nat());

function points(n: number, a: number, b: number): { k: number; opened: number } {
  const k = 1 + (a % Math.max(1, n));
  return { k, opened: k + (b % (n - k + 1)) };
}

describe('ledger snapshots', () => {
  it('snapshot + the entries after it == the full fold, for any ledger and snapshot point', () => {
    fc.assert(
      fc.property(splitArb, ([ops, a, b]) => {
        const entries = toLedgerEntries(ops, night);
        fc.pre(entries.length > 0);
        const { k, opened } = points(entries.length, a, b);
        const snap = snapshotAt(night, claimReducer, entries, k);
        expect(snap).toBeDefined();
        const { ordered, resumed } = openWith(night, claimReducer, entries, opened, snap);
        expect(resumed).toBeDefined(); // it fits: it was taken from these very entries
        expectFullFold(night, claimReducer, ordered.ledger, entries);
        for (const e of entries) {
          const full = foldLedger(night, entries, claimReducer).contributions;
          expect(ordered.ledger.transfersOf(e.id)).toEqual(
            full.find((c) => c.entryId === e.id)?.transfers,
          );
        }
      }),
      { seed: 12, numRuns: 250 },
    );
  });

  it('a corrupt, foreign or stale snapshot is ignored and the money stays the full fold', () => {
    const corruptions: ((s: LedgerSnapshot) => unknown)[] = [
      (s) => ({ ...s, version: `${s.version}-old` }),
      (s) => ({ ...s, nightId: 'other' }),
      (s) => ({ ...s, count: s.count + 1 }),
      (s) => ({ ...s, idsHash: '0000000000000000' }),
      (s) => ({ ...s, balances: { ...s.balances, a: (s.balances['a'] ?? 0) + 100 } }),
      (s) => ({ ...s, state: { ...(s.state as object), wins: 99 } }),
      (s) => ({ ...s, slots: s.slots.slice(1) }),
      (s) => ({ ...s, checksum: 'x' }),
      (s) => ({ ...s, last: { ...s.last, seq: s.last.seq + 1 } }),
      () => ({ garbage: true }),
      () => null,
      () => 'snapshot',
    ];
    fc.assert(
      fc.property(splitArb, fc.nat(corruptions.length - 1), ([ops, a, b], c) => {
        const entries = toLedgerEntries(ops, night);
        fc.pre(entries.length > 0);
        const { k, opened } = points(entries.length, a, b);
        const good = snapshotAt(night, claimReducer, entries, k)!;
        const bad = corruptions[c]!(good);
        const { ordered, resumed } = openWith(night, claimReducer, entries, opened, bad);
        // (Dropping the first slot of a night that counts nothing changes nothing.)
        if (JSON.stringify(bad) !== JSON.stringify(good)) expect(resumed).toBeUndefined();
        expectFullFold(night, claimReducer, ordered.ledger, entries);
      }),
      { seed: 34, numRuns: 250 },
    );
  });

  it('is not used once a synced entry orders before its end, or an entry it counted is missing', () => {
    fc.assert(
      fc.property(splitArb, fc.boolean(), ([ops, a], drop) => {
        const entries = toLedgerEntries(ops, night).map((e) => ({ ...e, device: 'dev-a' }));
        fc.pre(entries.length > 1);
        const k = 1 + (a % (entries.length - 1));
        const snap = snapshotAt(night, claimReducer, entries, k);
        const before = entries[k - 1]!.seq;
        // Another phone's hand with a seq at or before the snapshot's last one.
        const remote: LedgerEntry = {
          id: 'remote',
          nightId: night.id,
          seq: before,
          device: 'dev-0',
          kind: 'test.win',
          payload: { winner: 'b' },
          createdAt: 0,
        };
        const now = drop
          ? entries.filter((_, i) => i !== (a >> 3) % k)
          : [...entries.slice(0, k), remote, ...entries.slice(k)];
        const { ordered, resumed } = openWith(night, claimReducer, now, now.length, snap);
        expect(resumed).toBeUndefined();
        expectFullFold(night, claimReducer, ordered.ledger, now);
      }),
      { seed: 56, numRuns: 200 },
    );
  });

  it('skips scoring what it covers: only the entries after it reach the game', () => {
    const entries = toLedgerEntries(
      Array.from({ length: 30 }, (_, i) => ({ t: 'win' as const, winner: i % 3 })),
      night,
    );
    const snap = snapshotAt(night, claimReducer, entries, 20);
    let steps = 0;
    const counting: GameReducer<unknown> = {
      ...(claimReducer as GameReducer<unknown>),
      step: (s, e, n) => (steps++, claimReducer.step(s as never, e, n)),
    };
    const { ordered } = openWith(night, counting, entries, 30, snap);
    expect(steps).toBe(10);
    expect(ordered.ledger.balances).toEqual(foldLedger(night, entries, claimReducer).balances);
  });

  it('snapshots only a state that is plain data', () => {
    expect(isPlainData({ a: [1, 'x', null, { b: true, c: undefined }] })).toBe(true);
    expect(isPlainData({ a: new Map() })).toBe(false);
    expect(isPlainData({ a: new Set([1]) })).toBe(false);
    expect(isPlainData([new Date(0)])).toBe(false);
    expect(isPlainData({ f: () => 1 })).toBe(false);
    expect(isPlainData({ n: Number.NaN })).toBe(false);
    const mapGame: GameReducer<{ seen: Map<string, number> }> = {
      game: 'marias',
      init: () => ({ seen: new Map() }),
      step: (state) => ({ state, transfers: {} }),
    };
    const ledger = new IncrementalLedger(night, mapGame);
    ledger.appendAll(toLedgerEntries([{ t: 'win', winner: 0 }], night));
    expect(takeSnapshot(ledger, toLedgerEntries([{ t: 'win', winner: 0 }], night), CODE)).toBe(
      undefined,
    );
  });
});
