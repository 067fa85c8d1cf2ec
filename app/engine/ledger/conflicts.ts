// Entries that phones made while apart and that cannot both be meant. They
// are shown side by side with one tap to keep one; until then every version
// counts and the night says so. Nothing is chosen automatically. Two kinds:
//   'twice' — deals (the game contract's dealKinds) with the same seq from
//     different devices: both writers had seen the same entries, so the same
//     deal was entered on two phones. Adjustments, settings and the like are
//     not deals: two different adjustments made apart are two adjustments.
//   'met'   — more than one version of one chain counts: a claim and a
//     correction of the same hand, two corrections, or an undo of an undo
//     bringing back a correction after the entry was corrected another way
//     (R6b: refused by a live save, but two phones apart can each make their
//     half of it). Found by the chain's first entry, so every such meeting
//     is shown, whichever phones wrote it, and no money counts twice silently.
// One writer can make neither: its seqs grow, and a save that would let two
// versions of an entry count is refused (graph.ts problemOf).
import { ledgerGraphOf } from './graph';
import { compareOrder, inScoringOrder, type RankedEntry } from './order';
import { GENERIC_ENTRY_KINDS, type EntryId, type LedgerEntry } from './types';

export const CONFLICT_KINDS = ['twice', 'met'] as const;
export type ConflictKind = (typeof CONFLICT_KINDS)[number];

export interface Conflict {
  readonly kind: ConflictKind;
  /** The versions that count now, in scoring order; the first one names the conflict. */
  readonly entries: readonly LedgerEntry[];
  /** The first entry of the first version's chain: its place names the hand. */
  readonly root: LedgerEntry;
}

export interface ConflictRules {
  /** Whether an entry counts (a content entry) in the night as folded. */
  readonly isActive: (id: EntryId) => boolean;
  /** Whether an entry kind records one deal of the cards (ask the game contract: isDealKind). */
  readonly isDeal: (kind: string) => boolean;
}

const GENERIC: readonly string[] = GENERIC_ENTRY_KINDS;

/** Without a catalog: every game's own kind is a deal, the contract's generic kinds are not. */
export const notGeneric = (kind: string): boolean => !GENERIC.includes(kind);

/**
 * The conflicts that are open now (at least two versions count). `rules`
 * default to the night's own graph and to "a game's own kind is a deal".
 */
export function findConflicts(
  entries: readonly LedgerEntry[],
  rules: Partial<ConflictRules> = {},
): Conflict[] {
  const isActive = rules.isActive ?? activeIn(entries);
  const isDeal = rules.isDeal ?? notGeneric;
  const byId = new Map(entries.map((e) => [e.id, e]));
  const chains = rootsOfChains(entries, byId);
  // Only a chain can hold two versions of an entry, and only a night of two
  // phones can hold one deal twice: a 10,000-entry night groups a few, not all.
  const deals = severalDevices(entries) ? new Groups<number>() : undefined;
  const live = new Groups<EntryId>();
  for (const entry of entries) {
    if (entry.kind === 'void') continue;
    if (deals && entry.replaces === undefined && isDeal(entry.kind))
      deals.add(clockOf(entry), entry);
    if (!isActive(entry.id)) continue;
    if (entry.replaces !== undefined) live.add(rootOf(entry, byId).id, entry);
    else if (chains.has(entry.id)) live.add(entry.id, entry);
  }
  const counts = (root: LedgerEntry) =>
    chains.has(root.id) ? (live.get(root.id)?.length ?? 0) > 0 : isActive(root.id);
  const out: Conflict[] = [];
  for (const group of deals?.groups() ?? []) {
    if (new Set(group.map((e) => e.device ?? '')).size < 2) continue;
    const counting = group.filter(counts);
    if (counting.length < 2) continue;
    const versions = inScoringOrder(counting.flatMap((root) => live.get(root.id) ?? [root]));
    out.push({ kind: 'twice', entries: versions, root: rootOf(versions[0]!, byId) });
  }
  for (const [rootId, versions] of live.entries()) {
    out.push({ kind: 'met', entries: inScoringOrder(versions), root: byId.get(rootId)! });
  }
  return out.sort((a, b) => compareOrder(a.entries[0]!, b.entries[0]!));
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
  const out = new Map<EntryId, LedgerEntry>();
  const takeOut = (e: LedgerEntry) => {
    const status = ledger.statusOf(e.id);
    if (status !== 'voided' && status !== 'refused') out.set(e.id, e);
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
  for (let i = 1; i < keptChain.length; i++) {
    if (ledger.statusOf(keptChain[i - 1]!.id) === 'voided') takeOut(keptChain[i]!);
  }
  return [...out.values()].sort((a, b) => compareOrder(b, a));
}

/** The first entries of the night's chains of replacements (entries something replaces, down to the first). */
function rootsOfChains(
  entries: readonly LedgerEntry[],
  byId: ReadonlyMap<EntryId, LedgerEntry>,
): Set<EntryId> {
  const roots = new Set<EntryId>();
  for (const e of entries) {
    if (e.kind !== 'void' && e.replaces !== undefined) roots.add(rootOf(e, byId).id);
  }
  return roots;
}

function severalDevices(entries: readonly LedgerEntry[]): boolean {
  const first = entries[0]?.device ?? '';
  return entries.some((e) => (e.device ?? '') !== first);
}

function activeIn(entries: readonly LedgerEntry[]): (id: EntryId) => boolean {
  const graph = ledgerGraphOf(entries);
  return (id) => graph.isActive(id);
}

/** The first entry of an entry's chain of replacements (iterative; a loop or a gap stops it). */
function rootOf(entry: LedgerEntry, byId: ReadonlyMap<EntryId, LedgerEntry>): LedgerEntry {
  if (entry.replaces === undefined) return entry; // most entries: no walk, no set
  let root = entry;
  const seen = new Set<EntryId>([entry.id]);
  while (root.replaces !== undefined) {
    const next = byId.get(root.replaces);
    if (!next || seen.has(next.id)) break;
    seen.add(next.id);
    root = next;
  }
  return root;
}

/** Ranked entries (the fold's) keep their stored number as `clock`. */
function clockOf(entry: LedgerEntry): number {
  return (entry as Partial<RankedEntry>).clock ?? entry.seq;
}

/**
 * Entries grouped by a key, keeping only groups of two or more: a night of
 * 10,000 entries has 10,000 one-entry groups, which need no array each.
 */
class Groups<K> {
  private readonly first = new Map<K, LedgerEntry>();
  private readonly many = new Map<K, LedgerEntry[]>();

  add(key: K, entry: LedgerEntry): void {
    const list = this.many.get(key);
    if (list) list.push(entry);
    else {
      const one = this.first.get(key);
      if (one === undefined) this.first.set(key, entry);
      else this.many.set(key, [one, entry]);
    }
  }

  /** The entries under `key` (a one-entry group too). */
  get(key: K): readonly LedgerEntry[] | undefined {
    const one = this.first.get(key);
    return this.many.get(key) ?? (one === undefined ? undefined : [one]);
  }

  /** The groups of at least two, in the order they got their second entry. */
  groups(): IterableIterator<LedgerEntry[]> {
    return this.many.values();
  }

  entries(): IterableIterator<[K, LedgerEntry[]]> {
    return this.many.entries();
  }
}
