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
  targetOf,
  type EntryId,
  type LedgerEntry,
  type NightId,
  type Timestamp,
} from '../engine';
import { guarded, StorageError, type StorageErrorKind } from './errors';
import { headOf } from './heads';
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
  'errors:ledger.keepVersionGone': 'conflict',
  'errors:ledger.keepNoConflict': 'conflict',
  'errors:ledger.voidAfterKeep': 'conflict',
};

/**
 * The live-save rules, inside the write's transaction: the engine decides on
 * the part of the night as stored right now that the new entry can reach (no
 * depth limit, no copy of the rules here).
 */
function checkRules(reachable: readonly EntryRow[], maxSeq: number, row: EntryRow): void {
  const graph = ledgerGraphOf(reachable, row.nightId);
  const problem = seqProblem(maxSeq, row) ?? graph.problemOf(row);
  if (problem === undefined) return;
  const kind = RULE_KINDS[problem] ?? 'invalid';
  throw new StorageError(kind, `${problem}: entry ${row.id}`, {}, { code: problem });
}

/** Deals (first entries: no void, no replacement) among rows. */
const dealsIn = (rows: readonly EntryRow[]) =>
  rows.filter((e) => e.kind !== 'void' && e.replaces === undefined);

/**
 * The night's entries linked to `targetId` through voids and replacements,
 * in either direction (its chain, the voids of its voids, rival corrections):
 * everything `LedgerGraph.problemOf` looks at for an entry pointing there.
 * Whether an entry counts depends only on the entries linked to it, and the
 * graph replays them in ledger order, so the answer is the one the whole
 * night gives — at a cost of the chain's size, not the night's
 * (tests/storage/save-reads.test.ts checks both). Entries of other nights
 * are left out, as the whole-night graph never sees them. Besides the links,
 * the deals one deal can be with (docs/ledger.md K1, K5, K7: a "keep this
 * one" counts the deal's versions): those of the same seq from other phones,
 * and those at the seq of a restore (a void of a void), which puts the deal
 * it brings back beside a hand another phone entered then (M5) — unless a
 * deal counts in between, so those are read too, only then
 * (tests/storage/keep-reads.test.ts).
 */
async function linkedEntriesInTx(
  db: RenoncDb,
  nightId: NightId,
  targetId: EntryId,
): Promise<EntryRow[]> {
  const found = new Map<EntryId, EntryRow>();
  const seen = new Set<EntryId>();
  const queue: EntryId[] = [targetId];
  // Seqs of linked deals (every entry there is read) and of linked restores (the deals there).
  const dealSeqs = new Seqs();
  const voidSeqs = new Seqs();
  let voids: EntryRow[] = [];
  const take = (e: EntryRow | undefined) => {
    if (e === undefined || e.nightId !== nightId || found.has(e.id)) return;
    found.set(e.id, e);
    for (const next of [e.voids, e.replaces]) if (next !== undefined) queue.push(next);
    queue.push(e.id);
    if (e.kind === 'void') voids.push(e);
    else if (e.replaces === undefined) dealSeqs.add(e.seq);
  };
  const atSeqs = (seqs: readonly number[]) =>
    Promise.all(
      seqs.map((seq) => db.entries.where('[nightId+seq]').equals([nightId, seq]).toArray()),
    );
  while (queue.length > 0 || dealSeqs.waiting() || voids.length > 0) {
    if (queue.length === 0 && dealSeqs.waiting()) {
      // Entries of the same seq from other phones: the same deal entered apart.
      for (const list of await atSeqs(dealSeqs.next())) for (const e of list) take(e);
      continue;
    }
    if (queue.length === 0) {
      // Only a void of a void brings a deal back (its target is read by now).
      for (const v of voids) if (found.get(v.voids!)?.kind === 'void') voidSeqs.add(v.seq);
      voids = [];
      const seqs = voidSeqs.next();
      const met = (await atSeqs(seqs)).map(dealsIn);
      const metAt = seqs.filter((_, i) => met[i]!.length > 0);
      const between = metAt.length > 0 ? dealsBefore(db, nightId, found, metAt) : undefined;
      for (const e of [...met.flat(), ...(between ? await between : [])]) take(e);
      continue;
    }
    const id = queue.pop()!;
    if (seen.has(id)) continue;
    seen.add(id);
    const [self, voiders, replacers] = await Promise.all([
      db.entries.get(id),
      db.entries.where('voids').equals(id).toArray(),
      db.entries.where('replaces').equals(id).toArray(),
    ]);
    take(self);
    for (const e of voiders) take(e);
    for (const e of replacers) take(e);
  }
  return [...found.values()];
}

/** Seqs still to read, each read once. */
class Seqs {
  private readonly done = new Set<number>();
  private readonly todo = new Set<number>();
  add(seq: number): void {
    if (!this.done.has(seq)) this.todo.add(seq);
  }
  waiting(): boolean {
    return this.todo.size > 0;
  }
  next(): number[] {
    const batch = [...this.todo];
    this.todo.clear();
    for (const seq of batch) this.done.add(seq);
    return batch;
  }
}

/**
 * The deals stored between the earliest linked deal and the latest of `seqs`
 * (voids that met another phone's deal): whether one of them counts decides
 * if a deal brought back there is the same hand as the other phone's (none
 * to read when nothing lies between).
 */
function dealsBefore(
  db: RenoncDb,
  nightId: NightId,
  found: ReadonlyMap<EntryId, EntryRow>,
  seqs: readonly number[],
): Promise<EntryRow[]> | undefined {
  const from = Math.min(...dealsIn([...found.values()]).map((e) => e.seq));
  const to = Math.max(...seqs);
  if (!(from + 1 < to)) return undefined;
  return db.entries
    .where('[nightId+seq]')
    .between([nightId, from + 1], [nightId, to], true, false)
    .toArray()
    .then(dealsIn);
}

const nightRange = (nightId: NightId) =>
  [
    [nightId, Dexie.minKey],
    [nightId, Dexie.maxKey],
  ] as const;

/** The highest stored seq of the night (0 for none): one index step, not a read of the night. */
async function maxSeqInTx(db: RenoncDb, nightId: NightId): Promise<number> {
  const last = await db.entries
    .where('[nightId+seq]')
    .between(...nightRange(nightId))
    .last();
  return last?.seq ?? 0;
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
    db.transaction(
      'rw',
      [db.nights, db.entries, db.heads, db.drafts, db.settings, db.shares],
      async () => {
        const night = await db.nights.get(row.nightId);
        if (!night) throw new StorageError('notFound', `no night ${row.nightId}`);
        // The caller checked the entry against the ledger holding `expectedHead`
        // entries; anything stored since (another tab, another phone) voids that
        // check. Entries are never deleted from a night, so the count says it.
        if (expectedHead !== undefined) {
          const head = await headOf(db, row.nightId);
          if (head !== expectedHead) {
            throw new StorageError('stale', `night ${row.nightId} has ${head} entries`, { head });
          }
        }
        // seq is a Lamport number: 1 + the highest seen, from this phone or any other.
        const maxSeq = await maxSeqInTx(db, row.nightId);
        const entry: EntryRow = { ...row, seq: maxSeq + 1, ...(await writerOf(db, row.nightId)) };
        const target = targetOf(entry);
        const reachable =
          target === undefined ? [] : await linkedEntriesInTx(db, row.nightId, target);
        checkRules(reachable, maxSeq, entry);
        await db.entries.add(entry);
        if (clearDraft !== undefined) await db.drafts.delete(clearDraft);
        return entry;
      },
    ),
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
      .between(...nightRange(nightId))
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

/**
 * The night's stored entry count and its entries after `afterSeq`, read in
 * one transaction so the two agree (a night opening from its snapshot,
 * engine/ledger/snapshot-open.ts).
 */
export function countAndEntriesAfter(
  db: RenoncDb,
  nightId: NightId,
  afterSeq: number,
): Promise<{ count: number; entries: EntryRow[] }> {
  return guarded(() =>
    db.transaction('r', [db.entries, db.heads], async () => {
      const [count, entries] = await Promise.all([
        headOf(db, nightId),
        entriesAfter(db, nightId, afterSeq),
      ]);
      return { count, entries };
    }),
  );
}
