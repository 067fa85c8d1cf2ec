// What a night is before it is stored: the game, who sits where, the currency.
// Checks here are the ones the "new night" form shows in the user's language.
import { definitionOf, type GameCatalog } from './games/contract';
import { GAMES } from './games/registry';
import { CURRENCIES, type Currency } from './money';
import type { GameKind } from './games/registry';
import { cleanName, foldedName, nameKey } from './text';
import type { ValidationIssue } from './validation';

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
  const twin = takenNames.find((n) => nameKey(n) === key);
  if (twin === undefined) return [];
  // The same letters: taken. Other letters that look the same ("Ｅｖａ", "Еva" beside "Eva"): said so.
  return foldedName(twin) === foldedName(clean)
    ? [{ code: 'errors:player.nameTaken', field: 'name', params: { name: clean } }]
    : [
        {
          code: 'errors:player.nameLookAlike',
          field: 'name',
          params: { name: clean, taken: twin },
        },
      ];
}

/** Game, seats and currency; the game's settings are its engine's to check (checkSettings). */
export function validateNewNight(
  input: NewNightInput,
  games: GameCatalog = GAMES,
): ValidationIssue[] {
  const issues: ValidationIssue[] = [];
  const definition = definitionOf(games, input.game);
  if (!definition) return [{ code: 'errors:night.unknownGame', field: 'game' }];
  const { min, max } = definition.players;
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
