// Each player's running balance over the night, drawn as an inline SVG line
// chart from the ledger's contributions in scoring order. No chart library:
// a few polylines, a zero line and a legend. Colours come from CSS variables
// with a light and a dark set (settle.css); a line that mostly runs on top of
// an earlier one (vint partners always do) is drawn dashed so both show.
import { useMemo } from 'preact/hooks';
import type { Currency, EntryContribution, Money, PlayerId } from '../../engine';
import { formatMoney } from '../format';
import { useT } from '../i18n/use-t';

const WIDTH = 360;
const HEIGHT = 200;
const PAD = { left: 6, right: 78, top: 12, bottom: 22 } as const;
const COLOURS = 8;
/** Dash patterns for lines that run on top of an earlier one (SVG user units). */
const DASHES = ['7 7', '3 6', '12 5'] as const;

export interface ChartSeries {
  readonly player: PlayerId;
  /** Balance before the first entry (0) and after each entry. */
  readonly values: readonly Money[];
}

/** Running balances per player, in seating order. */
export function runningBalances(
  players: readonly PlayerId[],
  contributions: readonly EntryContribution[],
): ChartSeries[] {
  return players.map((player) => {
    let sum = 0;
    const values = [0];
    for (const c of contributions) {
      sum += c.transfers[player] ?? 0;
      values.push(sum);
    }
    return { player, values };
  });
}

export function BalanceChart(props: {
  players: readonly PlayerId[];
  nameOf: (id: PlayerId) => string;
  contributions: readonly EntryContribution[];
  currency: Currency;
  idPrefix: string;
}) {
  const { t, language } = useT();
  const series = useMemo(
    () => runningBalances(props.players, props.contributions),
    [props.players, props.contributions],
  );
  const steps = props.contributions.length;
  if (steps === 0) return null;
  const all = series.flatMap((s) => s.values);
  const max = Math.max(0, ...all);
  const min = Math.min(0, ...all);
  const span = max - min || 1;
  const plotW = WIDTH - PAD.left - PAD.right;
  const plotH = HEIGHT - PAD.top - PAD.bottom;
  const x = (i: number) => PAD.left + (i / steps) * plotW;
  const y = (v: number) => PAD.top + ((max - v) / span) * plotH;
  const money = (v: Money) => formatMoney(v, props.currency, language, true);
  const final = (s: ChartSeries) => s.values[s.values.length - 1] ?? 0;
  // Segments already drawn: a line that runs on top of earlier ones for at
  // least half the night is dashed and drawn last, so both stay visible.
  const drawn = new Set<string>();
  let dashed = 0;
  const lines = series.map((s, i) => {
    const segments = s.values.slice(1).map((v, k) => `${k}:${s.values[k]}>${v}`);
    const shared = segments.filter((seg) => drawn.has(seg)).length;
    const overlaps = shared * 2 >= segments.length;
    for (const seg of segments) drawn.add(seg);
    const dash = overlaps ? DASHES[dashed++ % DASHES.length] : undefined;
    const points = s.values.map((v, k) => `${x(k).toFixed(1)},${y(v).toFixed(1)}`).join(' ');
    return { s, i, dash, points };
  });
  const titleId = `${props.idPrefix}-title`;
  const descId = `${props.idPrefix}-desc`;
  const summary = [...series]
    .sort((a, b) => final(b) - final(a))
    .map((s) => `${props.nameOf(s.player)} ${money(final(s))}`)
    .join(', ');
  const ticks = [...new Set([max, 0, min])];

  return (
    <figure class="chart">
      <svg
        class="chart-svg"
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        role="img"
        aria-labelledby={`${titleId} ${descId}`}
      >
        <title id={titleId}>{t('settlement:chart.title')}</title>
        <desc id={descId}>{t('settlement:chart.desc', { count: steps, summary })}</desc>
        {ticks.map((v) => (
          <g key={v} class={v === 0 ? 'chart-zero' : 'chart-grid'}>
            <line x1={PAD.left} x2={PAD.left + plotW} y1={y(v)} y2={y(v)} />
            <text x={WIDTH - 2} y={y(v) + 4} text-anchor="end">
              {money(v)}
            </text>
          </g>
        ))}
        {lines
          .filter((l) => !l.dash)
          .concat(lines.filter((l) => l.dash))
          .map(({ s, i, dash, points }) => (
            <g key={s.player} class={`chart-series chart-c${i % COLOURS}`}>
              <polyline
                points={points}
                fill="none"
                stroke-width={2.5}
                stroke-linejoin="round"
                stroke-linecap="round"
                stroke-dasharray={dash}
              />
              <circle cx={x(steps)} cy={y(final(s))} r={3.5} />
            </g>
          ))}
        <text class="chart-axis" x={PAD.left} y={HEIGHT - 5}>
          {t('settlement:chart.start')}
        </text>
        <text class="chart-axis" x={PAD.left + plotW} y={HEIGHT - 5} text-anchor="end">
          {t('settlement:chart.entries', { count: steps })}
        </text>
      </svg>
      <figcaption>
        <ul class="chart-legend">
          {series.map((s, i) => (
            <li key={s.player} class={`chart-c${i % COLOURS}`}>
              <svg class="chart-swatch" viewBox="0 0 24 8" aria-hidden="true">
                <line
                  x1={1}
                  x2={23}
                  y1={4}
                  y2={4}
                  stroke-width={3}
                  stroke-dasharray={lines[i]?.dash}
                />
              </svg>
              <span class="chart-name">{props.nameOf(s.player)}</span>
              <span class="num">{money(final(s))}</span>
            </li>
          ))}
        </ul>
      </figcaption>
    </figure>
  );
}
