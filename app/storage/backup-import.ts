// Backup restore, loaded on demand by ./backup: a checked file merged into the
// database in one transaction. See ./backup for the rules of a restore.
import {
  GAMES,
  loadEngines,
  parseBackupOf,
  validateBackupOf,
  type Backup,
  type BackupNight,
  type GameCatalog,
  type GameEngine,
  type LedgerEntry,
  type NightId,
  type PaymentMark,
  type Timestamp,
  type ValidationIssue,
} from '../engine';
import { BackupImportError, type ImportResult } from './backup';
import { entryOut, playerOut } from './backup-rows';
import { guarded } from './errors';
import { roundToKey } from './payments';
import { entryPaths, scoreIssues } from './backup-score';
import type { EntryRow, NightRow, PaymentRow, PlayerRow, RenoncDb } from './schema';

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

type Engines = ReadonlyMap<string, GameEngine>;

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

interface MergePlan {
  readonly issues: ValidationIssue[];
  readonly newPlayers: PlayerRow[];
  readonly renamed: PlayerRow[];
  readonly newNights: NightRow[];
  readonly closed: { id: NightId; closedAt: Timestamp }[];
  readonly newEntries: EntryRow[];
  readonly newPayments: PaymentRow[];
  readonly newSettings: { key: string; value: unknown }[];
  readonly result: ImportResult;
}

type Conflict = (code: string, path: string, params: Record<string, string | number>) => void;

/** Reads what is here and decides every write; writes nothing. */
async function planMerge(db: RenoncDb, backup: Backup, engines: Engines): Promise<MergePlan> {
  const issues: ValidationIssue[] = [];
  const conflict: Conflict = (code, path, params) =>
    issues.push({ code: `backup:errors.${code}`, field: path, params: { path, ...params } });
  const { newPlayers, renamed } = await planPlayers(db, backup, conflict);
  const { newNights, closed, localNights } = await planNights(db, backup, conflict);
  const paths = entryPaths(backup);
  const { newEntries, localLedgers, touched } = await planEntries(
    db,
    backup,
    localNights,
    conflict,
  );

  // A night that was already here and gains entries must still score as a whole.
  for (const [i, n] of backup.nights.entries()) {
    if (!localLedgers.has(n.id) || !touched.has(n.id)) continue;
    const merged = [
      ...(localLedgers.get(n.id) ?? []),
      ...newEntries.filter((e) => e.nightId === n.id),
    ];
    issues.push(...scoreIssues(n, `nights[${i}]`, merged, engines.get(n.game)!, paths));
  }
  const newPayments = await planPayments(db, backup);
  const newSettings = await planSettings(db, backup);

  const payments = backup.payments?.length ?? 0;
  const added = {
    players: newPlayers.length,
    nights: newNights.length,
    entries: newEntries.length,
    payments: newPayments.length,
  };
  const skipped = {
    players: backup.players.length - added.players,
    nights: backup.nights.length - added.nights,
    entries: backup.entries.length - added.entries,
    payments: payments - added.payments,
  };
  return {
    issues,
    newPlayers,
    renamed,
    newNights,
    closed,
    newEntries,
    newPayments,
    newSettings,
    result: { added, skipped },
  };
}

/** Players: the same id and creation time is the same person; the newer name wins. */
async function planPlayers(db: RenoncDb, backup: Backup, conflict: Conflict) {
  const newPlayers: PlayerRow[] = [];
  const renamed: PlayerRow[] = [];
  const localPlayers = await db.players.bulkGet(backup.players.map((p) => p.id));
  backup.players.forEach((p, i) => {
    const local = localPlayers[i];
    if (!local) return newPlayers.push(playerOut(p));
    if (local.createdAt !== p.createdAt) {
      return conflict('conflictPlayer', `players[${i}]`, { id: p.id, name: local.name });
    }
    const renamedAt = p.renamedAt ?? p.createdAt;
    if (p.name !== local.name && renamedAt > (local.renamedAt ?? local.createdAt)) {
      renamed.push({ ...local, name: p.name, renamedAt });
    }
    return undefined;
  });
  return { newPlayers, renamed };
}

/** Nights: everything but closing must match; a night closed in the file gets closed here. */
async function planNights(db: RenoncDb, backup: Backup, conflict: Conflict) {
  const newNights: NightRow[] = [];
  const closed: { id: NightId; closedAt: Timestamp }[] = [];
  const localNights = await db.nights.bulkGet(backup.nights.map((n) => n.id));
  backup.nights.forEach((n, i) => {
    const local = localNights[i];
    const row = nightIn(n);
    if (!local) return newNights.push(row);
    // An export writes missing settings as {}; compare the same way.
    const { closedAt: _a, ...mine } = { ...local, settings: local.settings ?? {} };
    const { closedAt: _b, ...theirs } = row;
    if (canonical(mine) !== canonical(theirs)) {
      return conflict('conflictNight', `nights[${i}]`, { id: n.id, night: local.title ?? n.id });
    }
    if (local.closedAt === undefined && n.closedAt !== undefined) {
      closed.push({ id: n.id, closedAt: n.closedAt });
    }
    return undefined;
  });
  return { newNights, closed, localNights };
}

/** Entries: identical by id, or new with a sequence number still free in its night. */
async function planEntries(
  db: RenoncDb,
  backup: Backup,
  localNights: readonly (NightRow | undefined)[],
  conflict: Conflict,
) {
  const newEntries: EntryRow[] = [];
  const localEntries = await db.entries.bulkGet(backup.entries.map((e) => e.id));
  const nightTitle = new Map(backup.nights.map((n) => [n.id, n.title ?? n.id]));
  // Only a night already on this device can have its sequence numbers taken.
  const localLedgers = new Map<NightId, EntryRow[]>();
  for (const [i, n] of backup.nights.entries()) {
    if (!localNights[i]) continue;
    localLedgers.set(n.id, await db.entries.where('nightId').equals(n.id).toArray());
  }
  // A shared night's phones may share a seq (each once): a number is taken per writer.
  const takenSeqs = new Map(
    [...localLedgers].map(([id, rows]) => [id, new Set(rows.map(seqKey))] as const),
  );
  const touched = new Set<NightId>();
  for (const [i, e] of backup.entries.entries()) {
    const local = localEntries[i];
    const path = `entries[${i}]`;
    if (local) {
      if (canonical(entryOut(local)) !== canonical(e)) {
        conflict('conflictEntry', path, { id: e.id, entryId: e.id });
      }
      continue;
    }
    if (takenSeqs.get(e.nightId)?.has(seqKey(e))) {
      const night = nightTitle.get(e.nightId) ?? e.nightId;
      conflict('conflictSeq', path, { entryId: e.id, seq: e.seq, night });
      continue;
    }
    newEntries.push(entryOut(e));
    touched.add(e.nightId);
  }
  return { newEntries, localLedgers, touched };
}

const seqKey = (e: LedgerEntry): string => `${e.seq}:${e.device ?? ''}`;

/** Paid marks carry no id: equal marks are matched one for one. */
async function planPayments(db: RenoncDb, backup: Backup): Promise<PaymentRow[]> {
  const newPayments: PaymentRow[] = [];
  const localMarks = new Map<string, number>();
  for (const nightId of new Set((backup.payments ?? []).map((m) => m.nightId))) {
    for (const m of await db.payments.where('nightId').equals(nightId).toArray()) {
      localMarks.set(markKey(m), (localMarks.get(markKey(m)) ?? 0) + 1);
    }
  }
  for (const m of backup.payments ?? []) {
    const left = localMarks.get(markKey(m)) ?? 0;
    if (left > 0) localMarks.set(markKey(m), left - 1);
    else newPayments.push({ id: crypto.randomUUID(), ...markOut(m) });
  }
  return newPayments;
}

/** The rounding choice travels with the night; a choice made here is kept. */
async function planSettings(db: RenoncDb, backup: Backup) {
  const newSettings: { key: string; value: unknown }[] = [];
  for (const n of backup.nights) {
    if (n.roundTo === undefined) continue;
    if (await db.settings.get(roundToKey(n.id))) continue;
    newSettings.push({ key: roundToKey(n.id), value: n.roundTo });
  }
  return newSettings;
}

function nightIn(n: BackupNight): NightRow {
  return {
    id: n.id,
    game: n.game,
    ...(n.title !== undefined ? { title: n.title } : {}),
    playerIds: [...n.playerIds],
    currency: n.currency,
    settings: n.settings,
    createdAt: n.createdAt,
    ...(n.closedAt !== undefined ? { closedAt: n.closedAt } : {}),
  };
}

function markOut(m: PaymentMark): Omit<PaymentRow, 'id'> {
  return { nightId: m.nightId, from: m.from, to: m.to, amount: m.amount, paidAt: m.paidAt };
}

function markKey(m: Omit<PaymentRow, 'id'> | PaymentMark): string {
  return JSON.stringify([m.nightId, m.from, m.to, m.amount, m.paidAt]);
}

/** JSON with sorted keys: two records are the same when this text is. */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : v,
  );
}
