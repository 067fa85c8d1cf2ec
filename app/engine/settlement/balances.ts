// Night balance integrity: a settlement is only shown for balances that net
// out to exactly zero, and the balances can always be rebuilt from the
// per-entry transfers the ledger fold produced.
import { money, sumMoney, type Money } from '../money';
import { ZeroSumError, type PlayerId } from '../transfers';
import type { EntryContribution } from '../ledger/fold';

export type Balances = Readonly<Record<PlayerId, Money>>;

/** Throws MoneyRangeError for a bad amount and ZeroSumError when the night does not net out. */
export function assertNightBalances(balances: Balances): Balances {
  const amounts = Object.values(balances).map((v) => money(v));
  if (sumMoney(amounts) !== 0) throw new ZeroSumError(balances);
  return balances;
}

/** Each player's net over the given entries (what the fold's balances are made of). */
export function balancesOf(contributions: readonly EntryContribution[]): Record<PlayerId, Money> {
  const out: Record<PlayerId, Money> = {};
  for (const c of contributions) {
    for (const [player, amount] of Object.entries(c.transfers)) {
      out[player] = money((out[player] ?? 0) + amount);
    }
  }
  return out;
}
