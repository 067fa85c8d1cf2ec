// Appending to the ledger. Entries are only ever added: a void or a
// replacement is a new entry pointing at an older one. Each write is one
// transaction that also assigns the next sequence number, so two tabs saving
// at the same moment get distinct, gap-free numbers, and that checks the
// ledger rules against the night as stored at that moment (two tabs can
// never store a ledger the rules refuse).
import Dexie from 'dexie';
import {
  ledgerGraphOf,
  seqProblem,
  type EntryId,
  type LedgerEntry,
  type NightId,
  type Timestamp,
} from '../engine';
import { guarded, StorageError, type StorageErrorKind } from './errors';
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
  /** How many entries the night had when the caller checked: refused ('stale') if that changed. */
  readonly expectedHead?: number;
}

interface WriteOptions {
  readonly clearDraft?: string | undefined;
  readonly expectedHead?: number | undefined;
}

export const MAX_REASON = 200;

const newId = (): string => crypto.randomUUID();

/** What the user can do about a broken ledger rule, for the storage error's kind. */
const RULE_KINDS: Readonly<Record<string, StorageErrorKind>> = {
  'errors:ledger.targetUnknown': 'notFound',
  'errors:ledger.targetOtherNight': 'notFound',
  'errors:ledger.targetVoided': 'conflict',
  'errors:ledger.targetReplaced': 'conflict',
  'errors:ledger.targetRefused': 'conflict',
  'errors:ledger.restoreConflict': 'conflict',
};

/**
 * The live-save rules, inside the write's transaction: the engine decides on
 * the night's entries as they are stored right now (no depth limit, no copy
 * of the rules here).
 */
function checkRules(stored: readonly EntryRow[], maxSeq: number, row: EntryRow): void {
  const graph = ledgerGraphOf(stored, row.nightId);
  const problem = seqProblem(maxSeq, row) ?? graph.problemOf(row);
  if (problem === undefined) return;
  const kind = RULE_KINDS[problem] ?? 'invalid';
  throw new StorageError(kind, `${problem}: entry ${row.id}`, {}, { code: problem });
}

function entriesOfNightInTx(db: RenoncDb, nightId: NightId): Promise<EntryRow[]> {
  return db.entries
    .where('[nightId+seq]')
    .between([nightId, Dexie.minKey], [nightId, Dexie.maxKey])
    .toArray();
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
  options: WriteOptions,
): Promise<EntryRow> {
  const { clearDraft, expectedHead } = options;
  return guarded(() =>
    db.transaction('rw', [db.nights, db.entries, db.drafts, db.settings, db.shares], async () => {
      const night = await db.nights.get(row.nightId);
      if (!night) throw new StorageError('notFound', `no night ${row.nightId}`);
      const stored = await entriesOfNightInTx(db, row.nightId);
      // The caller checked the entry against the ledger holding `expectedHead`
      // entries; anything stored since (another tab, another phone) voids that check.
      if (expectedHead !== undefined && stored.length !== expectedHead) {
        throw new StorageError('stale', `night ${row.nightId} has ${stored.length} entries`, {
          head: stored.length,
        });
      }
      // seq is a Lamport number: 1 + the highest seen, from this phone or any other.
      let maxSeq = 0;
      for (const e of stored) if (e.seq > maxSeq) maxSeq = e.seq;
      const entry: EntryRow = { ...row, seq: maxSeq + 1, ...(await writerOf(db, row.nightId)) };
      checkRules(stored, maxSeq, entry);
      await db.entries.add(entry);
      if (clearDraft !== undefined) await db.drafts.delete(clearDraft);
      return entry;
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
  return write(db, row, { clearDraft: input.clearDraft, expectedHead: input.expectedHead });
}

/** Voids an earlier entry of the same night. Undo is a void with the reason 'undo'. */
export function voidEntry(
  db: RenoncDb,
  nightId: NightId,
  targetId: EntryId,
  reason: string,
  options: { id?: string; createdAt?: Timestamp; expectedHead?: number } = {},
): Promise<EntryRow> {
  const clean = cleanReason(reason);
  if (clean === undefined)
    return Promise.reject(new StorageError('invalid', 'a void needs a reason'));
  return write(
    db,
    {
      id: options.id ?? newId(),
      nightId,
      kind: 'void',
      payload: {},
      createdAt: options.createdAt ?? Date.now(),
      voids: targetId,
      reason: clean,
    },
    { expectedHead: options.expectedHead },
  );
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
