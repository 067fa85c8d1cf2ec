// A small independent reference model of shared/rules/preferans.md, written
// straight from the document's formulas with named players and exact
// fractions, to check the engine against (never the engine's own code).
import type { PreferansDeal, PreferansSettings } from '../../../app/engine/games/preferans';

/** An exact fraction n/d with d > 0. */
export interface Q {
  readonly n: number;
  readonly d: number;
}
const gcd = (a: number, b: number): number => (b === 0 ? Math.abs(a) || 1 : gcd(b, a % b));
export const q = (n: number, d = 1): Q => {
  const g = gcd(n, d);
  const s = d < 0 ? -1 : 1;
  return { n: (s * n) / g || 0, d: (s * d) / g };
};
export const add = (a: Q, b: Q): Q => q(a.n * b.d + b.n * a.d, a.d * b.d);
export const mul = (a: Q, k: number): Q => q(a.n * k, a.d);

export interface RefSheet {
  pulya: Record<string, number>;
  gora: Record<string, number>;
  /** "i>j": what i has written on j. */
  whists: Record<string, number>;
}

export const refEmpty = (players: readonly string[]): RefSheet => ({
  pulya: Object.fromEntries(players.map((p) => [p, 0])),
  gora: Object.fromEntries(players.map((p) => [p, 0])),
  whists: Object.fromEntries(
    players.flatMap((i) => players.filter((j) => j !== i).map((j) => [`${i}>${j}`, 0])),
  ),
});

const COST: Record<number, number> = { 6: 2, 7: 4, 8: 6, 9: 8, 10: 10 };
const OBL: Record<number, number> = { 6: 4, 7: 2, 8: 1, 9: 1, 10: 1 };
const plus = (x: number) => Math.max(0, x);

/** §8: x points into p's pulya, the rest as help, then off his gora. */
function intoPulya(
  sh: RefSheet,
  players: readonly string[],
  s: PreferansSettings,
  p: string,
  x: number,
) {
  let rest = x;
  const room = (j: string) => s.pulyaSize - sh.pulya[j]!;
  const mine = Math.min(rest, room(p));
  sh.pulya[p]! += mine;
  rest -= mine;
  const at = players.indexOf(p);
  const clockwise = players.map((_, k) => players[(at + k) % players.length]!).slice(1);
  while (rest > 0) {
    const open = clockwise.filter((j) => room(j) > 0);
    if (open.length === 0) break;
    const top = Math.max(...open.map((j) => sh.pulya[j]!));
    const to = open.find((j) => sh.pulya[j] === top)!;
    const take = Math.min(rest, room(to));
    sh.pulya[to]! += take;
    sh.whists[`${p}>${to}`]! += take * s.pulyaPointWhists;
    rest -= take;
  }
  if (rest > 0) {
    sh.gora[p]! -= s.helpRemainder === 'ownGora' ? rest : Math.min(rest, plus(sh.gora[p]!));
  }
}

/** §6: an all-pass deal (gora or Rostov whists, the zero-trick prize, the dealer's prize). */
function refAllPass(
  sh: RefSheet,
  deal: PreferansDeal & { type: 'allPass' },
  players: readonly string[],
  inPlay: readonly string[],
  s: PreferansSettings,
  series: number,
): { sheet: RefSheet; series: number } {
  const W = (key: string, x: number) => (sh.whists[key]! += x);
  const k = series + 1;
  const m = s.progression[Math.min(k, s.progression.length) - 1]!;
  const t = (p: string) => deal.tricks[p] ?? 0;
  const least = Math.min(...inPlay.map(t));
  if (s.allPass === 'gora') {
    for (const p of inPlay) sh.gora[p]! += s.passUnit * m * (t(p) - (s.passAmnesty ? least : 0));
  } else {
    const lows = inPlay.filter((p) => t(p) === least);
    for (const f of lows)
      for (const j of inPlay)
        if (t(j) !== least) {
          const full = s.rostovPassWhists * m * t(j);
          W(`${f}>${j}`, lows.length === 2 && s.rostovTie === 'halve' ? full / 2 : full);
        }
  }
  for (const p of inPlay) {
    if (t(p) !== 0) continue;
    const prize = { multiplier: m, one: 1, none: 0 }[s.passZeroPrize];
    if (prize) intoPulya(sh, players, s, p, prize);
  }
  if (players.length === 4 && s.dealerPassPrize)
    intoPulya(sh, players, s, deal.dealer, s.dealerPassPrize);
  return { sheet: sh, series: k };
}

/** One deal onto a copy of the sheet; returns it and the series after. */
export function refDeal(
  before: RefSheet,
  deal: PreferansDeal,
  players: readonly string[],
  s: PreferansSettings,
  series: number,
): { sheet: RefSheet; series: number } {
  const sh: RefSheet = structuredClone(before);
  const inPlay = players.length === 4 ? players.filter((p) => p !== deal.dealer) : [...players];
  const W = (i: string, j: string, x: number) => (sh.whists[`${i}>${j}`]! += x);
  if (deal.type === 'misere') {
    if (deal.declarerTricks === 0) intoPulya(sh, players, s, deal.declarer, 10);
    else sh.gora[deal.declarer]! += s.remizFactor * 10 * deal.declarerTricks;
    return { sheet: sh, series: 0 };
  }
  if (deal.type === 'allPass') return refAllPass(sh, deal, players, inPlay, s, series);
  const L = deal.level;
  const c = COST[L]!;
  const O = OBL[L]!;
  const a = deal.declarer;
  const ai = inPlay.indexOf(a);
  const first = inPlay[(ai + 1) % 3]!;
  const second = inPlay[(ai + 2) % 3]!;
  const checked = s.tenChecked && L === 10;
  const v1 = checked || deal.firstCall === 'whist';
  const v2 = checked || deal.secondCall === 'whist';
  const half = deal.secondCall === 'half';
  const played = v1 || v2 || (half && s.halfWhist === 'played');
  if (!played) {
    intoPulya(sh, players, s, a, c);
    if (half) W(second, a, (s.whistFactor * c * O) / 2);
    return { sheet: sh, series: s.passSeriesEndsOnUnplayed ? 0 : series };
  }
  const T1 = deal.tricks![first]!;
  const T2 = deal.tricks![second]!;
  const D = T1 + T2;
  const undertricks = plus(L - deal.tricks![a]!);
  const lam = s.whistLiability === 'full' ? 1 : 0.5;
  const wc = s.whistFactor * c;
  if (undertricks === 0) intoPulya(sh, players, s, a, c);
  else sh.gora[a]! += s.remizFactor * c * undertricks;
  if (undertricks > 0 && s.consolation) {
    // §4.3: a played half-whist's failed contract is consoled the same way.
    const writers = [first, second];
    if (players.length === 4 && s.consolationToDealer) writers.push(deal.dealer);
    for (const p of writers) W(p, a, wc * undertricks);
  }
  if (half) {
    W(second, a, s.whistFactor * c * Math.min(D, O / 2));
    sh.gora[second]! += lam * s.remizFactor * c * plus(O / 2 - D);
    return { sheet: sh, series: 0 };
  }
  const miss: Record<string, number> = { [first]: 0, [second]: 0 };
  if (v1 && v2) {
    W(first, a, wc * T1);
    W(second, a, wc * T2);
    if (checked) {
      // nobody is liable on a checked ten
    } else if (L >= 8) {
      miss[second] = s.twoWhisters === 'team' ? plus(1 - D) : plus(1 - T2);
    } else {
      const h = O / 2;
      miss[first] = s.twoWhisters === 'team' ? plus(h - T1 - plus(T2 - h)) : plus(h - T1);
      miss[second] = s.twoWhisters === 'team' ? plus(h - T2 - plus(T1 - h)) : plus(h - T2);
    }
  } else {
    const whister = v1 ? first : second;
    const passer = v1 ? second : first;
    if (undertricks > 0 && s.loneWhist === 'gentleman') {
      W(whister, a, (wc * D) / 2);
      W(passer, a, (wc * D) / 2);
    } else W(whister, a, wc * D);
    miss[whister] = plus(O - D);
  }
  for (const p of [first, second]) sh.gora[p]! += lam * s.remizFactor * c * miss[p]!;
  return { sheet: sh, series: 0 };
}

/** §10 Net_i as exact fractions; gora by the early-end rule when a pulya is open. */
export function refNet(sh: RefSheet, players: readonly string[], s: PreferansSettings): Q[] {
  const n = players.length;
  const div = s.goraDivisor === 'players' ? n : n - 1;
  const G = (p: string) =>
    sh.gora[p]! +
    (s.earlyEnd === 'pulyaToGora' ? ((s.pulyaSize - sh.pulya[p]!) * s.pulyaPointWhists) / 10 : 0);
  return players.map((i) => {
    let net = q(0);
    for (const j of players) {
      if (j === i) continue;
      // d_ij = В_ij + Г_j·10/div − В_ji − Г_i·10/div, whists kept in halves
      net = add(net, q(2 * (sh.whists[`${i}>${j}`]! - sh.whists[`${j}>${i}`]!), 2));
      net = add(net, q(10 * (G(j) - G(i)), div));
    }
    return net;
  });
}

/** settlement.md §2 with roundTo = 1: floor, then +1 to the largest remainders, ties by seat. */
export function refMoney(net: readonly Q[], stake: number): number[] {
  const exact = net.map((x) => mul(x, stake));
  const floors = exact.map((x) => Math.floor(x.n / x.d));
  // remainders as exact fractions (x.n − floor·x.d) / x.d, compared crosswise
  const rems = exact.map((x, i) => ({ i, n: x.n - floors[i]! * x.d, d: x.d }));
  let missing = -floors.reduce((a, b) => a + b, 0);
  rems.sort((a, b) => b.n * a.d - a.n * b.d || a.i - b.i);
  const out = [...floors];
  for (const { i } of rems) if (missing-- > 0) out[i]! += 1;
  return out;
}

/** The fewest payments for integer balances: n' − the most disjoint zero-sum groups (brute force). */
export function refMinPayments(balances: readonly number[]): number {
  const xs = balances.filter((b) => b !== 0);
  const best = (rest: number[]): number => {
    if (rest.length === 0) return 0;
    const [head, ...tail] = rest;
    let top = 0;
    // every group containing head: choose a subset of tail
    for (let mask = 0; mask < 1 << tail.length; mask++) {
      const pick = tail.filter((_, k) => mask & (1 << k));
      if (head! + pick.reduce((a, b) => a + b, 0) !== 0) continue;
      top = Math.max(top, 1 + best(tail.filter((_, k) => !(mask & (1 << k)))));
    }
    return top;
  };
  return xs.length - best(xs);
}
