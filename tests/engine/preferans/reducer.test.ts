// preferansReducer in the ledger fold: money per entry is the change of
// "settle now", refused entries throw with their code, a convention change
// applies from the next deal, an early end and the next pulka are entries.
import { describe, expect, it } from 'vitest';
import {
  foldLedger,
  LedgerEntryError,
  type GameReducer,
  type LedgerEntry,
  type NightInfo,
} from '../../../app/engine';
import {
  conventionOf,
  applyPreset,
  LENINGRAD,
  preferansReducer,
  PreferansSettingsError,
  settlePulka,
  SOCHI,
  type PreferansDeal,
  type PreferansState,
} from '../../../app/engine/games/preferans';
import { contract, P3, P4 } from './helpers';

const reducer = preferansReducer as unknown as GameReducer<PreferansState>;
const night = (
  players: readonly string[] = P3,
  settings: unknown = { pulyaSize: 4 },
): NightInfo => ({
  id: 'n',
  game: 'preferans' as never,
  players,
  currency: 'RUB',
  settings,
});

let seq = 0;
const entry = (kind: string, payload: unknown): LedgerEntry => {
  seq += 1;
  return { id: `e${seq}`, nightId: 'n', seq, kind, payload, createdAt: 0 };
};
const deal = (d: PreferansDeal) => entry('preferans.deal', { deal: d });

describe('preferansReducer', () => {
  it('moves per deal the change of what the pulka pays if settled now', () => {
    const entries = [deal(contract(6, 'pass', 'whist', [6, 1, 3]))];
    const fold = foldLedger(night(), entries, reducer);
    const pulka = fold.state.pulkas[0]!;
    const now = settlePulka(pulka.sheet, P3, fold.state.settings).money;
    expect(fold.balances).toEqual(now);
    // E1 on a pulya of 4: A +2 of 4; C's whists 8. Early-end gora 2 / 4 / 4:
    // A +5⅓, B −6⅔, C +1⅓ → floors 5, −7, 1 and the unit to A (seat order).
    expect(fold.balances).toEqual({ A: 6, B: -7, C: 1 });
  });

  it('throws a LedgerEntryError with the first issue’s code', () => {
    const bad = deal(contract(6, 'pass', 'whist', [6, 1, 2]));
    expect(() => foldLedger(night(), [bad], reducer)).toThrow(LedgerEntryError);
    try {
      foldLedger(night(), [bad], reducer);
    } catch (e) {
      expect((e as LedgerEntryError).code).toBe('preferans:errors.tricksNotTen');
    }
  });

  it('needs three or four distinct players and valid settings', () => {
    expect(() => reducer.init(night(['A', 'B']))).toThrow(PreferansSettingsError);
    expect(() => reducer.init(night(P3, { whistFactor: 5 }))).toThrow(PreferansSettingsError);
  });

  it('applies a change of convention from the next deal on', () => {
    const entries = [
      deal(contract(8, 'pass', 'whist', [6, 1, 3])),
      entry('settings', { settings: applyPreset('leningrad', { ...SOCHI, pulyaSize: 4 }) }),
      deal(contract(8, 'pass', 'whist', [6, 1, 3], { dealer: 'A' })),
    ];
    const fold = foldLedger(night(), entries, reducer);
    const [first, second] = fold.state.pulkas[0]!.records;
    expect(first!.lines.find((l) => l.rule === 'remiz')!.amount).toBe(12);
    expect(second!.lines.find((l) => l.rule === 'remiz')!.amount).toBe(24);
    expect(conventionOf(fold.state.settings)).toBe('leningrad');
    expect(conventionOf(LENINGRAD)).toBe('leningrad');
  });

  it('ends a pulka early, refuses deals after the end, and starts the next pulka', () => {
    const e1 = deal(contract(6, 'pass', 'whist', [6, 1, 3]));
    const end = entry('preferans.end', {});
    const late = deal(contract(6, 'pass', 'pass'));
    expect(() => foldLedger(night(), [e1, end, late], reducer)).toThrow(/pulkaEnded/);
    const next = entry('preferans.pulka', { dealer: 'B' });
    const again = deal(contract(6, 'pass', 'pass', undefined, { dealer: 'B' }));
    const fold = foldLedger(night(), [e1, end, next, again], reducer);
    expect(fold.state.pulkas).toHaveLength(2);
    expect(fold.state.pulkas[0]!.ended).toBe('early');
    expect(fold.contributions[1]!.transfers).toEqual({});
    const sum = Object.values(fold.balances).reduce((a, b) => a + b, 0);
    expect(sum).toBe(0);
    expect(() => foldLedger(night(), [entry('preferans.pulka', {})], reducer)).toThrow(
      /pulkaNotEnded/,
    );
    expect(() => foldLedger(night(), [entry('preferans.end', {})], reducer)).toThrow(
      /nothingToEnd/,
    );
  });

  it('writes corrections as lines with a check on the pulya', () => {
    const fix = entry('preferans.correction', {
      correction: { gora: { B: 3 }, whists: [{ from: 'A', on: 'C', amount: 5 }] },
    });
    const fold = foldLedger(night(), [fix], reducer);
    expect(fold.state.pulkas[0]!.sheet.gora).toEqual([0, 3, 0]);
    expect(fold.state.pulkas[0]!.sheet.whists[0]![2]).toBe(5);
    const over = entry('preferans.correction', { correction: { pulya: { A: 5 } } });
    expect(() => foldLedger(night(), [over], reducer)).toThrow(/correctionPulyaRange/);
    const empty = entry('preferans.correction', { correction: {} });
    expect(() => foldLedger(night(), [empty], reducer)).toThrow(/correctionEmpty/);
  });

  it('proposes the next dealer clockwise; with four the dealer sits out', () => {
    const d = contract(7, 'whist', 'pass', [5, 3, 2], { dealer: 'D' });
    const fold = foldLedger(night(P4, {}), [deal(d)], reducer);
    expect(fold.state.pulkas[0]!.dealer).toBe('A');
    expect(fold.state.pulkas[0]!.sheet.whists[3]![0]).toBe(8);
  });
});
