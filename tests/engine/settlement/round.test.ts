// roundBalances: worked examples for each rounding unit, then the invariants
// (zero sum, within one unit, multiples of the unit) over random nights.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ZeroSumError } from '../../../app/engine/transfers';
import {
  assertNightBalances,
  roundBalances,
  SettlementError,
} from '../../../app/engine/settlement';
import { zeroSumBalances } from './arbitraries';

const order = ['a', 'b', 'c', 'd'];

describe('roundBalances', () => {
  it.each<{
    name: string;
    balances: Record<string, number>;
    roundTo: number | null;
    expected: Record<string, number>;
  }>([
    {
      name: '1 Kč: the largest remainder gets the missing crown',
      balances: { a: 1234, b: -567, c: -667 },
      roundTo: 100,
      expected: { a: 1300, b: -600, c: -700 },
    },
    {
      name: '0.50 Kč: a win of 12.34 becomes 12.50 because the loser rounds down further',
      balances: { a: 1234, b: -1234 },
      roundTo: 50,
      expected: { a: 1250, b: -1250 },
    },
    {
      name: '0.10 Kč: the debtor with the larger remainder pays less',
      balances: { a: 333, b: 333, c: -666 },
      roundTo: 10,
      expected: { a: 330, b: 330, c: -660 },
    },
    {
      name: 'negatives floor towards minus infinity (-1.30 → -2.00 before the remainders)',
      balances: { a: -130, b: 130 },
      roundTo: 100,
      expected: { a: -100, b: 100 },
    },
    {
      name: 'negative remainders: -0.70 has remainder 0.30, +0.70 has 0.70',
      balances: { a: -70, b: 70 },
      roundTo: 100,
      expected: { a: -100, b: 100 },
    },
    {
      name: 'already round balances stay as they are',
      balances: { a: 500, b: -300, c: -200 },
      roundTo: 100,
      expected: { a: 500, b: -300, c: -200 },
    },
    {
      name: 'no rounding returns the balances unchanged',
      balances: { a: 1234, b: -567, c: -667 },
      roundTo: null,
      expected: { a: 1234, b: -567, c: -667 },
    },
  ])('$name', ({ balances, roundTo, expected }) => {
    expect(roundBalances(balances, roundTo, order)).toEqual(expected);
  });

  it('breaks ties by the night player order', () => {
    const balances = { a: 50, b: 50, c: -100 };
    expect(roundBalances(balances, 100, ['a', 'b', 'c'])).toEqual({ a: 100, b: 0, c: -100 });
    expect(roundBalances(balances, 100, ['b', 'a', 'c'])).toEqual({ a: 0, b: 100, c: -100 });
  });

  it('ranks players the order does not name after it, by id', () => {
    const balances = { z: 50, y: 50, c: -100 };
    expect(roundBalances(balances, 100, ['c'])).toEqual({ y: 100, z: 0, c: -100 });
  });

  it('does not modify its input', () => {
    const balances = { a: 1234, b: -1234 };
    roundBalances(balances, 100, order);
    expect(balances).toEqual({ a: 1234, b: -1234 });
  });

  it('refuses balances that do not sum to zero', () => {
    expect(() => roundBalances({ a: 100, b: -99 }, 100, order)).toThrow(ZeroSumError);
    expect(() => roundBalances({ a: 100, b: -99 }, null, order)).toThrow(ZeroSumError);
  });

  it.each([0, -100, 1.5, Number.NaN, 1e20])('refuses the rounding unit %s', (roundTo) => {
    expect(() => roundBalances({ a: 1, b: -1 }, roundTo, order)).toThrow(SettlementError);
  });

  it('keeps the sum at zero and every balance within one unit (property)', () => {
    fc.assert(
      fc.property(
        zeroSumBalances(8, 1_000_000),
        fc.constantFrom(1, 7, 10, 50, 100, 1_000),
        (balances, roundTo) => {
          const players = Object.keys(balances);
          const rounded = roundBalances(balances, roundTo, players);
          expect(Object.keys(rounded).sort()).toEqual(players.sort());
          expect(() => assertNightBalances(rounded)).not.toThrow();
          for (const p of players) {
            const diff = (rounded[p] as number) - (balances[p] as number);
            expect(Math.abs(diff)).toBeLessThan(roundTo);
            expect((rounded[p] as number) % roundTo === 0).toBe(true);
          }
        },
      ),
      { seed: 42, numRuns: 500 },
    );
  });
});

describe('assertNightBalances', () => {
  it('accepts a zero-sum night and returns it', () => {
    const balances = { a: 10, b: -10 };
    expect(assertNightBalances(balances)).toBe(balances);
    expect(assertNightBalances({})).toEqual({});
  });

  it('throws ZeroSumError when the night does not net out', () => {
    expect(() => assertNightBalances({ a: 10, b: -9 })).toThrow(ZeroSumError);
  });
});
