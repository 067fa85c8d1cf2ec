// Explaining a payment: the entries behind the payer's balance, largest first,
// adding up to exactly that balance.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { EntryContribution } from '../../../app/engine/ledger/fold';
import {
  balancesOf,
  contributionsByPlayer,
  explainPayment,
  minTransfers,
} from '../../../app/engine/settlement';

const c = (seq: number, kind: string, transfers: Record<string, number>): EntryContribution => ({
  entryId: `e${seq}`,
  seq,
  kind,
  transfers,
});

// Karel loses two hands and a renonc fine, wins one hand; Petr and Jana win.
const night: EntryContribution[] = [
  c(1, 'marias.hand', { petr: 40, jana: -20, karel: -20 }),
  c(2, 'marias.hand', { petr: -10, jana: -10, karel: 20 }),
  c(3, 'marias.renonc', { petr: 60, jana: 60, karel: -120 }),
  c(4, 'settings', {}),
  c(5, 'marias.hand', { petr: -20, jana: 40, karel: -20 }),
];

describe('contributionsByPlayer', () => {
  it('lists a loser’s biggest losses first, then what he won', () => {
    const karel = contributionsByPlayer(night).karel ?? [];
    expect(karel.map((e) => [e.seq, e.amount])).toEqual([
      [3, -120],
      [1, -20],
      [5, -20],
      [2, 20],
    ]);
  });

  it('lists a winner’s biggest wins first', () => {
    const jana = contributionsByPlayer(night).jana ?? [];
    expect(jana.map((e) => e.amount)).toEqual([60, 40, -10, -20]);
  });

  it('orders an even player by the size of each swing', () => {
    const list = contributionsByPlayer([
      c(1, 'transfer', { a: -5, b: 5 }),
      c(2, 'transfer', { a: 5, b: -5 }),
    ]);
    expect(list.a?.map((e) => e.seq)).toEqual([1, 2]);
    const swings = contributionsByPlayer([
      c(1, 'transfer', { a: 5, b: -5 }),
      c(2, 'transfer', { a: -30, b: 30 }),
      c(3, 'transfer', { a: 25, b: -25 }),
    ]);
    expect(swings.a?.map((e) => e.amount)).toEqual([-30, 25, 5]);
  });

  it('leaves out entries that moved nothing for the player', () => {
    const list = contributionsByPlayer([c(1, 'marias.hand', { a: 10, b: -10, c: 0 })]);
    expect(list.c).toBeUndefined();
    expect(list.a).toEqual([{ entryId: 'e1', seq: 1, kind: 'marias.hand', amount: 10 }]);
  });

  it('adds up to each player’s balance (property)', () => {
    const transfer = fc
      .array(fc.integer({ min: -500, max: 500 }), { minLength: 2, maxLength: 2 })
      .map(([x = 0, y = 0]) => ({ a: x, b: y, c: -x - y || 0 }));
    fc.assert(
      fc.property(fc.array(transfer, { maxLength: 30 }), (list) => {
        const contributions = list.map((t, i) => c(i + 1, 'transfer', t));
        const balances = balancesOf(contributions);
        const by = contributionsByPlayer(contributions);
        for (const [player, balance] of Object.entries(balances)) {
          const sum = (by[player] ?? []).reduce((s, e) => s + e.amount, 0);
          expect(sum).toBe(balance);
        }
      }),
      { seed: 42, numRuns: 300 },
    );
  });
});

describe('explainPayment', () => {
  it('explains each settlement payment by the payer’s entries, summing to his balance', () => {
    const balances = balancesOf(night);
    expect(balances).toEqual({ petr: 70, jana: 70, karel: -140 });
    const payments = minTransfers(balances, ['petr', 'jana', 'karel']);
    expect(payments).toEqual([
      { from: 'karel', to: 'petr', amount: 70 },
      { from: 'karel', to: 'jana', amount: 70 },
    ]);
    const why = explainPayment(payments[0] as (typeof payments)[number], night);
    expect(why.payer).toBe('karel');
    expect(why.balance).toBe(-140);
    expect(why.entries.map((e) => e.entryId)).toEqual(['e3', 'e1', 'e5', 'e2']);
    expect(why.entries.reduce((s, e) => s + e.amount, 0)).toBe(why.balance);
  });

  it('has nothing to list for a payer no entry touched', () => {
    const why = explainPayment({ from: 'nobody', to: 'petr', amount: 1 }, night);
    expect(why.entries).toEqual([]);
    expect(why.balance).toBe(0);
  });
});
