// settlementIssue: whatever the settlement throws becomes a translatable issue
// whose key exists in every language.
import { describe, expect, it } from 'vitest';
import en from '../../../locales/en/settlement.json';
import cs from '../../../locales/cs/settlement.json';
import ru from '../../../locales/ru/settlement.json';
import {
  minTransfers,
  roundBalances,
  SETTLEMENT_ERROR_CODES,
  settlementIssue,
  unpaidAfter,
} from '../../../app/engine/settlement';

const thrown = (f: () => unknown): unknown => {
  try {
    f();
  } catch (error) {
    return error;
  }
  throw new Error('expected a throw');
};

describe('settlementIssue', () => {
  it.each([
    {
      name: 'a night that does not net out',
      error: () => minTransfers({ a: 5, b: -3 }),
      issue: { code: 'settlement:errors.notZeroSum', params: { sum: 2 } },
    },
    {
      name: 'a bad rounding unit',
      error: () => roundBalances({}, 0, []),
      issue: { code: 'settlement:errors.badRoundTo', params: { roundTo: 0 } },
    },
    {
      name: 'an amount out of range',
      error: () => minTransfers({ a: 1e300, b: -1e300 }),
      issue: { code: 'settlement:errors.amountOutOfRange', params: { value: 1e300 } },
    },
    {
      name: 'mismatched paid flags',
      error: () => unpaidAfter([], [true]),
      issue: { code: 'settlement:errors.paidFlagsMismatch', params: { expected: 0, actual: 1 } },
    },
    {
      name: 'anything else',
      error: () => {
        throw new TypeError('boom');
      },
      issue: { code: 'settlement:errors.unknown' },
    },
  ])('$name', ({ error, issue }) => {
    expect(settlementIssue(thrown(error))).toEqual(issue);
  });

  it('has a message for every code in en, cs and ru', () => {
    for (const locale of [en, cs, ru]) {
      const errors: Record<string, string> = locale.errors;
      for (const code of Object.values(SETTLEMENT_ERROR_CODES)) {
        const key = code.replace('settlement:errors.', '');
        expect(errors[key] ?? errors[`${key}_other`], code).toBeTypeOf('string');
      }
    }
  });
});
