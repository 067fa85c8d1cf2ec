// The meeting table of docs/ledger.md ("When phones meet"), one test per row
// the engine decides: two phones apart (devices x and y) each write what a
// live save accepts on their own copy; merged, every deal counts once, or a
// conflict names it. Expected outcomes are written out from the table, not
// computed by the code under test.
import { describe, expect, it } from 'vitest';
import {
  distinctDraft,
  KEEP_REASON,
  ledgerGraphOf,
  nightMeetings,
  OrderedLedger,
  rankEntries,
  type LedgerEntry,
} from '../../../app/engine';
import { countingReducer, night } from './test-reducer';

const base = { nightId: 'n1', createdAt: 0 } as const;
const win = (id: string, seq: number, device: string, winner = 'a'): LedgerEntry => ({
  ...base,
  id,
  seq,
  device,
  kind: 'test.win',
  payload: { winner },
});
const fix = (id: string, seq: number, device: string, replaces: string, winner = 'b') => ({
  ...win(id, seq, device, winner),
  replaces,
  reason: 'fix',
});
const undo = (id: string, seq: number, device: string, voids: string, reason = 'undo') => ({
  ...base,
  id,
  seq,
  device,
  kind: 'void',
  payload: {},
  voids,
  reason,
});
const keep = (id: string, seq: number, device: string, voids: string) =>
  undo(id, seq, device, voids, KEEP_REASON);

function fold(entries: readonly LedgerEntry[]) {
  const ordered = new OrderedLedger(night, countingReducer);
  ordered.add(entries);
  const ledger = ordered.ledger;
  const meetings = nightMeetings(ordered.entries, ledger);
  // In ledger order, whatever order they arrived in.
  const counting = ordered.entries.filter((e) => e.kind !== 'void' && ledger.isActive(e.id));
  const uncounted = Object.fromEntries(ledger.unscorable().map((u) => [u.entryId, u.code]));
  const conflicts = meetings.conflicts.map((c) => [c.kind, c.versions.map((v) => v.entry.id)]);
  return { ledger, meetings, counting: counting.map((e) => e.id), uncounted, conflicts };
}

/** Every phone folds the same entries alike, in whatever order they arrive. */
function sameOnEveryPhone(entries: readonly LedgerEntry[]) {
  const one = fold(entries);
  const other = fold([...entries].reverse());
  expect(other.counting).toEqual(one.counting);
  expect(other.ledger.balances).toEqual(one.ledger.balances);
  expect(other.conflicts).toEqual(one.conflicts);
  return one;
}

describe('two phones resolve one conflict apart (M-keep rows)', () => {
  const hands = [win('h1', 1, 'x', 'a'), win('h1y', 1, 'y', 'b')];

  it('the conflict itself: both versions count and it is shown', () => {
    expect(sameOnEveryPhone(hands).conflicts).toEqual([['twice', ['h1', 'h1y']]]);
  });

  it('each keeps its own: the first in ledger order wins, the other is "cannot be counted"', () => {
    const r = sameOnEveryPhone([...hands, keep('kx', 2, 'x', 'h1y'), keep('ky', 2, 'y', 'h1')]);
    expect(r.counting).toEqual(['h1']);
    expect(r.conflicts).toEqual([]);
    expect(r.uncounted).toEqual({ ky: 'errors:ledger.keepNoConflict' });
    // Undoing the resolution that won brings the conflict back: never none, never silent.
    const again = sameOnEveryPhone([
      ...hands,
      keep('kx', 2, 'x', 'h1y'),
      keep('ky', 2, 'y', 'h1'),
      undo('u', 3, 'x', 'kx'),
    ]);
    expect(again.conflicts).toEqual([['twice', ['h1', 'h1y']]]);
  });

  it('a keep on one phone, a plain void of the kept version on the other: one version counts', () => {
    const r = sameOnEveryPhone([...hands, keep('kx', 2, 'x', 'h1y'), undo('vy', 2, 'y', 'h1')]);
    expect(r.counting).toEqual(['h1']);
    expect(r.uncounted).toEqual({ vy: 'errors:ledger.voidAfterKeep' });
    // The plain void first in ledger order (device 'a'): it resolves, the keep comes too late.
    const first = sameOnEveryPhone([...hands, keep('kx', 2, 'x', 'h1y'), undo('va', 2, 'a', 'h1')]);
    expect(first.counting).toEqual(['h1y']);
    expect(first.uncounted).toEqual({ kx: 'errors:ledger.keepNoConflict' });
    // Voiding the hand after seeing the keep is voiding the hand.
    const later = sameOnEveryPhone([...hands, keep('kx', 2, 'x', 'h1y'), undo('v3', 3, 'y', 'h1')]);
    expect(later.counting).toEqual([]);
  });

  it('the same version kept twice: kept once, the second one changes nothing', () => {
    const r = sameOnEveryPhone([...hands, keep('kx', 2, 'x', 'h1y'), keep('ky', 2, 'y', 'h1y')]);
    expect(r.counting).toEqual(['h1']);
    expect(r.uncounted).toEqual({ ky: 'errors:ledger.keepVersionGone' });
  });

  it('bad input: a keep of an entry in no conflict, or of a voided one, never voids by itself', () => {
    const entries = [win('a1', 1, 'x'), keep('k1', 2, 'x', 'a1')];
    const r = sameOnEveryPhone(entries);
    expect(r.counting).toEqual(['a1']);
    expect(r.uncounted).toEqual({ k1: 'errors:ledger.keepNoConflict' });
    // A live save refuses it with the same reason.
    const graph = ledgerGraphOf([win('a1', 1, 'x')]);
    expect(graph.problemOf(keep('k1', 2, 'x', 'a1'))).toBe('errors:ledger.keepNoConflict');
    const voided = sameOnEveryPhone([...hands, undo('v', 2, 'x', 'h1y'), keep('k', 2, 'y', 'h1y')]);
    expect(voided.counting).toEqual(['h1']);
    expect(voided.uncounted).toEqual({ k: 'errors:ledger.keepVersionGone' });
  });
});

describe('restore vs enter again (M-restore row)', () => {
  it('an undo of the void on one phone, the hand entered again on the other: one conflict', () => {
    const common = [win('a1', 1, 'x', 'a'), undo('v1', 2, 'x', 'a1')];
    const apart = [undo('w', 3, 'x', 'v1'), win('a1y', 3, 'y', 'c')];
    const r = sameOnEveryPhone([...common, ...apart]);
    expect(r.conflicts).toEqual([['twice', ['a1', 'a1y']]]);
    expect(r.meetings.conflicts[0]!.hand).toBe(1);
    // Kept from either phone: one version counts.
    for (const kept of ['a1', 'a1y']) {
      const row = r.meetings.conflicts[0]!.versions.find((v) => v.entry.id === kept)!;
      const voids = row.keep.map((e, i) => keep(`k${i}`, 4 + i, 'y', e.id));
      expect(sameOnEveryPhone([...common, ...apart, ...voids]).counting).toEqual([kept]);
    }
  });

  it('a restore of an old hand while the other phone enters the next one: two hands, no conflict', () => {
    const common = [win('a1', 1, 'x'), undo('v1', 2, 'x', 'a1'), win('a2', 3, 'x', 'b')];
    const r = sameOnEveryPhone([...common, undo('w', 4, 'x', 'v1'), win('a3', 4, 'y', 'c')]);
    expect(r.conflicts).toEqual([]);
    expect(r.counting).toEqual(['a1', 'a2', 'a3']);
  });
});

describe('void vs correct, void vs void (M-void rows)', () => {
  const common = [win('a1', 1, 'x')];

  it('void on one phone, correction on the other: a conflict of "not played" and the correction', () => {
    const merged = [...common, undo('v', 2, 'x', 'a1'), fix('r', 2, 'y', 'a1')];
    const r = sameOnEveryPhone(merged);
    expect(r.conflicts).toEqual([['voided', ['v', 'r']]]);
    const [row] = r.meetings.conflicts;
    const keepVoid = row!.versions.find((v) => v.entry.id === 'v')!.keep.map((e) => e.id);
    const keepFix = row!.versions.find((v) => v.entry.id === 'r')!.keep.map((e) => e.id);
    expect(keepVoid).toEqual(['r']);
    expect(keepFix).toEqual(['v']);
    expect(sameOnEveryPhone([...merged, keep('k', 3, 'x', 'r')]).counting).toEqual([]);
    expect(sameOnEveryPhone([...merged, keep('k', 3, 'x', 'v')]).counting).toEqual(['r']);
    // Both resolved apart, differently: the first wins, never neither.
    const both = sameOnEveryPhone([...merged, keep('kx', 3, 'x', 'r'), keep('ky', 3, 'y', 'v')]);
    expect(both.counting).toEqual([]);
    expect(both.conflicts).toEqual([]);
    expect(both.uncounted).toEqual({ ky: 'errors:ledger.keepNoConflict' });
  });

  it('one phone corrects while its void is undone, then brings the void back: no conflict', () => {
    const entries = [
      ...common,
      undo('v', 2, 'x', 'a1'),
      undo('u', 3, 'x', 'v'),
      fix('r', 4, 'x', 'a1'),
      undo('u2', 5, 'x', 'u'),
    ];
    expect(sameOnEveryPhone(entries).conflicts).toEqual([]);
  });

  it('restore on both phones: the hand is back once, no conflict', () => {
    const voided = [...common, undo('v', 2, 'x', 'a1')];
    const r = sameOnEveryPhone([...voided, undo('wx', 3, 'x', 'v'), undo('wy', 3, 'y', 'v')]);
    expect(r.counting).toEqual(['a1']);
    expect(r.conflicts).toEqual([]);
  });

  it('void on both phones: the hand is out once, no conflict', () => {
    const r = sameOnEveryPhone([...common, undo('vx', 2, 'x', 'a1'), undo('vy', 2, 'y', 'a1')]);
    expect(r.counting).toEqual([]);
    expect(r.conflicts).toEqual([]);
  });
});

describe('identical versions resolve themselves (K5)', () => {
  const twins = [win('c1', 1, 'x'), win('d1', 1, 'y', 'b'), win('h2x', 2, 'x'), win('h2y', 2, 'y')];

  it('counted once without a tap, the same on every phone, listed for the note', () => {
    const r = sameOnEveryPhone(twins);
    expect(r.counting).toEqual(['c1', 'd1', 'h2x']);
    expect(r.ledger.statusOf('h2y')).toBe('twin');
    expect(r.conflicts).toEqual([['twice', ['c1', 'd1']]]);
    expect(r.meetings.twins.map((n) => [n.twin.id, n.kept.id, n.hand])).toEqual([
      ['h2y', 'h2x', 2],
    ]);
    // Hands as players count them: hand 1 (on two phones) and hand 2.
    expect(r.meetings.hands).toBe(2);
    expect(r.meetings.conflicts.map((c) => c.hand)).toEqual([1]);
  });

  it('"two different hands" counts the copy in its place; undoing that makes it a copy again', () => {
    const twin = twins[3]!;
    const d = distinctDraft(twin);
    const distinct = { ...base, id: 'dd', seq: 3, device: 'y', ...d };
    const r = sameOnEveryPhone([...twins, distinct]);
    expect(r.counting).toEqual(['c1', 'd1', 'h2x', 'dd']);
    expect(r.conflicts).toEqual([['twice', ['c1', 'd1']]]);
    expect(r.meetings.twins).toEqual([]);
    const back = sameOnEveryPhone([...twins, distinct, undo('u', 4, 'x', 'dd')]);
    expect(back.counting).toEqual(['c1', 'd1', 'h2x']);
    expect(back.meetings.twins.map((n) => n.twin.id)).toEqual(['h2y']);
  });

  it('the copies are one hand: voiding the counted one counts the other; gone when both are voided', () => {
    const one = sameOnEveryPhone([...twins, undo('v', 3, 'x', 'h2x')]);
    expect(one.counting).toEqual(['c1', 'd1', 'h2y']);
    expect(one.meetings.twins).toEqual([]);
    const both = sameOnEveryPhone([...twins, undo('v', 3, 'x', 'h2x'), undo('w', 4, 'x', 'h2y')]);
    expect(both.counting).toEqual(['c1', 'd1']);
    // Undoing the first void: the first copy counts again, the other is its twin again.
    const back = sameOnEveryPhone([...twins, undo('v', 3, 'x', 'h2x'), undo('u', 4, 'x', 'v')]);
    expect(back.counting).toEqual(['c1', 'd1', 'h2x']);
    expect(back.ledger.statusOf('h2y')).toBe('twin');
  });

  it('a copy corrected on its phone is no copy: a conflict', () => {
    const r = sameOnEveryPhone([win('h', 1, 'x'), win('hy', 1, 'y'), fix('r', 2, 'y', 'hy')]);
    expect(r.conflicts).toEqual([['twice', ['h', 'r']]]);
  });

  it('hand numbers are the ones the players saw, not the merged ranks', () => {
    const common = [win('h1', 1, 'x'), win('h2', 2, 'x')];
    const apart = [3, 4, 5].flatMap((seq) => [
      win(`x${seq}`, seq, 'x', 'a'),
      win(`y${seq}`, seq, 'y', 'b'),
    ]);
    const r = sameOnEveryPhone([...common, ...apart]);
    expect(r.meetings.conflicts.map((c) => c.hand)).toEqual([3, 4, 5]);
    expect(r.meetings.hands).toBe(5);
    expect(rankEntries([...common, ...apart]).map((e) => e.seq)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
  });
});
