// The opening reads that need only the night's id (no engine code), so that
// they can start before the night screen's code has loaded: app/ui/root.tsx
// begins them when the app mounts on a night's route (beginEarlyOpening), and
// the night screen takes them once (takeEarlyOpening); ./opening-read checks
// what they found once the night and its game are known.
import type { LedgerEntry, NightId } from '../../engine';
import { countAndEntriesAfter, loadSnapshot, type EarlyRead, type RenoncDb } from '../../storage';

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

/** The seq a stored row says its entries end at (checked later, with the night). */
function claimedEnd(snapshot: unknown): number | undefined {
  const last = (snapshot as { last?: { seq?: unknown } } | undefined)?.last;
  return typeof last?.seq === 'number' && Number.isSafeInteger(last.seq) ? last.seq : undefined;
}

let early:
  { readonly db: RenoncDb; readonly nightId: string; read: Promise<PrefetchedOpening> } | undefined;

/** The opening reads as the route script's early reads found them (app/storage/early-read.ts). */
export function openingFromEarly(found: EarlyRead): PrefetchedOpening {
  const tail = found.tail;
  // The tail counts only after the seq this snapshot claims, as prefetchOpening reads it.
  return tail && claimedEnd(found.snapshot) === tail.afterSeq
    ? { snapshot: found.snapshot, tail }
    : { snapshot: found.snapshot };
}

/**
 * Starts the night's opening reads now (the app is mounting on its screen),
 * or takes them from the route script's (`found`) when it read them.
 */
export function beginEarlyOpening(
  db: RenoncDb,
  nightId: string,
  found?: Promise<EarlyRead | undefined>,
): Promise<PrefetchedOpening> {
  const read = found
    ? found.then((f) => (f ? openingFromEarly(f) : prefetchOpening(db, nightId)))
    : prefetchOpening(db, nightId);
  early = { db, nightId, read };
  return read;
}

/**
 * The reads begun by beginEarlyOpening, when they were for this database and
 * night; taken once: whoever asks first clears them, so a later visit to the
 * night reads anew and nothing holds a long night's entries in memory.
 */
export function takeEarlyOpening(
  db: RenoncDb,
  nightId: string,
): Promise<PrefetchedOpening> | undefined {
  const taken = early;
  early = undefined;
  return taken?.db === db && taken.nightId === nightId ? taken.read : undefined;
}
