// What a night is before it is stored: the game, who sits where, the currency.
// Checks here are the ones the "new night" form shows in the user's language.
import { CURRENCIES, type Currency } from './money';
import type { GameKind } from './ledger/types';
import { cleanName, nameKey } from './text';
import type { ValidationIssue } from './validation';

export const PLAYER_COUNTS: Readonly<Record<GameKind, { min: number; max: number }>> = {
  marias: { min: 3, max: 4 },
  vint: { min: 4, max: 4 },
  preferans: { min: 3, max: 4 },
};

export const MAX_PLAYER_NAME = 40;

export interface NewNightInput {
  readonly game: GameKind;
  /** Player ids in seating order. */
  readonly playerIds: readonly string[];
  readonly currency: Currency;
}

/** The stored form of a name: NFC, single spaces, no zero-width or control characters. */
export function normalizeName(name: string): string {
  return cleanName(name);
}

/** Checks a new or renamed player's name against the names already taken. */
export function validatePlayerName(name: string, takenNames: readonly string[]): ValidationIssue[] {
  const clean = normalizeName(name);
  if (clean === '') return [{ code: 'errors:player.nameEmpty', field: 'name' }];
  if (clean.length > MAX_PLAYER_NAME) {
    return [{ code: 'errors:player.nameTooLong', field: 'name', params: { max: MAX_PLAYER_NAME } }];
  }
  const key = nameKey(clean);
  if (takenNames.some((n) => nameKey(n) === key)) {
    return [{ code: 'errors:player.nameTaken', field: 'name', params: { name: clean } }];
  }
  return [];
}

export function validateNewNight(input: NewNightInput): ValidationIssue[] {
  const issues: ValidationIssue[] = [];
  const { min, max } = PLAYER_COUNTS[input.game];
  const count = input.playerIds.length;
  if (count < min || count > max) {
    issues.push({
      code: min === max ? 'errors:night.playersExactly' : 'errors:night.playersBetween',
      field: 'players',
      params: { min, max, count },
    });
  }
  if (new Set(input.playerIds).size !== count) {
    issues.push({ code: 'errors:night.playerTwice', field: 'players' });
  }
  if (!CURRENCIES.includes(input.currency)) {
    issues.push({ code: 'errors:night.currency', field: 'currency' });
  }
  return issues;
}
