// Which entries count: the ledger's structure, kept up to date one appended
// entry at a time (docs/ledger.md has the rules as a table of cases).
//   * An entry is out when an active void points at it ("voided"), or when any
//     replacement that is not voided points at it ("replaced") — a replacement
//     that was itself replaced still keeps its target out, so in a chain
//     A ← R1 ← R2 only R2 counts.
//   * A void is active unless an active void points at it: voiding a void
//     brings its target back, voiding a link of a chain brings the link before it.
//   * A live save may only void or replace an entry that counts (problemOf);
//     stored entries that do otherwise (two phones apart, an old version)
//     follow the rules above. An entry whose link is broken (points at an
//     unknown entry or another night, replaces a void) is "refused": it keeps
//     nothing out and counts nothing, but stays visible and can be voided.
//   * Deals phones made apart (./deal-index, ./meeting-rules): a copy identical
//     to a deal another phone entered at the same clock is a "twin", out
//     without a tap; a "keep this one" void that would leave its deal with no
//     version is refused.
// Everything here is iterative: a chain of any length never grows the stack.
import { brokenLink, liveSaveProblem, targetOf } from './append-checks';
import { DealIndex } from './deal-index';
import { isDealByDefault } from './meeting-rules';
import { compareLedgerOrder, inLedgerOrder } from './order';
import type { EntryId, LedgerEntry, NightId } from './types';

/** 'twin': the same hand entered twice on two phones; the first copy counts (./deal-index). */
export type EntryStatus = 'active' | 'voided' | 'replaced' | 'refused' | 'twin';

export interface GraphChange {
  /** Why the entry breaks the append rules; undefined when it takes part. */
  readonly refused: string | undefined;
  /** Content entries that start or stop counting (the new entry included). */
  readonly on: readonly EntryId[];
  readonly off: readonly EntryId[];
  /** The first entry of the chain the new entry belongs to: it scores in that place. */
  readonly root: LedgerEntry;
  readonly commit: () => void;
}

export class LedgerGraph {
  private readonly byId = new Map<EntryId, LedgerEntry>();
  /** Entries (not refused) that point at an id. */
  private readonly pointers = new Map<EntryId, EntryId[]>();
  private readonly voidedOut = new Set<EntryId>();
  private readonly replacedOut = new Set<EntryId>();
  private readonly refusals = new Map<EntryId, string>();
  /** Only entries whose chain starts elsewhere (replacements): the rest are their own root. */
  private readonly roots = new Map<EntryId, LedgerEntry>();
  /**
   * Content entries of a chain (by its first entry's id) that are not refused;
   * kept only for chains with replacements (see membersOf).
   */
  private readonly members = new Map<EntryId, EntryId[]>();

  private readonly deals: DealIndex;

  constructor(
    readonly nightId: NightId | undefined = undefined,
    /** Whether a kind records one deal of the cards (the game contract's dealKinds). */
    private readonly isDeal: (kind: string) => boolean = isDealByDefault,
  ) {
    this.deals = new DealIndex({
      entryById: (id) => this.byId.get(id),
      isActive: (id) => this.isActive(id),
      isVoided: (id) => this.voidedOut.has(id),
      isReplaced: (id) => this.replacedOut.has(id),
      rootOf: (id) => this.rootOf(id),
      membersOf: (root) => this.membersOf(root),
      pointersTo: (id) => this.pointers.get(id) ?? [],
    });
  }

  entryById(id: EntryId): LedgerEntry | undefined {
    return this.byId.get(id);
  }

  statusOf(id: EntryId): EntryStatus | undefined {
    if (!this.byId.has(id)) return undefined;
    if (this.voidedOut.has(id)) return 'voided';
    if (this.refusals.has(id)) return 'refused';
    if (this.replacedOut.has(id)) return 'replaced';
    if (this.twinOf(id) !== undefined) return 'twin';
    return 'active';
  }

  /** Counts (content) or takes effect (void): neither voided, replaced nor refused. */
  isActive(id: EntryId): boolean {
    return this.statusOf(id) === 'active';
  }

  refusalOf(id: EntryId): string | undefined {
    return this.refusals.get(id);
  }

  /** The copy counted in a twin's place (the same hand entered on another phone), if a twin. */
  twinOf(id: EntryId): EntryId | undefined {
    const kept = this.deals.twins.get(id);
    return kept !== undefined && !this.voidedOut.has(kept) ? kept : undefined;
  }

  /** Every twin with the entry counted in its place. */
  twins(): IterableIterator<[EntryId, EntryId]> {
    return this.deals.twins.entries();
  }

  /** First entries that are one deal from at least two phones (./deal-index). */
  dealGroups(): IterableIterator<EntryId[]> {
    return this.deals.groups();
  }

  /** How many versions of the deal `id` belongs to count now (a void that met a correction is one). */
  versionsOf(id: EntryId): number {
    return this.deals.versionsOf(id);
  }

  /** Whether `id` is a version of its deal now: it counts, or it is a void that met a correction. */
  isVersion(id: EntryId): boolean {
    return this.byId.get(id)?.kind === 'void' ? this.deals.isMeetingVoid(id) : this.isActive(id);
  }

  /** Whether an active "keep this one" at `clock` or later voided a version of `id`'s deal. */
  keptAtOrAfter(id: EntryId, clock: number): boolean {
    return this.deals.keptAtOrAfter(id, clock);
  }

  /** A void that counts and took out an entry that a correction made apart also replaced. */
  isMeetingVoid(id: EntryId): boolean {
    return this.deals.isMeetingVoid(id);
  }

  /** Whether any entry is refused (a fold skips looking for them when none is). */
  get hasRefusals(): boolean {
    return this.refusals.size > 0;
  }

  /** The first entry of an entry's chain of replacements (the entry itself when it replaces nothing). */
  rootOf(id: EntryId): LedgerEntry | undefined {
    return this.roots.get(id) ?? this.byId.get(id);
  }

  /** Why `entry` may not be appended by a live save, or undefined (./append-checks). */
  problemOf(entry: LedgerEntry): string | undefined {
    return liveSaveProblem(this, entry);
  }

  /** The members of the chain that starts at `root`: a chain of one is not stored. */
  membersOf(root: EntryId): readonly EntryId[] {
    const chain = this.members.get(root);
    if (chain) return chain;
    const entry = this.byId.get(root);
    const single =
      entry !== undefined &&
      entry.kind !== 'void' &&
      !this.refusals.has(root) &&
      !this.roots.has(root);
    return single ? [root] : [];
  }

  /**
   * plan(entry).commit() in one step, for replaying stored entries: no change
   * object, no closure per entry (a 100,000-entry fold spent a third of its
   * time building them). Adds the content entries that start or stop
   * counting to `touched`; returns the refusal, if any.
   */
  add(entry: LedgerEntry, touched?: Set<EntryId>): string | undefined {
    const refused = brokenLink(this, entry);
    const targetId = targetOf(entry);
    if (refused !== undefined || targetId === undefined) {
      const counts = refused === undefined && entry.kind !== 'void' && !this.isTwin(entry);
      this.register(entry, entry, refused);
      if (counts) touched?.add(entry.id);
      return refused;
    }
    if (entry.kind === 'void') {
      const change = this.planVoid(entry, targetId, entry);
      change.commit();
      for (const id of change.on) touched?.add(id);
      for (const id of change.off) touched?.add(id);
      return undefined;
    }
    // A replacement (brokenLink found its target): as in plan below.
    const target = this.byId.get(targetId)!;
    const wasActive = this.isActive(targetId);
    this.register(entry, this.roots.get(targetId) ?? target, undefined);
    this.replacedOut.add(targetId);
    touched?.add(entry.id);
    if (wasActive) touched?.add(targetId);
    return undefined;
  }

  /** What appending `entry` changes; nothing happens until `commit`. */
  plan(entry: LedgerEntry): GraphChange {
    const refused = brokenLink(this, entry);
    const targetId = targetOf(entry);
    const target = targetId !== undefined ? this.byId.get(targetId) : undefined;
    const root =
      refused === undefined && entry.replaces !== undefined && target
        ? (this.roots.get(target.id) ?? target)
        : entry;
    if (refused !== undefined || targetId === undefined) {
      const counts = refused === undefined && entry.kind !== 'void' && !this.isTwin(entry);
      const on = counts ? [entry.id] : [];
      return { refused, on, off: [], root, commit: () => this.register(entry, root, refused) };
    }
    if (entry.kind !== 'void') {
      // A replacement: its target goes out (if it still counted), nothing cascades.
      return {
        refused,
        on: [entry.id],
        off: this.isActive(targetId) ? [targetId] : [],
        root,
        commit: () => {
          this.register(entry, root, undefined);
          this.replacedOut.add(targetId);
        },
      };
    }
    return this.planVoid(entry, targetId, root);
  }

  private planVoid(entry: LedgerEntry, targetId: EntryId, root: LedgerEntry): GraphChange {
    const vo = new Map<EntryId, boolean>();
    const ro = new Map<EntryId, boolean>();
    const isVo = (id: EntryId) => vo.get(id) ?? this.voidedOut.has(id);
    const isRo = (id: EntryId) => ro.get(id) ?? this.replacedOut.has(id);
    const pointersOf = (id: EntryId) => [
      ...(this.pointers.get(id) ?? []),
      ...(id === targetId ? [entry.id] : []),
    ];
    const kindOf = (id: EntryId) => (id === entry.id ? 'void' : this.byId.get(id)!.kind);
    // A twin is out while the copy counted in its place is not voided.
    const heldBy = (id: EntryId, voided: (k: EntryId) => boolean) => {
      const kept = this.deals.twins.get(id);
      return kept !== undefined && !voided(kept);
    };
    const wasActive = (id: EntryId) =>
      !this.voidedOut.has(id) &&
      !this.replacedOut.has(id) &&
      !this.refusals.has(id) &&
      !heldBy(id, (k) => this.voidedOut.has(k));
    const touched: EntryId[] = [];
    // Walk down the chain of voids one flip at a time (iteratively).
    let flipped: EntryId | undefined = targetId;
    vo.set(targetId, true);
    touched.push(targetId);
    while (flipped !== undefined) {
      const node: LedgerEntry = this.byId.get(flipped)!;
      flipped = undefined;
      if (this.refusals.has(node.id)) break;
      const next = targetOf(node);
      if (next === undefined) break;
      const kind = node.kind === 'void' ? 'void' : 'replace';
      const holding = pointersOf(next).some(
        (p) => (kind === 'void') === (kindOf(p) === 'void') && !isVo(p),
      );
      if (kind === 'void') {
        if (holding !== isVo(next)) {
          vo.set(next, holding);
          touched.push(next);
          flipped = next;
        }
      } else if (holding !== isRo(next)) {
        ro.set(next, holding);
        touched.push(next);
      }
    }
    const isContent = (id: EntryId) => this.byId.get(id)!.kind !== 'void';
    const nowActive = (id: EntryId) =>
      !isVo(id) && !isRo(id) && !this.refusals.has(id) && !heldBy(id, isVo);
    for (const id of [...touched]) touched.push(...(this.deals.copiesOf.get(id) ?? []));
    const changed = [...new Set(touched)].filter(isContent);
    const on = changed.filter((id) => !wasActive(id) && nowActive(id));
    return {
      refused: undefined,
      on,
      off: changed.filter((id) => wasActive(id) && !nowActive(id)),
      root,
      commit: () => {
        const back = this.dealsCountingNothing(on);
        this.register(entry, root, undefined);
        for (const [id, v] of vo) setMember(this.voidedOut, id, v);
        for (const [id, v] of ro) setMember(this.replacedOut, id, v);
        for (const deal of back)
          if (this.deals.chainCounts(deal.id)) this.deals.restored(deal, entry);
      },
    };
  }

  /** Whether a new first entry will be a twin (an identical deal from another phone counts). */
  private isTwin(entry: LedgerEntry): boolean {
    if (entry.kind === 'void' || entry.replaces !== undefined || !this.isDeal(entry.kind))
      return false;
    return this.deals.twinFor(entry) !== undefined;
  }

  /** The deals (first entries) of `ids` whose chain counts nothing now. */
  private dealsCountingNothing(ids: readonly EntryId[]): LedgerEntry[] {
    const out: LedgerEntry[] = [];
    for (const id of ids) {
      const root = this.rootOf(id);
      if (!root || root.replaces !== undefined || !this.isDeal(root.kind)) continue;
      if (!out.includes(root) && !this.deals.chainCounts(root.id)) out.push(root);
    }
    return out;
  }

  private register(entry: LedgerEntry, root: LedgerEntry, refused: string | undefined): void {
    this.byId.set(entry.id, entry);
    if (root !== entry) this.roots.set(entry.id, root);
    if (refused !== undefined) {
      this.refusals.set(entry.id, refused);
      return;
    }
    if (entry.kind !== 'void' && entry.replaces === undefined && this.isDeal(entry.kind)) {
      this.deals.addDeal(entry);
    }
    const target = targetOf(entry);
    if (target !== undefined)
      this.pointers.set(target, [...(this.pointers.get(target) ?? []), entry.id]);
    if (entry.kind !== 'void' && root !== entry) {
      // A replacement: its root is a content entry that takes part (brokenLink).
      const chain = this.members.get(root.id);
      if (chain) chain.push(entry.id);
      else this.members.set(root.id, [root.id, entry.id]);
    }
  }
}

/** The graph of a whole night's entries, replayed in ledger order. */
export function ledgerGraphOf(
  entries: readonly LedgerEntry[],
  nightId: NightId | undefined = undefined,
): LedgerGraph {
  const graph = new LedgerGraph(nightId);
  for (const e of inLedgerOrder(entries)) if (!graph.entryById(e.id)) graph.add(e);
  return graph;
}

/** Sorts scoring slots: by the place of the chain's first entry, then by the entry itself. */
export function compareScoringOrder(
  a: { readonly root: LedgerEntry; readonly entry: LedgerEntry },
  b: { readonly root: LedgerEntry; readonly entry: LedgerEntry },
): number {
  return compareLedgerOrder(a.root, b.root) || compareLedgerOrder(a.entry, b.entry);
}

function setMember(set: Set<EntryId>, id: EntryId, member: boolean): void {
  if (member) set.add(id);
  else set.delete(id);
}
