// The ledger's rules, one test per row of docs/ledger.md: which entries count,
// where they score, what a live save refuses. The full fold and the
// incremental ledger are both asked, and must agree on every case.
import { describe, expect, it } from 'vitest';
import {
  compareLedgerOrder,
  effectiveEntries,
  entryStatuses,
  foldLedger,
  incrementalFrom,
  LEDGER_MAX_SEQ,
  ledgerProblem,
  LedgerEntryError,
  type LedgerEntry,
} from '../../../app/engine';
import { countingReducer, night } from './test-reducer';

/** A tiny ledger builder: win(winner), fix(target, winner), undo(target). */
function ledger() {
  const entries: LedgerEntry[] = [];
  const add = (
    e: Omit<LedgerEntry, 'seq' | 'nightId' | 'createdAt' | 'payload'> & { payload?: unknown },
  ) => {
    const seq = entries.length + 1;
    const entry: LedgerEntry = { nightId: 'n1', createdAt: seq, payload: {}, ...e, seq };
    entries.push(entry);
    return entry.id;
  };
  return {
    entries,
    win: (id: string, winner: string) => add({ id, kind: 'test.win', payload: { winner } }),
    fix: (id: string, target: string, winner: string) =>
      add({ id, kind: 'test.win', payload: { winner }, replaces: target, reason: 'fix' }),
    undo: (id: string, target: string) => add({ id, kind: 'void', voids: target, reason: 'undo' }),
    /** A correction of a kind the game does not know: it cannot be scored. */
    bogusFix: (id: string, target: string) =>
      add({ id, kind: 'test.bogus', replaces: target, reason: 'fix' }),
  };
}

/** Counted ids in scoring order, by the full fold and by the incremental ledger (they must agree). */
function counted(entries: readonly LedgerEntry[]): string[] {
  const full = foldLedger(night, entries, countingReducer);
  const inc = incrementalFrom(night, countingReducer, entries);
  expect(inc.balances).toEqual(full.balances);
  expect(inc.contributions()).toEqual(full.contributions);
  expect(inc.unscorable()).toEqual(full.unscorable);
  const uncounted = new Set(full.unscorable.map((u) => u.entryId));
  const structural = effectiveEntries(entries).filter((e) => !uncounted.has(e.id));
  expect(structural.map((e) => e.id)).toEqual(full.contributions.map((c) => c.entryId));
  return full.contributions.map((c) => c.entryId);
}

describe('ledger rules (docs/ledger.md)', () => {
  it('R1 append: every entry counts in the order it was entered', () => {
    const l = ledger();
    l.win('h1', 'a');
    l.win('h2', 'b');
    expect(counted(l.entries)).toEqual(['h1', 'h2']);
  });

  it('R2 void: the voided entry stops counting', () => {
    const l = ledger();
    l.win('h1', 'a');
    l.win('h2', 'b');
    l.undo('v1', 'h1');
    expect(counted(l.entries)).toEqual(['h2']);
  });

  it('R3 void of a void: the entry is back, in its place', () => {
    const l = ledger();
    l.win('h1', 'a');
    l.win('h2', 'b');
    l.undo('v1', 'h1');
    l.undo('v2', 'v1');
    expect(counted(l.entries)).toEqual(['h1', 'h2']);
    l.undo('v3', 'v2');
    expect(counted(l.entries)).toEqual(['h2']);
  });

  it('R4 replace: the correction counts in the place of the original', () => {
    const l = ledger();
    l.win('h1', 'a');
    l.win('h2', 'b');
    l.fix('r1', 'h1', 'c');
    expect(counted(l.entries)).toEqual(['r1', 'h2']);
  });

  it('R5 replace of a replacement: only the latest version counts (the original stays out)', () => {
    const l = ledger();
    l.win('h1', 'a');
    l.win('h2', 'b');
    l.fix('r1', 'h1', 'c');
    l.fix('r2', 'r1', 'b');
    expect(counted(l.entries)).toEqual(['r2', 'h2']);
    const full = foldLedger(night, l.entries, countingReducer);
    // Two wins counted, not three: b wins first (100 × 2), then b again (200 × 2).
    expect(full.balances).toEqual({ a: -300, b: 600, c: -300 });
  });

  it('R6 void of the latest link: the link before it counts again, in the same place', () => {
    const l = ledger();
    l.win('h1', 'a');
    l.win('h2', 'b');
    l.fix('r1', 'h1', 'c');
    l.fix('r2', 'r1', 'b');
    l.undo('v1', 'r2');
    expect(counted(l.entries)).toEqual(['r1', 'h2']);
    l.undo('v2', 'r1');
    expect(counted(l.entries)).toEqual(['h1', 'h2']);
    l.undo('v3', 'v2'); // undo the undo: r1 again
    expect(counted(l.entries)).toEqual(['r1', 'h2']);
  });

  it('R6b undo of an undo that would bring back a version corrected again or voided since: refused', () => {
    // Found by the model-based test (tests/storage/ledger-model.test.ts, seeds 20261201/20261202).
    const l = ledger();
    l.win('h1', 'a');
    l.fix('r1', 'h1', 'c');
    l.undo('v1', 'r1'); // h1 counts again …
    l.fix('r1b', 'h1', 'b'); // … and is corrected a second way
    l.win('h2', 'a');
    const undoOf = (target: string, seq: number): LedgerEntry => ({
      id: `u${seq}`,
      nightId: 'n1',
      seq,
      kind: 'void',
      payload: {},
      createdAt: seq,
      voids: target,
      reason: 'undo',
    });
    const inc = incrementalFrom(night, countingReducer, l.entries);
    // Undoing v1 would count r1 and r1b, two versions of h1.
    expect(() => inc.check(undoOf('v1', 6))).toThrow(
      expect.objectContaining({ code: 'errors:ledger.restoreConflict' }),
    );
    expect(ledgerProblem('n1', [...l.entries, undoOf('v1', 6)])).toMatchObject({
      code: 'errors:ledger.restoreConflict',
    });
    // Voided since: h1 ← r1, r1 undone, h1 voided; undoing the first undo would bring h1 back through r1.
    const m = ledger();
    m.win('h1', 'a');
    m.fix('r1', 'h1', 'c');
    m.undo('v1', 'r1');
    m.undo('v2', 'h1');
    expect(() => incrementalFrom(night, countingReducer, m.entries).check(undoOf('v1', 5))).toThrow(
      expect.objectContaining({ code: 'errors:ledger.restoreConflict' }),
    );
    // Undoing the second correction first makes room: then the first may come back.
    l.undo('v2', 'r1b');
    expect(() =>
      incrementalFrom(night, countingReducer, l.entries).check(undoOf('v1', 7)),
    ).not.toThrow();
    expect(counted([...l.entries, undoOf('v1', 7)])).toEqual(['r1', 'h2']);
  });

  it('R7 void of a link in the middle of a chain, or of a replaced entry: refused', () => {
    const l = ledger();
    l.win('h1', 'a');
    l.fix('r1', 'h1', 'c');
    l.fix('r2', 'r1', 'b');
    const inc = incrementalFrom(night, countingReducer, l.entries);
    const voidOf = (target: string): LedgerEntry => ({
      id: 'x',
      nightId: 'n1',
      seq: 4,
      kind: 'void',
      payload: {},
      createdAt: 4,
      voids: target,
      reason: 'x',
    });
    expect(() => inc.check(voidOf('r1'))).toThrow(
      expect.objectContaining({ code: 'errors:ledger.targetReplaced' }),
    );
    expect(() => inc.check(voidOf('h1'))).toThrow(LedgerEntryError);
    expect(() => inc.check(voidOf('r2'))).not.toThrow();
  });

  it('R8 second replacement of one entry, or replacing a voided entry or a void: refused', () => {
    const l = ledger();
    l.win('h1', 'a');
    l.fix('r1', 'h1', 'c');
    l.win('h2', 'a');
    l.undo('v1', 'h2');
    const inc = incrementalFrom(night, countingReducer, l.entries);
    const fixOf = (target: string): LedgerEntry => ({
      id: 'x',
      nightId: 'n1',
      seq: 5,
      kind: 'test.win',
      payload: { winner: 'b' },
      createdAt: 5,
      replaces: target,
      reason: 'x',
    });
    const codeOf = (target: string) => {
      try {
        inc.check(fixOf(target));
        return undefined;
      } catch (e) {
        return (e as LedgerEntryError).code;
      }
    };
    expect(codeOf('h1')).toBe('errors:ledger.targetReplaced');
    expect(codeOf('h2')).toBe('errors:ledger.targetVoided');
    expect(codeOf('v1')).toBe('errors:ledger.replaceVoid');
    expect(codeOf('nope')).toBe('errors:ledger.targetUnknown');
    expect(codeOf('r1')).toBeUndefined();
    expect(() => inc.check({ ...fixOf('r1'), nightId: 'n2' })).toThrow(
      expect.objectContaining({ code: 'errors:ledger.otherNight' }),
    );
  });

  it('R9 stored entries a save would refuse: a second correction counts beside the first; a broken link is refused', () => {
    const l = ledger();
    l.win('h1', 'a');
    l.fix('r1', 'h1', 'b');
    l.fix('r2', 'h1', 'c'); // two phones apart corrected h1: both count, h1 stays out
    expect(counted(l.entries)).toEqual(['r1', 'r2']);
    expect(ledgerProblem('n1', l.entries)).toEqual({
      entryId: 'r2',
      seq: 3,
      code: 'errors:ledger.targetReplaced',
    });
    l.undo('v1', 'r2'); // keeping one of the two
    expect(counted(l.entries)).toEqual(['r1']);
    // A link to nothing known: refused, counts nothing, keeps nothing out, can be voided.
    l.fix('r3', 'ghost', 'a');
    expect(entryStatuses(l.entries).get('r3')).toBe('refused');
    expect(counted(l.entries)).toEqual(['r1']);
    expect(foldLedger(night, l.entries, countingReducer).unscorable).toEqual([
      { entryId: 'r3', seq: 5, code: 'errors:ledger.targetUnknown' },
    ]);
    l.undo('v2', 'r3');
    expect(foldLedger(night, l.entries, countingReducer).unscorable).toEqual([]);
  });

  it('R10 an entry the game cannot score: the night folds, it counts nothing, its target stays out, it can be voided', () => {
    const l = ledger();
    l.win('h1', 'a');
    l.bogusFix('r1', 'h1');
    l.win('h2', 'b');
    const full = foldLedger(night, l.entries, countingReducer);
    expect(full.unscorable).toEqual([{ entryId: 'r1', seq: 2, code: 'x' }]);
    expect(counted(l.entries)).toEqual(['h2']);
    l.undo('v1', 'r1');
    expect(counted(l.entries)).toEqual(['h1', 'h2']);
    expect(foldLedger(night, l.entries, countingReducer).unscorable).toEqual([]);
  });

  it('R11 a chain of 1,000 corrections and a chain of 1,000 voids fold without overflowing the stack', () => {
    const l = ledger();
    l.win('c0', 'a');
    for (let i = 1; i <= 1000; i++) l.fix(`c${i}`, `c${i - 1}`, i % 2 ? 'b' : 'c');
    l.win('w0', 'a');
    l.undo('v0', 'w0');
    for (let i = 1; i < 1000; i++) l.undo(`v${i}`, `v${i - 1}`);
    // 1,000 voids in a chain: v999 is active, v998 out, v997 active … v1 active, v0 out: w0 counts.
    expect(effectiveEntries(l.entries).map((e) => e.id)).toEqual(['c1000', 'w0']);
    expect(incrementalFrom(night, countingReducer, l.entries).contributions()).toHaveLength(2);
  }, 60_000);

  it('R12 sequence numbers: gap-free from 1, far below 2^53 (a number near the limit is refused)', () => {
    const e = (id: string, seq: number): LedgerEntry => ({
      id,
      nightId: 'n1',
      seq,
      kind: 'test.win',
      payload: { winner: 'a' },
      createdAt: 0,
    });
    expect(ledgerProblem('n1', [e('a', 1), e('b', 2)])).toBeUndefined();
    expect(ledgerProblem('n1', [e('a', 1), e('b', 3)])?.code).toBe('errors:ledger.seqNotNext');
    expect(ledgerProblem('n1', [e('a', 2)])?.code).toBe('errors:ledger.seqNotNext');
    expect(ledgerProblem('n1', [e('a', 9007199254740991)])?.code).toBe(
      'errors:ledger.seqOutOfRange',
    );
    expect(LEDGER_MAX_SEQ).toBeLessThan(2 ** 53 / 1000);
    expect(ledgerProblem('n1', [e('a', 1), e('a', 2)])?.code).toBe('errors:ledger.duplicateId');
  });

  it("R13 scoring order is the ledger order of each chain's first entry (one function)", () => {
    const a = { seq: 1 } as LedgerEntry;
    const b = { seq: 2 } as LedgerEntry;
    expect(compareLedgerOrder(a, b)).toBeLessThan(0);
    expect(compareLedgerOrder(b, a)).toBeGreaterThan(0);
  });
});
