// Points and kilo steps (rules sections 2, 5, 7). Card points come in tens and
// marriages in 20s and 40s, so every division by 10 here is exact.
import type { MariasMarriage, MariasPoints, MariasSidePoints } from './hand';
import type { MariasSettings } from './settings';
import type { MariasSide } from './terms';

export const CARD_POINTS_TOTAL = 90;
export const KILO = 100;

export const marriageValue = (m: MariasMarriage): number => (m.trump === true ? 40 : 20);

export const otherSide = (side: MariasSide): MariasSide =>
  side === 'declarer' ? 'defenders' : 'declarer';

/** A side's card points: as entered, or what the other side left of the 90. */
export function sideCards(points: MariasPoints | undefined, side: MariasSide): number | undefined {
  const own = points?.[side]?.cards;
  if (own !== undefined) return own;
  const other = points?.[otherSide(side)]?.cards;
  return other === undefined ? undefined : CARD_POINTS_TOTAL - other;
}

export function marriagesTotal(side: MariasSidePoints | undefined): number {
  let total = 0;
  for (const m of side?.marriages ?? []) total += marriageValue(m);
  return total;
}

/**
 * The marriage that qualifies a kilo: the side's best one ('highest'), or the
 * one it announced first ('first'; a side with a single marriage needs no mark).
 */
export function qualifyingMarriage(
  settings: MariasSettings,
  side: MariasSidePoints | undefined,
): number {
  const marriages = side?.marriages ?? [];
  if (settings.kiloMarriage === 'first' && marriages.length > 1) {
    const first = marriages.find((m) => m.suit === side?.firstMarriage);
    if (first) return marriageValue(first);
  }
  let best = 0;
  for (const m of marriages) best = Math.max(best, marriageValue(m));
  return best;
}

export interface KiloOutcome {
  readonly made: boolean;
  /** Steps of a made kilo, or of a failed one. */
  readonly steps: number;
  /** Pq: card points + the qualifying marriage. */
  readonly qualifyingPoints: number;
  /** P: card points + all the side's marriages. */
  readonly points: number;
}

/**
 * Kilo of the `holder` side (the declarer for kilo, the defenders for kilo
 * proti). linear: made 1 + (P−100)/10, failed (100−Pq)/10 + Hopp/10;
 * doubling: made 2^((P−100)/10), failed 2^((100−Pq)/10 + Hopp/10 − 1).
 * Returns undefined when the holder's card points are unknown.
 */
export function kiloOutcome(
  settings: MariasSettings,
  points: MariasPoints | undefined,
  holder: MariasSide,
): KiloOutcome | undefined {
  const cards = sideCards(points, holder);
  if (cards === undefined) return undefined;
  const own = points?.[holder];
  const qualifyingPoints = cards + qualifyingMarriage(settings, own);
  const all = cards + marriagesTotal(own);
  const doubling = settings.kiloScaling === 'doubling';
  if (qualifyingPoints >= KILO) {
    const over = (all - KILO) / 10;
    return { made: true, steps: doubling ? 2 ** over : 1 + over, qualifyingPoints, points: all };
  }
  const opponents = settings.kiloFailCountsOpponentMarriages
    ? marriagesTotal(points?.[otherSide(holder)])
    : 0;
  const short = (KILO - qualifyingPoints) / 10 + opponents / 10;
  return { made: false, steps: doubling ? 2 ** (short - 1) : short, qualifyingPoints, points: all };
}

/** P of a side for tiché kilo: card points + all its marriages. */
export function sidePoints(points: MariasPoints | undefined, side: MariasSide): number | undefined {
  const cards = sideCards(points, side);
  return cards === undefined ? undefined : cards + marriagesTotal(points?.[side]);
}
