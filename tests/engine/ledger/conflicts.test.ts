// Conflicts across phones: worked examples (the R6b pattern made by two
// phones apart, a correction of a voided link, adjustments that are not the
// same hand), then random two-phone histories. Each phone saves only what a
// live save accepts on its own ledger (graph problemOf); merged, every chain's
// money counts at most once, or a conflict names all of its counting
// versions; resolving each one with "keep this one" (every void accepted by a
// live save) leaves one version of every chain, the kept one. Roots and
// "made apart" are worked out here by walking the entries, not by the code
// under test.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  entriesToVoid,
  findConflicts,
  isDealKind,
  GAMES,
  KEEP_REASON,
  ledgerGraphOf,
  OrderedLedger,
  rankEntries,
  type Conflict,
  type LedgerEntry,
} from '../../../app/engine';
import { countingReducer, night } from './test-reducer';

const base = { nightId: 'n1', createdAt: 0 } as const;
const win = (id: string, seq: number, device: string, extra: object = {}): LedgerEntry => ({
  ...base,
  id,
  seq,
  device,
  kind: 'test.win',
  payload: { winner: 'a' },
  ...extra,
});
const fix = (id: string, seq: number, device: string, replaces: string) =>
  win(id, seq, device, { replaces, reason: 'fix', payload: { winner: 'b' } });
const undo = (id: string, seq: number, device: string, voids: string): LedgerEntry => ({
  ...base,
  id,
  seq,
  device,
  kind: 'void',
  payload: {},
  voids,
  reason: 'undo',
});
const adjust = (id: string, seq: number, device: string, amount: number): LedgerEntry => ({
  ...base,
  id,
  seq,
  device,
  kind: 'transfer',
  payload: { transfers: { a: amount, b: -amount } },
});

const counted = (entries: readonly LedgerEntry[]) => {
  const ordered = new OrderedLedger(night, countingReducer);
  ordered.add(entries);
  return ordered.ledger;
};
const idsOf = (conflicts: readonly Conflict[]) =>
  conflicts.map((c) => [c.kind, c.entries.map((e) => e.id)]);

describe('conflicts across phones', () => {
  it('an undo of an undo on one phone and a new correction on the other: shown, not counted twice silently', () => {
    // Phone x: hand A, correction R1, undo of R1 (A counts again). Phone y
    // sees all that and undoes the undo (R1 back); x meanwhile corrects A
    // again (R1′). Each save was fine on its phone; merged, R1 and R1′ count.
    const entries = [
      win('A', 1, 'x'),
      fix('R1', 2, 'x', 'A'),
      undo('V1', 3, 'x', 'R1'),
      undo('V2', 4, 'y', 'V1'),
      fix('R1b', 4, 'x', 'A'),
    ];
    const conflicts = findConflicts(rankEntries(entries));
    expect(idsOf(conflicts)).toEqual([['met', ['R1', 'R1b']]]);
    expect(conflicts[0]!.root.id).toBe('A');
    const ledger = counted(entries);
    expect(
      entriesToVoid(conflicts[0]!, conflicts[0]!.entries[1]!, ledger).map((e) => e.id),
    ).toEqual(['R1']);
  });

  it('a correction of a link the other phone voided: keeping it also voids the entry that would come back', () => {
    const entries = [
      win('A', 1, 'x'),
      fix('R1', 2, 'x', 'A'),
      fix('R2', 3, 'y', 'R1'),
      undo('V1', 3, 'x', 'R1'),
      fix('R1b', 4, 'x', 'A'),
    ];
    const [conflict] = findConflicts(entries);
    expect(conflict!.entries.map((e) => e.id)).toEqual(['R2', 'R1b']);
    const ledger = counted(entries);
    // Voiding R1b alone would bring A back beside R2 (R1, between them, is voided).
    const voids = entriesToVoid(conflict!, conflict!.entries[0]!, ledger).map((e) => e.id);
    expect(voids).toEqual(['R1b', 'A']);
    const after = [...entries, undo('W1', 5, 'x', 'R1b'), undo('W2', 6, 'x', 'A')];
    expect(findConflicts(after)).toEqual([]);
    expect(['A', 'R1', 'R2', 'R1b'].filter((id) => counted(after).isActive(id))).toEqual(['R2']);
  });

  it('two adjustments made apart at the same place are two adjustments; two hands are one hand twice', () => {
    const entries = [
      win('h1', 1, 'x'),
      adjust('tx', 2, 'x', 100),
      adjust('ty', 2, 'y', 300),
      win('hx', 3, 'x'),
      win('hy', 3, 'y', { payload: { winner: 'b' } }),
    ];
    expect(idsOf(findConflicts(entries))).toEqual([['twice', ['hx', 'hy']]]);
  });

  it('asks the game contract which kinds are deals', () => {
    expect(isDealKind(GAMES, 'marias.hand')).toBe(true);
    expect(isDealKind(GAMES, 'marias.misdeal')).toBe(true);
    expect(isDealKind(GAMES, 'vint.deal')).toBe(true);
    expect(isDealKind(GAMES, 'preferans.deal')).toBe(true);
    expect(isDealKind(GAMES, 'preferans.correction')).toBe(false);
    expect(isDealKind(GAMES, 'transfer')).toBe(false);
    expect(isDealKind(GAMES, 'settings')).toBe(false);
    // A hand on one phone and a misdeal on the other at the same place: the same deal twice.
    const hand = { ...win('m1', 1, 'x'), kind: 'marias.hand' };
    const misdeal = { ...win('m2', 1, 'y'), kind: 'marias.misdeal' };
    const conflicts = findConflicts([hand, misdeal], {
      isActive: () => true,
      isDeal: (k) => isDealKind(GAMES, k),
    });
    expect(idsOf(conflicts)).toEqual([['twice', ['m1', 'm2']]]);
  });
});

// ---- random two-phone histories ---------------------------------------------

type Op = { readonly phone: 0 | 1; readonly t: OpKind; readonly pick: number };
const OPS = ['hand', 'adjust', 'correct', 'void', 'undo', 'sync'] as const;
type OpKind = (typeof OPS)[number];
const opArb: fc.Arbitrary<Op> = fc.record({
  phone: fc.constantFrom(0 as const, 1 as const),
  t: fc.constantFrom(...OPS),
  pick: fc.nat(60),
});
const DEVICES = ['x', 'y'] as const;

/** Two phones; each saves only what a live save would accept on its own ledger. */
function play(ops: readonly Op[], alwaysTogether: boolean): LedgerEntry[] {
  const known = [new Map<string, LedgerEntry>(), new Map<string, LedgerEntry>()];
  let n = 0;
  const sync = () => {
    for (const e of known[0]!.values()) known[1]!.set(e.id, e);
    for (const e of known[1]!.values()) known[0]!.set(e.id, e);
  };
  for (const op of ops) {
    if (op.t === 'sync') sync();
    else {
      const mine = known[op.phone]!;
      const entries = [...mine.values()];
      const graph = ledgerGraphOf(entries);
      const seq = 1 + Math.max(0, ...entries.map((e) => e.seq));
      const id = `e${++n}`;
      const device = DEVICES[op.phone];
      const active = entries.filter((e) => graph.isActive(e.id));
      const content = active.filter((e) => e.kind !== 'void');
      const latest = [...entries].sort((a, b) => b.seq - a.seq || (a.id < b.id ? 1 : -1))[0];
      const pickOf = <T>(list: readonly T[]) => list[op.pick % Math.max(1, list.length)];
      let entry: LedgerEntry | undefined;
      if (op.t === 'hand') entry = win(id, seq, device);
      else if (op.t === 'adjust') entry = adjust(id, seq, device, 100 * (op.pick + 1));
      else if (op.t === 'correct') {
        const target = pickOf(content);
        if (target) entry = { ...target, id, seq, device, replaces: target.id, reason: 'fix' };
      } else {
        const target = op.t === 'void' ? pickOf(active) : latest;
        if (target) entry = undo(id, seq, device, target.id);
      }
      if (entry && graph.problemOf(entry) === undefined) mine.set(entry.id, entry);
    }
    if (alwaysTogether) sync();
  }
  sync();
  return [...known[0]!.values()];
}

/** Reference: the first entry of each chain of replacements, walked here. */
function rootsOf(entries: readonly LedgerEntry[]): Map<string, string> {
  const byId = new Map(entries.map((e) => [e.id, e]));
  const out = new Map<string, string>();
  for (const e of entries) {
    let r = e;
    while (r.replaces !== undefined && byId.has(r.replaces)) r = byId.get(r.replaces)!;
    out.set(e.id, r.id);
  }
  return out;
}

/** Counting versions per chain, from the fold. */
function versionsByRoot(entries: readonly LedgerEntry[]): Map<string, string[]> {
  const ledger = counted(entries);
  const roots = rootsOf(entries);
  const out = new Map<string, string[]>();
  for (const e of entries) {
    if (e.kind === 'void' || !ledger.isActive(e.id)) continue;
    const root = roots.get(e.id)!;
    out.set(root, [...(out.get(root) ?? []), e.id]);
  }
  return out;
}

/**
 * Reference: every conflict, worked out from the walked roots and the fold.
 * 'met': a chain with two counting versions. 'twice': deals (first links,
 * not transfers) at one seq from two devices, at least two of whose chains
 * count. As [kind, sorted ids], sorted, for comparing sets.
 */
function referenceConflicts(entries: readonly LedgerEntry[]): [string, string[]][] {
  const versions = versionsByRoot(entries);
  const out: [string, string[]][] = [];
  for (const ids of versions.values()) if (ids.length >= 2) out.push(['met', [...ids].sort()]);
  const bySeq = new Map<number, LedgerEntry[]>();
  for (const e of entries) {
    if (e.kind !== 'test.win' || e.replaces !== undefined) continue;
    bySeq.set(e.seq, [...(bySeq.get(e.seq) ?? []), e]);
  }
  // 'voided': a void that counts, of a first entry a correction made apart
  // replaced (the correction's writer never saw the void undone).
  const ledger = counted(entries);
  for (const v of entries) {
    const t = entries.find((e) => e.id === v.voids);
    if (v.kind !== 'void' || !ledger.isActive(v.id) || !t || t.kind === 'void') continue;
    if (t.replaces !== undefined || !versions.get(t.id)) continue;
    const undone = entries.filter((w) => w.voids === v.id).map((w) => w.seq);
    const apart = entries.some(
      (r) =>
        r.replaces === t.id &&
        ledger.statusOf(r.id) !== 'voided' &&
        undone.every((seq) => seq >= r.seq),
    );
    if (apart) out.push(['voided', [v.id, ...versions.get(t.id)!].sort()]);
  }
  for (const deals of bySeq.values()) {
    const counting = deals.filter((d) => (versions.get(d.id) ?? []).length > 0);
    if (new Set(deals.map((d) => d.device)).size < 2 || counting.length < 2) continue;
    out.push(['twice', counting.flatMap((d) => versions.get(d.id)!).sort()]);
  }
  return out.sort((a, b) => (JSON.stringify(a) < JSON.stringify(b) ? -1 : 1));
}

const asSets = (conflicts: readonly Conflict[]) =>
  conflicts
    .map((c): [string, string[]] => [c.kind, c.entries.map((e) => e.id).sort()])
    .sort((a, b) => (JSON.stringify(a) < JSON.stringify(b) ? -1 : 1));

describe('random two-phone histories, merged', () => {
  it('finds exactly the conflicts the reference finds, on one phone or two', () => {
    fc.assert(
      fc.property(fc.array(opArb, { minLength: 1, maxLength: 40 }), fc.boolean(), (ops, alone) => {
        const entries = play(alone ? ops.map((op) => ({ ...op, phone: 0 as const })) : ops, false);
        expect(asSets(findConflicts(rankEntries(entries)))).toEqual(referenceConflicts(entries));
      }),
      { seed: 20261203, numRuns: 500 },
    );
  });

  it('every chain counts once, or a conflict shows all its versions; keeping one resolves it', () => {
    fc.assert(
      fc.property(fc.array(opArb, { minLength: 1, maxLength: 40 }), fc.nat(5), (ops, choice) => {
        let entries = play(ops, false);
        const conflicts = findConflicts(rankEntries(entries));
        for (const versions of versionsByRoot(entries).values()) {
          if (versions.length < 2) continue;
          const shown = conflicts.find((c) =>
            versions.every((id) => c.entries.some((e) => e.id === id)),
          );
          expect(shown, `versions ${versions.join(', ')} count without a conflict`).toBeDefined();
        }
        // Adjustments are never "entered twice".
        for (const c of conflicts.filter((c) => c.kind === 'twice'))
          expect(c.entries.every((e) => e.kind === 'test.win')).toBe(true);
        // Resolve every conflict with one tap each, as a live save on the merged ledger.
        for (let round = 0; round < 30; round++) {
          const [open] = findConflicts(entries);
          if (!open) break;
          const keep = open.entries[choice % open.entries.length]!;
          const ledger = counted(entries);
          for (const target of entriesToVoid(open, keep, ledger)) {
            const graph = ledgerGraphOf(entries);
            const seq = 1 + Math.max(...entries.map((e) => e.seq));
            const v = {
              ...undo(`k${round}-${target.id}`, seq, 'x', target.id),
              reason: KEEP_REASON,
            };
            expect(graph.problemOf(v)).toBeUndefined();
            entries = [...entries, v];
          }
          expect(counted(entries).isActive(keep.id)).toBe(true);
        }
        expect(findConflicts(entries)).toEqual([]);
        for (const versions of versionsByRoot(entries).values())
          expect(versions.length).toBeLessThanOrEqual(1);
      }),
      { seed: 20261201, numRuns: 400 },
    );
  });

  it('phones that are never apart make no conflicts', () => {
    fc.assert(
      fc.property(fc.array(opArb, { minLength: 1, maxLength: 40 }), (ops) => {
        expect(findConflicts(play(ops, true))).toEqual([]);
      }),
      { seed: 20261202, numRuns: 300 },
    );
  });
});
