// "Why do I pay this?": the entries (hands, fines, transfers) that made a
// player's balance, for the end-of-night screen's expandable payment. The
// input is the fold's per-entry transfers, so the listed amounts always add up
// to the balance the settlement was computed from.
import type { EntryContribution } from '../ledger/fold';
import type { EntryId } from '../ledger/types';
import { money, sumMoney, type Money } from '../money';
import type { PlayerId } from '../transfers';
import type { Payment } from './min-transfers';

export interface PlayerContribution {
  readonly entryId: EntryId;
  readonly seq: number;
  readonly kind: string;
  /** What this entry moved for the player; positive = received. Never zero. */
  readonly amount: Money;
}

export interface PaymentExplanation {
  readonly payment: Payment;
  readonly payer: PlayerId;
  /** The payer's unrounded night balance: the sum of `entries`. */
  readonly balance: Money;
  readonly entries: readonly PlayerContribution[];
}

/**
 * Per player, the entries that touched him, largest first in the direction of
 * his balance: a loser sees his biggest losses first, a winner his biggest
 * wins, an even player the biggest swings. Ties keep ledger order.
 */
export function contributionsByPlayer(
  contributions: readonly EntryContribution[],
): Record<PlayerId, PlayerContribution[]> {
  const out: Record<PlayerId, PlayerContribution[]> = {};
  for (const c of contributions) {
    for (const [player, amount] of Object.entries(c.transfers)) {
      if (money(amount) === 0) continue;
      (out[player] ??= []).push({ entryId: c.entryId, seq: c.seq, kind: c.kind, amount });
    }
  }
  for (const list of Object.values(out)) {
    const balance = sumMoney(list.map((c) => c.amount));
    const weight = (c: PlayerContribution): number =>
      balance === 0 ? Math.abs(c.amount) : Math.sign(balance) * c.amount;
    list.sort((a, b) => weight(b) - weight(a) || a.seq - b.seq);
  }
  return out;
}

/** The entries behind one payment: what made the payer's balance. */
export function explainPayment(
  payment: Payment,
  contributions: readonly EntryContribution[],
): PaymentExplanation {
  const entries = contributionsByPlayer(contributions)[payment.from] ?? [];
  return {
    payment,
    payer: payment.from,
    balance: sumMoney(entries.map((e) => e.amount)),
    entries,
  };
}
