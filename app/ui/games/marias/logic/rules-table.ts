// The numbers of the rules page (shared/rules/marias.md §3 and §4): each
// component's units and money at this night's price, and the flek ladder up
// to the night's highest level with what a hra is worth at each step. Which
// renonc tiers the page lists: 3A stands for both tier-3 cases (3B is said
// in its text).
import { mulMoney, type Money } from '../../../../engine';
import {
  RATE_KEYS,
  RENONC_TIERS,
  mariasRates,
  type MariasSettings,
  type RenoncTier,
} from '../../../../engine/games/marias';

export interface TariffRow {
  readonly key: (typeof RATE_KEYS)[number];
  readonly units: number;
  readonly money: Money;
}

export function tariffRows(settings: MariasSettings): TariffRow[] {
  const rates = mariasRates(settings);
  return RATE_KEYS.map((key) => ({
    key,
    units: rates[key],
    money: mulMoney(settings.unitPrice, rates[key]),
  }));
}

export interface LadderStep {
  /** 0 none, 1 flek, 2 re … up to the night's maxFlek. */
  readonly level: number;
  readonly multiplier: number;
  /** What a hra is worth at this level. */
  readonly hra: Money;
}

export function flekLadder(settings: MariasSettings): LadderStep[] {
  const hraUnits = mariasRates(settings).hra;
  return Array.from({ length: settings.maxFlek + 1 }, (_, level) => ({
    level,
    multiplier: 2 ** level,
    hra: mulMoney(settings.unitPrice, hraUnits * 2 ** level),
  }));
}

export const RULES_PAGE_TIERS: readonly RenoncTier[] = RENONC_TIERS.filter((tier) => tier !== '3B');
