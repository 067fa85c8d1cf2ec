// Entries that phones made while apart and that cannot both be meant. They
// are shown side by side with one tap to keep one; until then every version
// counts and the night says so. Three kinds (docs/ledger.md, "When phones
// meet"):
//   'twice'  — one deal entered on two phones: deals (the game contract's
//     dealKinds) with the same clock from different devices, or a deal an
//     undo brought back on one phone while the other entered the hand again
//     (./deal-index). Adjustments, settings and the like are not deals: two
//     adjustments made apart are two adjustments. A copy identical to the
//     first is no conflict: it is "entered twice" and counts nothing (twin).
//   'met'    — more than one version of one chain counts: a claim and a
//     correction of the same hand, two corrections, or an undo of an undo
//     bringing back a correction after the entry was corrected another way
//     (R6b: refused by a live save, but two phones apart can each make their
//     half of it). Found by the chain's first entry.
//   'voided' — one phone voided an entry that the other corrected: the void
//     and the correction are the two versions ("not played" or this one).
// One writer can make none: its seqs grow, and a save that would let two
// versions of an entry count is refused (graph.ts problemOf).
import { ledgerGraphOf, type LedgerGraph } from './graph';
import { isDealByDefault } from './meeting-rules';
import { compareOrder, inScoringOrder } from './order';
import type { EntryId, LedgerEntry } from './types';

export const CONFLICT_KINDS = ['twice', 'met', 'voided'] as const;
export type ConflictKind = (typeof CONFLICT_KINDS)[number];

export interface Conflict {
  readonly kind: ConflictKind;
  /** The versions that count now, in scoring order; the first one names the conflict ('voided': the void is one). */
  readonly entries: readonly LedgerEntry[];
  /** The first entry of the first version's chain: its place names the hand. */
  readonly root: LedgerEntry;
}

/** What findConflicts reads of the night's graph (an IncrementalLedger's, or one built here). */
export type ConflictGraph = Pick<
  LedgerGraph,
  'isActive' | 'entryById' | 'rootOf' | 'membersOf' | 'dealGroups' | 'isMeetingVoid'
>;

export interface ConflictRules {
  /** Whether an entry counts (a content entry) in the night as folded. */
  readonly isActive: (id: EntryId) => boolean;
  /** Whether an entry kind records one deal of the cards (ask the game contract: isDealKind). */
  readonly isDeal: (kind: string) => boolean;
  /** The night's graph; built from `entries` when not given. */
  readonly graph: ConflictGraph;
}

/** The conflicts that are open now (at least two versions count). */
export function findConflicts(
  entries: readonly LedgerEntry[],
  rules: Partial<ConflictRules> = {},
): Conflict[] {
  const graph = rules.graph ?? ledgerGraphOf(entries);
  const isActive = rules.isActive ?? ((id: EntryId) => graph.isActive(id));
  const isDeal = rules.isDeal ?? isDealByDefault;
  const live = (root: EntryId) => graph.membersOf(root).filter(isActive);
  const entryOf = (id: EntryId) => graph.entryById(id)!;
  const out: Conflict[] = [];
  for (const group of graph.dealGroups()) {
    const roots = group.map(entryOf).filter((r) => isDeal(r.kind) && live(r.id).length > 0);
    if (new Set(roots.map((r) => r.device ?? '')).size < 2) continue;
    const versions = inScoringOrder(roots.flatMap((r) => live(r.id).map(entryOf)));
    out.push({ kind: 'twice', entries: versions, root: graph.rootOf(versions[0]!.id)! });
  }
  const seen = new Set<EntryId>();
  for (const entry of entries) {
    if (entry.kind === 'void') {
      if (graph.isMeetingVoid(entry.id)) out.push(voidedConflict(graph, entry, isActive));
      continue;
    }
    if (entry.replaces === undefined || !isActive(entry.id)) continue;
    const root = graph.rootOf(entry.id)!;
    if (seen.has(root.id)) continue;
    seen.add(root.id);
    const versions = live(root.id);
    if (versions.length >= 2) {
      out.push({ kind: 'met', entries: inScoringOrder(versions.map(entryOf)), root });
    }
  }
  return out.sort((a, b) => compareOrder(a.entries[0]!, b.entries[0]!));
}

/** A void that met a correction: the void, and the versions that replaced what it voided. */
function voidedConflict(
  graph: ConflictGraph,
  voidEntry: LedgerEntry,
  isActive: (id: EntryId) => boolean,
): Conflict {
  const target = voidEntry.voids!;
  const root = graph.rootOf(target)!;
  const corrected = graph
    .membersOf(root.id)
    .filter((id) => isActive(id) && replacesInTurn(graph, id, target))
    .map((id) => graph.entryById(id)!);
  return { kind: 'voided', entries: inScoringOrder([voidEntry, ...corrected]), root };
}

/** Whether `id` replaces `target`, directly or through later corrections. */
function replacesInTurn(graph: ConflictGraph, id: EntryId, target: EntryId): boolean {
  const seen = new Set<EntryId>();
  for (let e = graph.entryById(id); e?.replaces !== undefined && !seen.has(e.id);) {
    if (e.replaces === target) return true;
    seen.add(e.id);
    e = graph.entryById(e.replaces);
  }
  return false;
}

/** Conflicts with at least two versions that still count. */
export function openConflicts(
  conflicts: readonly Conflict[],
  isActive: (id: EntryId) => boolean,
): Conflict[] {
  return conflicts.filter((c) => c.entries.filter((e) => isActive(e.id)).length >= 2);
}

/**
 * What "keep this one" voids, in this order: every other version, and the
 * entries of its chain that voiding it would bring back, up to where its
 * chain meets the kept one's, and links of the kept chain that would count
 * again beside it (latest first, so each void takes out an entry that counts
 * at that moment). Entries already voided are left alone.
 */
export function entriesToVoid(
  conflict: Conflict,
  keep: LedgerEntry,
  ledger: {
    entryById(id: EntryId): LedgerEntry | undefined;
    statusOf(id: EntryId): string | undefined;
    /** A twin counts nothing once what replaces it is voided: it is left alone. */
    twinOf?(id: EntryId): EntryId | undefined;
  },
): LedgerEntry[] {
  const chain = (entry: LedgerEntry): LedgerEntry[] => {
    const out: LedgerEntry[] = [];
    const seen = new Set<EntryId>();
    // Every link as the ledger holds it: one numbering (ranked or stored) for the sort below.
    let e: LedgerEntry | undefined = ledger.entryById(entry.id) ?? entry;
    for (; e && !seen.has(e.id);) {
      seen.add(e.id);
      out.push(e);
      e = e.replaces === undefined ? undefined : ledger.entryById(e.replaces);
    }
    return out;
  };
  const keptChain = chain(keep);
  const kept = new Set(keptChain.map((e) => e.id));
  // Keeping a void ('voided'): what it voided stays out, the corrections of it go.
  if (keep.kind === 'void' && keep.voids !== undefined) kept.add(keep.voids);
  const out = new Map<EntryId, LedgerEntry>();
  const takeOut = (e: LedgerEntry) => {
    const status = ledger.statusOf(e.id);
    if (status === 'voided' || status === 'refused' || ledger.twinOf?.(e.id) !== undefined) return;
    out.set(e.id, e);
  };
  for (const other of conflict.entries) {
    if (other.id === keep.id) continue;
    for (const e of chain(other)) {
      if (kept.has(e.id)) break;
      takeOut(e);
    }
  }
  // A link of the kept chain below a voided one is held out only by the versions
  // voided here (phones apart: one voided a correction the other corrected
  // again): it would count again beside the kept one, so it goes too.
  // Not when the void holding that link out is itself one of the versions voided here.
  const undone = new Set([...out.values()].map((e) => e.voids));
  for (let i = 1; i < keptChain.length; i++) {
    const above = keptChain[i - 1]!.id;
    if (ledger.statusOf(above) === 'voided' && !undone.has(above)) takeOut(keptChain[i]!);
  }
  return [...out.values()].sort((a, b) => compareOrder(b, a));
}
