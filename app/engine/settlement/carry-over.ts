// Carrying unpaid debts to the next night. A settlement payment can be marked
// paid; whatever is still open becomes an opening 'transfer' entry (origin
// 'carry-over') of the next night with the same players, so the debt keeps
// counting instead of living on a beer mat.
import type { TransferPayload } from '../ledger/types';
import { money, type Money } from '../money';
import { assertZeroSum, compactTransfers, type PlayerId, type Transfers } from '../transfers';
import { SETTLEMENT_ERROR_CODES, SettlementError } from './errors';
import type { Payment } from './min-transfers';

/** A stored "paid" mark, matched to a payment by payer, payee and amount. */
export interface PaidMark {
  readonly from: PlayerId;
  readonly to: PlayerId;
  readonly amount: Money;
}

/**
 * Which payments are marked paid. Each mark is used once, so two equal
 * payments need two marks; a mark whose amount no longer matches (the night
 * changed after it was paid) counts for nothing.
 */
export function paidFlagsFromMarks(
  payments: readonly Payment[],
  marks: readonly PaidMark[],
): boolean[] {
  const unused = [...marks];
  return payments.map((p) => {
    const i = unused.findIndex((m) => m.from === p.from && m.to === p.to && m.amount === p.amount);
    if (i < 0) return false;
    unused.splice(i, 1);
    return true;
  });
}

/** The balances still open after the paid payments: a payer who did not pay still owes. */
export function unpaidAfter(
  payments: readonly Payment[],
  paidFlags: readonly boolean[],
): Record<PlayerId, Money> {
  if (paidFlags.length !== payments.length) {
    throw new SettlementError(
      SETTLEMENT_ERROR_CODES.paidFlagsMismatch,
      `${paidFlags.length} paid flags for ${payments.length} payments`,
      { expected: payments.length, actual: paidFlags.length },
    );
  }
  const open: Record<PlayerId, Money> = {};
  payments.forEach((p, i) => {
    if (paidFlags[i] === true) return;
    open[p.from] = money((open[p.from] ?? 0) - p.amount);
    open[p.to] = money((open[p.to] ?? 0) + p.amount);
  });
  return compactTransfers(open);
}

/** The opening transfers for the next night: each player starts where he was left. */
export function carryOverTransfers(unpaid: Readonly<Record<PlayerId, Money>>): Transfers {
  return assertZeroSum(compactTransfers(unpaid));
}

/** The payload of the opening entry, or null when nothing is left to carry. */
export function carryOverPayload(
  unpaid: Readonly<Record<PlayerId, Money>>,
): TransferPayload | null {
  const transfers = carryOverTransfers(unpaid);
  if (Object.keys(transfers).length === 0) return null;
  return { transfers, origin: 'carry-over' };
}

/** True when both nights seat the same set of players (seats may differ). */
export function samePlayers(a: readonly PlayerId[], b: readonly PlayerId[]): boolean {
  const setA = new Set(a);
  const setB = new Set(b);
  if (setA.size !== setB.size) return false;
  for (const p of setA) if (!setB.has(p)) return false;
  return true;
}

/** Whether the open balances may be carried into a night seating `players`. */
export function canCarryOver(
  unpaid: Readonly<Record<PlayerId, Money>>,
  players: readonly PlayerId[],
): boolean {
  return Object.keys(compactTransfers(unpaid)).every((p) => players.includes(p));
}
