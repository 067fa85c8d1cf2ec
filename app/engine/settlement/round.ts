// Rounding the night's balances to a payable unit (1 Kč, 0.50, 0.10) while
// keeping them zero-sum: floor everything, then hand the missing units back to
// the largest remainders (largest-remainder method), ties in seating order.
import { MAX_MONEY, money, type Money } from '../money';
import type { PlayerId } from '../transfers';
import { assertNightBalances, type Balances } from './balances';
import { SETTLEMENT_ERROR_CODES, SettlementError } from './errors';
import { orderedPlayers } from './order';

/** The rounding when a night has chosen none: 1 unit of its currency (settlement.md §2). */
export const DEFAULT_ROUND_TO: Money = 100;

/** The rounding units the settings screen offers, in minor units; null means none. */
export const ROUND_TO_CHOICES = [100, 50, 10, null] as const;

export function roundBalances(
  balances: Balances,
  roundTo: Money | null,
  playerOrder: readonly PlayerId[],
): Record<PlayerId, Money> {
  assertNightBalances(balances);
  if (roundTo === null) return { ...balances };
  if (!Number.isSafeInteger(roundTo) || roundTo <= 0 || roundTo > MAX_MONEY) {
    throw new SettlementError(SETTLEMENT_ERROR_CODES.badRoundTo, `bad roundTo ${roundTo}`, {
      roundTo,
    });
  }
  const players = orderedPlayers(Object.keys(balances), playerOrder);
  const out: Record<PlayerId, Money> = {};
  const remainders: { player: PlayerId; rank: number; rem: number }[] = [];
  let remSum = 0;
  players.forEach((player, rank) => {
    const value = balances[player] ?? 0;
    // `%` keeps the sign of the dividend; shifting by roundTo gives the true
    // floor for negatives (-130 → -200 and remainder 70, not -100 and -30).
    const rem = ((value % roundTo) + roundTo) % roundTo;
    out[player] = money(value - rem);
    remainders.push({ player, rank, rem });
    remSum += rem;
  });
  // The floors sum to -remSum, a multiple of roundTo because the input nets
  // out; each remainder is below roundTo, so fewer than n players get a unit.
  const missing = remSum / roundTo;
  remainders.sort((a, b) => b.rem - a.rem || a.rank - b.rank);
  for (const { player } of remainders.slice(0, missing)) {
    out[player] = money((out[player] ?? 0) + roundTo);
  }
  return out;
}
