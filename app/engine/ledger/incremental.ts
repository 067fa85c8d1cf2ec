// The incremental fold: the same answer as foldLedger, updated per appended
// entry. Appending an ordinary entry costs one reducer step; a void or a
// replacement re-scores only the entries from the earliest affected place on,
// starting from the state saved before that place. `append` accepts whatever
// is stored (an entry that cannot be counted is kept and reported); `check`
// is the live-save rule: it refuses an entry that a save must not add.
// `appendAll` takes many stored entries at once (opening a night): it
// registers them all, then scores once from the earliest place any of them
// reaches, so a night with late corrections opens in one fold, not one
// re-score per correction.
import type { Money } from '../money';
import type { PlayerId, Transfers } from '../transfers';
import type { EntryContribution, UnscorableEntry } from './fold';
import { compareScoringOrder, LedgerGraph, type EntryStatus, type GraphChange } from './graph';
import { inLedgerOrder, seqProblem } from './order';
import { rescoreSlots } from './rescore';
import { unscorableCode, unscorableParamsOf, type ScoredSlot, type ScoringItem } from './score';
import { applyTransfers, stepEntry, zeroBalances } from './step';
import {
  LedgerEntryError,
  type EntryId,
  type GameReducer,
  type LedgerEntry,
  type NightInfo,
  type ReasonParams,
} from './types';

interface Plan<S> {
  readonly balances: Readonly<Record<PlayerId, Money>>;
  readonly transfers: Transfers;
  /** Slots from this index on differ from the current ones. */
  readonly changedFrom: number;
  /** The new slots from `changedFrom` on (not a copy of the whole night: appends stay O(1)). */
  readonly tail: readonly ScoredSlot<S>[];
  readonly commit: () => void;
}

/** One slot of a stored fold: plain data. */
export interface SavedSlot {
  readonly id: EntryId;
  readonly transfers: Transfers;
  readonly unscorable?: string;
  readonly unscorableParams?: ReasonParams;
  readonly blamed?: boolean;
}

/** A fold as a snapshot keeps it: the state after the last slot, the balances and the slots. */
export interface SavedFold<S> {
  readonly state: S;
  readonly balances: Readonly<Record<PlayerId, Money>>;
  readonly slots: readonly SavedSlot[];
}

export class LedgerOrderError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'LedgerOrderError';
  }
}

export class IncrementalLedger<S> {
  private readonly graph: LedgerGraph;
  /** What each counted entry moved, for O(1) look-ups by the UI. */
  private readonly moved = new Map<EntryId, Transfers>();
  private readonly refused: EntryId[] = [];
  private slots: ScoredSlot<S>[] = [];
  private currentState: S;
  private currentBalances: Record<PlayerId, Money>;
  private lastSeq = 0;
  private count = 0;
  /** Slots below this index came from a snapshot: their `stateBefore` is not known. */
  private restoredUpTo = 0;

  constructor(
    readonly night: NightInfo,
    private readonly reducer: GameReducer<S>,
  ) {
    this.graph = new LedgerGraph(night.id);
    this.currentState = reducer.init(night);
    this.currentBalances = zeroBalances(night);
  }

  get state(): S {
    return this.currentState;
  }

  get balances(): Readonly<Record<PlayerId, Money>> {
    return this.currentBalances;
  }

  get size(): number {
    return this.count;
  }

  contributions(): EntryContribution[] {
    return this.slots
      .filter((s) => s.unscorable === undefined)
      .map((s) => ({
        entryId: s.entry.id,
        seq: s.entry.seq,
        kind: s.entry.kind,
        transfers: s.transfers,
      }));
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
    for (const s of this.slots) {
      if (s.unscorable !== undefined) {
        out.push({
          entryId: s.entry.id,
          seq: s.entry.seq,
          code: s.unscorable,
          ...(s.unscorableParams ? { params: s.unscorableParams } : {}),
        });
      }
    }
    return out;
  }

  /** The transfers of a counted entry, undefined for voided, replaced or unscorable ones and voids. */
  transfersOf(id: EntryId): Transfers | undefined {
    return this.moved.get(id);
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
    const touched = new Set<EntryId>();
    for (const e of entries) {
      if (this.graph.add(e, touched) !== undefined) this.refused.push(e.id);
    }
    this.lastSeq = last;
    this.count += entries.length;
    const itemOf = (id: EntryId): ScoringItem => ({
      entry: this.graph.entryById(id)!,
      root: this.graph.rootOf(id)!,
    });
    let from = this.slots.length;
    for (const id of touched) from = Math.min(from, this.firstSlotAtOrAfter(itemOf(id)));
    this.rescoreTail(from, touched, itemOf, '').commit();
  }

  /** What each slot scored, in scoring order: the part of a snapshot (./snapshot) the fold gives. */
  savedSlots(): SavedSlot[] {
    return this.slots.map((s) => ({
      id: s.entry.id,
      transfers: s.transfers,
      ...(s.unscorable !== undefined ? { unscorable: s.unscorable } : {}),
      ...(s.unscorableParams ? { unscorableParams: s.unscorableParams } : {}),
      ...(s.blamed ? { blamed: true } : {}),
    }));
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
      if (e.kind !== 'void' && graph.isActive(e.id))
        items.push({ entry: e, root: graph.rootOf(e.id)! });
    }
    items.sort(compareScoringOrder);
    if (items.length !== saved.slots.length) return undefined;
    const init = ledger.currentState;
    const balances = zeroBalances(night);
    for (let i = 0; i < items.length; i++) {
      const { entry, root } = items[i]!;
      const s = saved.slots[i]!;
      if (s.id !== entry.id) return undefined;
      ledger.slots.push(restoredSlot(entry, root, init, s));
      if (s.unscorable === undefined) {
        ledger.moved.set(entry.id, s.transfers);
        applyTransfers(balances, s.transfers);
      }
    }
    const keys = Object.keys(saved.balances);
    if (keys.length !== night.players.length) return undefined;
    for (const p of night.players) if (saved.balances[p] !== balances[p]) return undefined;
    ledger.currentState = saved.state;
    ledger.currentBalances = balances;
    ledger.restoredUpTo = ledger.slots.length;
    return ledger;
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
    const before = new Set<EntryId>();
    for (let i = plan.changedFrom; i < this.slots.length; i++) {
      const s = this.slots[i]!;
      if (s.unscorable !== undefined) before.add(s.entry.id);
    }
    for (const s of plan.tail) {
      if (s.unscorable !== undefined && !before.has(s.entry.id)) {
        throw new LedgerEntryError(
          s.entry.id,
          s.unscorable,
          `cannot be counted: ${s.unscorable}`,
          s.unscorableParams,
        );
      }
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

  private plan(entry: LedgerEntry): Plan<S> {
    if (entry.seq <= this.lastSeq) {
      throw new LedgerOrderError(`seq ${entry.seq} is not after ${this.lastSeq}`);
    }
    if (this.graph.entryById(entry.id)) throw new LedgerOrderError(`duplicate entry ${entry.id}`);
    const change = this.graph.plan(entry);
    const register = () => {
      change.commit();
      if (change.refused !== undefined) this.refused.push(entry.id);
      this.lastSeq = entry.seq;
      this.count += 1;
    };
    if (change.on.length === 0 && change.off.length === 0) {
      return this.unchanged(register);
    }
    if (
      change.off.length === 0 &&
      change.on.length === 1 &&
      change.on[0] === entry.id &&
      change.root === entry
    ) {
      const plain = this.planPlain(entry, register);
      if (plain) return plain;
    }
    return this.planRescore(entry, change, register);
  }

  private unchanged(register: () => void): Plan<S> {
    return {
      balances: this.currentBalances,
      transfers: {},
      changedFrom: this.slots.length,
      tail: [],
      commit: register,
    };
  }

  /** A new entry at the end: one step. Undefined when its error names an earlier entry. */
  private planPlain(entry: LedgerEntry, register: () => void): Plan<S> | undefined {
    let slot: ScoredSlot<S>;
    let state = this.currentState;
    try {
      const result = stepEntry(this.reducer, state, entry, this.night);
      slot = { entry, root: entry, stateBefore: state, transfers: result.transfers };
      state = result.state;
    } catch (error) {
      if (error instanceof LedgerEntryError && error.entryId !== entry.id) return undefined;
      const unscorable = unscorableCode(error);
      slot = {
        entry,
        root: entry,
        stateBefore: state,
        transfers: {},
        unscorable,
        ...unscorableParamsOf(error),
      };
    }
    const balances = { ...this.currentBalances };
    applyTransfers(balances, slot.transfers);
    return {
      balances,
      transfers: slot.transfers,
      changedFrom: this.slots.length,
      tail: [slot],
      commit: () => {
        register();
        this.slots.push(slot);
        if (slot.unscorable === undefined) this.moved.set(entry.id, slot.transfers);
        this.currentState = state;
        this.currentBalances = balances;
      },
    };
  }

  private planRescore(entry: LedgerEntry, change: GraphChange, register: () => void): Plan<S> {
    const itemOf = (id: EntryId): ScoringItem =>
      id === entry.id
        ? { entry, root: change.root }
        : { entry: this.graph.entryById(id)!, root: this.graph.rootOf(id)! };
    let from = this.slots.length;
    for (const id of [...change.on, ...change.off]) {
      from = Math.min(from, this.firstSlotAtOrAfter(itemOf(id)));
    }
    const off = new Set(change.off);
    const isOn = (id: EntryId) => !off.has(id);
    const plan = this.rescoreTail(from, new Set(change.on), itemOf, entry.id, isOn);
    return {
      ...plan,
      commit: () => {
        register();
        plan.commit();
      },
    };
  }

  /** Scores again from slot `fromSlot` (see ./rescore) and plans the new balances. */
  private rescoreTail(
    fromSlot: number,
    on: ReadonlySet<EntryId>,
    itemOf: (id: EntryId) => ScoringItem,
    ownId: EntryId,
    isOn: (id: EntryId) => boolean = (id) => this.graph.isActive(id),
  ): Plan<S> {
    const scored = rescoreSlots(
      {
        reducer: this.reducer,
        night: this.night,
        slots: this.slots,
        state: this.currentState,
        restoredUpTo: this.restoredUpTo,
      },
      { fromSlot, on, itemOf, isOn, ownId },
    );
    const { changedFrom } = scored;
    const balances = { ...this.currentBalances };
    for (const s of this.slots.slice(changedFrom)) applyTransfers(balances, s.transfers, -1);
    for (const s of scored.slots.slice(changedFrom)) applyTransfers(balances, s.transfers);
    const own = scored.slots.find((s) => s.entry.id === ownId)?.transfers ?? {};
    return {
      balances,
      transfers: own,
      changedFrom,
      tail: scored.slots.slice(changedFrom),
      commit: () => {
        for (const s of this.slots.slice(changedFrom)) this.moved.delete(s.entry.id);
        for (const s of scored.slots.slice(changedFrom)) {
          if (s.unscorable === undefined) this.moved.set(s.entry.id, s.transfers);
        }
        this.slots = scored.slots;
        this.restoredUpTo = Math.min(this.restoredUpTo, changedFrom);
        this.currentState = scored.state;
        this.currentBalances = balances;
      },
    };
  }

  private firstSlotAtOrAfter(item: ScoringItem): number {
    let lo = 0;
    let hi = this.slots.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (compareScoringOrder(this.slots[mid]!, item) < 0) lo = mid + 1;
      else hi = mid;
    }
    return lo;
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

/** A slot as a snapshot saved it; one object shape for the usual counted slot (opening is hot). */
function restoredSlot<S>(
  entry: LedgerEntry,
  root: LedgerEntry,
  stateBefore: S,
  s: SavedSlot,
): ScoredSlot<S> {
  const slot: ScoredSlot<S> = { entry, root, stateBefore, transfers: s.transfers };
  if (s.unscorable === undefined && !s.unscorableParams && s.blamed !== true) return slot;
  return {
    ...slot,
    ...(s.unscorable !== undefined ? { unscorable: s.unscorable } : {}),
    ...(s.unscorableParams ? { unscorableParams: s.unscorableParams } : {}),
    ...(s.blamed === true ? { blamed: true } : {}),
  };
}
