// What the sheet is worth (rules §9, §10): the value of a deal or of the whole
// sheet in whists, the pulka's settlement pair by pair, and its money. Every
// fraction is kept exact as an integer over one common denominator
// den = 2·n·(n − 1): halves come from a Rostov tie, n from gora ÷ players,
// n − 1 from gora ÷ opponents. Money is rounded once, through the night
// settlement's largest-remainder rule, so the pulka sums to zero.
import { money, type Money } from '../../money';
import { roundBalances } from '../../settlement/round';
import type { PlayerId } from '../../transfers';
import type { PreferansSettings } from './settings';
import type { PrefSheet } from './sheet';

/** The common denominator of every value of an n-player pulka. */
export const denominatorOf = (n: number): number => 2 * n * (n - 1);

const goraDivisor = (s: PreferansSettings, n: number): number =>
  s.goraDivisor === 'players' ? n : n - 1;

/**
 * Each player's standing in whists × den: Σ_j (В_ij − В_ji) + F·(mean Г′ − Г′_i)
 * with Г′ = Г − (p/10)·П and F = 10·n/divisor (§9). The difference of two
 * standings is the value of what was written in between; it sums to zero.
 */
export function sheetValue(sheet: PrefSheet, s: PreferansSettings): number[] {
  const n = sheet.pulya.length;
  const den = denominatorOf(n);
  const g = sheet.gora.map((x, i) => x - (s.pulyaPointWhists / 10) * sheet.pulya[i]!);
  return pairwise(sheet, g, den / goraDivisor(s, n)).net;
}

/** The gora each player settles with: the sheet's, plus the unclosed pulya by `earlyEnd` (§8). */
export function settlementGora(sheet: PrefSheet, s: PreferansSettings): number[] {
  return sheet.gora.map((g, i) =>
    s.earlyEnd === 'pulyaToGora'
      ? g + (s.pulyaPointWhists / 10) * Math.max(0, s.pulyaSize - sheet.pulya[i]!)
      : g,
  );
}

/** d_ij × den and Net_i × den for the given gora; k = 10·den / divisor. */
function pairwise(sheet: PrefSheet, gora: readonly number[], perGora: number) {
  const n = gora.length;
  const den = denominatorOf(n);
  const k = 10 * perGora;
  const pair: number[][] = Array.from({ length: n }, () => new Array<number>(n).fill(0));
  const net = new Array<number>(n).fill(0);
  for (let i = 0; i < n; i++) {
    for (let j = 0; j < n; j++) {
      if (i === j) continue;
      const d = den * (sheet.whists[i]![j]! - sheet.whists[j]![i]!) + k * (gora[j]! - gora[i]!);
      pair[i]![j] = d;
      net[i]! += d;
    }
  }
  return { pair, net: net.map((x) => (x === 0 ? 0 : x)) };
}

export interface PulkaSettlement {
  /** Every fraction below is this many parts of a whist. */
  readonly den: number;
  /** The gora settled (early end applied), before amnesty. */
  readonly gora: readonly number[];
  /** The smallest gora, subtracted from all (§10.2; changes no result). */
  readonly amnesty: number;
  /** pair[i][j] × den whists: what j owes i when positive. */
  readonly pair: readonly (readonly number[])[];
  /** Net_i × den whists; sums to zero. */
  readonly net: readonly number[];
  /** Net_i × stake in minor units, rounded so they sum to zero (settlement.md §2). */
  readonly money: Readonly<Record<PlayerId, Money>>;
}

/** The pulka settled now (§10): at its end, or early by the `earlyEnd` rule. */
export function settlePulka(
  sheet: PrefSheet,
  players: readonly PlayerId[],
  s: PreferansSettings,
): PulkaSettlement {
  const n = players.length;
  const den = denominatorOf(n);
  const gora = settlementGora(sheet, s);
  const amnesty = Math.min(...gora);
  const after = gora.map((g) => g - amnesty);
  const { pair, net } = pairwise(sheet, after, den / goraDivisor(s, n));
  const scaled: Record<PlayerId, Money> = {};
  players.forEach((p, i) => (scaled[p] = money(net[i]! * s.stake)));
  const rounded = roundBalances(scaled, den, players);
  const out: Record<PlayerId, Money> = {};
  for (const p of players) out[p] = money(rounded[p]! / den);
  return { den, gora, amnesty, pair, net, money: out };
}

/** A value × den as a whole part and a proper fraction, for "+5⅓". */
export function splitValue(
  scaled: number,
  den: number,
): {
  readonly sign: -1 | 0 | 1;
  readonly whole: number;
  readonly num: number;
  readonly den: number;
} {
  const sign = scaled === 0 ? 0 : scaled < 0 ? -1 : 1;
  const abs = Math.abs(scaled);
  const whole = Math.floor(abs / den);
  const rest = abs - whole * den;
  const g = gcd(rest, den);
  return { sign, whole, num: rest / g, den: den / g };
}

function gcd(a: number, b: number): number {
  let x = a;
  let y = b;
  while (y !== 0) [x, y] = [y, x % y];
  return x === 0 ? 1 : x;
}
