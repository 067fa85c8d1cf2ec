// Payments are listed largest first (issue 11, flow 7), with equal amounts in
// the engine's seating order, and the sort never changes who pays whom what:
// a worked example and a property over random nights of 2–8 players.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { minTransfers } from '../../../app/engine';
import { settleBalances } from '../../../app/ui/settle/compute';

const paymentsOf = (balances: Record<string, number>, order: string[]) => {
  const out = settleBalances(balances, null, order, []);
  if (!out.ok) throw new Error(out.issue.code);
  return out.settlement.payments;
};

describe('the order of the payments', () => {
  it('lists the settle.spec night largest first: 128 Kč, 25 Kč, 3 Kč', () => {
    const balances = { karel: -12_800, petr: 13_100, jana: -2_800, eva: 2_500 };
    expect(paymentsOf(balances, ['karel', 'petr', 'jana', 'eva'])).toEqual([
      { from: 'karel', to: 'petr', amount: 12_800 },
      { from: 'jana', to: 'eva', amount: 2_500 },
      { from: 'jana', to: 'petr', amount: 300 },
    ]);
  });

  it('is never smaller before larger, and moves the same money as the unsorted payments', () => {
    const night = fc
      .array(fc.integer({ min: -50_000, max: 50_000 }), { minLength: 1, maxLength: 7 })
      .map((head) => [...head, -head.reduce((a, b) => a + b, 0)]);
    fc.assert(
      fc.property(night, (amounts) => {
        const order = amounts.map((_, i) => `p${i}`);
        const balances = Object.fromEntries(order.map((p, i) => [p, amounts[i]!]));
        const shown = paymentsOf(balances, order);
        for (let i = 1; i < shown.length; i++) {
          expect(shown[i - 1]!.amount).toBeGreaterThanOrEqual(shown[i]!.amount);
        }
        // Same payments as the engine's, only reordered (a multiset of from→to amount).
        const key = (p: { from: string; to: string; amount: number }) =>
          `${p.from}>${p.to}:${p.amount}`;
        const engine = minTransfers(balances, order).map(key).sort();
        expect(shown.map(key).sort()).toEqual(engine);
        // And each player's payments net to his balance.
        const net: Record<string, number> = {};
        for (const p of shown) {
          net[p.from] = (net[p.from] ?? 0) - p.amount;
          net[p.to] = (net[p.to] ?? 0) + p.amount;
        }
        for (const p of order) expect(net[p] ?? 0).toBe(balances[p]);
      }),
      { seed: 1111, numRuns: 300 },
    );
  });
});
