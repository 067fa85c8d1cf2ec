// Backup export and restore (format 'renonc-backup' v1, docs/backup-format.md):
// the storage layer's public face of it. The work itself (./backup-export,
// ./backup-import) and
// the backup checker load on demand, so the first screen does not carry them.
//
// A restore checks the whole file first — its shape (validateBackup) and that
// every night scores with its game's rules — then merges it by id in ONE
// transaction: what is already here is skipped, what is new is added, and a
// record that exists here with different content refuses the whole file.
// Importing the same file twice therefore changes nothing, and a refused file
// writes nothing at all.
import type { Backup, GameCatalog, NightId, Timestamp, ValidationIssue } from '../engine';
import { StorageError } from './errors';
import type { RenoncDb } from './schema';

/** A file that cannot be restored (or exported): every issue, as i18next keys with params. */
export class BackupImportError extends StorageError {
  constructor(readonly issues: readonly ValidationIssue[]) {
    super('invalid', issues.map((i) => i.code).join(', '));
    this.name = 'BackupImportError';
  }
}

export interface BackupCounts {
  readonly players: number;
  readonly nights: number;
  readonly entries: number;
  readonly payments: number;
}

export interface ImportResult {
  /** New records written. */
  readonly added: BackupCounts;
  /** Records that were already here (a player's newer name is taken over). */
  readonly skipped: BackupCounts;
}

/** Everything, or one night with its players, entries and paid marks; checked before it is returned. */
export async function exportBackup(
  db: RenoncDb,
  options: { readonly nightId?: NightId },
  now: Timestamp,
  games?: GameCatalog,
): Promise<Backup> {
  return (await import('./backup-export')).exportBackup(db, options, now, games);
}

/**
 * Restores from the text of a backup file: parse, check, merge. Rejects with
 * BackupImportError. `games`: the games a file may hold (the built-in ones).
 */
export async function importBackupText(
  db: RenoncDb,
  text: string,
  games?: GameCatalog,
): Promise<ImportResult> {
  return (await import('./backup-import')).importBackupText(db, text, games);
}

/** Restores from an already parsed JSON value (checked here all the same). */
export async function importBackup(
  db: RenoncDb,
  json: unknown,
  games?: GameCatalog,
): Promise<ImportResult> {
  return (await import('./backup-import')).importBackup(db, json, games);
}
