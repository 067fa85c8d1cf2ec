// Backup restore, loaded on demand by ./backup: a checked file merged into the
// database in one transaction. See ./backup for the rules of a restore; what
// the merge writes is decided in ./backup-merge (and ./backup-match).
import {
  GAMES,
  loadEngines,
  parseBackupOf,
  validateBackupOf,
  type Backup,
  type GameCatalog,
  type LedgerEntry,
  type NightId,
} from '../engine';
import { BackupImportError, type ImportResult } from './backup';
import { planMerge } from './backup-merge';
import { guarded } from './errors';
import { entryPaths, scoreIssues } from './backup-score';
import type { RenoncDb } from './schema';

export function importBackupText(
  db: RenoncDb,
  text: string,
  games: GameCatalog = GAMES,
): Promise<ImportResult> {
  const parsed = parseBackupOf(text, games);
  if (!parsed.ok) return Promise.reject(new BackupImportError(parsed.issues));
  return importChecked(db, parsed.value, games);
}

export function importBackup(
  db: RenoncDb,
  json: unknown,
  games: GameCatalog = GAMES,
): Promise<ImportResult> {
  const checked = validateBackupOf(json, games);
  if (!checked.ok) return Promise.reject(new BackupImportError(checked.issues));
  return importChecked(db, checked.value, games);
}

async function importChecked(
  db: RenoncDb,
  backup: Backup,
  games: GameCatalog,
): Promise<ImportResult> {
  // Loaded before the transaction (awaiting anything but Dexie inside it would
  // end it), and only the games the file holds: each is its own chunk.
  const engines = await loadEngines(
    games,
    backup.nights.map((n) => n.game),
  );
  const byNight = groupEntries(backup.entries);
  const paths = entryPaths(backup);
  const scoring = backup.nights.flatMap((night, i) =>
    scoreIssues(
      night,
      `nights[${i}]`,
      byNight.get(night.id) ?? [],
      engines.get(night.game)!,
      paths,
    ),
  );
  if (scoring.length > 0) throw new BackupImportError(scoring);

  return guarded(() =>
    db.transaction(
      'rw',
      [db.players, db.nights, db.entries, db.heads, db.payments, db.settings],
      async () => {
        const plan = await planMerge(db, backup, engines);
        if (plan.issues.length > 0) throw new BackupImportError(plan.issues);
        await db.players.bulkAdd(plan.newPlayers);
        for (const p of plan.renamed) await db.players.put(p);
        await db.nights.bulkAdd(plan.newNights);
        for (const n of plan.closed) await db.nights.update(n.id, { closedAt: n.closedAt });
        await db.entries.bulkAdd(plan.newEntries);
        await db.payments.bulkAdd(plan.newPayments);
        await db.settings.bulkAdd(plan.newSettings);
        return plan.result;
      },
    ),
  );
}

function groupEntries(entries: readonly LedgerEntry[]): Map<NightId, LedgerEntry[]> {
  const out = new Map<NightId, LedgerEntry[]>();
  for (const e of entries) {
    const list = out.get(e.nightId) ?? [];
    list.push(e);
    out.set(e.nightId, list);
  }
  return out;
}
