// The pieces of the settle screen: its head, what keeps it from settling, the
// payments card, the rounding choice, the chart card and the share/print row.
// Each gets the numbers it shows; settle-view.tsx reads and writes.
import {
  ROUND_TO_CHOICES,
  SETTLEMENT_ERROR_CODES,
  type Currency,
  type EntryContribution,
  type Money,
  type Payment,
  type ValidationIssue,
} from '../../engine';
import type { NightRow } from '../../storage';
import type { NightView } from '../games/types';
import { formatDate, formatMoney } from '../format';
import { useT } from '../i18n/use-t';
import { Choice } from '../kit/layout';
import { issueText } from '../kit/messages';
import { BalanceChart } from './balance-chart';
import { openPayments, roundToChoice, roundToOfChoice, type Settlement } from './compute';
import { PaymentList } from './payment-list';

/** The night's title, its game (when titled), date, and on paper its players. */
export function SettleHead({ night, title }: { night: NightView; title: string }) {
  const { t, language } = useT();
  const { row } = night;
  return (
    <header class="settle-head">
      <h2 class="settle-title">{title}</h2>
      <p class="muted">
        {row.title !== undefined && `${t(`games.${row.game}`)} · `}
        {formatDate(row.createdAt, language)}
        <span class="print-only"> · {row.playerIds.map(night.nameOf).join(', ')}</span>
      </p>
    </header>
  );
}

interface SettleProblemsProps {
  /** How many stored entries cannot be counted. */
  readonly broken: number;
  readonly issue: ValidationIssue | undefined;
  readonly currency: Currency;
}

/** Entries that cannot be counted, and why the night cannot be settled. */
export function SettleProblems({ broken, issue, currency }: SettleProblemsProps) {
  const { t, language } = useT();
  // The sum that does not net out is shown as money, not as minor units.
  const message =
    issue?.code === SETTLEMENT_ERROR_CODES.notZeroSum
      ? t(issue.code, {
          sum: formatMoney(Number(issue.params?.sum ?? 0), currency, language, true),
        })
      : issue && issueText(t, issue);
  return (
    <>
      {broken > 0 && (
        <p class="form-errors" role="alert">
          {t('errors:ledger.broken', { count: broken })}
        </p>
      )}
      {message && (
        <div class="form-errors settle-error" role="alert" data-error={issue?.code}>
          <p>{message}</p>
        </div>
      )}
    </>
  );
}

interface PaymentsCardProps {
  readonly settlement: Settlement;
  readonly night: NightView;
  readonly onPaid: (payment: Payment, paid: boolean) => Promise<void>;
  readonly onExplain: (payment: Payment) => void;
}

/** The fewest payments with their paid boxes, and what stays open. */
export function PaymentsCard({ settlement, night, onPaid, onExplain }: PaymentsCardProps) {
  const { t } = useT();
  const count = settlement.payments.length;
  const open = openPayments(settlement.paid);
  return (
    <section class="card" aria-labelledby="settle-payments-title">
      <h2 id="settle-payments-title" class="section-title">
        {count === 0 ? t('settlement:payments') : t('settlement:paymentCount', { count })}
      </h2>
      {count === 0 ? (
        <p class="settle-even">{t('settlement:even')}</p>
      ) : (
        <>
          <PaymentList
            payments={settlement.payments}
            paid={settlement.paid}
            nameOf={night.nameOf}
            currency={night.row.currency}
            onPaid={onPaid}
            onExplain={onExplain}
          />
          {open > 0 ? (
            <div class="hint no-print">
              <p class="settle-open">{t('settlement:carryOver.openCount', { count: open })}</p>
              <p>{t('settlement:carryOver.samePlayersOnly')}</p>
            </div>
          ) : (
            <p class="hint no-print">{t('settlement:allPaid')}</p>
          )}
        </>
      )}
    </section>
  );
}

interface RoundingChoiceProps {
  readonly roundTo: Money | null;
  readonly currency: Currency;
  readonly onChange: (roundTo: Money | null) => void;
  /** What the rounding moved between the players (compute.ts roundingMoved); 0: nothing. */
  readonly moved?: Money;
}

/**
 * How the balances are rounded (settlement.md §2), from "none" to whole
 * units, and what that moved: the amounts above are what is paid, so where
 * the rounding moved money the table is told how much.
 */
export function RoundingChoice({ roundTo, currency, onChange, moved = 0 }: RoundingChoiceProps) {
  const { t, language } = useT();
  return (
    <div class="settle-rounding">
      <div class="no-print">
        <Choice
          label={t('settlement:rounding.label')}
          name="roundTo"
          options={ROUND_TO_CHOICES.map((r) => ({
            value: roundToChoice(r),
            label: r === null ? t('settlement:rounding.none') : formatMoney(r, currency, language),
          }))}
          value={roundToChoice(roundTo)}
          onChange={(v) => onChange(roundToOfChoice(v))}
        />
      </div>
      {moved > 0 ? (
        <p class="hint settle-moved" data-moved={moved}>
          {t('settlement:rounding.moved', { amount: formatMoney(moved, currency, language) })}
        </p>
      ) : (
        <p class="hint no-print">{t('settlement:rounding.hint')}</p>
      )}
    </div>
  );
}

interface ChartCardProps {
  readonly row: NightRow;
  readonly nameOf: (id: string) => string;
  readonly contributions: readonly EntryContribution[];
}

/** The night as a chart, once there is an entry to draw. */
export function ChartCard({ row, nameOf, contributions }: ChartCardProps) {
  const { t } = useT();
  if (contributions.length === 0) return null;
  return (
    <section class="card no-print" aria-labelledby="settle-chart-title">
      <h2 id="settle-chart-title" class="section-title">
        {t('settlement:chart.title')}
      </h2>
      <BalanceChart
        players={row.playerIds}
        nameOf={nameOf}
        contributions={contributions}
        currency={row.currency}
        idPrefix="settle-chart"
      />
    </section>
  );
}

/** Share and print, at the bottom; both wait for a settlement. */
export function SettleBottom({ ready, onShare }: { ready: boolean; onShare: () => void }) {
  const { t } = useT();
  return (
    <>
      <button type="button" class="btn btn-wide" disabled={!ready} onClick={onShare}>
        {t('settlement:share')}
      </button>
      <button type="button" class="btn btn-wide" disabled={!ready} onClick={() => window.print()}>
        {t('settlement:print')}
      </button>
    </>
  );
}
