// The payments of a settlement, "Karel → Petr 120 Kč", each with a "paid"
// checkbox (a mark in storage, not a ledger entry) and the explanation one tap
// away. The checkbox is disabled while its mark is being written, so a double
// tap cannot race itself, and for a moment after.
import { useEffect, useState } from 'preact/hooks';
import type { Currency, Payment } from '../../engine';
import { formatMoney } from '../format';
import { useT, type TFunction } from '../i18n/use-t';
import { QUIET_MS } from '../night/save-guard';
import {
  settleOptimistic,
  shownPaid,
  withEntry,
  withIndex,
  withoutEntry,
  withoutIndex,
  type Optimistic,
} from './paid-marks';

export function paymentText(
  t: TFunction,
  language: string,
  payment: Payment,
  nameOf: (id: string) => string,
  currency: Currency,
): string {
  return t('settlement:payLine', {
    from: nameOf(payment.from),
    to: nameOf(payment.to),
    amount: formatMoney(payment.amount, currency, language),
  });
}

interface PaymentListProps {
  readonly payments: readonly Payment[];
  readonly paid: readonly boolean[];
  readonly nameOf: (id: string) => string;
  readonly currency: Currency;
  readonly onPaid: (payment: Payment, paid: boolean) => Promise<void>;
  readonly onExplain: (payment: Payment) => void;
}

/** The boxes' states (paid-marks.ts) and the write of one; locked while writing and just after. */
function usePaidBoxes(stored: readonly boolean[], onPaid: PaymentListProps['onPaid']) {
  const [optimistic, setOptimistic] = useState<Optimistic>(new Map());
  const [writing, setWriting] = useState<ReadonlySet<number>>(new Set());
  useEffect(() => setOptimistic((m) => settleOptimistic(m, stored)), [stored]);
  const toggle = async (index: number, payment: Payment, paid: boolean) => {
    setOptimistic((m) => withEntry(m, index, paid));
    setWriting((w) => withIndex(w, index));
    try {
      await onPaid(payment, paid);
    } catch {
      // The user has been told; the box goes back to what is stored.
      setOptimistic((m) => withoutEntry(m, index));
    } finally {
      // Still locked a moment after the write: the second tap of a double tap
      // would otherwise take the mark straight back (as the night's saves, ../night/save-guard.ts).
      window.setTimeout(() => setWriting((w) => withoutIndex(w, index)), QUIET_MS);
    }
  };
  return {
    paidAt: (i: number) => shownPaid(optimistic, stored, i),
    writingAt: (i: number) => writing.has(i),
    toggle,
  };
}

export function PaymentList(props: PaymentListProps) {
  const { t } = useT();
  const boxes = usePaidBoxes(props.paid, props.onPaid);
  return (
    <ul class="pay-list" aria-label={t('settlement:payments')}>
      {props.payments.map((p, i) => (
        <PaymentRow
          key={`${p.from}>${p.to}`}
          payment={p}
          index={i}
          paid={boxes.paidAt(i)}
          writing={boxes.writingAt(i)}
          onToggle={(paid) => void boxes.toggle(i, p, paid)}
          nameOf={props.nameOf}
          currency={props.currency}
          onExplain={props.onExplain}
        />
      ))}
    </ul>
  );
}

interface PaymentRowProps extends Pick<PaymentListProps, 'nameOf' | 'currency' | 'onExplain'> {
  readonly payment: Payment;
  readonly index: number;
  readonly paid: boolean;
  readonly writing: boolean;
  readonly onToggle: (paid: boolean) => void;
}

/** "Karel → Petr 120 Kč" with its paid box and the way to its explanation. */
function PaymentRow({ payment: p, index, paid, writing, onToggle, ...props }: PaymentRowProps) {
  const { t, language } = useT();
  const text = paymentText(t, language, p, props.nameOf, props.currency);
  const id = `pay-${index}`;
  return (
    <li
      class={`pay-row${paid ? ' pay-paid' : ''}`}
      data-from={props.nameOf(p.from)}
      data-to={props.nameOf(p.to)}
      data-amount={p.amount}
      data-paid={paid}
    >
      <label class="pay-check" for={id}>
        <input
          id={id}
          type="checkbox"
          checked={paid}
          disabled={writing}
          aria-label={t('settlement:paidCheck', { payment: text })}
          onChange={(e) => onToggle(e.currentTarget.checked)}
        />
      </label>
      <button
        type="button"
        class="pay-open"
        aria-haspopup="dialog"
        aria-label={t('settlement:explain.open', { payment: text })}
        onClick={() => props.onExplain(p)}
      >
        <span class="pay-names">
          <span>{props.nameOf(p.from)}</span>
          <span aria-hidden="true"> → </span>
          <span>{props.nameOf(p.to)}</span>
        </span>
        <span class="pay-amount num">{formatMoney(p.amount, props.currency, language)}</span>
      </button>
      <span class="pay-status print-only">{paid ? t('settlement:paid') : ''}</span>
    </li>
  );
}
