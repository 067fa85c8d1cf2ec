// A shared night's data as it arrives from other phones: entries stored as
// their writers made them (own seq and device: the scoring order needs them),
// never over a stored one, and the night with its players on joining. Only
// app/sync uses this module (not in the storage barrel: it stays out of the
// first screen). Whether an entry can be counted is the fold's call: one the
// fold cannot score is kept and shown as "cannot be counted".
import { definitionOf, GAMES, LEDGER_MAX_SEQ, type LedgerEntry, type NightId } from '../engine';
import { entryOut as cleanEntry } from './backup-rows';
import { guarded, StorageError } from './errors';
import type { NightRow, PlayerRow, RenoncDb, ShareRow } from './schema';

export interface RemoteResult {
  readonly added: number;
  /** Ids already stored with the same content. */
  readonly known: number;
  /** Ids whose stored entry differs, or values that are not entries of this night. */
  readonly refused: readonly string[];
}

/** The fields every stored entry has; the server checks the same shape. */
export function isEntryShape(value: unknown, nightId: NightId): value is LedgerEntry {
  if (typeof value !== 'object' || value === null) return false;
  const e = value as Record<string, unknown>;
  return (
    typeof e.id === 'string' &&
    e.id.length > 0 &&
    e.nightId === nightId &&
    typeof e.kind === 'string' &&
    Number.isSafeInteger(e.seq) &&
    (e.seq as number) > 0 &&
    // Beyond it no save could follow (seq is 1 + the highest stored): the
    // night would take no entry any more on any phone (issue 26).
    (e.seq as number) <= LEDGER_MAX_SEQ &&
    typeof e.createdAt === 'number' &&
    'payload' in e &&
    (e.device === undefined || typeof e.device === 'string') &&
    (e.voids === undefined || typeof e.voids === 'string') &&
    (e.replaces === undefined || typeof e.replaces === 'string') &&
    (e.reason === undefined || typeof e.reason === 'string') &&
    (e.by === undefined || (typeof e.by === 'string' && e.by.length <= MAX_BY))
  );
}

/** Longest phone label an entry carries. */
export const MAX_BY = 60;

/**
 * Only the ledger's own fields, in a fixed order: what is stored and what is
 * shared. The same function writes a backup's entries (./backup-rows).
 */
export { cleanEntry };

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** Stores entries from other phones in one transaction; existing ones are never changed. */
export function storeRemoteEntries(
  db: RenoncDb,
  nightId: NightId,
  values: readonly unknown[],
): Promise<RemoteResult> {
  return guarded(() =>
    db.transaction('rw', [db.nights, db.entries, db.heads], async () => {
      if (!(await db.nights.get(nightId))) {
        throw new StorageError('notFound', `no night ${nightId}`);
      }
      let known = 0;
      const refused: string[] = [];
      const candidates = values.filter((v): v is LedgerEntry => {
        if (isEntryShape(v, nightId)) return true;
        refused.push(String((v as { id?: unknown } | null)?.id ?? '?'));
        return false;
      });
      const stored = await db.entries.bulkGet(candidates.map((e) => e.id));
      const fresh: LedgerEntry[] = [];
      candidates.forEach((entry, i) => {
        const existing = stored[i];
        if (existing === undefined) fresh.push(cleanEntry(entry));
        else if (same(cleanEntry(existing), cleanEntry(entry))) known++;
        else refused.push(entry.id);
      });
      if (fresh.length > 0) await db.entries.bulkAdd(fresh);
      return { added: fresh.length, known, refused };
    }),
  );
}

/** The night and its players as a shared document's meta holds them. */
export interface NightSnapshot {
  readonly night: NightRow;
  readonly players: readonly PlayerRow[];
}

export async function snapshotOf(
  db: RenoncDb,
  nightId: NightId,
): Promise<NightSnapshot | undefined> {
  return guarded(async () => {
    const night = await db.nights.get(nightId);
    if (!night) return undefined;
    const players = await db.players.bulkGet([...night.playerIds]);
    return { night, players: players.filter((p): p is PlayerRow => p !== undefined) };
  });
}

export function isSnapshot(value: unknown): value is NightSnapshot {
  if (typeof value !== 'object' || value === null) return false;
  const { night, players } = value as { night?: Partial<NightRow>; players?: unknown };
  return (
    typeof night === 'object' &&
    night !== null &&
    typeof night.id === 'string' &&
    typeof night.game === 'string' &&
    definitionOf(GAMES, night.game) !== undefined &&
    Array.isArray(night.playerIds) &&
    night.playerIds.every((p) => typeof p === 'string') &&
    typeof night.currency === 'string' &&
    typeof night.createdAt === 'number' &&
    Array.isArray(players) &&
    players.every(
      (p: Partial<PlayerRow>) =>
        typeof p === 'object' &&
        p !== null &&
        typeof p.id === 'string' &&
        typeof p.name === 'string',
    ) &&
    night.playerIds.every((id) => players.some((p: PlayerRow) => p.id === id))
  );
}

/** The same night as far as scoring goes: game, seats, currency and table settings. */
export function sameNight(a: NightRow, b: NightRow): boolean {
  return (
    a.id === b.id &&
    a.game === b.game &&
    a.currency === b.currency &&
    same(a.playerIds, b.playerIds) &&
    same(a.settings ?? null, b.settings ?? null)
  );
}

/**
 * Joins a shared night: adds the night and the players this phone lacks and
 * remembers the link, in one transaction. A local night with the same id
 * that differs is left as it is ('differs'); so is every local entry.
 */
export function joinSharedNight(
  db: RenoncDb,
  snapshot: NightSnapshot,
  share: ShareRow,
): Promise<'joined' | 'differs'> {
  return guarded(() =>
    db.transaction('rw', [db.nights, db.players, db.shares], async () => {
      const local = await db.nights.get(snapshot.night.id);
      if (local && !sameNight(local, snapshot.night)) return 'differs';
      const { night } = snapshot;
      if (!local) {
        await db.nights.add({
          id: night.id,
          game: night.game,
          playerIds: [...night.playerIds],
          currency: night.currency,
          settings: night.settings ?? {},
          createdAt: night.createdAt,
          ...(night.title ? { title: String(night.title).slice(0, 80) } : {}),
        });
      }
      const have = await db.players.bulkGet([...night.playerIds]);
      for (const p of snapshot.players) {
        if (!night.playerIds.includes(p.id) || have[night.playerIds.indexOf(p.id)]) continue;
        await db.players.add({
          id: p.id,
          name: String(p.name).slice(0, 60),
          createdAt: typeof p.createdAt === 'number' ? p.createdAt : share.createdAt,
        });
      }
      await db.shares.put({ ...share, nightId: night.id });
      return 'joined';
    }),
  );
}
