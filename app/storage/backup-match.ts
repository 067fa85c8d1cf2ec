// The file's players, nights and entries set against this device's: what is
// new, what is the same record, and what conflicts (reported through a
// Conflict, never written). Used by ./backup-merge to plan a restore.
import type { Backup, BackupNight, LedgerEntry, NightId, Timestamp } from '../engine';
import { entryOut, playerOut } from './backup-rows';
import type { EntryRow, NightRow, PlayerRow, RenoncDb } from './schema';

export type Conflict = (
  code: string,
  path: string,
  params: Record<string, string | number>,
) => void;

/** Players: the same id and creation time is the same person; the newer name wins. */
export async function planPlayers(db: RenoncDb, backup: Backup, conflict: Conflict) {
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
export async function planNights(db: RenoncDb, backup: Backup, conflict: Conflict) {
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
export async function planEntries(
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

/** JSON with sorted keys: two records are the same when this text is. */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : v,
  );
}
