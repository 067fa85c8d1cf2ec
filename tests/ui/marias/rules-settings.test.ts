// The mariáš rules page's numbers and the settings form's rules
// (app/ui/games/marias/logic/rules-table.ts, settings.ts): the tariffs of
// shared/rules/marias.md §3 in units and money at 1 Kč a unit, the flek
// ladder of §4 (level n ×2^n up to maxFlek), the renonc tiers listed, what
// the collapsed settings name as changed, and a custom tariff starting from
// the preset in use.
import { describe, expect, it } from 'vitest';
import { DEFAULT_MARIAS_SETTINGS, type MariasSettings } from '../../../app/engine/games/marias';
import {
  flekLadder,
  RULES_PAGE_TIERS,
  tariffRows,
} from '../../../app/ui/games/marias/logic/rules-table';
import { changedAdvanced, withTariff } from '../../../app/ui/games/marias/logic/settings';

const settings = (over: Partial<MariasSettings>): MariasSettings => ({
  ...DEFAULT_MARIAS_SETTINGS,
  ...over,
});
const byKey = (s: MariasSettings) =>
  Object.fromEntries(tariffRows(s).map((r) => [r.key, [r.units, r.money]]));

describe('the rules page', () => {
  it('hospoda at 1 Kč: hra 1, sedma 2, tichá sedma 1, kilo 4, tiché kilo 2, betl 5, durch 10', () => {
    expect(byKey(settings({ unitPrice: 100 }))).toEqual({
      hra: [1, 100],
      sedma: [2, 200],
      tichaSedma: [1, 100],
      kilo: [4, 400],
      ticheKilo: [2, 200],
      betl: [5, 500],
      durch: [10, 1_000],
    });
  });

  it('ČSM at 0.50 Kč: betl 15 units = 7.50 Kč, durch 30 = 15 Kč', () => {
    const rows = byKey(settings({ tariff: 'csm', unitPrice: 50 }));
    expect(rows.betl).toEqual([15, 750]);
    expect(rows.durch).toEqual([30, 1_500]);
  });

  it('the ladder runs from none to kajzr (×64) by default, to kalhoty (×32) at maxFlek 5', () => {
    const ladder = flekLadder(settings({ unitPrice: 100 }));
    expect(ladder.map((s) => s.multiplier)).toEqual([1, 2, 4, 8, 16, 32, 64]);
    expect(ladder.map((s) => s.hra)).toEqual([100, 200, 400, 800, 1_600, 3_200, 6_400]);
    expect(flekLadder(settings({ maxFlek: 5 })).at(-1)).toMatchObject({ level: 5, multiplier: 32 });
  });

  it('lists tier 1, tier 2 and tier 3 once (3A speaks for 3B)', () => {
    expect(RULES_PAGE_TIERS).toEqual([1, 2, '3A']);
  });
});

describe('the settings form', () => {
  it('names no change for the defaults, nor for the tariff and price (they are in sight)', () => {
    expect(changedAdvanced(DEFAULT_MARIAS_SETTINGS)).toEqual([]);
    expect(changedAdvanced(settings({ tariff: 'csm', unitPrice: 50 }))).toEqual([]);
  });

  it('names the advanced settings that differ, fines last', () => {
    const changed = settings({
      limit: 'csm',
      maxFlek: 5,
      renoncFines: { tier1: 200, tier2: 5_000 },
    });
    expect(changedAdvanced(changed)).toEqual(['maxFlek', 'limit', 'renoncFines']);
  });

  it('a custom tariff starts from the preset in use, and keeps its rates when switching back', () => {
    const fromCsm = withTariff(settings({ tariff: 'csm' }), 'custom');
    expect(fromCsm.customRates).toMatchObject({ hra: 1, betl: 15, durch: 30 });
    const edited = { ...fromCsm, customRates: { ...fromCsm.customRates!, betl: 7 } };
    const back = withTariff(withTariff(edited, 'hospoda'), 'custom');
    expect(back.tariff).toBe('custom');
    expect(back.customRates?.betl).toBe(7);
    expect(withTariff(DEFAULT_MARIAS_SETTINGS, 'custom').customRates).toMatchObject({
      betl: 5,
      durch: 10,
    });
  });
});
