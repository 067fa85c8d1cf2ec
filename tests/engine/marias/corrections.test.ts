// A corrected mariáš hand is scored with the settings in force where the hand
// stands, not with a later settings entry's (rules: a settings change applies
// from then on). Worked example, three players, hospoda tariff at 1 Kč:
//   e1 A deals, B's hra won: B +2 Kč, A and C −1 Kč
//   e2 settings: 0.50 Kč a unit, the csm tariff
//   e3 B deals, C's betl won at the new price: C +15 Kč, A and B −7.50 Kč
//   e4 replaces e1 with B's hra lost, still at 1 Kč: B −2 Kč, A and C +1 Kč
import { describe, expect, it } from 'vitest';
import { foldLedger, IncrementalLedger, type LedgerEntry } from '../../../app/engine';
import { mariasReducer } from '../../../app/engine/games/marias';
import { at, THREE as night } from './night';

const ENTRIES: readonly LedgerEntry[] = [
  at(1, 'marias.hand', { dealer: 'A', declarer: 'B', game: 'hra', won: true }),
  at(2, 'settings', { settings: { unitPrice: 50, tariff: 'csm' } }),
  at(3, 'marias.hand', { dealer: 'B', declarer: 'C', game: 'betl', won: true }),
  at(
    4,
    'marias.hand',
    { dealer: 'A', declarer: 'B', game: 'hra', won: false },
    { replaces: 'e1', reason: 'lost after all' },
  ),
];

describe('a corrected mariáš hand keeps the settings of its place', () => {
  it('scores the replacement at the old price, the later hand at the new one', () => {
    const fold = foldLedger(night, ENTRIES, mariasReducer);
    const moved = Object.fromEntries(fold.contributions.map((c) => [c.entryId, c.transfers]));
    expect(moved.e4).toEqual({ A: 100, B: -200, C: 100 });
    expect(moved.e3).toEqual({ A: -750, B: -750, C: 1500 });
    expect(fold.balances).toEqual({ A: -650, B: -950, C: 1600 });
    const ledger = new IncrementalLedger(night, mariasReducer);
    for (const e of ENTRIES) ledger.append(e);
    expect(ledger.balances).toEqual(fold.balances);
  });
});
