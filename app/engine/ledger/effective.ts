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

/** Active content entries (everything but voids) in scoring order. */
export function effectiveEntries(entries: readonly LedgerEntry[]): LedgerEntry[] {
  const bySeq = isSortedBySeq(entries) ? entries : [...entries].sort((a, b) => a.seq - b.seq);
  const inactive = new Set<EntryId>();
  for (let i = bySeq.length - 1; i >= 0; i--) {
    const entry = bySeq[i]!;
    if (inactive.has(entry.id)) continue;
    const target = targetOf(entry);
    if (target !== undefined) inactive.add(target);
  }
  // Positions in one forward pass: a replacement's target always comes earlier.
  const positions = new Map<EntryId, number>();
  let reordered = false;
  const out: LedgerEntry[] = [];
  for (const entry of bySeq) {
    const position =
      entry.replaces !== undefined ? (positions.get(entry.replaces) ?? entry.seq) : entry.seq;
    positions.set(entry.id, position);
    if (entry.kind === 'void' || inactive.has(entry.id)) continue;
    if (position !== entry.seq) reordered = true;
    out.push(entry);
  }
  if (reordered) {
    out.sort((a, b) => positions.get(a.id)! - positions.get(b.id)! || a.seq - b.seq);
  }
  return out;
}

function isSortedBySeq(entries: readonly LedgerEntry[]): boolean {
  for (let i = 1; i < entries.length; i++) if (entries[i - 1]!.seq >= entries[i]!.seq) return false;
  return true;
}
