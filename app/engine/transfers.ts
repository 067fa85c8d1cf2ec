// Transfers: what one ledger entry moves between players. Positive = receives.
// Every entry's transfers sum to exactly zero; that is checked, not assumed.
import { money, sumMoney, type Money } from './money';

export type PlayerId = string;
export type Transfers = Readonly<Record<PlayerId, Money>>;

export class ZeroSumError extends Error {
  constructor(readonly transfers: Transfers) {
    super(`Transfers do not sum to zero: ${JSON.stringify(transfers)}`);
    this.name = 'ZeroSumError';
  }
}

export function assertZeroSum(transfers: Transfers): Transfers {
  for (const v of Object.values(transfers)) money(v);
  if (sumMoney(Object.values(transfers)) !== 0) throw new ZeroSumError(transfers);
  return transfers;
}

/** Adds b into a copy of a. */
export function addTransfers(
  a: Transfers,
  b: Transfers,
  sign: 1 | -1 = 1,
): Record<PlayerId, Money> {
  const out: Record<PlayerId, Money> = { ...a };
  for (const [p, v] of Object.entries(b)) out[p] = money((out[p] ?? 0) + sign * v);
  return out;
}

/** `payer` pays `amount` to `payee`. */
export function payment(payer: PlayerId, payee: PlayerId, amount: Money): Transfers {
  if (payer === payee) return {};
  return { [payer]: money(-amount), [payee]: money(amount) };
}

/** Drops zero entries so that equal transfers compare equal. */
export function compactTransfers(t: Transfers): Record<PlayerId, Money> {
  const out: Record<PlayerId, Money> = {};
  for (const [p, v] of Object.entries(t)) if (v !== 0) out[p] = v;
  return out;
}
