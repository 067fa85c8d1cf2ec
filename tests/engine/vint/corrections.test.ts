// A corrected vint deal is scored with its rubber's settings (a settings entry
// applies from the next rubber), also when the correction is entered after
// the settings changed and a new rubber began. Worked example: the stake is
// 1 kopeck per 10 points, A wins rubber 1 with two 5♠ made (11 tricks), the
// table then plays at 10 kopecks per 10 points, rubber 2 starts, and the first
// deal of rubber 1 is corrected to 10 tricks (one down).
import { describe, expect, it } from 'vitest';
import {
  foldLedger,
  IncrementalLedger,
  type LedgerEntry,
  type NightInfo,
} from '../../../app/engine';
import { settleSheet, vintReducer } from '../../../app/engine/games/vint';
import { deal, EXAMPLE_STAKE, PLAYERS } from './helpers';

const night: NightInfo = {
  id: 'night',
  game: 'vint',
  players: PLAYERS,
  currency: 'RUB',
  settings: { honours: 'off', stake: EXAMPLE_STAKE },
};
const at = (seq: number, kind: string, payload: unknown, over: Partial<LedgerEntry> = {}) =>
  ({ id: `e${seq}`, nightId: 'night', seq, kind, payload, createdAt: 0, ...over }) as LedgerEntry;

const BEFORE: readonly LedgerEntry[] = [
  at(1, 'vint.deal', { deal: deal({ level: 5, tricks: 11 }) }),
  at(2, 'settings', { settings: { stake: { minor: 10, perPoints: 10 } } }),
  at(3, 'vint.deal', { deal: deal({ level: 5, tricks: 11 }) }), // A wins rubber 1
  at(4, 'vint.deal', { deal: deal({ level: 1, tricks: 7 }) }), // rubber 2
];
const FIX = at(
  5,
  'vint.deal',
  { deal: deal({ level: 5, tricks: 10 }) },
  {
    replaces: 'e1',
    reason: 'tricks',
  },
);

describe('a corrected vint deal keeps its rubber’s settings', () => {
  it('re-scores rubber 1 at its own stake and leaves rubber 2 at the new one', () => {
    const before = foldLedger(night, BEFORE, vintReducer);
    const after = foldLedger(night, [...BEFORE, FIX], vintReducer);
    const [r1, r2] = after.state.sheet.rubbers;
    expect(r1!.settings.stake).toEqual({ minor: 1, perPoints: 10 });
    expect(r2!.settings.stake).toEqual({ minor: 10, perPoints: 10 });
    expect(r1!.deals.map((d) => d.index)).toEqual([0, 1]);
    expect(after.balances).toEqual(settleSheet(after.state.sheet, PLAYERS));
    // The same as if the deal had been entered right the first time: 5♠ one
    // down (B 5,000 above) priced at rubber 1's 1 kopeck per 10 points.
    const right = foldLedger(
      night,
      [{ ...FIX, id: 'e1', seq: 1, replaces: undefined }, ...BEFORE.slice(1)],
      vintReducer,
    );
    expect(after.balances).toEqual(right.balances);
    // At the new stake the change would have been ten times as large.
    const moved = after.contributions.find((c) => c.entryId === 'e5')!.transfers;
    const change = (after.balances.N ?? 0) - (before.balances.N ?? 0);
    const old = before.contributions.find((c) => c.entryId === 'e1')!.transfers;
    expect(moved.N! - old.N!).toBe(change);
    const allNew = { ...night, settings: { honours: 'off', stake: { minor: 10, perPoints: 10 } } };
    const atNewStake =
      (foldLedger(allNew, [...BEFORE, FIX], vintReducer).balances.N ?? 0) -
      (foldLedger(allNew, BEFORE, vintReducer).balances.N ?? 0);
    expect(atNewStake).toBe(10 * change);
    const ledger = new IncrementalLedger(night, vintReducer);
    for (const e of [...BEFORE, FIX]) ledger.append(e);
    expect(ledger.balances).toEqual(after.balances);
  });
});
