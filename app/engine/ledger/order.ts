// The scoring order of a night's entries: one rule that every phone computes
// alike, whatever order the entries arrived in. A stored entry's `seq` is a
// Lamport number: its writer gave it 1 + the highest seq it had seen in the
// night. One writer therefore numbers 1, 2, 3 … gap-free (as schema v1 did);
// two phones apart can give two entries the same seq, and then the writer's
// device id and finally the entry id decide. A target (of a void or a
// replacement) was seen by its writer, so it always has a smaller seq and
// comes earlier. The engine folds entries ranked 1..n in this order.
import type { EntryId, LedgerEntry } from './types';

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

export const CONFLICT_KINDS = ['twice', 'met'] as const;
export type ConflictKind = (typeof CONFLICT_KINDS)[number];

/**
 * Entries that phones made while apart and that cannot both be meant:
 * 'twice' — new entries of one kind with the same seq from different devices
 * (both written after the same point: the same deal entered on two phones);
 * 'met' — replacements of the same entry from different devices (a claim and
 * a correction, or two corrections, that met). One writer can make neither:
 * its seqs grow, and a second replacement of one entry is refused at save.
 */
export interface Conflict {
  readonly kind: ConflictKind;
  /** The entries in scoring order; the first one names the conflict. */
  readonly entries: readonly LedgerEntry[];
}

export function findConflicts(entries: readonly LedgerEntry[]): Conflict[] {
  const groups = new Map<string, LedgerEntry[]>();
  for (const entry of entries) {
    const key = conflictKey(entry);
    if (key === undefined) continue;
    const group = groups.get(key);
    if (group) group.push(entry);
    else groups.set(key, [entry]);
  }
  const out: Conflict[] = [];
  for (const [key, group] of groups) {
    if (group.length < 2) continue;
    if (new Set(group.map((e) => e.device ?? '')).size < 2) continue;
    out.push({
      kind: key.startsWith('t') ? 'twice' : 'met',
      entries: inScoringOrder(group),
    });
  }
  return out.sort((a, b) => compareOrder(a.entries[0]!, b.entries[0]!));
}

function conflictKey(entry: LedgerEntry): string | undefined {
  if (entry.kind === 'void') return undefined;
  if (entry.replaces !== undefined) return `m:${entry.replaces}`;
  // Ranked entries (the fold's) keep their stored number as `clock`.
  const clock = (entry as Partial<RankedEntry>).clock ?? entry.seq;
  return `t:${clock}:${entry.kind}`;
}

/** Ids of a conflict's entries that still count; resolved once at most one does. */
export function openConflicts(
  conflicts: readonly Conflict[],
  isActive: (id: EntryId) => boolean,
): Conflict[] {
  return conflicts.filter((c) => c.entries.filter((e) => isActive(e.id)).length >= 2);
}
