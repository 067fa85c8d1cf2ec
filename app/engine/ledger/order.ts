// The scoring order of a night's entries: one rule that every phone computes
// alike, whatever order the entries arrived in. A stored entry's `seq` is a
// Lamport number: its writer gave it 1 + the highest seq it had seen in the
// night. One writer therefore numbers 1, 2, 3 … gap-free (as schema v1 did);
// two phones apart can give two entries the same seq, and then the writer's
// device id and finally the entry id decide. A target (of a void or a
// replacement) was seen by its writer, so it always has a smaller seq and
// comes earlier. The engine folds entries ranked 1..n in this order.
import type { LedgerEntry } from './types';

/** Negative when `a` is scored before `b`. Total: only an entry equals itself. */
export function compareOrder(a: LedgerEntry, b: LedgerEntry): number {
  if (a.seq !== b.seq) return a.seq - b.seq;
  const da = a.device ?? '';
  const db = b.device ?? '';
  if (da !== db) return da < db ? -1 : 1;
  if (a.id === b.id) return 0;
  return a.id < b.id ? -1 : 1;
}

/** A sorted copy in scoring order. */
export function inScoringOrder(entries: readonly LedgerEntry[]): LedgerEntry[] {
  return [...entries].sort(compareOrder);
}

/**
 * Stored entries → what the fold reads: scoring order, `seq` replaced by the
 * rank 1..n (so "hand 15" is the same hand on every phone once they agree),
 * the stored number kept as `clock`.
 */
export function rankEntries(entries: readonly LedgerEntry[], from = 1): RankedEntry[] {
  return inScoringOrder(entries).map((entry, i) => rankOne(entry, from + i));
}

export type RankedEntry = LedgerEntry & { readonly clock: number };

export function rankOne(entry: LedgerEntry, rank: number): RankedEntry {
  const clock = (entry as Partial<RankedEntry>).clock ?? entry.seq;
  return { ...entry, seq: rank, clock };
}

/** The stored entry a ranked one came from. */
export function unranked(entry: LedgerEntry): LedgerEntry {
  const clock = (entry as Partial<RankedEntry>).clock;
  if (clock === undefined) return entry;
  const { clock: _clock, ...rest } = entry as RankedEntry;
  return { ...rest, seq: clock };
}

// Conflicts between phones (the same deal entered twice, versions that met): ./conflicts.ts.

/**
 * The ledger order every sort and every "came before" of the engine uses (the
 * scoring order above). Kept under its own name so graph, folds and the
 * validator name one function.
 */
export const compareLedgerOrder = compareOrder;

/** Whether a list is already in ledger order without ties. */
export function isInLedgerOrder(entries: readonly LedgerEntry[]): boolean {
  for (let i = 1; i < entries.length; i++) {
    if (compareOrder(entries[i - 1]!, entries[i]!) >= 0) return false;
  }
  return true;
}

/** The entries in ledger order (a copy only when they are not in order yet). */
export function inLedgerOrder<E extends LedgerEntry>(entries: readonly E[]): readonly E[] {
  return isInLedgerOrder(entries) ? entries : [...entries].sort(compareOrder);
}

/**
 * Sequence numbers stay far below 2^53: a night never holds a billion entries,
 * and a number near the float limit would let the night take one more save and
 * then none (seq + 1 === seq).
 */
export const LEDGER_MAX_SEQ = 1_000_000_000;

/**
 * Why `entry` cannot follow an entry with sequence number `lastSeq`, or
 * undefined. A save numbers an entry `lastSeq + 1` (one writer: gap-free);
 * `gapFree` asks that of a one-writer ledger that arrives whole (a backup).
 */
export function seqProblem(
  lastSeq: number,
  entry: LedgerEntry,
  gapFree = false,
): string | undefined {
  if (!Number.isSafeInteger(entry.seq) || entry.seq < 1 || entry.seq > LEDGER_MAX_SEQ) {
    return 'errors:ledger.seqOutOfRange';
  }
  if (gapFree ? entry.seq !== lastSeq + 1 : entry.seq <= lastSeq) return 'errors:ledger.seqNotNext';
  return undefined;
}
