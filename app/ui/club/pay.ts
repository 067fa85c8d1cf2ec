// Whether a payment may be written (docs/club.md, C3): asked of the club fold
// itself, by folding the club with the payment added. The engine refuses a
// payment larger than the debt (with the most that could be paid); the
// screen says so before anything is written, in the engine's words.
import {
  clubView,
  type ClubIssue,
  type ClubPayment,
  type ClubRecords,
  type Tab,
} from '../../engine/club';

/** The engine's objection to this payment, or undefined when it would count. */
export function paymentIssue(records: ClubRecords, payment: ClubPayment): ClubIssue | undefined {
  const view = clubView({ ...records, payments: [...records.payments, payment] });
  return view.issues.find((i) => i.record === payment.id);
}

/** The tab of a currency, or an empty one when the club has no money in it. */
export function tabOf(tabs: readonly Tab[], currency: Tab['currency']): Tab | undefined {
  return tabs.find((t) => t.currency === currency);
}
