// What opening a night reads: with a stored snapshot that has its entries,
// only the entries stored after it (engine/ledger/snapshot-open.ts); else,
// or when the night holds an entry in neither part, the whole night.
import {
  entriesFromSnapshot,
  type LedgerEntry,
  type NightId,
  type SnapshotPrefix,
} from '../../engine';
import { countAndEntriesAfter, entriesOfNight, type RenoncDb } from '../../storage';

export interface OpeningRead {
  /** Every stored entry of the night (any order: OrderedLedger sorts them). */
  readonly entries: readonly LedgerEntry[];
  /** True when only the entries after the snapshot came from the entries table. */
  readonly tailOnly: boolean;
}

export async function readNightOpening(
  db: RenoncDb,
  nightId: NightId,
  prefix: SnapshotPrefix | undefined,
): Promise<OpeningRead> {
  if (prefix) {
    const tail = await countAndEntriesAfter(db, nightId, prefix.afterSeq);
    const entries = entriesFromSnapshot(prefix, tail.count, tail.entries);
    if (entries) return { entries, tailOnly: true };
  }
  return { entries: await entriesOfNight(db, nightId), tailOnly: false };
}
