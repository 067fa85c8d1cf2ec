// The payments of a settlement, "Karel → Petr 120 Kč", each with a "paid"
// checkbox (a mark in storage, not a ledger entry) and the explanation one tap
// away. The checkbox is disabled while its mark is being written, so a double
// tap cannot race itself.
import { useEffect, useState } from 'preact/hooks';
import type { Currency, Payment } from '../../engine';
import { formatMoney } from '../format';
import { useT, type TFunction } from '../i18n/use-t';

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

export function PaymentList(props: {
  payments: readonly Payment[];
  paid: readonly boolean[];
  nameOf: (id: string) => string;
  currency: Currency;
  onPaid: (payment: Payment, paid: boolean) => Promise<void>;
  onExplain: (payment: Payment) => void;
}) {
  const { t, language } = useT();
  // A mark shows at once and stays shown until the stored marks (a live query)
  // agree, so the box never flickers back; it is locked only while writing.
  const [optimistic, setOptimistic] = useState<ReadonlyMap<number, boolean>>(new Map());
  const [writing, setWriting] = useState<ReadonlySet<number>>(new Set());
  useEffect(() => {
    setOptimistic((m) => {
      const settled = [...m].filter(([i, paid]) => props.paid[i] === paid);
      if (settled.length === 0) return m;
      const next = new Map(m);
      for (const [i] of settled) next.delete(i);
      return next;
    });
  }, [props.paid]);
  const toggle = async (index: number, payment: Payment, paid: boolean) => {
    setOptimistic((m) => new Map(m).set(index, paid));
    setWriting((w) => new Set(w).add(index));
    try {
      await props.onPaid(payment, paid);
    } catch {
      // The user has been told; the box goes back to what is stored.
      setOptimistic((m) => {
        const next = new Map(m);
        next.delete(index);
        return next;
      });
    } finally {
      setWriting((w) => {
        const next = new Set(w);
        next.delete(index);
        return next;
      });
    }
  };
  return (
    <ul class="pay-list" aria-label={t('settlement:payments')}>
      {props.payments.map((p, i) => {
        const text = paymentText(t, language, p, props.nameOf, props.currency);
        const paid = optimistic.get(i) ?? props.paid[i] === true;
        const id = `pay-${i}`;
        return (
          <li
            key={`${p.from}>${p.to}`}
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
                disabled={writing.has(i)}
                aria-label={t('settlement:paidCheck', { payment: text })}
                onChange={(e) => void toggle(i, p, e.currentTarget.checked)}
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
      })}
    </ul>
  );
}
