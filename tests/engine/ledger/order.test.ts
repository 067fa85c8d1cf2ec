// The scoring order across phones: worked examples, then a simulation of
// phones that write apart and exchange entries in random batches. Every phone
// must end with the same order and money, whatever it received first, and the
// reference below (written from docs/ledger.md, not from order.ts) says which
// entries are concurrent and which of those must be shown as conflicts.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  findConflicts,
  foldLedger,
  openConflicts,
  OrderedLedger,
  rankEntries,
  unranked,
  type LedgerEntry,
} from '../../../app/engine';
import { countingReducer, night } from './test-reducer';

const win = (id: string, seq: number, device: string, winner = 'a'): LedgerEntry => ({
  id,
  nightId: 'n1',
  seq,
  device,
  kind: 'test.win',
  payload: { winner },
  createdAt: 0,
});

describe('scoring order', () => {
  it('numbers one writer 1, 2, 3 as before', () => {
    const ranked = rankEntries([win('x3', 3, 'p'), win('x1', 1, 'p'), win('x2', 2, 'p')]);
    expect(ranked.map((e) => [e.id, e.seq])).toEqual([
      ['x1', 1],
      ['x2', 2],
      ['x3', 3],
    ]);
    expect(unranked(ranked[2]!)).toEqual(win('x3', 3, 'p'));
  });

  it('orders two phones apart by seq, then device, then id', () => {
    // Both saw hands 1–3; Jana's phone entered two hands, Karel's one.
    const shared = [win('h1', 1, 'j'), win('h2', 2, 'k'), win('h3', 3, 'j')];
    const jana = [win('j4', 4, 'j'), win('j5', 5, 'j')];
    const karel = [win('k4', 4, 'k', 'b')];
    const ranked = rankEntries([...karel, ...shared, ...jana]);
    expect(ranked.map((e) => e.id)).toEqual(['h1', 'h2', 'h3', 'j4', 'k4', 'j5']);
    const conflicts = findConflicts([...shared, ...jana, ...karel]);
    expect(conflicts).toHaveLength(1);
    expect(conflicts[0]!.kind).toBe('twice');
    expect(conflicts[0]!.entries.map((e) => e.id)).toEqual(['j4', 'k4']);
    // The same from the fold's ranked copies, which name it by rank (hand 4).
    const ranked2 = findConflicts(rankEntries([...shared, ...jana, ...karel]));
    expect(ranked2[0]!.entries.map((e) => [e.id, e.seq])).toEqual([
      ['j4', 4],
      ['k4', 5],
    ]);
  });

  it('finds a claim and a correction that met, and forgets a resolved conflict', () => {
    const h = win('h1', 1, 'j');
    const claim = { ...win('c', 2, 'j'), replaces: 'h1', reason: 'claim' };
    const fix = { ...win('f', 2, 'k', 'b'), replaces: 'h1', reason: 'wrong winner' };
    const conflicts = findConflicts([h, claim, fix]);
    expect(conflicts.map((c) => [c.kind, c.entries.map((e) => e.id)])).toEqual([
      ['met', ['c', 'f']],
    ]);
    expect(openConflicts(conflicts, () => true)).toHaveLength(1);
    expect(openConflicts(conflicts, (id) => id !== 'f')).toHaveLength(0);
  });

  it('takes an entry that belongs earlier by folding again from the start', () => {
    const ordered = new OrderedLedger(night, countingReducer);
    expect(ordered.add([win('h1', 1, 'j'), win('j2', 2, 'j', 'b')])).toEqual({
      added: 2,
      rebuilt: false,
    });
    // Karel's hand 2 sorts after Jana's (device 'k' > 'j'); Anna's before it ('a' < 'j').
    expect(ordered.add([win('k2', 2, 'k', 'c')]).rebuilt).toBe(false);
    expect(ordered.add([win('a2', 2, 'a', 'a')]).rebuilt).toBe(true);
    expect(ordered.entries.map((e) => e.id)).toEqual(['h1', 'a2', 'j2', 'k2']);
    // Wins 1..4 pay 100, 200, 300, 400 from each other player: a, a, b, c.
    expect(ordered.ledger.balances).toEqual({
      a: 200 + 400 - 300 - 400,
      b: -100 - 200 + 600 - 400,
      c: -100 - 200 - 300 + 800,
    });
    expect(ordered.add([win('a2', 2, 'a', 'a')]).added).toBe(0);
  });
});

// ---- simulation -------------------------------------------------------------

type Step = { t: 'write'; phone: number; winner: number } | { t: 'sync'; from: number; to: number };

const stepArb: fc.Arbitrary<Step> = fc.oneof(
  {
    weight: 3,
    arbitrary: fc.record({ t: fc.constant('write' as const), phone: fc.nat(2), winner: fc.nat(2) }),
  },
  {
    weight: 1,
    arbitrary: fc.record({ t: fc.constant('sync' as const), from: fc.nat(2), to: fc.nat(2) }),
  },
);

interface Written {
  readonly entry: LedgerEntry;
  /** Ids its writer had when it wrote it. */
  readonly saw: ReadonlySet<string>;
}

function simulate(steps: readonly Step[]) {
  const devices = ['dev-a', 'dev-b', 'dev-c'];
  const known = devices.map(() => new Map<string, LedgerEntry>());
  const arrivals = devices.map(() => [] as LedgerEntry[][]);
  const written: Written[] = [];
  let n = 0;
  for (const step of steps) {
    if (step.t === 'write') {
      const mine = known[step.phone]!;
      const seq = 1 + Math.max(0, ...[...mine.values()].map((e) => e.seq));
      const entry = win(`e${++n}`, seq, devices[step.phone]!, night.players[step.winner]);
      written.push({ entry, saw: new Set(mine.keys()) });
      mine.set(entry.id, entry);
      arrivals[step.phone]!.push([entry]);
    } else {
      const batch = [...known[step.from]!.values()].filter((e) => !known[step.to]!.has(e.id));
      for (const e of batch) known[step.to]!.set(e.id, e);
      if (batch.length > 0) arrivals[step.to]!.push(batch.reverse());
    }
  }
  // Back together: everyone receives what it lacks.
  for (let to = 0; to < devices.length; to++) {
    const batch = written.map((w) => w.entry).filter((e) => !known[to]!.has(e.id));
    if (batch.length > 0) arrivals[to]!.push(batch);
  }
  return { written, arrivals };
}

/** Reference order: a sort key built by hand (seq padded, device, id). */
const referenceKey = (e: LedgerEntry) => `${String(e.seq).padStart(8, '0')}|${e.device}|${e.id}`;

describe('phones apart, then together', () => {
  it('every phone ends with one order and one balance, conflicts exactly where phones were apart', () => {
    fc.assert(
      fc.property(fc.array(stepArb, { minLength: 1, maxLength: 40 }), (steps) => {
        const { written, arrivals } = simulate(steps);
        const all = written.map((w) => w.entry);
        const expectedIds = [...all]
          .sort((a, b) => (referenceKey(a) < referenceKey(b) ? -1 : 1))
          .map((e) => e.id);
        const expected = foldLedger(night, rankEntries(all), countingReducer).balances;
        for (const batches of arrivals) {
          const ordered = new OrderedLedger(night, countingReducer);
          for (const batch of batches) ordered.add(batch);
          expect(ordered.entries.map((e) => e.id)).toEqual(expectedIds);
          expect(ordered.ledger.balances).toEqual(expected);
        }
        // Causality: whatever a writer had seen is scored before its entry.
        const rank = new Map(expectedIds.map((id, i) => [id, i]));
        for (const w of written)
          for (const id of w.saw) expect(rank.get(id)!).toBeLessThan(rank.get(w.entry.id)!);
        // Conflicts: exactly the pairs with equal seq whose writers saw neither.
        const flagged = new Set(
          findConflicts(all).flatMap((c) =>
            c.entries.flatMap((a) =>
              c.entries.filter((b) => b.id > a.id).map((b) => `${a.id}|${b.id}`),
            ),
          ),
        );
        // An identical copy of an earlier one (ledger order) is the same hand
        // entered twice: counted once, no conflict (docs/ledger.md K5).
        const sorted = [...written].sort((x, y) =>
          referenceKey(x.entry) < referenceKey(y.entry) ? -1 : 1,
        );
        const copies = new Set(
          sorted
            .filter((y, j) =>
              sorted.some(
                (x, i) =>
                  i < j &&
                  x.entry.seq === y.entry.seq &&
                  JSON.stringify(x.entry.payload) === JSON.stringify(y.entry.payload),
              ),
            )
            .map((w) => w.entry.id),
        );
        const concurrentSameSeq = new Set<string>();
        for (const x of written)
          for (const y of written) {
            const [a, b] = [x.entry, y.entry];
            if (a.id >= b.id || a.seq !== b.seq || copies.has(a.id) || copies.has(b.id)) continue;
            if (!x.saw.has(b.id) && !y.saw.has(a.id)) concurrentSameSeq.add(`${a.id}|${b.id}`);
          }
        expect(flagged).toEqual(concurrentSameSeq);
      }),
      { seed: 20261201, numRuns: 300 },
    );
  });
});
