// minTransfers: the rule's own example, deterministic order, limits, and the
// count checked against an independent brute force over all set partitions.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ZeroSumError } from '../../../app/engine/transfers';
import {
  MAX_SETTLEMENT_PLAYERS,
  minTransfers,
  SettlementError,
  type Payment,
} from '../../../app/engine/settlement';
import { zeroSumGroups } from '../../../app/engine/settlement/min-transfers';
import { groupyBalances, zeroSumBalances } from './arbitraries';

/** Balances after everyone paid what the settlement says. */
function applyPayments(balances: Record<string, number>, payments: readonly Payment[]) {
  const out = { ...balances };
  for (const p of payments) {
    out[p.from] = (out[p.from] ?? 0) + p.amount;
    out[p.to] = (out[p.to] ?? 0) - p.amount;
  }
  return out;
}

/** Independent minimum: n − the most zero-sum blocks over every set partition. */
function bruteForceMinimum(balances: Record<string, number>): number {
  const values = Object.values(balances).filter((v) => v !== 0);
  let bestBlocks = 0;
  const blocks: number[] = [];
  const place = (i: number): void => {
    if (i === values.length) {
      if (blocks.every((sum) => sum === 0)) bestBlocks = Math.max(bestBlocks, blocks.length);
      return;
    }
    const v = values[i] as number;
    for (let b = 0; b < blocks.length; b++) {
      blocks[b] = (blocks[b] as number) + v;
      place(i + 1);
      blocks[b] = (blocks[b] as number) - v;
    }
    blocks.push(v);
    place(i + 1);
    blocks.pop();
  };
  place(0);
  return values.length - bestBlocks;
}

describe('minTransfers', () => {
  it('settles +30 +80 −110 +100 −100 in 3 payments (greedy would need 4)', () => {
    const balances = { a: 30, b: 80, c: -110, d: 100, e: -100 };
    expect(minTransfers(balances, ['a', 'b', 'c', 'd', 'e'])).toEqual([
      { from: 'c', to: 'a', amount: 30 },
      { from: 'c', to: 'b', amount: 80 },
      { from: 'e', to: 'd', amount: 100 },
    ]);
    expect(bruteForceMinimum(balances)).toBe(3);
  });

  it.each<{ name: string; balances: Record<string, number>; count: number }>([
    { name: 'an even night', balances: { a: 0, b: 0, c: 0 }, count: 0 },
    { name: 'nobody at all', balances: {}, count: 0 },
    { name: 'one debtor, one creditor', balances: { a: -50, b: 50 }, count: 1 },
    { name: 'one loser pays three winners', balances: { a: -60, b: 10, c: 20, d: 30 }, count: 3 },
    { name: 'two matching pairs', balances: { a: 5, b: -7, c: 7, d: -5 }, count: 2 },
    { name: 'no zero-sum subgroup', balances: { a: 3, b: 4, c: -2, d: -5 }, count: 3 },
  ])('$name → $count payments', ({ balances, count }) => {
    const payments = minTransfers(balances);
    expect(payments).toHaveLength(count);
    expect(Object.values(applyPayments(balances, payments)).every((v) => v === 0)).toBe(true);
  });

  it('orders payments by the payer, then the payee, in player order', () => {
    const balances = { a: 30, b: 80, c: -110, d: 100, e: -100 };
    const payments = minTransfers(balances, ['e', 'd', 'c', 'b', 'a']);
    expect(payments.map((p) => `${p.from}>${p.to}`)).toEqual(['e>d', 'c>b', 'c>a']);
  });

  it('gives the same payments whatever the key order of the balances', () => {
    const order = ['a', 'b', 'c', 'd', 'e'];
    const one = minTransfers({ a: 30, b: 80, c: -110, d: 100, e: -100 }, order);
    const two = minTransfers({ e: -100, d: 100, c: -110, b: 80, a: 30 }, order);
    expect(two).toEqual(one);
  });

  it('refuses balances that do not sum to zero', () => {
    expect(() => minTransfers({ a: 10, b: -11 })).toThrow(ZeroSumError);
  });

  it(`settles ${MAX_SETTLEMENT_PLAYERS} uneven players and refuses more`, () => {
    const night = (n: number) =>
      Object.fromEntries(Array.from({ length: n }, (_, i) => [`p${i}`, i < n - 1 ? i + 1 : 0]));
    const fits = night(MAX_SETTLEMENT_PLAYERS);
    fits[`p${MAX_SETTLEMENT_PLAYERS - 1}`] =
      -((MAX_SETTLEMENT_PLAYERS - 1) * MAX_SETTLEMENT_PLAYERS) / 2;
    expect(minTransfers(fits)).toHaveLength(MAX_SETTLEMENT_PLAYERS - 1);
    const tooMany = { ...fits, extra: 1, spare: -1 };
    expect(() => minTransfers(tooMany)).toThrow(SettlementError);
    // Even players do not count towards the limit: they take part in no payment.
    expect(() => minTransfers({ ...fits, x: 0, y: 0 })).not.toThrow();
  });

  it('finishes 12 random players', () => {
    const balances = { p0: 1234, p1: -5, p2: 777, p3: -3000, p4: 9, p5: 50 };
    const more = { p6: -2, p7: 13, p8: 400, p9: -1, p10: 1000, p11: 0 };
    const all = { ...balances, ...more };
    all.p11 = -Object.values(all).reduce((a, b) => a + b, 0);
    const payments = minTransfers(all);
    expect(Object.values(applyPayments(all, payments)).every((v) => v === 0)).toBe(true);
  });

  it('matches the brute-force minimum for up to 7 players (property)', () => {
    fc.assert(
      fc.property(fc.oneof(groupyBalances(7), zeroSumBalances(7, 1_000)), (balances) => {
        expect(minTransfers(balances)).toHaveLength(bruteForceMinimum(balances));
      }),
      { seed: 42, numRuns: 500 },
    );
  });

  it('pays only from debtors to creditors and zeroes every balance (property)', () => {
    fc.assert(
      fc.property(fc.oneof(groupyBalances(12), zeroSumBalances(12, 100_000)), (balances) => {
        const payments = minTransfers(balances);
        for (const p of payments) {
          expect(balances[p.from]).toBeLessThan(0);
          expect(balances[p.to]).toBeGreaterThan(0);
          expect(p.amount).toBeGreaterThan(0);
          expect(Number.isSafeInteger(p.amount)).toBe(true);
        }
        expect(Object.values(applyPayments(balances, payments)).every((v) => v === 0)).toBe(true);
        // Deterministic: the same night always settles the same way.
        expect(minTransfers(balances)).toEqual(payments);
      }),
      { seed: 42, numRuns: 300 },
    );
  });
});

describe('zeroSumGroups', () => {
  it('splits the rule example into its two zero-sum groups', () => {
    expect(zeroSumGroups([30, 80, -110, 100, -100])).toEqual([
      [0, 1, 2],
      [3, 4],
    ]);
  });

  it('partitions all players into groups that each net out (property)', () => {
    fc.assert(
      fc.property(groupyBalances(10), (balances) => {
        const amounts = Object.values(balances).filter((v) => v !== 0);
        const groups = zeroSumGroups(amounts);
        expect(groups.flat().sort((a, b) => a - b)).toEqual(amounts.map((_, i) => i));
        for (const g of groups) expect(g.reduce((s, i) => s + (amounts[i] as number), 0)).toBe(0);
      }),
      { seed: 42, numRuns: 300 },
    );
  });
});
