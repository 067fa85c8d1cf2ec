// Each player's running balance over the night, drawn as an inline SVG line
// chart from the ledger's contributions in scoring order. No chart library:
// a few polylines, a zero line and a legend. Colours come from CSS variables
// with a light and a dark set (settle.css); the numbers (scale, dashed lines
// that run on top of an earlier one) are chart-model.ts.
import { useMemo } from 'preact/hooks';
import type { Currency, EntryContribution, Money, PlayerId } from '../../engine';
import { formatMoney } from '../format';
import { useT } from '../i18n/use-t';
import {
  byFinalBalance,
  CHART_HEIGHT,
  CHART_PAD,
  CHART_WIDTH,
  chartScale,
  drawOrder,
  finalOf,
  lineDashes,
  runningBalances,
  type ChartScale,
  type ChartSeries,
} from './chart-model';

const COLOURS = 8;

interface BalanceChartProps {
  readonly players: readonly PlayerId[];
  readonly nameOf: (id: PlayerId) => string;
  readonly contributions: readonly EntryContribution[];
  readonly currency: Currency;
  readonly idPrefix: string;
  /** The chart's words when its steps are not a night's entries (a club's season: nights). */
  readonly words?: {
    readonly title: string;
    readonly desc: (summary: string) => string;
    readonly end: string;
  };
}

export function BalanceChart(props: BalanceChartProps) {
  const { t, language } = useT();
  const series = useMemo(
    () => runningBalances(props.players, props.contributions),
    [props.players, props.contributions],
  );
  const steps = props.contributions.length;
  if (steps === 0) return null;
  const scale = chartScale(series, steps);
  const dashes = lineDashes(series);
  const money = (v: Money) => formatMoney(v, props.currency, language, true);
  const titleId = `${props.idPrefix}-title`;
  const descId = `${props.idPrefix}-desc`;
  const summary = byFinalBalance(series)
    .map((s) => `${props.nameOf(s.player)} ${money(finalOf(s))}`)
    .join(', ');
  return (
    <figure class="chart">
      <svg
        class="chart-svg"
        viewBox={`0 0 ${CHART_WIDTH} ${CHART_HEIGHT}`}
        role="img"
        aria-labelledby={`${titleId} ${descId}`}
      >
        <title id={titleId}>{props.words?.title ?? t('settlement:chart.title')}</title>
        <desc id={descId}>
          {props.words?.desc(summary) ?? t('settlement:chart.desc', { count: steps, summary })}
        </desc>
        <ChartGrid scale={scale} money={money} />
        {drawOrder(dashes).map((i) => (
          <ChartLine key={series[i]!.player} s={series[i]!} i={i} dash={dashes[i]} scale={scale} />
        ))}
        <text class="chart-axis" x={CHART_PAD.left} y={CHART_HEIGHT - 5}>
          {t('settlement:chart.start')}
        </text>
        <text
          class="chart-axis"
          x={CHART_PAD.left + scale.plotW}
          y={CHART_HEIGHT - 5}
          text-anchor="end"
        >
          {props.words?.end ?? t('settlement:chart.entries', { count: steps })}
        </text>
      </svg>
      <figcaption>
        <ChartLegend series={series} dashes={dashes} nameOf={props.nameOf} money={money} />
      </figcaption>
    </figure>
  );
}

/** The grid lines at the highest balance, zero and the lowest, each with its amount. */
function ChartGrid({ scale, money }: { scale: ChartScale; money: (v: Money) => string }) {
  return (
    <>
      {scale.ticks.map((v) => (
        <g key={v} class={v === 0 ? 'chart-zero' : 'chart-grid'}>
          <line
            x1={CHART_PAD.left}
            x2={CHART_PAD.left + scale.plotW}
            y1={scale.y(v)}
            y2={scale.y(v)}
          />
          <text x={CHART_WIDTH - 2} y={scale.y(v) + 4} text-anchor="end">
            {money(v)}
          </text>
        </g>
      ))}
    </>
  );
}

interface ChartLineProps {
  readonly s: ChartSeries;
  /** The player's place in the seating: picks the colour. */
  readonly i: number;
  readonly dash: string | undefined;
  readonly scale: ChartScale;
}

/** One player's line, with a dot where the night ends. */
function ChartLine({ s, i, dash, scale }: ChartLineProps) {
  const points = s.values.map((v, k) => `${scale.x(k).toFixed(1)},${scale.y(v).toFixed(1)}`);
  return (
    <g class={`chart-series chart-c${i % COLOURS}`}>
      <polyline
        points={points.join(' ')}
        fill="none"
        stroke-width={2.5}
        stroke-linejoin="round"
        stroke-linecap="round"
        stroke-dasharray={dash}
      />
      <circle cx={scale.x(scale.steps)} cy={scale.y(finalOf(s))} r={3.5} />
    </g>
  );
}

interface ChartLegendProps {
  readonly series: readonly ChartSeries[];
  readonly dashes: readonly (string | undefined)[];
  readonly nameOf: (id: PlayerId) => string;
  readonly money: (v: Money) => string;
}

/** Each player's colour (and dash), name and final balance, in seating order. */
function ChartLegend({ series, dashes, nameOf, money }: ChartLegendProps) {
  return (
    <ul class="chart-legend">
      {series.map((s, i) => (
        <li key={s.player} class={`chart-c${i % COLOURS}`}>
          <svg class="chart-swatch" viewBox="0 0 24 8" aria-hidden="true">
            <line x1={1} x2={23} y1={4} y2={4} stroke-width={3} stroke-dasharray={dashes[i]} />
          </svg>
          <span class="chart-name">{nameOf(s.player)}</span>
          <span class="num">{money(finalOf(s))}</span>
        </li>
      ))}
    </ul>
  );
}
