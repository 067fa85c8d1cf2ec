// What opening a night reads: with a stored snapshot that has its entries,
// only the entries stored after it (engine/ledger/snapshot-open.ts); else,
// or when the night holds an entry in neither part, the whole night. The
// reads can start as soon as the night's id is known (prefetchOpening),
// while the night's row and its game's code are still loading; what they
// found is checked once the night is known (readNightOpening).
import {
  entriesFromSnapshot,
  type LedgerEntry,
  type NightId,
  type SnapshotPrefix,
} from '../../engine';
import { countAndEntriesAfter, entriesOfNight, loadSnapshot, type RenoncDb } from '../../storage';

export interface OpeningRead {
  /** Every stored entry of the night (any order: OrderedLedger sorts them). */
  readonly entries: readonly LedgerEntry[];
  /** True when only the entries after the snapshot came from the entries table. */
  readonly tailOnly: boolean;
}

/** The night's stored count and the entries after `afterSeq`, read together. */
export interface TailRead {
  readonly afterSeq: number;
  readonly count: number;
  readonly entries: readonly LedgerEntry[];
}

/** The stored snapshot as it is, and the tail after the seq it claims to end at. */
export interface PrefetchedOpening {
  readonly snapshot: unknown;
  readonly tail?: TailRead;
}

/** Starts the opening reads from the night's id alone; never rejects (a failed read is no read). */
export async function prefetchOpening(db: RenoncDb, nightId: NightId): Promise<PrefetchedOpening> {
  try {
    const snapshot = await loadSnapshot(db, nightId);
    const afterSeq = claimedEnd(snapshot);
    if (afterSeq === undefined) return { snapshot };
    return { snapshot, tail: { afterSeq, ...(await countAndEntriesAfter(db, nightId, afterSeq)) } };
  } catch {
    return { snapshot: undefined };
  }
}

/**
 * The night's entries: the snapshot's (when `prefix`, its checked entries, is
 * given) and the tail after them (the prefetched one when it was read after
 * the same seq, else read now), or the whole night.
 */
export async function readNightOpening(
  db: RenoncDb,
  nightId: NightId,
  prefix: SnapshotPrefix | undefined,
  prefetched?: TailRead,
): Promise<OpeningRead> {
  if (prefix) {
    const tail =
      prefetched?.afterSeq === prefix.afterSeq
        ? prefetched
        : await countAndEntriesAfter(db, nightId, prefix.afterSeq);
    const entries = entriesFromSnapshot(prefix, tail.count, tail.entries);
    if (entries) return { entries, tailOnly: true };
  }
  return { entries: await entriesOfNight(db, nightId), tailOnly: false };
}

/** The seq a stored row says its entries end at (checked later, with the night). */
function claimedEnd(snapshot: unknown): number | undefined {
  const last = (snapshot as { last?: { seq?: unknown } } | undefined)?.last;
  return typeof last?.seq === 'number' && Number.isSafeInteger(last.seq) ? last.seq : undefined;
}
