// Storage for shared nights: the share records, this phone's device id, and
// entries that arrive from other phones. A remote entry is stored as its
// writer made it (its own seq and device: the scoring order needs them) and
// never changes a stored one. Whether it can be counted is the fold's call:
// an entry the fold cannot score is kept and shown as "cannot be counted".
import type { LedgerEntry, NightId } from '../engine';
import { guarded, StorageError } from './errors';
import type { RenoncDb, ShareRow } from './schema';

const DEVICE_KEY = 'device';

function randomId(bytes = 16): string {
  const raw = crypto.getRandomValues(new Uint8Array(bytes));
  let s = '';
  for (const b of raw) s += String.fromCharCode(b);
  return btoa(s).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** This database's device id, made on first use. Call inside a transaction that includes settings. */
export async function deviceIdIn(db: RenoncDb): Promise<string> {
  const row = await db.settings.get(DEVICE_KEY);
  if (typeof row?.value === 'string') return row.value;
  const id = randomId();
  await db.settings.put({ key: DEVICE_KEY, value: id });
  return id;
}

/**
 * Who writes an entry of a shared night (inside the append transaction). An
 * unshared night's entries carry neither: one writer needs no tie-break.
 */
export async function writerOf(
  db: RenoncDb,
  nightId: NightId,
): Promise<{ device?: string; by?: string }> {
  const share = await db.shares.get(nightId);
  if (!share) return {};
  return { device: await deviceIdIn(db), ...(share.phone ? { by: share.phone } : {}) };
}

export function deviceId(db: RenoncDb): Promise<string> {
  return guarded(() => db.transaction('rw', db.settings, () => deviceIdIn(db)));
}

export function getShare(db: RenoncDb, nightId: NightId): Promise<ShareRow | undefined> {
  return guarded(() => db.shares.get(nightId));
}

export function findShare(db: RenoncDb, shareId: string): Promise<ShareRow | undefined> {
  return guarded(() => db.shares.where('shareId').equals(shareId).first());
}

export function putShare(db: RenoncDb, row: ShareRow): Promise<void> {
  return guarded(async () => {
    await db.shares.put(row);
  });
}

/** Leaving a shared night: the link is forgotten, the night and its entries stay. */
export function forgetShare(db: RenoncDb, nightId: NightId): Promise<void> {
  return guarded(() => db.shares.delete(nightId));
}

export function entryCount(db: RenoncDb, nightId: NightId): Promise<number> {
  return db.entries.where('nightId').equals(nightId).count();
}

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

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** Stores entries from other phones in one transaction; existing ones are never changed. */
export function storeRemoteEntries(
  db: RenoncDb,
  nightId: NightId,
  values: readonly unknown[],
): Promise<RemoteResult> {
  return guarded(() =>
    db.transaction('rw', [db.nights, db.entries], async () => {
      if (!(await db.nights.get(nightId))) {
        throw new StorageError('notFound', `no night ${nightId}`);
      }
      let added = 0;
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
      added = fresh.length;
      return { added, known, refused };
    }),
  );
}

/** Only the ledger's own fields, in a fixed order: what is stored and what is shared. */
export function cleanEntry(e: LedgerEntry): LedgerEntry {
  return {
    id: e.id,
    nightId: e.nightId,
    seq: e.seq,
    ...(e.device !== undefined ? { device: e.device } : {}),
    kind: e.kind,
    payload: e.payload,
    createdAt: e.createdAt,
    ...(e.voids !== undefined ? { voids: e.voids } : {}),
    ...(e.replaces !== undefined ? { replaces: e.replaces } : {}),
    ...(e.reason !== undefined ? { reason: e.reason } : {}),
    ...(e.by !== undefined ? { by: e.by } : {}),
  };
}
