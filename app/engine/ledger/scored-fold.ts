// The scoring half of the incremental ledger (./incremental): the slots of the
// entries that count, in scoring order, with the state and balances after
// them. Every change is first a plan (what the balances and slots would be)
// and takes effect only when the plan is committed, so a live save can be
// checked without changing anything. Which entries count is the ledger
// graph's business (./graph), not this file's.
import type { Money } from '../money';
import type { PlayerId, Transfers } from '../transfers';
import type { EntryContribution, UnscorableEntry } from './fold';
import { compareScoringOrder } from './graph';
import { rescoreSlots, type RescoreChange } from './rescore';
import { restoreSlots, savedSlotsOf, type SavedFold, type SavedSlot } from './saved-fold';
import { unscorableCode, unscorableParamsOf, type ScoredSlot, type ScoringItem } from './score';
import { applyTransfers, stepEntry, zeroBalances } from './step';
import {
  LedgerEntryError,
  type EntryId,
  type GameReducer,
  type LedgerEntry,
  type NightInfo,
} from './types';

export interface FoldPlan<S> {
  readonly balances: Readonly<Record<PlayerId, Money>>;
  readonly transfers: Transfers;
  /** Slots from this index on differ from the current ones. */
  readonly changedFrom: number;
  /** The new slots from `changedFrom` on (not a copy of the whole night: appends stay O(1)). */
  readonly tail: readonly ScoredSlot<S>[];
  readonly commit: () => void;
}

export class ScoredFold<S> {
  /** What each counted entry moved, for O(1) look-ups by the UI. */
  private readonly moved = new Map<EntryId, Transfers>();
  private slots: ScoredSlot<S>[] = [];
  private currentState: S;
  private currentBalances: Record<PlayerId, Money>;
  /** Slots below this index came from a snapshot: their `stateBefore` is not known. */
  private restoredUpTo = 0;

  constructor(
    private readonly night: NightInfo,
    private readonly reducer: GameReducer<S>,
  ) {
    this.currentState = reducer.init(night);
    this.currentBalances = zeroBalances(night);
  }

  get state(): S {
    return this.currentState;
  }

  get balances(): Readonly<Record<PlayerId, Money>> {
    return this.currentBalances;
  }

  get slotCount(): number {
    return this.slots.length;
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

  /** The slots that count nothing, with the reason. */
  unscorable(): UnscorableEntry[] {
    const out: UnscorableEntry[] = [];
    for (const s of this.slots) {
      if (s.unscorable === undefined) continue;
      out.push({
        entryId: s.entry.id,
        seq: s.entry.seq,
        code: s.unscorable,
        ...(s.unscorableParams ? { params: s.unscorableParams } : {}),
      });
    }
    return out;
  }

  transfersOf(id: EntryId): Transfers | undefined {
    return this.moved.get(id);
  }

  savedSlots(): SavedSlot[] {
    return savedSlotsOf(this.slots);
  }

  /** Takes the slots of `items` (scoring order) from `saved`; false, changing nothing, when it does not fit. */
  restore(items: readonly ScoringItem[], saved: SavedFold<S>): boolean {
    const restored = restoreSlots(this.night, items, saved, this.currentState);
    if (!restored) return false;
    for (const s of restored.slots) {
      if (s.unscorable === undefined) this.moved.set(s.entry.id, s.transfers);
    }
    this.slots = restored.slots;
    this.currentState = saved.state;
    this.currentBalances = restored.balances;
    this.restoredUpTo = restored.slots.length;
    return true;
  }

  /** Nothing scored changes. */
  unchanged(): FoldPlan<S> {
    return {
      balances: this.currentBalances,
      transfers: {},
      changedFrom: this.slots.length,
      tail: [],
      commit: () => {},
    };
  }

  /** A new entry at the end: one step. Undefined when its error names an earlier entry. */
  planPlain(entry: LedgerEntry): FoldPlan<S> | undefined {
    const step = this.stepped(entry);
    if (!step) return undefined;
    const { slot, state } = step;
    const balances = { ...this.currentBalances };
    applyTransfers(balances, slot.transfers);
    return {
      balances,
      transfers: slot.transfers,
      changedFrom: this.slots.length,
      tail: [slot],
      commit: () => {
        this.slots.push(slot);
        if (slot.unscorable === undefined) this.moved.set(entry.id, slot.transfers);
        this.currentState = state;
        this.currentBalances = balances;
      },
    };
  }

  /** Scores again from `change.fromSlot` (see ./rescore) and plans the new balances. */
  planRescore(change: RescoreChange): FoldPlan<S> {
    const scored = rescoreSlots(
      {
        reducer: this.reducer,
        night: this.night,
        slots: this.slots,
        state: this.currentState,
        restoredUpTo: this.restoredUpTo,
      },
      change,
    );
    const { changedFrom } = scored;
    const balances = { ...this.currentBalances };
    for (const s of this.slots.slice(changedFrom)) applyTransfers(balances, s.transfers, -1);
    for (const s of scored.slots.slice(changedFrom)) applyTransfers(balances, s.transfers);
    const own = scored.slots.find((s) => s.entry.id === change.ownId)?.transfers ?? {};
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

  /** The first slot of `plan`'s tail that could not be counted and could before the plan, if any. */
  newlyUnscorable(plan: FoldPlan<S>): ScoredSlot<S> | undefined {
    const before = new Set<EntryId>();
    for (let i = plan.changedFrom; i < this.slots.length; i++) {
      const s = this.slots[i]!;
      if (s.unscorable !== undefined) before.add(s.entry.id);
    }
    return plan.tail.find((s) => s.unscorable !== undefined && !before.has(s.entry.id));
  }

  /** The index of the first slot at or after `item` in scoring order. */
  firstSlotAtOrAfter(item: ScoringItem): number {
    let lo = 0;
    let hi = this.slots.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (compareScoringOrder(this.slots[mid]!, item) < 0) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }

  /** `entry` scored after the last slot, and the state after it; undefined as for planPlain. */
  private stepped(entry: LedgerEntry): { slot: ScoredSlot<S>; state: S } | undefined {
    const state = this.currentState;
    try {
      const result = stepEntry(this.reducer, state, entry, this.night);
      const slot = { entry, root: entry, stateBefore: state, transfers: result.transfers };
      return { slot, state: result.state };
    } catch (error) {
      if (error instanceof LedgerEntryError && error.entryId !== entry.id) return undefined;
      const unscorable = unscorableCode(error);
      const slot = { entry, root: entry, stateBefore: state, transfers: {}, unscorable };
      return { slot: { ...slot, ...unscorableParamsOf(error) }, state };
    }
  }
}
