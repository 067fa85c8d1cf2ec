// Settlement failures the UI can translate. The settlement functions throw
// (a wrong input is a bug upstream, not a user mistake); settlementIssue turns
// whatever they threw into an i18next key the end-of-night screen can show.
import { MoneyRangeError } from '../money';
import { ZeroSumError } from '../transfers';
import type { ValidationIssue } from '../validation';

export const SETTLEMENT_ERROR_CODES = {
  notZeroSum: 'settlement:errors.notZeroSum',
  tooManyPlayers: 'settlement:errors.tooManyPlayers',
  badRoundTo: 'settlement:errors.badRoundTo',
  amountOutOfRange: 'settlement:errors.amountOutOfRange',
  paidFlagsMismatch: 'settlement:errors.paidFlagsMismatch',
  unknown: 'settlement:errors.unknown',
} as const;

export type SettlementErrorCode =
  (typeof SETTLEMENT_ERROR_CODES)[keyof typeof SETTLEMENT_ERROR_CODES];

export class SettlementError extends Error {
  constructor(
    readonly code: SettlementErrorCode,
    message: string,
    readonly params: Readonly<Record<string, string | number>> = {},
  ) {
    super(message);
    this.name = 'SettlementError';
  }
}

/** Maps an error thrown by the settlement functions to a translatable issue. */
export function settlementIssue(error: unknown): ValidationIssue {
  if (error instanceof SettlementError) return { code: error.code, params: error.params };
  if (error instanceof ZeroSumError) {
    // Plain addition: the amounts were checked before the sum was found wrong.
    const sum = Object.values(error.transfers).reduce((a, b) => a + b, 0);
    return { code: SETTLEMENT_ERROR_CODES.notZeroSum, params: { sum } };
  }
  if (error instanceof MoneyRangeError) {
    return { code: SETTLEMENT_ERROR_CODES.amountOutOfRange, params: { value: error.value } };
  }
  return { code: SETTLEMENT_ERROR_CODES.unknown };
}
