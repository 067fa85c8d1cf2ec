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
import { countAndEntriesAfter, entriesOfNight, type RenoncDb } from '../../storage';
import type { TailRead } from './opening-prefetch';

export { prefetchOpening, type PrefetchedOpening, type TailRead } from './opening-prefetch';

export interface OpeningRead {
  /** Every stored entry of the night (any order: OrderedLedger sorts them). */
  readonly entries: readonly LedgerEntry[];
  /** True when only the entries after the snapshot came from the entries table. */
  readonly tailOnly: boolean;
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
