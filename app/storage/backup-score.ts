// The scoring half of a backup check, run on each night as it would stand
// after the import: the ledger's rules (ledgerProblem), whether the game can
// open the night, and the backup entry check (backupRefusals: an entry its
// game's rules refuse is refused, naming the field, e.g.
// entries[3].payload.deal.tricks). Used by ./backup-import and ./backup-merge.
import {
  backupRefusals,
  scoringCause,
  ledgerProblem,
  nightInfoOf,
  nightProblem,
  type Backup,
  type BackupNight,
  type GameEngine,
  type LedgerEntry,
  type ValidationIssue,
} from '../engine';

/** Where each entry of the file is: 'entries[3]'. */
export function entryPaths(backup: Backup): ReadonlyMap<string, string> {
  return new Map(backup.entries.map((e, i) => [e.id, `entries[${i}]`]));
}

/**
 * The ledger rules of a live save, applied to a night as it would stand after
 * the import (one validator: ledgerProblem in the engine). A night the game
 * cannot open at all is refused; so is an entry of the file that its game's
 * rules refuse (backupRefusals) — except in a shared night, where every phone
 * already holds such an entry as "cannot be counted" (docs/ledger.md): there it
 * is kept as it is on them, so a shared night's backup always restores.
 */
export function scoreIssues(
  night: Pick<BackupNight, 'id' | 'game' | 'title' | 'playerIds' | 'currency' | 'settings'>,
  path: string,
  entries: readonly LedgerEntry[],
  engine: GameEngine,
  paths: ReadonlyMap<string, string>,
): ValidationIssue[] {
  const label = night.title ?? night.id;
  const cannotOpen = nightProblem(nightInfoOf(night), engine.reducer);
  if (cannotOpen !== undefined) {
    return [
      {
        code: 'backup:errors.unscorableNight',
        field: path,
        params: { path, night: label, cause: scoringCause(cannotOpen) },
      },
    ];
  }
  const broken = ledgerProblem(night.id, entries);
  if (!broken) return gameIssues(night, label, entries, engine, paths);
  return [
    {
      code: 'backup:errors.ledgerRule',
      field: path,
      params: { path, night: label, seq: broken.seq, entryId: broken.entryId, cause: broken.code },
    },
  ];
}

/** The backup entry check, on the entries that come from the file (not in a shared night). */
function gameIssues(
  night: Pick<BackupNight, 'id' | 'game' | 'playerIds' | 'currency' | 'settings'>,
  label: string,
  entries: readonly LedgerEntry[],
  engine: GameEngine,
  paths: ReadonlyMap<string, string>,
): ValidationIssue[] {
  const seqOf = new Map(entries.map((e) => [e.id, e.seq]));
  if (entries.some((e) => e.device !== undefined)) return [];
  return backupRefusals(nightInfoOf(night), entries, engine).flatMap((issue) => {
    const at = paths.get(issue.entryId);
    if (at === undefined) return [];
    const field = `${at}.${issue.field}`;
    const params = {
      ...issue.params,
      path: field,
      night: label,
      seq: seqOf.get(issue.entryId) ?? 0,
      entryId: issue.entryId,
      cause: issue.code,
    };
    return [{ code: 'backup:errors.gameRule', field, params }];
  });
}
