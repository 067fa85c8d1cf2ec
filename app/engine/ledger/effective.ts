// Which entries count, and in what order, for a whole list of entries at once
// (the rules themselves are in ./graph). A replacement stands where the first
// entry of its chain stood, so a corrected vint deal is scored in its original
// place in the rubber, and a correction of a correction in the same place.
import { compareScoringOrder, ledgerGraphOf, type EntryStatus, type LedgerGraph } from './graph';
import type { ScoringItem } from './score';
import type { EntryId, LedgerEntry } from './types';

export { targetOf } from './append-checks';
export { LedgerGraph, ledgerGraphOf, compareScoringOrder } from './graph';
export type { EntryStatus, GraphChange } from './graph';

/** Each entry's status: active, voided, replaced, or refused (breaks the append rules). */
export function entryStatuses(entries: readonly LedgerEntry[]): Map<EntryId, EntryStatus> {
  const graph = ledgerGraphOf(entries);
  return new Map(entries.map((e) => [e.id, graph.statusOf(e.id)!]));
}

/** Ids of entries that do not count (voided, replaced or refused). */
export function inactiveIds(entries: readonly LedgerEntry[]): Set<EntryId> {
  const graph = ledgerGraphOf(entries);
  return new Set(entries.filter((e) => !graph.isActive(e.id)).map((e) => e.id));
}

/** Active content entries with the place they score in, in scoring order. */
export function scoringItems(entries: readonly LedgerEntry[]): ScoringItem[] {
  return ledgerAnalysis(entries).items;
}

/** The night's structure and its scoring items in one pass. */
export function ledgerAnalysis(entries: readonly LedgerEntry[]): {
  graph: LedgerGraph;
  items: ScoringItem[];
} {
  const graph = ledgerGraphOf(entries);
  const items: ScoringItem[] = [];
  for (const entry of entries) {
    if (entry.kind === 'void' || !graph.isActive(entry.id)) continue;
    items.push({ entry, root: graph.rootOf(entry.id)! });
  }
  return { graph, items: items.sort(compareScoringOrder) };
}

/** Active content entries (everything but voids) in scoring order. */
export function effectiveEntries(entries: readonly LedgerEntry[]): LedgerEntry[] {
  return scoringItems(entries).map((item) => item.entry);
}
