// Appending to the ledger. Entries are only ever added: a void or a
// replacement is a new entry pointing at an older one. Each write is one
// transaction that also assigns the next sequence number, so two tabs saving
// at the same moment get distinct, gap-free numbers.
import Dexie from 'dexie';
import type { EntryId, LedgerEntry, NightId, Timestamp } from '../engine';
import { guarded, StorageError } from './errors';
import type { EntryRow, RenoncDb } from './schema';
import { writerOf } from './sync';

export interface NewEntry {
  readonly nightId: NightId;
  readonly kind: string;
  readonly payload: unknown;
  readonly replaces?: EntryId;
  readonly reason?: string;
  /** Draft to clear in the same transaction: saving a hand consumes its draft. */
  readonly clearDraft?: string;
  readonly id?: string;
  readonly createdAt?: Timestamp;
}

export const MAX_REASON = 200;

const newId = (): string => crypto.randomUUID();

async function isActive(db: RenoncDb, id: EntryId, depth = 0): Promise<boolean> {
  if (depth > 50) return true;
  const pointing = [
    ...(await db.entries.where('voids').equals(id).toArray()),
    ...(await db.entries.where('replaces').equals(id).toArray()),
  ];
  for (const p of pointing) if (await isActive(db, p.id, depth + 1)) return false;
  return true;
}

async function nextSeq(db: RenoncDb, nightId: NightId): Promise<number> {
  const last = await db.entries
    .where('[nightId+seq]')
    .between([nightId, Dexie.minKey], [nightId, Dexie.maxKey])
    .last();
  return (last?.seq ?? 0) + 1;
}

async function checkTarget(
  db: RenoncDb,
  nightId: NightId,
  targetId: EntryId,
  mode: 'void' | 'replace',
): Promise<EntryRow> {
  const target = await db.entries.get(targetId);
  if (!target || target.nightId !== nightId) {
    throw new StorageError('notFound', `no entry ${targetId} in night ${nightId}`);
  }
  if (mode === 'replace' && target.kind === 'void') {
    throw new StorageError('invalid', 'a void cannot be replaced');
  }
  if (!(await isActive(db, targetId))) {
    throw new StorageError('conflict', `entry ${targetId} was already voided or replaced`);
  }
  return target;
}

function cleanReason(reason: string | undefined): string | undefined {
  const r = reason?.trim();
  if (r === undefined || r === '') return undefined;
  if (r.length > MAX_REASON) {
    throw new StorageError('invalid', 'reason too long', { max: MAX_REASON });
  }
  return r;
}

async function write(
  db: RenoncDb,
  row: Omit<EntryRow, 'seq'>,
  clearDraft?: string,
): Promise<EntryRow> {
  return guarded(() =>
    db.transaction('rw', [db.nights, db.entries, db.drafts, db.settings, db.shares], async () => {
      const night = await db.nights.get(row.nightId);
      if (!night) throw new StorageError('notFound', `no night ${row.nightId}`);
      if (row.voids !== undefined) await checkTarget(db, row.nightId, row.voids, 'void');
      if (row.replaces !== undefined) await checkTarget(db, row.nightId, row.replaces, 'replace');
      // seq is a Lamport number: 1 + the highest seen, from this phone or any other.
      const stored: EntryRow = {
        ...row,
        seq: await nextSeq(db, row.nightId),
        ...(await writerOf(db, row.nightId)),
      };
      await db.entries.add(stored);
      if (clearDraft !== undefined) await db.drafts.delete(clearDraft);
      return stored;
    }),
  );
}

/** Appends a content entry (a hand, a fine, a transfer, a replacement). */
export function appendEntry(db: RenoncDb, input: NewEntry): Promise<EntryRow> {
  const reason = cleanReason(input.reason);
  if (input.replaces !== undefined && reason === undefined) {
    return Promise.reject(new StorageError('invalid', 'a replacement needs a reason'));
  }
  const row: Omit<LedgerEntry, 'seq'> = {
    id: input.id ?? newId(),
    nightId: input.nightId,
    kind: input.kind,
    payload: input.payload,
    createdAt: input.createdAt ?? Date.now(),
    ...(input.replaces !== undefined ? { replaces: input.replaces } : {}),
    ...(reason !== undefined ? { reason } : {}),
  };
  if (row.kind === 'void') return Promise.reject(new StorageError('invalid', 'use voidEntry'));
  return write(db, row, input.clearDraft);
}

/** Voids an earlier entry of the same night. Undo is a void with the reason 'undo'. */
export function voidEntry(
  db: RenoncDb,
  nightId: NightId,
  targetId: EntryId,
  reason: string,
  options: { id?: string; createdAt?: Timestamp } = {},
): Promise<EntryRow> {
  const clean = cleanReason(reason);
  if (clean === undefined)
    return Promise.reject(new StorageError('invalid', 'a void needs a reason'));
  return write(db, {
    id: options.id ?? newId(),
    nightId,
    kind: 'void',
    payload: {},
    createdAt: options.createdAt ?? Date.now(),
    voids: targetId,
    reason: clean,
  });
}

/** All entries of a night in seq order. */
export function entriesOfNight(db: RenoncDb, nightId: NightId): Promise<EntryRow[]> {
  return guarded(() =>
    db.entries
      .where('[nightId+seq]')
      .between([nightId, Dexie.minKey], [nightId, Dexie.maxKey])
      .toArray(),
  );
}

/** Entries of a night after a known seq: what a live view still has to apply. */
export function entriesAfter(
  db: RenoncDb,
  nightId: NightId,
  afterSeq: number,
): Promise<EntryRow[]> {
  return db.entries
    .where('[nightId+seq]')
    .between([nightId, afterSeq + 1], [nightId, Dexie.maxKey])
    .toArray();
}
