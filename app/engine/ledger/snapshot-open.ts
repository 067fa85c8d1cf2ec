// Opening a night from its stored snapshot by reading only what came after
// it: the snapshot keeps the entries it was folded from, so the night's
// entries are those plus the ones stored with a higher seq, when the night's
// stored count (its head) says nothing else is there. Why that is enough:
// entries are never changed or deleted (append-only), so the snapshot's are
// still stored; an entry another phone made while apart can carry a seq at or
// below the snapshot's last (a Lamport tie, order.ts) and is then in neither
// part, and the count does not add up. Then the caller reads everything.
import { idsHashOf, isIntactSnapshot, markEntriesHashed } from './snapshot';
import type { LedgerEntry, NightInfo } from './types';

/** The part of a stored snapshot that says what to read after it. */
export interface SnapshotPrefix {
  /** The stored entries the snapshot was folded from, in scoring order. */
  readonly entries: readonly LedgerEntry[];
  /** The stored seq of the last of them: the tail is every entry with a higher seq. */
  readonly afterSeq: number;
}

/**
 * The snapshot's entries when the snapshot is intact (this code's, this
 * night's, its checksum and its entries' hash right), else undefined: then
 * the whole night is read, and the snapshot is dropped when it does not fit.
 */
export function snapshotPrefix(
  night: NightInfo,
  snapshot: unknown,
  codeVersion: string,
): SnapshotPrefix | undefined {
  try {
    if (!isIntactSnapshot(night, snapshot, codeVersion)) return undefined;
    const { entries, count, last } = snapshot;
    if (entries.length === 0 || entries.length !== count) return undefined;
    if (!(entries as readonly unknown[]).every(isEntryLike)) return undefined;
    const end = entries[entries.length - 1]!;
    if (end.id !== last.id || end.seq !== last.seq || (end.device ?? '') !== last.device) {
      return undefined;
    }
    if (idsHashOf(entries, count) !== snapshot.idsHash) return undefined;
    markEntriesHashed(snapshot);
    return { entries, afterSeq: end.seq };
  } catch {
    return undefined; // a row this code cannot read is no snapshot
  }
}

/**
 * All the night's entries, from the snapshot's and the `tail` read after it,
 * when the night's stored `count` is exactly theirs; undefined when some entry
 * is in neither (read the whole night instead).
 */
export function entriesFromSnapshot(
  prefix: SnapshotPrefix,
  count: number,
  tail: readonly LedgerEntry[],
): LedgerEntry[] | undefined {
  if (count !== prefix.entries.length + tail.length) return undefined;
  for (const e of tail) if (!(e.seq > prefix.afterSeq)) return undefined;
  return prefix.entries.concat(tail);
}

function isEntryLike(v: unknown): v is LedgerEntry {
  if (typeof v !== 'object' || v === null) return false;
  const e = v as Partial<LedgerEntry>;
  return (
    typeof e.id === 'string' &&
    typeof e.kind === 'string' &&
    Number.isSafeInteger(e.seq) &&
    (e.device === undefined || typeof e.device === 'string') &&
    typeof e.payload === 'object' &&
    e.payload !== null
  );
}
