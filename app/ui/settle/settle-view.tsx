// The end of the night: balances from the biggest winner (rounded as the
// table chose), the fewest payments with their "paid" marks and explanations,
// the night as a chart, closing, export, and share and print at the bottom.
// The screen behind #/night/:id/settle (screens/settle.tsx).
import { useMemo, useState } from 'preact/hooks';
import { ROUND_TO_CHOICES, SETTLEMENT_ERROR_CODES, type Money, type Payment } from '../../engine';
import {
  markPaid,
  nightRoundTo,
  paymentsOfNight,
  setNightRoundTo,
  unmarkPaid,
} from '../../storage';
import { formatDate, formatMoney } from '../format';
import { useT } from '../i18n/use-t';
import { Choice, Layout } from '../kit/layout';
import { errorText, issueText } from '../kit/messages';
import { useNotices } from '../kit/notices';
import { useNightLedger } from '../night/use-night-ledger';
import { useServices } from '../services';
import { useLive } from '../use-live';
import { BalanceChart } from './balance-chart';
import { settleBalances } from './compute';
import { ExplainDialog } from './explain-dialog';
import { NightActions } from './night-actions';
import { PaymentList } from './payment-list';
import { SettleBalances } from './settle-balances';
import { NOTE_MS, settlementText, shareText } from './share';
import './settle.css';

export function SettleView({ nightId }: { nightId: string }) {
  const { t, language } = useT();
  const services = useServices();
  const { db } = services;
  const notices = useNotices();
  const data = useNightLedger(nightId);
  const marks = useLive(() => paymentsOfNight(db, nightId), [nightId]);
  const roundTo = useLive(() => nightRoundTo(db, nightId), [nightId]);
  const [explaining, setExplaining] = useState<Payment | null>(null);

  const ledger = data.ledger;
  const contributions = useMemo(() => ledger?.contributions() ?? [], [ledger, data.version]);
  const outcome = useMemo(
    () =>
      ledger && data.night && marks && roundTo !== undefined
        ? settleBalances(ledger.balances, roundTo, data.night.row.playerIds, marks)
        : undefined,
    [ledger, data.version, data.night, marks, roundTo],
  );

  const back = { name: 'night', nightId } as const;
  if (data.status === 'missing') {
    return (
      <Layout title={t('night.missing')} back={{ name: 'home' }}>
        <p class="empty">{t('night.missingText')}</p>
      </Layout>
    );
  }
  if (!data.night || !data.game || !ledger || !outcome || roundTo === undefined) {
    return (
      <Layout title={t('settlement:title')} back={back}>
        <p class="muted">{t('loading')}</p>
      </Layout>
    );
  }
  const { night, game } = data;
  const { row } = night;
  const currency = row.currency;
  const money = (v: Money, signed = true) => formatMoney(v, currency, language, signed);
  const title = row.title ?? t(`games.${row.game}`);
  const settlement = outcome.ok ? outcome.settlement : undefined;

  const run = async (action: () => Promise<unknown>) => {
    try {
      await action();
    } catch (err) {
      notices.fail(errorText(t, err));
    }
  };
  // Rejects after telling the user, so the list can take its optimistic mark back.
  const onPaid = async (payment: Payment, paid: boolean): Promise<void> => {
    try {
      if (paid) await markPaid(db, nightId, payment, { id: services.newId(), now: services.now() });
      else await unmarkPaid(db, nightId, payment);
    } catch (err) {
      notices.fail(errorText(t, err));
      throw err;
    }
  };
  const share = () =>
    run(async () => {
      if (!settlement) return;
      const text = settlementText(t, language, {
        title,
        createdAt: row.createdAt,
        currency,
        players: row.playerIds,
        nameOf: night.nameOf,
        rounded: settlement.rounded,
        payments: settlement.payments,
        paid: settlement.paid,
      });
      const outcome = await shareText(t('settlement:title'), text);
      if (outcome === 'copied') notices.notify(t('settlement:sharing.copied'), undefined, NOTE_MS);
    });

  const issue = outcome.ok ? undefined : outcome.issue;
  // The sum that does not net out is shown as money, not as minor units.
  const errorMessage =
    issue?.code === SETTLEMENT_ERROR_CODES.notZeroSum
      ? t(issue.code, { sum: money(Number(issue.params?.sum ?? 0)) })
      : issue && issueText(t, issue);
  const open = settlement ? settlement.paid.filter((p) => !p).length : 0;

  return (
    <Layout
      title={t('settlement:title')}
      back={back}
      bottom={
        <>
          <button type="button" class="btn btn-wide" disabled={!settlement} onClick={share}>
            {t('settlement:share')}
          </button>
          <button
            type="button"
            class="btn btn-wide"
            disabled={!settlement}
            onClick={() => window.print()}
          >
            {t('settlement:print')}
          </button>
        </>
      }
    >
      <header class="settle-head">
        <h2 class="settle-title">{title}</h2>
        <p class="muted">
          {row.title !== undefined && `${t(`games.${row.game}`)} · `}
          {formatDate(row.createdAt, language)}
          <span class="print-only"> · {row.playerIds.map(night.nameOf).join(', ')}</span>
        </p>
      </header>

      {data.broken.length > 0 && (
        <p class="form-errors" role="alert">
          {t('errors:ledger.broken', { count: data.broken.length })}
        </p>
      )}
      {errorMessage && (
        <div class="form-errors settle-error" role="alert" data-error={issue?.code}>
          <p>{errorMessage}</p>
        </div>
      )}

      {settlement && (
        <>
          <SettleBalances
            players={row.playerIds}
            nameOf={night.nameOf}
            exact={ledger.balances}
            rounded={settlement.rounded}
            currency={currency}
          />

          <section class="card" aria-labelledby="settle-payments-title">
            <h2 id="settle-payments-title" class="section-title">
              {settlement.payments.length === 0
                ? t('settlement:payments')
                : t('settlement:paymentCount', { count: settlement.payments.length })}
            </h2>
            {settlement.payments.length === 0 ? (
              <p class="settle-even">{t('settlement:even')}</p>
            ) : (
              <>
                <PaymentList
                  payments={settlement.payments}
                  paid={settlement.paid}
                  nameOf={night.nameOf}
                  currency={currency}
                  onPaid={onPaid}
                  onExplain={setExplaining}
                />
                {open > 0 ? (
                  <div class="hint no-print">
                    <p class="settle-open">
                      {t('settlement:carryOver.openCount', { count: open })}
                    </p>
                    <p>{t('settlement:carryOver.samePlayersOnly')}</p>
                  </div>
                ) : (
                  <p class="hint no-print">{t('settlement:allPaid')}</p>
                )}
              </>
            )}
          </section>
        </>
      )}

      <div class="no-print">
        <Choice
          label={t('settlement:rounding.label')}
          name="roundTo"
          options={ROUND_TO_CHOICES.map((r) => ({
            value: r ?? 0,
            label: r === null ? t('settlement:rounding.none') : money(r, false),
          }))}
          value={roundTo ?? 0}
          onChange={(v) => void run(() => setNightRoundTo(db, nightId, v === 0 ? null : v))}
        />
        <p class="hint">{t('settlement:rounding.hint')}</p>
      </div>

      {contributions.length > 0 && (
        <section class="card no-print" aria-labelledby="settle-chart-title">
          <h2 id="settle-chart-title" class="section-title">
            {t('settlement:chart.title')}
          </h2>
          <BalanceChart
            players={row.playerIds}
            nameOf={night.nameOf}
            contributions={contributions}
            currency={currency}
            idPrefix="settle-chart"
          />
        </section>
      )}

      <NightActions
        night={night}
        entries={data.entries}
        contributions={contributions}
        ledger={ledger}
        data={data}
      />

      {explaining && settlement && (
        <ExplainDialog
          payment={explaining}
          night={night}
          game={game}
          entries={data.entries}
          contributions={contributions}
          rounded={settlement.rounded[explaining.from] ?? 0}
          payerPayments={settlement.payments.filter((p) => p.from === explaining.from)}
          onClose={() => setExplaining(null)}
        />
      )}
    </Layout>
  );
}
