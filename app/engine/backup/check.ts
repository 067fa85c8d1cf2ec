// The backup check with the app's built-in games, for callers that do not bring
// their own catalog. Kept apart from ./validate: imported from there, the
// registry would pull the whole checker into the first screen's chunk.
import type { GameCatalog } from '../games/contract';
import { GAMES } from '../games/registry';
import type { Validation } from '../validation';
import type { Backup } from './format';
import { parseBackupOf, validateBackupOf } from './validate';

/** Text of a backup file → the checked backup. Truncated or damaged JSON is an issue, not a throw. */
export function parseBackup(text: string, games: GameCatalog = GAMES): Validation<Backup> {
  return parseBackupOf(text, games);
}

/** An already parsed value → the checked backup (a copy; nothing of `json` is kept). */
export function validateBackup(json: unknown, games: GameCatalog = GAMES): Validation<Backup> {
  return validateBackupOf(json, games);
}
