import { describe, expect, it } from 'vitest';
import { effectiveEntries, foldLedger, type LedgerEntry } from '../../../app/engine';
import { countingReducer, night } from './test-reducer';

let seq = 0;
const entry = (kind: string, extra: Partial<LedgerEntry> = {}): LedgerEntry => {
  seq += 1;
  return { id: `e${seq}`, nightId: 'n1', seq, kind, payload: {}, createdAt: 1000 + seq, ...extra };
};
const win = (winner: string, extra: Partial<LedgerEntry> = {}) =>
  entry('test.win', { payload: { winner }, ...extra });

describe('foldLedger', () => {
  it('sums the transfers of every entry into balances that net to zero', () => {
    seq = 0;
    const entries = [win('a'), win('b')];
    const { balances } = foldLedger(night, entries, countingReducer);
    expect(balances).toEqual({ a: 200 - 200, b: 400 - 100, c: -300 });
  });

  it('leaves a voided entry out and scores later entries as if it never happened', () => {
    seq = 0;
    const first = win('a');
    const entries = [first, win('b'), entry('void', { voids: first.id, reason: 'mistake' })];
    expect(foldLedger(night, entries, countingReducer).balances).toEqual({
      a: -100,
      b: 200,
      c: -100,
    });
  });

  it('brings an entry back when its void is voided (undo of an undo)', () => {
    seq = 0;
    const first = win('a');
    const v = entry('void', { voids: first.id });
    const entries = [first, v, entry('void', { voids: v.id })];
    expect(foldLedger(night, entries, countingReducer).balances).toEqual({
      a: 200,
      b: -100,
      c: -100,
    });
  });

  it('scores a replacement in the place of the entry it replaced', () => {
    seq = 0;
    const first = win('a');
    const second = win('b');
    const fix = win('c', { replaces: first.id, reason: 'wrong winner' });
    const order = effectiveEntries([first, second, fix]).map((e) => e.id);
    expect(order).toEqual([fix.id, second.id]);
    expect(foldLedger(night, [first, second, fix], countingReducer).balances).toEqual({
      a: -300,
      b: 300,
      c: 0,
    });
  });

  it('restores the original when a replacement is voided', () => {
    seq = 0;
    const first = win('a');
    const fix = win('c', { replaces: first.id });
    const undo = entry('void', { voids: fix.id });
    expect(foldLedger(night, [first, fix, undo], countingReducer).balances).toEqual({
      a: 200,
      b: -100,
      c: -100,
    });
  });

  it('applies manual transfers and refuses ones that do not net to zero', () => {
    seq = 0;
    const ok = entry('transfer', { payload: { transfers: { a: -500, b: 500 } } });
    expect(foldLedger(night, [ok], countingReducer).balances).toEqual({ a: -500, b: 500, c: 0 });
    const bad = entry('transfer', { payload: { transfers: { a: -500, b: 400 } } });
    // Stored anyway: counted as nothing, reported with the reason, the night still folds.
    expect(foldLedger(night, [ok, bad], countingReducer)).toMatchObject({
      balances: { a: -500, b: 500, c: 0 },
      unscorable: [{ entryId: bad.id, seq: bad.seq, code: 'errors:ledger.notZeroSum' }],
    });
    const stranger = entry('transfer', { payload: { transfers: { a: -5, z: 5 } } });
    expect(foldLedger(night, [stranger], countingReducer).unscorable).toEqual([
      { entryId: stranger.id, seq: stranger.seq, code: 'errors:ledger.unknownPlayer' },
    ]);
  });

  it('refuses a game step whose transfers do not net to zero', () => {
    seq = 0;
    const broken = {
      ...countingReducer,
      step: () => ({ state: { wins: 0 }, transfers: { a: 1 } }),
    };
    const w = win('a');
    expect(foldLedger(night, [w], broken)).toMatchObject({
      balances: { a: 0, b: 0, c: 0 },
      unscorable: [{ entryId: w.id, seq: w.seq, code: 'errors:ledger.notZeroSum' }],
    });
  });
});
