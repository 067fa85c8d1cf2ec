// Scoring one deal onto the sheet (rules §4–§7): a contract (not played,
// half-whist, played with its consolation, trick whists and whisters'
// liability), a misère, an all-pass with its progression (gora or the Rostov
// whists). The deal must have passed validation; this only computes.
import type { PlayerId } from '../../transfers';
import type { AllPassDeal, ContractDeal, MisereDeal, PreferansDeal } from './deal';
import {
  activePlayers,
  costOf,
  defendersOf,
  isPlayed,
  MISERE_COST,
  obligationOf,
  TRICKS,
} from './deal';
import type { PreferansSettings } from './settings';
import { SheetWriter, type PrefSheet, type SheetLine } from './sheet';

export interface ScoreContext {
  readonly players: readonly PlayerId[];
  readonly settings: PreferansSettings;
  /** All-pass deals in a row before this one (the series so far). */
  readonly series: number;
}

export interface DealScore {
  readonly sheet: PrefSheet;
  readonly lines: readonly SheetLine[];
  /** The series after this deal. */
  readonly series: number;
}

/** m_k of the k-th all-pass (k from 1): the progression's last value repeats. */
export function multiplierOf(progression: readonly number[], k: number): number {
  return progression[Math.min(k, progression.length) - 1] ?? 1;
}

const pos = (x: number): number => (x > 0 ? x : 0);

function helpSeats(deal: PreferansDeal, players: readonly PlayerId[]): number[] | undefined {
  return deal.helpOrder?.map((p) => players.indexOf(p));
}

function scoreUnplayed(w: SheetWriter, deal: ContractDeal, ctx: ScoreContext, help?: number[]) {
  const { players, settings: s } = ctx;
  const c = costOf(deal.level);
  const d = players.indexOf(deal.declarer);
  w.addPulya(d, c, 'contract', help);
  if (deal.secondCall === 'half') {
    const [, second] = defendersOf(players, deal.dealer, deal.declarer);
    w.addWhists(
      players.indexOf(second),
      d,
      (s.whistFactor * c * obligationOf(deal.level)) / 2,
      'halfWhist',
    );
  }
}

/** Gora per missing trick for each defender (§4.4 d), by the two calls. */
function liability(
  deal: ContractDeal,
  t1: number,
  t2: number,
  s: PreferansSettings,
): [number, number] {
  const L = deal.level;
  const O = obligationOf(L);
  if (s.tenChecked && L === 10) return [0, 0];
  const whist1 = deal.firstCall === 'whist';
  const whist2 = deal.secondCall === 'whist';
  if (whist1 !== whist2) {
    const missing = pos(O - t1 - t2);
    return whist1 ? [missing, 0] : [0, missing];
  }
  if (L >= 8) return [0, s.twoWhisters === 'team' ? pos(1 - t1 - t2) : pos(1 - t2)];
  const h = O / 2;
  if (s.twoWhisters === 'personal') return [pos(h - t1), pos(h - t2)];
  return [pos(h - t1 - pos(t2 - h)), pos(h - t2 - pos(t1 - h))];
}

function scorePlayed(w: SheetWriter, deal: ContractDeal, ctx: ScoreContext, help?: number[]) {
  const { players, settings: s } = ctx;
  const tricks = deal.tricks!;
  const L = deal.level;
  const c = costOf(L);
  const wc = s.whistFactor * c;
  const d = players.indexOf(deal.declarer);
  const [p1, p2] = defendersOf(players, deal.dealer, deal.declarer);
  const i1 = players.indexOf(p1);
  const i2 = players.indexOf(p2);
  const t1 = tricks[p1] ?? 0;
  const t2 = tricks[p2] ?? 0;
  const D = t1 + t2;
  const u = pos(L - (TRICKS - D));
  // a. declarer
  if (u === 0) w.addPulya(d, c, 'contract', help);
  else w.addGora(d, s.remizFactor * c * u, 'remiz');
  // b. consolation: with a half-whist too (§4.3), the passer and the sitter alike.
  if (u > 0 && s.consolation) {
    w.addWhists(i1, d, wc * u, 'consolation');
    w.addWhists(i2, d, wc * u, 'consolation');
    if (players.length === 4 && s.consolationToDealer) {
      w.addWhists(players.indexOf(deal.dealer), d, wc * u, 'consolation');
    }
  }
  if (deal.secondCall === 'half') {
    // halfWhist = played: the half-whister is a lone whister with quota O/2.
    const h = obligationOf(L) / 2;
    w.addWhists(i2, d, s.whistFactor * c * Math.min(D, h), 'tricks');
    const rc = s.remizFactor * c * (s.whistLiability === 'full' ? 1 : 0.5);
    w.addGora(i2, rc * pos(h - D), 'liability');
    return;
  }
  // c. whists for tricks
  const whist1 = deal.firstCall === 'whist' || (s.tenChecked && L === 10);
  const whist2 = deal.secondCall === 'whist' || (s.tenChecked && L === 10);
  if (whist1 && whist2) {
    w.addWhists(i1, d, wc * t1, 'tricks');
    w.addWhists(i2, d, wc * t2, 'tricks');
  } else {
    const [whister, passer] = whist1 ? [i1, i2] : [i2, i1];
    if (u > 0 && s.loneWhist === 'gentleman') {
      w.addWhists(whister, d, (wc * D) / 2, 'tricks');
      w.addWhists(passer, d, (wc * D) / 2, 'tricks');
    } else {
      w.addWhists(whister, d, wc * D, 'tricks');
    }
  }
  // d. whisters' liability
  const [m1, m2] = liability(deal, t1, t2, s);
  const perTrick = s.remizFactor * c * (s.whistLiability === 'full' ? 1 : 0.5);
  w.addGora(i1, perTrick * m1, 'liability');
  w.addGora(i2, perTrick * m2, 'liability');
}

function scoreMisere(w: SheetWriter, deal: MisereDeal, ctx: ScoreContext, help?: number[]) {
  const d = ctx.players.indexOf(deal.declarer);
  if (deal.declarerTricks === 0) w.addPulya(d, MISERE_COST, 'misere', help);
  else w.addGora(d, ctx.settings.remizFactor * MISERE_COST * deal.declarerTricks, 'misereRemiz');
}

function scoreAllPass(w: SheetWriter, deal: AllPassDeal, ctx: ScoreContext, help?: number[]) {
  const { players, settings: s } = ctx;
  const m = multiplierOf(s.progression, ctx.series + 1);
  const active = activePlayers(players, deal.dealer);
  const t = active.map((p) => deal.tricks[p] ?? 0);
  const seats = active.map((p) => players.indexOf(p));
  const fewest = Math.min(...t);
  if (s.allPass === 'gora') {
    const a = s.passAmnesty ? fewest : 0;
    seats.forEach((seat, k) => w.addGora(seat, s.passUnit * m * (t[k]! - a), 'allPass'));
  } else {
    const low = seats.filter((_, k) => t[k] === fewest);
    const share = low.length > 1 && s.rostovTie === 'halve' ? 0.5 : 1;
    for (const from of low) {
      seats.forEach((on, k) => {
        if (t[k] !== fewest)
          w.addWhists(from, on, s.rostovPassWhists * m * t[k]! * share, 'rostovPass');
      });
    }
  }
  const prize = s.passZeroPrize === 'one' ? 1 : s.passZeroPrize === 'none' ? 0 : m;
  seats.forEach((seat, k) => {
    if (t[k] === 0 && prize > 0) w.addPulya(seat, prize, 'allPassPrize', help);
  });
  if (players.length === 4 && s.dealerPassPrize > 0) {
    w.addPulya(players.indexOf(deal.dealer), s.dealerPassPrize, 'dealerPrize', help);
  }
}

/** The deal written onto the sheet. */
export function scoreDeal(sheet: PrefSheet, deal: PreferansDeal, ctx: ScoreContext): DealScore {
  const w = new SheetWriter(sheet, ctx.settings);
  const help = helpSeats(deal, ctx.players);
  const s = ctx.settings;
  let series = 0;
  if (deal.type === 'allPass') {
    scoreAllPass(w, deal, ctx, help);
    series = ctx.series + 1;
  } else if (deal.type === 'misere') {
    scoreMisere(w, deal, ctx, help);
  } else if (isPlayed(deal, s.halfWhist, s.tenChecked)) {
    scorePlayed(w, deal, ctx, help);
  } else {
    scoreUnplayed(w, deal, ctx, help);
    if (!s.passSeriesEndsOnUnplayed) series = ctx.series;
  }
  return { sheet: w.sheet(), lines: w.lines, series };
}
