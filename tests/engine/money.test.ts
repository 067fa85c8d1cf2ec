import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addMoney,
  assertZeroSum,
  MAX_MONEY,
  money,
  MoneyRangeError,
  mulMoney,
  payment,
  sumMoney,
  ZeroSumError,
} from '../../app/engine';

describe('money', () => {
  it('accepts integers of minor units and normalises -0', () => {
    expect(money(12345)).toBe(12345);
    expect(Object.is(money(-0), 0)).toBe(true);
  });

  it('throws outside the safe range or for fractions', () => {
    expect(() => money(0.5)).toThrow(MoneyRangeError);
    expect(() => money(MAX_MONEY + 1)).toThrow(MoneyRangeError);
    expect(() => money(Number.NaN)).toThrow(MoneyRangeError);
    expect(() => addMoney(MAX_MONEY, 1)).toThrow(MoneyRangeError);
    expect(() => mulMoney(100, 1.5)).toThrow(MoneyRangeError);
  });

  it('builds payments that net to zero', () => {
    expect(payment('a', 'b', 250)).toEqual({ a: -250, b: 250 });
    expect(() => assertZeroSum({ a: 1, b: -2 })).toThrow(ZeroSumError);
    fc.assert(
      fc.property(fc.array(fc.integer({ min: -1e9, max: 1e9 }), { maxLength: 20 }), (xs) => {
        expect(sumMoney([...xs, -xs.reduce((s, x) => s + x, 0)])).toBe(0);
      }),
      { seed: 7, numRuns: 200 },
    );
  });
});
