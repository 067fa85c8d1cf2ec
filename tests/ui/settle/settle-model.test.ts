// The settle and history screens' numbers (app/ui/settle: chart-model,
// history-model, paid-marks, compute): worked examples in haléře with the
// settlement rules' balances (shared/rules/settlement.md §2, §5).
import { describe, expect, it } from 'vitest';
import type { EntryContribution } from '../../../app/engine';
import type { NightRow } from '../../../app/storage';
import {
  byFinalBalance,
  chartScale,
  DASHES,
  drawOrder,
  lineDashes,
  runningBalances,
} from '../../../app/ui/settle/chart-model';
import { openPayments, roundToChoice, roundToOfChoice } from '../../../app/ui/settle/compute';
import { byResult, settledResult, signClass, totalsOf } from '../../../app/ui/settle/history-model';
import { settleOptimistic, shownPaid } from '../../../app/ui/settle/paid-marks';

const entry = (seq: number, transfers: Record<string, number>): EntryContribution => ({
  entryId: `e${seq}`,
  seq,
  kind: 'transfer',
  transfers,
});

describe('the balance chart', () => {
  // Two hands of three players: A wins 4 Kč from B and C, then C wins 6 Kč from A.
  const hands = [entry(1, { a: 400, b: -200, c: -200 }), entry(2, { a: -600, c: 600 })];

  it('runs each balance from 0 through every entry', () => {
    expect(runningBalances(['a', 'b', 'c'], hands)).toEqual([
      { player: 'a', values: [0, 400, -200] },
      { player: 'b', values: [0, -200, -200] },
      { player: 'c', values: [0, -200, 400] },
    ]);
  });

  it('maps the highest balance to the top, the lowest to the bottom, entries across', () => {
    const scale = chartScale(runningBalances(['a', 'b', 'c'], hands), 2);
    // 360 × 200 with padding left 6, right 78, top 12, bottom 22: plot 276 × 166.
    expect([scale.plotW, scale.plotH]).toEqual([276, 166]);
    expect([scale.x(0), scale.x(1), scale.x(2)]).toEqual([6, 144, 282]);
    expect(scale.y(400)).toBe(12);
    expect(scale.y(-200)).toBe(178);
    expect(scale.y(0)).toBeCloseTo(12 + (400 / 600) * 166);
    expect(scale.ticks).toEqual([400, 0, -200]);
  });

  it('has one grid line at zero when nothing moved', () => {
    const scale = chartScale(runningBalances(['a', 'b'], [entry(1, {})]), 1);
    expect(scale.ticks).toEqual([0]);
    expect(scale.y(0)).toBe(12);
  });

  it('dashes a line that runs on top of an earlier one (vint partners)', () => {
    // N and S win together, E and W lose together: S's line is N's, W's is E's.
    const deals = [
      entry(1, { n: 500, s: 500, e: -500, w: -500 }),
      entry(2, { n: -100, s: -100, e: 100, w: 100 }),
    ];
    const dashes = lineDashes(runningBalances(['n', 'e', 's', 'w'], deals));
    expect(dashes).toEqual([undefined, undefined, DASHES[0], DASHES[1]]);
    expect(drawOrder(dashes)).toEqual([0, 1, 2, 3]);
    expect(drawOrder([DASHES[0], undefined, DASHES[1], undefined])).toEqual([1, 3, 0, 2]);
  });

  it('describes the players from the biggest winner down, equal ones in seating order', () => {
    // C +4 Kč, A and B −2 Kč each.
    const order = byFinalBalance(runningBalances(['a', 'b', 'c'], hands)).map((s) => s.player);
    expect(order).toEqual(['c', 'a', 'b']);
  });
});

const night = (id: string, currency: 'CZK' | 'RUB', playerIds: string[]): NightRow => ({
  id,
  game: 'marias',
  playerIds,
  currency,
  settings: {},
  createdAt: 0,
});

describe('the history totals', () => {
  it('sums each currency apart, biggest winner first, and skips nights that cannot be scored', () => {
    const totals = totalsOf([
      { row: night('1', 'CZK', ['a', 'b', 'c']), result: { a: 1200, b: -500, c: -700 } },
      { row: night('2', 'CZK', ['a', 'b', 'c']), result: { a: -300, b: 900, c: -600 } },
      { row: night('3', 'RUB', ['a', 'd', 'e', 'f']), result: { a: 100, d: -100, e: 0, f: 0 } },
      { row: night('4', 'CZK', ['a', 'b', 'c']) },
    ]);
    expect(totals).toEqual([
      {
        currency: 'CZK',
        rows: [
          { player: 'a', total: 900, nights: 2 },
          { player: 'b', total: 400, nights: 2 },
          { player: 'c', total: -1300, nights: 2 },
        ],
      },
      {
        currency: 'RUB',
        rows: [
          { player: 'a', total: 100, nights: 1 },
          { player: 'e', total: 0, nights: 1 },
          { player: 'f', total: 0, nights: 1 },
          { player: 'd', total: -100, nights: 1 },
        ],
      },
    ]);
  });

  // Issue #28: two preferans nights at 1 kopeck a whist, settled to 1 ₽. Миша
  // won 1,29 ₽ and 0,78 ₽ exactly and was paid 1 ₽ each time: History says
  // +2 ₽, not the +2,07 ₽ nobody paid.
  it('counts each night with its settled (rounded) amounts, not the exact ones', () => {
    const order = ['m', 's', 'v'];
    const first = settledResult({ m: 129, s: -25, v: -104 }, {}, 100, order);
    // Floors +1, −1, −2 (remainders 29, 75, 96): the two units go to v and s.
    expect(first).toEqual({ result: { m: 100, s: 0, v: -100 }, roundedBy: 29 });
    const second = settledResult({ m: 78, s: -39, v: -39 }, {}, 100, order);
    // Floors 0, −1, −1 (remainders 78, 61, 61): m, then s by seat order.
    expect(second).toEqual({ result: { m: 100, s: 0, v: -100 }, roundedBy: 61 });
    const totals = totalsOf([
      { row: night('1', 'RUB', order), ...first! },
      { row: night('2', 'RUB', order), ...second! },
    ]);
    expect(totals[0]?.rows.find((r) => r.player === 'm')).toEqual({
      player: 'm',
      total: 200,
      nights: 2,
    });
  });

  it('leaves out a carried-in debt, already counted where it arose, and keeps no rounding', () => {
    // 1 Kč carried in from s to m; the night itself: m −0,50, s +0,50 exactly.
    const balances = { m: 50, s: -50 };
    expect(settledResult(balances, { m: 100, s: -100 }, null, ['m', 's'])).toEqual({
      result: { m: -50, s: 50 },
      roundedBy: 0,
    });
    expect(settledResult({ m: 1, s: 0 }, {}, 100, ['m', 's'])).toBeUndefined();
  });

  it("orders a night's players by result, equal results in seating order", () => {
    expect(byResult(['a', 'b', 'c', 'd'], { a: -30, b: 80, c: 0, d: 0 })).toEqual([
      'b',
      'c',
      'd',
      'a',
    ]);
  });

  it('colours won, lost and even amounts', () => {
    expect([signClass(120), signClass(-1), signClass(0)]).toEqual(['pos', 'neg', '']);
  });
});

describe('the paid boxes', () => {
  it('keeps a tapped state until the stored marks agree, then drops it', () => {
    const optimistic = new Map([
      [0, true],
      [2, false],
    ]);
    expect(shownPaid(optimistic, [false, false, true], 0)).toBe(true);
    expect(shownPaid(optimistic, [false, false, true], 1)).toBe(false);
    expect(shownPaid(optimistic, [false, false, true], 2)).toBe(false);
    const after = settleOptimistic(optimistic, [true, false, true]);
    expect([...after]).toEqual([[2, false]]);
    expect(settleOptimistic(after, [true, false, true])).toBe(after);
  });
});

describe('the settle screen', () => {
  it('counts the payments not marked paid (they carry over)', () => {
    expect(openPayments([true, false, false])).toBe(2);
    expect(openPayments([true, true])).toBe(0);
    expect(openPayments([])).toBe(0);
  });

  it('offers "no rounding" as 0 and reads it back as none', () => {
    expect(roundToChoice(null)).toBe(0);
    expect(roundToChoice(100)).toBe(100);
    expect(roundToOfChoice(0)).toBeNull();
    expect(roundToOfChoice(50)).toBe(50);
  });
});
