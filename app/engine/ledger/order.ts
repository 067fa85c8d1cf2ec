// The ledger's total order: the one place that says which of two entries came
// first. Today that is the gap-free per-night sequence number; multi-writer
// sync will swap in its own total order here, and every sort, every "later
// than" and the scoring order of the fold follow it.
import type { LedgerEntry } from './types';

/**
 * Sequence numbers stay far below 2^53: a night never holds a billion entries,
 * and a number near the float limit would let the night take one more save and
 * then none (seq + 1 === seq).
 */
export const LEDGER_MAX_SEQ = 1_000_000_000;

/** Negative when `a` came before `b` in the ledger, positive when after. */
export function compareLedgerOrder(a: LedgerEntry, b: LedgerEntry): number {
  return a.seq - b.seq;
}

/** Whether a list is already in ledger order without ties. */
export function isInLedgerOrder(entries: readonly LedgerEntry[]): boolean {
  for (let i = 1; i < entries.length; i++) {
    if (compareLedgerOrder(entries[i - 1]!, entries[i]!) >= 0) return false;
  }
  return true;
}

/** The entries in ledger order (a copy only when they are not in order yet). */
export function inLedgerOrder<E extends LedgerEntry>(entries: readonly E[]): readonly E[] {
  return isInLedgerOrder(entries) ? entries : [...entries].sort(compareLedgerOrder);
}

/**
 * Why `entry` cannot follow an entry with sequence number `lastSeq`, or
 * undefined. Storage numbers a live save `lastSeq + 1`; `gapFree` asks the
 * same of a ledger that arrives whole (a backup file).
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
