// The settlement of one night, from its balances: rounded balances, the fewest
// payments, which of them are marked paid, and what stays open. Any failure of
// the engine (balances that do not net out, too many players) comes back as a
// translatable issue instead of a throw, so the screen can say what is wrong.
import {
  money,
  minTransfers,
  paidFlagsFromMarks,
  roundBalances,
  settlementIssue,
  unpaidAfter,
  type Money,
  type PaidMark,
  type Payment,
  type PlayerId,
  type ValidationIssue,
} from '../../engine';

export interface Settlement {
  /** Rounded balances (what is actually paid). */
  readonly rounded: Readonly<Record<PlayerId, Money>>;
  readonly payments: readonly Payment[];
  /** Per payment: marked paid. */
  readonly paid: readonly boolean[];
  /** Balances still open after the paid payments (what carries over). */
  readonly unpaid: Readonly<Record<PlayerId, Money>>;
}

export type SettlementOutcome =
  | { readonly ok: true; readonly settlement: Settlement }
  | { readonly ok: false; readonly issue: ValidationIssue };

export function settleBalances(
  balances: Readonly<Record<PlayerId, Money>>,
  roundTo: Money | null,
  playerOrder: readonly PlayerId[],
  marks: readonly PaidMark[],
): SettlementOutcome {
  try {
    const rounded = roundBalances(balances, roundTo, playerOrder);
    // Largest first: the big debts get paid before anyone leaves. The sort is
    // stable, so equal amounts keep the engine's (seating) order.
    const payments = [...minTransfers(rounded, playerOrder)].sort((a, b) => b.amount - a.amount);
    const paid = paidFlagsFromMarks(payments, marks);
    return {
      ok: true,
      settlement: { rounded, payments, paid, unpaid: unpaidAfter(payments, paid) },
    };
  } catch (error) {
    return { ok: false, issue: settlementIssue(error) };
  }
}

/** How many payments are not marked paid yet (what carries over to the next night). */
export const openPayments = (paid: readonly boolean[]): number => paid.filter((p) => !p).length;

/** The rounding choice as the form's value: "none" (null) is 0, which no real step is. */
export const roundToChoice = (roundTo: Money | null): Money => roundTo ?? 0;

/** The form's value back as the night's rounding: 0 is "none". */
export const roundToOfChoice = (value: Money): Money | null => (value === 0 ? null : value);

/**
 * How much money the rounding moved from some players to others: what the
 * rounded-up gained (the rounded-down lost as much, the rounding being
 * zero-sum). 0 when the rounding changed nothing.
 */
export function roundingMoved(
  exact: Readonly<Record<PlayerId, Money>>,
  rounded: Readonly<Record<PlayerId, Money>>,
): Money {
  let moved = 0;
  for (const [p, v] of Object.entries(rounded)) moved += Math.max(0, v - (exact[p] ?? 0));
  return money(moved);
}
