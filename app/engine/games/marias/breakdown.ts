// Units → money for one hand (rules section 8): for each settling defender,
// every component's sign × rate × flek × steps, ×2 in hearts, clamped to the
// limit, then × unitPrice. Each step is kept as a line so the UI can show
// "Sedma: 2 × re ×4 × hearts ×2 = 16". Reads a hand that validation accepted.
import { addMoney, money, mulMoney, type Money } from '../../money';
import { assertZeroSum, type PlayerId, type Transfers } from '../../transfers';
import { handTerms, type TermBasis } from './components';
import { clampToLimit, flekLevel, limitOf, settlingDefenders } from './flek';
import type { MariasHand } from './hand';
import type { MariasSeating } from './rounds';
import type { MariasSettings } from './settings';
import { isTrumpGame, type FlekCounter, type MariasComponent } from './terms';

export interface MariasComponentLine {
  readonly kind: 'component';
  readonly defender: PlayerId;
  readonly component: MariasComponent;
  /** The flek counter the UI's stepper edits; null for the never-flecked tichá sedma. */
  readonly counter: FlekCounter | null;
  readonly basis: TermBasis;
  /** +1 the declarer's side won it, −1 lost it, 0 even (an unflecked sedma of a conceded game). */
  readonly sign: 1 | -1 | 0;
  readonly rate: number;
  readonly flekLevel: number;
  readonly flekMultiplier: number;
  readonly steps: number;
  readonly heartsMultiplier: 1 | 2;
  /** sign × rate × flekMultiplier × steps × heartsMultiplier; positive = the declarer receives. */
  readonly units: number;
  readonly money: Money;
}

/** The limit cut a defender's total: `units` is the correction (clamped − raw). */
export interface MariasLimitLine {
  readonly kind: 'limit';
  readonly defender: PlayerId;
  readonly limit: number;
  readonly rawUnits: number;
  readonly units: number;
  readonly money: Money;
}

export type MariasBreakdownLine = MariasComponentLine | MariasLimitLine;

export interface MariasSettlement {
  /** Everyone seated, the sitter included (0 unless he pays). Sums to zero. */
  readonly transfers: Transfers;
  readonly breakdown: readonly MariasBreakdownLine[];
  /** Final units per settling defender, positive = he pays the declarer. */
  readonly unitsPerDefender: Readonly<Record<PlayerId, number>>;
}

/** Settles a hand that validateMariasHand accepted (no checks here). */
export function settleValidHand(
  settings: MariasSettings,
  seating: MariasSeating,
  hand: MariasHand,
): MariasSettlement {
  const terms = handTerms(settings, hand);
  const hearts: 1 | 2 = hand.hearts === true && isTrumpGame(hand.game) ? 2 : 1;
  const price = settings.unitPrice;
  const transfers: Record<PlayerId, Money> = {};
  for (const p of seating.players) transfers[p] = 0;
  if (seating.sitter !== undefined) transfers[seating.sitter] = 0;
  const breakdown: MariasBreakdownLine[] = [];
  const unitsPerDefender: Record<PlayerId, number> = {};
  let declarerMoney: Money = 0;

  const limit = limitOf(settings, hand);
  for (const defender of settlingDefenders(settings, seating, hand.declarer)) {
    let raw = 0;
    for (const term of terms) {
      const level = term.counter === null ? 0 : flekLevel(settings, hand, term.counter, defender);
      const sign = term.onlyIfFlecked === true && level === 0 ? 0 : term.sign;
      const flekMultiplier = 2 ** level;
      const units = sign * term.rate * flekMultiplier * term.steps * hearts || 0;
      raw += units;
      breakdown.push({
        kind: 'component',
        defender: defender.id,
        component: term.component,
        counter: term.counter,
        basis: term.basis,
        sign,
        rate: term.rate,
        flekLevel: level,
        flekMultiplier,
        steps: term.steps,
        heartsMultiplier: hearts,
        units,
        money: mulMoney(price, units),
      });
    }
    const units = clampToLimit(raw, limit);
    if (limit !== null && units !== raw) {
      const cut = units - raw;
      breakdown.push({
        kind: 'limit',
        defender: defender.id,
        limit,
        rawUnits: raw,
        units: cut,
        money: mulMoney(price, cut),
      });
    }
    unitsPerDefender[defender.id] = units;
    const paid = mulMoney(price, units);
    transfers[defender.id] = money(-paid);
    declarerMoney = addMoney(declarerMoney, paid);
  }
  transfers[hand.declarer] = declarerMoney;
  return { transfers: assertZeroSum(transfers), breakdown, unitsPerDefender };
}
