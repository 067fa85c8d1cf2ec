// The history screen as numbers: each player's total per currency over the
// nights that could be scored, a night's players from its biggest winner
// down, and the sign class of an amount. A night counts with what was settled
// (its balances rounded as the table chose), not the exact sums nobody paid;
// a debt carried from one night to the next counts once, in the night it arose.
import { money, roundBalances, type Currency, type Money, type PlayerId } from '../../engine';
import type { NightRow } from '../../storage';
import { roundingMoved } from './compute';

export interface NightResult {
  readonly row: NightRow;
  /** What the night settled, carried-in debts left out; undefined: it cannot be scored. */
  readonly result?: Readonly<Record<PlayerId, Money>>;
  /** How much money the rounding moved from some players to others; 0 when none. */
  readonly roundedBy?: Money;
}

type Amounts = Readonly<Record<PlayerId, Money>>;

/**
 * The night's own settled result: its balances rounded by the night's
 * rounding (settlement.md §2, zero-sum), minus what was carried in from an
 * earlier night (already counted there). Undefined when the balances cannot
 * be settled (they do not net out).
 */
export function settledResult(
  balances: Amounts,
  carriedIn: Amounts,
  roundTo: Money | null,
  players: readonly PlayerId[],
): { readonly result: Record<PlayerId, Money>; readonly roundedBy: Money } | undefined {
  let rounded: Amounts;
  try {
    rounded = roundBalances(balances, roundTo, players);
  } catch {
    return undefined;
  }
  const result: Record<PlayerId, Money> = {};
  for (const p of players) result[p] = money((rounded[p] ?? 0) - (carriedIn[p] ?? 0));
  return { result, roundedBy: roundingMoved(balances, rounded) };
}

export interface TotalRow {
  readonly player: PlayerId;
  readonly total: Money;
  /** How many scored nights of this currency the player sat in. */
  readonly nights: number;
}

/** Per currency, each player's sum over the nights that could be scored, biggest winner first. */
export function totalsOf(
  nights: readonly NightResult[],
): { currency: Currency; rows: TotalRow[] }[] {
  const byCurrency = new Map<Currency, Map<PlayerId, { total: Money; nights: number }>>();
  for (const { row, result } of nights) {
    if (!result) continue;
    const totals = byCurrency.get(row.currency) ?? new Map();
    byCurrency.set(row.currency, totals);
    for (const player of row.playerIds) {
      const sum = totals.get(player) ?? { total: 0, nights: 0 };
      totals.set(player, { total: sum.total + (result[player] ?? 0), nights: sum.nights + 1 });
    }
  }
  return [...byCurrency].map(([currency, totals]) => ({
    currency,
    rows: [...totals].map(([player, s]) => ({ player, ...s })).sort((a, b) => b.total - a.total),
  }));
}

/** A night's players from its biggest winner down (equal results keep the seating order). */
export const byResult = (
  players: readonly PlayerId[],
  result: Readonly<Record<PlayerId, Money>>,
): PlayerId[] => [...players].sort((a, b) => (result[b] ?? 0) - (result[a] ?? 0));

/** The CSS class that colours an amount: won, lost, or even. */
export const signClass = (v: Money): 'pos' | 'neg' | '' => (v > 0 ? 'pos' : v < 0 ? 'neg' : '');
