// A night's opening reads begun before any of the app's modules has loaded
// (issue 31). The route script (scripts/route-script.ts) runs this source on
// a night's address right after the document is parsed: it opens the
// database with IndexedDB itself and reads, in one read-only transaction,
// what the night screen needs first: the night's row, the players, whether
// the night is shared (a viewer's screen has no entry form), its stored
// snapshot, and its entry count with the entries stored after that
// snapshot. The app takes the result when it mounts (takeEarlyRead): by then
// the reads are done, instead of starting only once Dexie has loaded and
// opened. Only reads, never a write: it never creates the database (a first
// visit's open is aborted), closes its connection when done or when the app
// needs to upgrade, and anything it found is checked again by the app (the
// snapshot against the night, the count against the entries), exactly as
// Dexie's reads of the same rows are. Its store and index names are the
// schema's (tests/storage/early-read.test.ts holds them to it).
import type { EntryRow, NightRow, PlayerRow, ShareRow } from './schema';
import { DB_NAME } from './schema';

/** Where the route script leaves `{ nightId, read }` for the app. */
export const EARLY_READ_KEY = '__renoncEarlyRead';

/** The stores and indexes read, as the current schema names them. */
export const EARLY_READ_STORES = {
  nights: 'nights',
  players: 'players',
  playersByName: 'name',
  snapshots: 'snapshots',
  shares: 'shares',
  heads: 'heads',
  entries: 'entries',
  entriesByNight: 'nightId',
  entriesBySeq: '[nightId+seq]',
} as const;

/**
 * ES5 source of `function (nightId, afterFirstPaint)` for the database `name`
 * (the app's; another in tests): starts the reads and leaves
 * them on `window[EARLY_READ_KEY]`. The reads' results are handed over once
 * the first frame is painted, at once when it already is (`afterFirstPaint`,
 * the route script's): what the app then does with a long night's rows takes
 * the main thread, which the first text needs first.
 * Never throws.
 */
export function earlyReadSource(name: string = DB_NAME): string {
  const s = EARLY_READ_STORES;
  return `function (nightId, afterFirstPaint) {
    if (typeof indexedDB === 'undefined' || typeof Promise !== 'function') return;
    var readAll = function (db, done) {
      var tx = db.transaction([${JSON.stringify([s.nights, s.players, s.shares, s.snapshots, s.heads, s.entries]).slice(1, -1)}], 'readonly');
      var out = { nightId: nightId };
      var get = function (request, put) { request.onsuccess = function () { put(request.result); }; };
      var entries = tx.objectStore(${JSON.stringify(s.entries)});
      get(tx.objectStore(${JSON.stringify(s.nights)}).get(nightId), function (row) { out.row = row === undefined ? null : row; });
      get(tx.objectStore(${JSON.stringify(s.players)}).index(${JSON.stringify(s.playersByName)}).getAll(), function (players) { out.players = players; });
      get(tx.objectStore(${JSON.stringify(s.shares)}).get(nightId), function (share) { out.share = share === undefined ? null : share; });
      get(tx.objectStore(${JSON.stringify(s.heads)}).get(nightId), function (head) {
        if (head && typeof head.count === 'number') out.count = head.count;
        else get(entries.index(${JSON.stringify(s.entriesByNight)}).count(nightId), function (n) { out.count = n; });
      });
      get(tx.objectStore(${JSON.stringify(s.snapshots)}).get(nightId), function (snapshot) {
        out.snapshot = snapshot;
        var seq = snapshot && snapshot.last && snapshot.last.seq;
        if (typeof seq !== 'number' || seq % 1 !== 0 || Math.abs(seq) > 9007199254740991) return;
        out.afterSeq = seq;
        get(entries.index(${JSON.stringify(s.entriesBySeq)}).getAll(IDBKeyRange.bound([nightId, seq + 1], [nightId, Infinity])), function (rows) { out.entries = rows; });
      });
      tx.oncomplete = function () { done(out); };
      tx.onabort = function () { done(undefined); };
    };
    var read = new Promise(function (resolve) {
      var request = indexedDB.open(${JSON.stringify(name)});
      // No database yet (a first visit): this read never creates one.
      request.onupgradeneeded = function () { request.transaction.abort(); };
      request.onerror = function () { resolve(undefined); };
      request.onsuccess = function () {
        var db = request.result;
        // The app opening a newer version of the database must not wait for this one.
        db.onversionchange = function () { db.close(); };
        var finish = function (out) { db.close(); afterFirstPaint(function () { resolve(out); }); };
        try { readAll(db, finish); } catch (e) { finish(undefined); }
      };
    });
    window[${JSON.stringify(EARLY_READ_KEY)}] = { nightId: nightId, read: read };
  }`;
}

/** What the early reads found; each part only when it was read. */
export interface EarlyRead {
  readonly nightId: string;
  /** null: the database holds no such night. */
  readonly row?: NightRow | null;
  readonly players?: PlayerRow[];
  /** null: the night is not shared. */
  readonly share?: ShareRow | null;
  readonly snapshot?: unknown;
  /** The seq the snapshot claims to end at, and what was read after it. */
  readonly tail?: {
    readonly afterSeq: number;
    readonly count: number;
    readonly entries: readonly EntryRow[];
  };
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;
const isCount = (v: unknown): v is number => Number.isSafeInteger(v) && (v as number) >= 0;

/** The early reads' result as the app trusts it: a part of the wrong shape is dropped. */
export function checkEarlyRead(found: unknown, nightId: string): EarlyRead | undefined {
  if (!isRecord(found) || found['nightId'] !== nightId) return undefined;
  const { row, players, share, snapshot, afterSeq, count, entries } = found;
  const rowOk = row === null || (isRecord(row) && row['id'] === nightId);
  const shareOk = share === null || (isRecord(share) && share['nightId'] === nightId);
  const playersOk = Array.isArray(players) && players.every(isRecord);
  const tailOk =
    Number.isSafeInteger(afterSeq) &&
    isCount(count) &&
    Array.isArray(entries) &&
    entries.every((e) => isRecord(e) && e['nightId'] === nightId);
  return {
    nightId,
    ...(rowOk ? { row: row as NightRow | null } : {}),
    ...(playersOk ? { players: players as unknown as PlayerRow[] } : {}),
    ...(shareOk ? { share: share as ShareRow | null } : {}),
    snapshot,
    ...(tailOk
      ? { tail: { afterSeq: afterSeq as number, count, entries: entries as EntryRow[] } }
      : {}),
  };
}

/** Whether the route script began early reads that no one has taken yet. */
export function earlyReadBegun(): boolean {
  return isRecord((globalThis as unknown as Record<string, unknown>)[EARLY_READ_KEY]);
}

/**
 * The early reads the route script began for this night, taken once: the
 * page's copy is dropped in any case (undefined `nightId`: the app did not
 * open on a night), so a long night's rows are not held. Undefined when there
 * are none for it. Never rejects.
 */
export function takeEarlyRead(
  nightId: string | undefined,
): Promise<EarlyRead | undefined> | undefined {
  const page = globalThis as unknown as Record<string, unknown>;
  const held = page[EARLY_READ_KEY];
  delete page[EARLY_READ_KEY];
  if (
    nightId === undefined ||
    !isRecord(held) ||
    held['nightId'] !== nightId ||
    !(held['read'] instanceof Promise)
  )
    return undefined;
  return (held['read'] as Promise<unknown>).then(
    (found) => checkEarlyRead(found, nightId),
    () => undefined,
  );
}
