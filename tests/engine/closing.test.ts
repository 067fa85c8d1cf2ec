// Closing and reopening a night as ledger entries: they move no money, the
// last effective one decides, and a closed night refuses everything but its
// reopening.
import { describe, expect, it } from 'vitest';
import {
  IncrementalLedger,
  closedBy,
  closingRefusal,
  foldLedger,
  validateBackup,
  type LedgerEntry,
  type NightInfo,
} from '../../app/engine';
import { mariasReducer } from '../../app/engine/games/marias';
import { validBackup } from './backup/fixture';

const night: NightInfo = {
  id: 'n1',
  game: 'marias',
  players: ['A', 'B', 'C'],
  currency: 'CZK',
  settings: {},
};
let seq = 0;
const entry = (kind: string, extra: Partial<LedgerEntry> = {}): LedgerEntry => {
  seq++;
  return { id: `e${seq}`, nightId: 'n1', seq, kind, payload: {}, createdAt: seq, ...extra };
};
const hand = () =>
  entry('marias.hand', { payload: { dealer: 'C', declarer: 'A', game: 'hra', won: true } });

describe('closing a night', () => {
  it('moves no money and keeps the game state: the hand after reopening scores as before', () => {
    seq = 0;
    const entries = [hand(), entry('close'), entry('reopen'), hand()];
    const folded = foldLedger(night, entries, mariasReducer);
    // two hra won by A at 1 Kč: +2 each time, defenders −1
    expect(folded.balances).toEqual({ A: 400, B: -200, C: -200 });
    expect(folded.contributions.map((c) => c.kind)).toEqual([
      'marias.hand',
      'close',
      'reopen',
      'marias.hand',
    ]);
    expect(closedBy(folded.contributions)).toBeUndefined();
  });

  it('the last effective close or reopen decides; a voided close no longer counts', () => {
    seq = 0;
    const first = hand();
    const close = entry('close');
    expect(closedBy(foldLedger(night, [first, close], mariasReducer).contributions)).toBe('e2');
    const voided = [first, close, entry('void', { voids: 'e2' })];
    expect(closedBy(foldLedger(night, voided, mariasReducer).contributions)).toBeUndefined();
  });

  it('a closed night refuses hands, transfers and voids, and takes only its reopening', () => {
    expect(closingRefusal(true, { kind: 'marias.hand' })).toBe('errors:ledger.nightClosed');
    expect(closingRefusal(true, { kind: 'transfer' })).toBe('errors:ledger.nightClosed');
    expect(closingRefusal(true, { kind: 'void' })).toBe('errors:ledger.nightClosed');
    expect(closingRefusal(true, { kind: 'close' })).toBe('errors:ledger.alreadyClosed');
    expect(closingRefusal(true, { kind: 'reopen' })).toBeUndefined();
    expect(closingRefusal(false, { kind: 'reopen' })).toBe('errors:ledger.notClosed');
    expect(closingRefusal(false, { kind: 'marias.hand' })).toBeUndefined();
    expect(closingRefusal(false, { kind: 'close' })).toBeUndefined();
  });

  it('the incremental ledger agrees with the fold', () => {
    seq = 0;
    const ledger = new IncrementalLedger(night, mariasReducer);
    for (const e of [hand(), entry('close')]) ledger.append(e);
    expect(closedBy(ledger.contributions())).toBe('e2');
    expect(ledger.balances).toEqual({ A: 200, B: -100, C: -100 });
  });

  it('a backup may hold close and reopen entries', () => {
    const backup = validBackup();
    const n = backup.nights[0]!;
    const last = backup.entries
      .filter((e) => e.nightId === n.id)
      .reduce((a, e) => Math.max(a, e.seq), 0);
    const extra = [
      { id: 'close-1', nightId: n.id, seq: last + 1, kind: 'close', payload: {}, createdAt: 1 },
      { id: 'reopen-1', nightId: n.id, seq: last + 2, kind: 'reopen', payload: {}, createdAt: 2 },
    ];
    const result = validateBackup(
      JSON.parse(JSON.stringify({ ...backup, entries: [...backup.entries, ...extra] })),
    );
    expect(result.ok ? [] : result.issues).toEqual([]);
  });
});
