// Why a night could not be scored, as an i18next key: what a restore and
// `npm run settle` say after "cannot be scored: …". A game's own refusal
// carries its key (LedgerEntryError.code); money out of range or not summing
// to zero have keys of their own; anything else is the generic one.
import { MoneyRangeError } from '../money';
import { ZeroSumError } from '../transfers';

export function scoringCause(error: unknown): string {
  const code = (error as { code?: unknown } | null)?.code;
  if (typeof code === 'string' && /^[a-z]+:[\w.]+$/.test(code)) return code;
  if (error instanceof ZeroSumError) return 'errors:ledger.notZeroSum';
  if (error instanceof MoneyRangeError) return 'errors:money.range';
  return 'backup:errors.cannotScore';
}
