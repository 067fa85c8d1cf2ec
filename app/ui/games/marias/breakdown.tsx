// How a hand adds up, line by line: component → rate → flek → steps →
// hearts → units → money, per defender (once for all when they settle
// alike), with the limit's cut; and who pays whom for a renonc.
import type { Currency, PlayerId } from '../../../engine';
import {
  mariasKeys,
  type MariasBreakdownLine,
  type MariasComponentLine,
  type MariasRenoncPayment,
  type MariasSettlement,
} from '../../../engine/games/marias';
import { formatNumber } from '../../format';
import { useT, type TFunction } from '../../i18n/use-t';
import { plainMoney, signedMoney } from './logic/labels';

/** "Sedma: 2 × re ×4 × hearts ×2 = 16" */
export function componentFormula(
  t: TFunction,
  line: MariasComponentLine,
  language: string,
): string {
  const parts = [t('marias:breakdown.rate', { rate: formatNumber(line.rate, language) })];
  if (line.flekLevel > 0) {
    parts.push(
      t('marias:breakdown.flek', {
        name: t(mariasKeys.flek(line.flekLevel)),
        multiplier: line.flekMultiplier,
      }),
    );
  }
  if (line.steps !== 1) {
    parts.push(t('marias:breakdown.steps', { steps: formatNumber(line.steps, language) }));
  }
  if (line.heartsMultiplier === 2) parts.push(t('marias:breakdown.hearts'));
  const head = line.sign === 0 ? t('marias:breakdown.even') : parts.join(' × ');
  const sign = line.sign < 0 ? '−' : '';
  return `${sign}${head} ${t('marias:breakdown.total', { units: formatNumber(line.units, language) })}`;
}

const sameLines = (a: readonly MariasBreakdownLine[], b: readonly MariasBreakdownLine[]) =>
  a.length === b.length && a.every((l, i) => l.units === b[i]?.units && l.kind === b[i]?.kind);

function Lines(props: { lines: readonly MariasBreakdownLine[]; currency: Currency }) {
  const { t, language } = useT();
  return (
    <ul class="marias-breakdown-lines">
      {props.lines.map((line, i) => (
        <li key={i} class="marias-breakdown-line">
          <span class="marias-breakdown-name">
            {t(mariasKeys.component(line.kind === 'limit' ? 'limit' : line.component))}
            {line.kind === 'component' && line.basis !== 'result' && (
              <span class="muted"> · {t(`marias:breakdown.basis.${line.basis}`)}</span>
            )}
          </span>
          <span class="marias-breakdown-money num">
            {signedMoney(line.money, props.currency, language)}
          </span>
          <span class="marias-breakdown-formula num">
            {line.kind === 'limit'
              ? t('marias:breakdown.limit', {
                  limit: line.limit,
                  raw: line.rawUnits,
                  units: line.rawUnits + line.units,
                })
              : componentFormula(t, line, language)}
          </span>
        </li>
      ))}
    </ul>
  );
}

export function HandBreakdown(props: {
  settlement: MariasSettlement;
  nameOf: (id: PlayerId) => string;
  currency: Currency;
}) {
  const { t, language } = useT();
  const byDefender = new Map<PlayerId, MariasBreakdownLine[]>();
  for (const line of props.settlement.breakdown) {
    byDefender.set(line.defender, [...(byDefender.get(line.defender) ?? []), line]);
  }
  const groups = [...byDefender.entries()];
  const alike = groups.length > 1 && groups.every(([, lines]) => sameLines(lines, groups[0]![1]));
  const shown = alike ? groups.slice(0, 1) : groups;
  return (
    <div class="marias-breakdown" data-marias="breakdown">
      {shown.map(([defender, lines]) => {
        const units = props.settlement.unitsPerDefender[defender] ?? 0;
        return (
          <section key={defender} class="marias-breakdown-part">
            <h3 class="marias-breakdown-title">
              {alike
                ? t('marias:ui.breakdown.eachDefender')
                : t('marias:breakdown.perDefender', { name: props.nameOf(defender) })}
            </h3>
            <Lines lines={lines} currency={props.currency} />
            <p class="marias-breakdown-total num">
              {t('marias:ui.breakdown.total', {
                units: formatNumber(units, language),
                money: signedMoney(
                  -(props.settlement.transfers[defender] ?? 0),
                  props.currency,
                  language,
                ),
              })}
            </p>
          </section>
        );
      })}
      <p class="hint">{t('marias:ui.breakdown.sign')}</p>
    </div>
  );
}

export function RenoncPayments(props: {
  payments: readonly MariasRenoncPayment[];
  nameOf: (id: PlayerId) => string;
  currency: Currency;
}) {
  const { t, language } = useT();
  return (
    <ul class="marias-payments">
      {props.payments.map((p, i) => (
        <li key={i} class="num">
          {t(p.units === undefined ? 'marias:ui.renonc.payment' : 'marias:ui.renonc.paymentUnits', {
            from: props.nameOf(p.from),
            to: props.nameOf(p.to),
            money: plainMoney(p.money, props.currency, language),
            units: p.units ?? 0,
          })}
        </li>
      ))}
    </ul>
  );
}
