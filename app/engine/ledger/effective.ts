// Which entries count, and in what order. An entry is active unless an active
// entry voids or replaces it; voiding a void (undoing an undo) therefore brings
// its target back. A replacement stands where the entry it replaced stood, so a
// corrected vint deal is scored in its original place in the rubber.
import type { EntryId, LedgerEntry } from './types';

/** The entry an entry points at (voids or replaces), if any. */
export function targetOf(entry: LedgerEntry): EntryId | undefined {
  return entry.kind === 'void' ? entry.voids : entry.replaces;
}

/** Ids of entries that no longer count. */
export function inactiveIds(entries: readonly LedgerEntry[]): Set<EntryId> {
  const bySeqDesc = [...entries].sort((a, b) => b.seq - a.seq);
  const inactive = new Set<EntryId>();
  // Targets always have a smaller seq, so walking backwards settles each
  // entry's status before anything it points at is looked at.
  for (const entry of bySeqDesc) {
    if (inactive.has(entry.id)) continue;
    const target = targetOf(entry);
    if (target !== undefined) inactive.add(target);
  }
  return inactive;
}

/** Sort key: the seq of the original entry a replacement chain started from, then seq. */
export function positionOf(entry: LedgerEntry, byId: ReadonlyMap<EntryId, LedgerEntry>): number {
  let current = entry;
  for (let hops = 0; current.replaces !== undefined && hops < 10_000; hops++) {
    const previous = byId.get(current.replaces);
    if (!previous) break;
    current = previous;
  }
  return current.seq;
}

export function comparePosition(
  a: LedgerEntry,
  b: LedgerEntry,
  byId: ReadonlyMap<EntryId, LedgerEntry>,
): number {
  return positionOf(a, byId) - positionOf(b, byId) || a.seq - b.seq;
}

/** Active content entries (everything but voids) in scoring order. */
export function effectiveEntries(entries: readonly LedgerEntry[]): LedgerEntry[] {
  const inactive = inactiveIds(entries);
  const byId = new Map(entries.map((e) => [e.id, e]));
  return entries
    .filter((e) => e.kind !== 'void' && !inactive.has(e.id))
    .sort((a, b) => comparePosition(a, b, byId));
}
