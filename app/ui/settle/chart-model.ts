// The balance chart as numbers: each player's running balance after every
// entry, the scale that maps entries and money onto the SVG, and which lines
// are dashed because they run on top of an earlier one (vint partners always
// do). balance-chart.tsx only draws what this file computes.
import type { EntryContribution, Money, PlayerId } from '../../engine';

export const CHART_WIDTH = 360;
export const CHART_HEIGHT = 200;
export const CHART_PAD = { left: 6, right: 78, top: 12, bottom: 22 } as const;
/** Dash patterns for lines that run on top of an earlier one (SVG user units). */
export const DASHES = ['7 7', '3 6', '12 5'] as const;

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

/** Where a player stands after the last entry. */
export const finalOf = (s: ChartSeries): Money => s.values[s.values.length - 1] ?? 0;

export interface ChartScale {
  readonly steps: number;
  /** The plot's width and height inside the padding. */
  readonly plotW: number;
  readonly plotH: number;
  /** SVG x of the balance after entry i (0: the start). */
  readonly x: (i: number) => number;
  /** SVG y of an amount: the top is the highest balance (or 0), the bottom the lowest. */
  readonly y: (v: Money) => number;
  /** The amounts with a grid line: the highest, zero, the lowest (each once). */
  readonly ticks: readonly Money[];
}

export function chartScale(series: readonly ChartSeries[], steps: number): ChartScale {
  const all = series.flatMap((s) => s.values);
  const max = Math.max(0, ...all);
  const min = Math.min(0, ...all);
  const span = max - min || 1;
  const plotW = CHART_WIDTH - CHART_PAD.left - CHART_PAD.right;
  const plotH = CHART_HEIGHT - CHART_PAD.top - CHART_PAD.bottom;
  return {
    steps,
    plotW,
    plotH,
    x: (i) => CHART_PAD.left + (i / Math.max(steps, 1)) * plotW,
    y: (v) => CHART_PAD.top + ((max - v) / span) * plotH,
    ticks: [...new Set([max, 0, min])],
  };
}

/**
 * Per series, its dash pattern or none: a line that runs on top of earlier
 * ones (the same step between the same balances) for at least half the night
 * is dashed, the patterns taken in turn.
 */
export function lineDashes(series: readonly ChartSeries[]): (string | undefined)[] {
  const drawn = new Set<string>();
  let dashed = 0;
  return series.map((s) => {
    const segments = s.values.slice(1).map((v, k) => `${k}:${s.values[k]}>${v}`);
    const shared = segments.filter((seg) => drawn.has(seg)).length;
    for (const seg of segments) drawn.add(seg);
    return shared * 2 >= segments.length ? DASHES[dashed++ % DASHES.length] : undefined;
  });
}

/** The series indexes in drawing order: solid lines first, dashed ones on top, so both show. */
export const drawOrder = (dashes: readonly (string | undefined)[]): number[] => [
  ...dashes.flatMap((d, i) => (d ? [] : [i])),
  ...dashes.flatMap((d, i) => (d ? [i] : [])),
];

/** The players from the biggest winner down, for the chart's text description. */
export const byFinalBalance = (series: readonly ChartSeries[]): ChartSeries[] =>
  [...series].sort((a, b) => finalOf(b) - finalOf(a));
