// "Why do I pay this?": the hands, fines and transfers that made the payer's
// balance, biggest first, each with its ledger number and the game's own
// description, then the rounding that turned the balance into what he pays.
import {
  explainPayment,
  type EntryContribution,
  type LedgerEntry,
  type Money,
  type Payment,
} from '../../engine';
import { formatMoney } from '../format';
import type { AnyGameUi, NightView } from '../games/types';
import { useT } from '../i18n/use-t';
import { Dialog } from '../kit/dialog';
import { describeGeneric } from '../night/ledger-list';

export function ExplainDialog(props: {
  payment: Payment;
  night: NightView;
  game: AnyGameUi;
  entries: readonly LedgerEntry[];
  contributions: readonly EntryContribution[];
  /** The payer's rounded balance. */
  rounded: Money;
  /** Every payment of the payer (he may pay more than one player). */
  payerPayments: readonly Payment[];
  onClose: () => void;
}) {
  const { t, language } = useT();
  const { night } = props;
  const currency = night.row.currency;
  const money = (amount: Money, signed = true) => formatMoney(amount, currency, language, signed);
  const explanation = explainPayment(props.payment, props.contributions);
  const byId = new Map(props.entries.map((e) => [e.id, e]));
  const name = night.nameOf(explanation.payer);
  const describe = (id: string): string => {
    const entry = byId.get(id);
    if (!entry) return '';
    return describeGeneric(entry, night, t) ?? props.game.describeEntry(entry, night, t);
  };
  const rounding = props.rounded - explanation.balance;
  return (
    <Dialog title={t('settlement:explain.title', { name })} onClose={props.onClose}>
      <p class="muted">
        {t('settlement:explain.entryCount', { count: explanation.entries.length })}
      </p>
      <ol class="explain-list" aria-label={t('settlement:explain.balance', { name })}>
        {explanation.entries.map((c) => (
          <li key={c.entryId} class="explain-row" data-seq={c.seq}>
            <span class="explain-seq muted">{t('settlement:explain.entry', { seq: c.seq })}</span>
            <span class="explain-text">{describe(c.entryId)}</span>
            <span class={`explain-amount num ${c.amount > 0 ? 'pos' : 'neg'}`}>
              {money(c.amount)}
            </span>
          </li>
        ))}
      </ol>
      <dl class="explain-sum num">
        <dt>{t('settlement:explain.balance', { name })}</dt>
        <dd data-amount={explanation.balance}>{money(explanation.balance)}</dd>
        {rounding !== 0 && (
          <>
            <dt>{t('settlement:explain.rounding')}</dt>
            <dd>{money(rounding)}</dd>
            <dt>{t('settlement:explain.rounded')}</dt>
            <dd data-amount={props.rounded}>{money(props.rounded)}</dd>
          </>
        )}
      </dl>
      <h3 class="section-title">{t('settlement:explain.pays', { name })}</h3>
      <ul class="explain-pays">
        {props.payerPayments.map((p) => (
          <li key={p.to}>
            {t('settlement:payLine', {
              from: name,
              to: night.nameOf(p.to),
              amount: money(p.amount, false),
            })}
          </li>
        ))}
      </ul>
      <button type="button" class="btn btn-wide" onClick={props.onClose}>
        {t('close')}
      </button>
    </Dialog>
  );
}
