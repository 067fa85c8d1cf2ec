// Storage for shared nights that every night screen may need: the share
// records and this phone's device id (stamped on a shared night's entries).
// What only arrives through sync lives in shared-night.ts.
import type { NightId } from '../engine';
import { guarded } from './errors';
import type { RenoncDb, ShareRow } from './schema';

const DEVICE_KEY = 'device';
const sentKey = (nightId: NightId) => `sync-sent:${nightId}`;

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

/**
 * Leaving a shared night: the link is forgotten, the night and its entries
 * stay. So are the ids its server confirmed: sharing it again makes a new
 * document that holds none of them yet.
 */
export function forgetShare(db: RenoncDb, nightId: NightId): Promise<void> {
  return guarded(() =>
    db.transaction('rw', db.shares, db.settings, async () => {
      await db.shares.delete(nightId);
      await db.settings.delete(sentKey(nightId));
    }),
  );
}

export function entryCount(db: RenoncDb, nightId: NightId): Promise<number> {
  return db.entries.where('nightId').equals(nightId).count();
}

/**
 * Ids of this night's entries the server has confirmed holding ("have"), or
 * that came from it: what "N to send" does not count. Kept across reloads, so
 * a phone that opens offline still counts exactly what it has to send.
 */
export function confirmedIds(db: RenoncDb, nightId: NightId): Promise<Set<string>> {
  return guarded(async () => {
    const value = (await db.settings.get(sentKey(nightId)))?.value;
    return new Set(Array.isArray(value) ? value.filter((v) => typeof v === 'string') : []);
  });
}

export function saveConfirmedIds(
  db: RenoncDb,
  nightId: NightId,
  ids: ReadonlySet<string>,
): Promise<void> {
  return guarded(async () => {
    await db.settings.put({ key: sentKey(nightId), value: [...ids] });
  });
}
