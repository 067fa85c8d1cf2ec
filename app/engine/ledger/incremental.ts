// The incremental fold: the same answer as foldLedger, updated per appended
// entry. Appending an ordinary entry costs one reducer step; a void or a
// replacement re-scores only the entries from the earliest affected place on,
// starting from the state saved before that place. `append` accepts whatever
// is stored (an entry that cannot be counted is kept and reported); `check`
// is the live-save rule: it refuses an entry that a save must not add.
// `appendAll` takes many stored entries at once (opening a night): it
// registers them all, then scores once from the earliest place any of them
// reaches, so a night with late corrections opens in one fold, not one
// re-score per correction. This file keeps the entries and their order (the
// graph says which count); ./scored-fold keeps what they scored.
import type { Money } from '../money';
import type { PlayerId, Transfers } from '../transfers';
import type { EntryContribution, UnscorableEntry } from './fold';
import { compareScoringOrder, LedgerGraph, type EntryStatus, type GraphChange } from './graph';
import { inLedgerOrder, seqProblem } from './order';
import type { SavedFold, SavedSlot } from './saved-fold';
import { ScoredFold, type FoldPlan } from './scored-fold';
import type { ScoringItem } from './score';
import {
  LedgerEntryError,
  type EntryId,
  type GameReducer,
  type LedgerEntry,
  type NightInfo,
} from './types';

export class LedgerOrderError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'LedgerOrderError';
  }
}

export class IncrementalLedger<S> {
  private readonly graph: LedgerGraph;
  private readonly fold: ScoredFold<S>;
  private readonly refused: EntryId[] = [];
  private lastSeq = 0;
  private count = 0;

  constructor(
    readonly night: NightInfo,
    reducer: GameReducer<S>,
  ) {
    this.graph = new LedgerGraph(night.id);
    this.fold = new ScoredFold(night, reducer);
  }

  get state(): S {
    return this.fold.state;
  }

  get balances(): Readonly<Record<PlayerId, Money>> {
    return this.fold.balances;
  }

  get size(): number {
    return this.count;
  }

  contributions(): EntryContribution[] {
    return this.fold.contributions();
  }

  /** Entries in the ledger that count nothing, with the reason (refused ones first). */
  unscorable(): UnscorableEntry[] {
    const out: UnscorableEntry[] = [];
    for (const id of this.refused) {
      if (this.graph.statusOf(id) !== 'refused') continue;
      out.push({
        entryId: id,
        seq: this.graph.entryById(id)!.seq,
        code: this.graph.refusalOf(id)!,
      });
    }
    return [...out, ...this.fold.unscorable()];
  }

  /** The transfers of a counted entry, undefined for voided, replaced or unscorable ones and voids. */
  transfersOf(id: EntryId): Transfers | undefined {
    return this.fold.transfersOf(id);
  }

  /** The night's graph to read (conflicts, twins: ./conflicts, ./meetings); only this ledger changes it. */
  get graphView(): Omit<LedgerGraph, 'add' | 'plan'> {
    return this.graph;
  }

  /** The copy counted in a twin's place (the same hand entered twice), if `id` is a twin. */
  twinOf(id: EntryId): EntryId | undefined {
    return this.graph.twinOf(id);
  }

  /** Any entry appended so far, voids included. */
  entryById(id: EntryId): LedgerEntry | undefined {
    return this.graph.entryById(id);
  }

  isActive(id: EntryId): boolean {
    return this.graph.isActive(id);
  }

  statusOf(id: EntryId): EntryStatus | undefined {
    return this.graph.statusOf(id);
  }

  /** Applies one stored entry with a higher seq than all before; never throws for its content. */
  append(entry: LedgerEntry): void {
    this.plan(entry).commit();
  }

  /**
   * Applies many stored entries (seq ascending, all after the ones before):
   * the same result as appending them one by one, but the tail is scored
   * once. Throws a LedgerOrderError, changing nothing, when they are not in order.
   */
  appendAll(entries: readonly LedgerEntry[]): void {
    if (entries.length <= 1) {
      if (entries[0]) this.append(entries[0]);
      return;
    }
    this.checkBatchOrder(entries);
    const touched = new Set<EntryId>();
    for (const e of entries) {
      if (this.graph.add(e, touched) !== undefined) this.refused.push(e.id);
    }
    this.lastSeq = entries[entries.length - 1]!.seq;
    this.count += entries.length;
    const itemOf = (id: EntryId): ScoringItem => this.itemOf(id);
    let fromSlot = this.fold.slotCount;
    for (const id of touched)
      fromSlot = Math.min(fromSlot, this.fold.firstSlotAtOrAfter(itemOf(id)));
    const isOn = (id: EntryId) => this.graph.isActive(id);
    this.fold.planRescore({ fromSlot, on: touched, itemOf, isOn, ownId: '' }).commit();
  }

  /** What each slot scored, in scoring order: the part of a snapshot (./snapshot) the fold gives. */
  savedSlots(): SavedSlot[] {
    return this.fold.savedSlots();
  }

  /**
   * A ledger of `entries` (ledger order) whose fold is taken from `saved`
   * instead of scored, or undefined when `saved` does not fit them: other
   * entries counting, another order, balances that are not the slots' sum.
   */
  static resume<S>(
    night: NightInfo,
    reducer: GameReducer<S>,
    entries: readonly LedgerEntry[],
    saved: SavedFold<S>,
  ): IncrementalLedger<S> | undefined {
    const ledger = new IncrementalLedger(night, reducer);
    const { graph } = ledger;
    for (const e of entries) {
      if (e.seq <= ledger.lastSeq || graph.entryById(e.id)) return undefined;
      if (graph.add(e) !== undefined) ledger.refused.push(e.id);
      ledger.lastSeq = e.seq;
      ledger.count += 1;
    }
    const items: ScoringItem[] = [];
    for (const e of entries) {
      if (e.kind !== 'void' && graph.isActive(e.id)) items.push(ledger.itemOf(e.id));
    }
    items.sort(compareScoringOrder);
    return ledger.fold.restore(items, saved) ? ledger : undefined;
  }

  /**
   * The live-save rule: throws a LedgerEntryError when `entry` may not be added
   * (it breaks the append rules, or it or an entry already counted could then
   * not be counted); otherwise the balances the night would have. Changes nothing.
   */
  check(entry: LedgerEntry): { balances: Readonly<Record<PlayerId, Money>>; transfers: Transfers } {
    const problem = seqProblem(this.lastSeq, entry) ?? this.graph.problemOf(entry);
    if (problem !== undefined) throw new LedgerEntryError(entry.id, problem, problem);
    const plan = this.plan(entry);
    const s = this.fold.newlyUnscorable(plan);
    if (s?.unscorable !== undefined) {
      throw new LedgerEntryError(
        s.entry.id,
        s.unscorable,
        `cannot be counted: ${s.unscorable}`,
        s.unscorableParams,
      );
    }
    return { balances: plan.balances, transfers: plan.transfers };
  }

  /** Same as check (kept for the forms' live previews). */
  preview(entry: LedgerEntry): {
    balances: Readonly<Record<PlayerId, Money>>;
    transfers: Transfers;
  } {
    return this.check(entry);
  }

  /** Why a live save may not add `entry` structurally (target, night, kind), or undefined. */
  problemOf(entry: LedgerEntry): string | undefined {
    return this.graph.problemOf(entry);
  }

  /** The seq of the last entry appended: the night's head as this ledger knows it. */
  get lastSeqSeen(): number {
    return this.lastSeq;
  }

  get nextSeq(): number {
    return this.lastSeq + 1;
  }

  private checkBatchOrder(entries: readonly LedgerEntry[]): void {
    const ids = new Set<EntryId>();
    let last = this.lastSeq;
    for (const e of entries) {
      if (e.seq <= last) throw new LedgerOrderError(`seq ${e.seq} is not after ${last}`);
      if (ids.has(e.id) || this.graph.entryById(e.id)) {
        throw new LedgerOrderError(`duplicate entry ${e.id}`);
      }
      ids.add(e.id);
      last = e.seq;
    }
  }

  private itemOf(id: EntryId): ScoringItem {
    return { entry: this.graph.entryById(id)!, root: this.graph.rootOf(id)! };
  }

  private plan(entry: LedgerEntry): FoldPlan<S> {
    if (entry.seq <= this.lastSeq) {
      throw new LedgerOrderError(`seq ${entry.seq} is not after ${this.lastSeq}`);
    }
    if (this.graph.entryById(entry.id)) throw new LedgerOrderError(`duplicate entry ${entry.id}`);
    const change = this.graph.plan(entry);
    const scored = this.planScores(entry, change);
    return {
      ...scored,
      commit: () => {
        change.commit();
        if (change.refused !== undefined) this.refused.push(entry.id);
        this.lastSeq = entry.seq;
        this.count += 1;
        scored.commit();
      },
    };
  }

  /** What adding `entry` (with the graph's `change`) does to the scores. */
  private planScores(entry: LedgerEntry, change: GraphChange): FoldPlan<S> {
    if (change.on.length === 0 && change.off.length === 0) return this.fold.unchanged();
    const alone = change.off.length === 0 && change.on.length === 1 && change.on[0] === entry.id;
    const plain = alone && change.root === entry ? this.fold.planPlain(entry) : undefined;
    if (plain) return plain;
    const itemOf = (id: EntryId): ScoringItem =>
      id === entry.id ? { entry, root: change.root } : this.itemOf(id);
    let fromSlot = this.fold.slotCount;
    for (const id of [...change.on, ...change.off]) {
      fromSlot = Math.min(fromSlot, this.fold.firstSlotAtOrAfter(itemOf(id)));
    }
    const off = new Set(change.off);
    const isOn = (id: EntryId) => !off.has(id);
    return this.fold.planRescore({
      fromSlot,
      on: new Set(change.on),
      itemOf,
      isOn,
      ownId: entry.id,
    });
  }
}

/** Convenience: an incremental ledger loaded with existing entries. */
export function incrementalFrom<S>(
  night: NightInfo,
  reducer: GameReducer<S>,
  entries: readonly LedgerEntry[],
): IncrementalLedger<S> {
  const ledger = new IncrementalLedger(night, reducer);
  const ordered = inLedgerOrder(entries);
  if (ordered.length > 0) ledger.appendAll(ordered);
  return ledger;
}
