// The running tab on the club's home (docs/club.md, C3): per currency the
// fewest payments that clear every member's debts across all nights, each
// with "Paid". A payment may be part of the debt; one larger than the debt
// is refused before anything is written, in the engine's words (the club
// fold itself is asked, ./pay.ts).
import { useState } from 'preact/hooks';
import { MINOR_PER_MAJOR, type Currency, type Payment } from '../../engine';
import type { ClubDocumentRecords, ClubView, MemberId, Tab } from '../../engine/club';
import { addClubRecords } from '../../storage';
import { formatMoney, localeOf, parseMoneyInput } from '../format';
import { useT } from '../i18n/use-t';
import { Dialog } from '../kit/dialog';
import { Field } from '../kit/layout';
import { errorText } from '../kit/messages';
import { useNotices } from '../kit/notices';
import { useServices } from '../services';
import { instant } from './ids';
import { paymentIssue } from './pay';

interface TabProps {
  readonly clubId: string;
  readonly view: ClubView;
  readonly records: ClubDocumentRecords;
  readonly nameOf: (member: MemberId) => string;
  /** A board link reads only. */
  readonly canPay: boolean;
}

export function TabCard(props: TabProps) {
  const { t } = useT();
  const [paying, setPaying] = useState<{ payment: Payment; currency: Currency } | null>(null);
  const open = props.view.tabs.filter((tab) => tab.settle.length > 0);
  return (
    <section class="card" aria-labelledby="club-tab-title" data-card="tab">
      <h2 id="club-tab-title" class="section-title">
        {t('club:home.tab')}
      </h2>
      {open.length === 0 && <p class="hint">{t('club:home.tabEven')}</p>}
      {open.map((tab) => (
        <TabPayments
          key={tab.currency}
          tab={tab}
          nameOf={props.nameOf}
          canPay={props.canPay}
          onPay={(payment) => setPaying({ payment, currency: tab.currency })}
        />
      ))}
      {paying && (
        <PayDialog
          {...props}
          payment={paying.payment}
          currency={paying.currency}
          onClose={() => setPaying(null)}
        />
      )}
    </section>
  );
}

function TabPayments(props: {
  tab: Tab;
  nameOf: (member: MemberId) => string;
  canPay: boolean;
  onPay: (payment: Payment) => void;
}) {
  const { t, language } = useT();
  const { tab, nameOf } = props;
  return (
    <>
      <ul class="club-pays" data-currency={tab.currency}>
        {tab.settle.map((p) => (
          <li key={`${p.from}>${p.to}`} class="club-pay" data-from={p.from} data-to={p.to}>
            <span class="club-pay-names">
              {t('club:home.pays', { from: nameOf(p.from), to: nameOf(p.to) })}
            </span>
            <span class="num club-pay-amount" data-amount={p.amount}>
              {formatMoney(p.amount, tab.currency, language)}
            </span>
            {props.canPay && (
              <button type="button" class="btn" onClick={() => props.onPay(p)}>
                {t('club:home.paid')}
              </button>
            )}
          </li>
        ))}
      </ul>
      {!tab.minimal && <p class="hint">{t('club:home.tabNotMinimal')}</p>}
    </>
  );
}

/** An amount as the field takes it back (parseMoneyInput): no grouping, the language's decimal sign. */
function amountText(minor: number, currency: Currency, language: string): string {
  const format = new Intl.NumberFormat(localeOf(language), {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
    useGrouping: false,
  });
  return format.format(minor / MINOR_PER_MAJOR[currency]);
}

/** How much of one payment was handed over: all of it by default, or a part. */
function PayDialog(
  props: TabProps & { payment: Payment; currency: Currency; onClose: () => void },
) {
  const { t, language } = useT();
  const services = useServices();
  const notices = useNotices();
  const { payment, currency, nameOf } = props;
  const [text, setText] = useState(() => amountText(payment.amount, currency, language));
  const [error, setError] = useState<string | undefined>();
  const submit = async () => {
    const amount = parseMoneyInput(text, currency);
    if (amount === null || amount <= 0) {
      setError(t('club:payment.amountBad'));
      return;
    }
    const now = services.now();
    const record = {
      id: services.newId(),
      from: payment.from,
      to: payment.to,
      amount,
      currency,
      at: instant(now),
    };
    const issue = paymentIssue(props.records, record);
    if (issue) {
      const max = Number(issue.params?.max ?? 0);
      setError(t(issue.code, { ...issue.params, max: formatMoney(max, currency, language) }));
      return;
    }
    try {
      await addClubRecords(
        services.db,
        props.clubId,
        [{ kind: 'payment', ...record }],
        'local',
        now,
      );
      props.onClose();
      notices.notify(t('club:payment.saved', { amount: formatMoney(amount, currency, language) }));
    } catch (err) {
      setError(errorText(t, err));
    }
  };
  const title = t('club:payment.title', { from: nameOf(payment.from), to: nameOf(payment.to) });
  return (
    <Dialog title={title} onClose={props.onClose}>
      <form
        class="club-dialog-actions"
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <Field label={t('club:payment.amount')} id="club-pay-amount" error={error}>
          <input
            id="club-pay-amount"
            class="input num"
            inputMode="decimal"
            autocomplete="off"
            value={text}
            onInput={(e) => setText(e.currentTarget.value)}
          />
        </Field>
        <p class="hint">{t('club:payment.hint')}</p>
        <button type="submit" class="btn btn-primary btn-wide">
          {t('club:payment.submit')}
        </button>
        <button type="button" class="btn btn-wide" onClick={props.onClose}>
          {t('cancel')}
        </button>
      </form>
    </Dialog>
  );
}
