// The incremental fold: the same answer as foldLedger, updated per appended
// entry. Appending an ordinary entry costs one reducer step; a void or a
// replacement re-scores only the entries from the earliest affected position
// on, starting from the state saved before that position.
import { type Money } from '../money';
import type { PlayerId, Transfers } from '../transfers';
import { targetOf } from './effective';
import { applyTransfers, stepEntry, zeroBalances, type EntryContribution } from './fold';
import type { EntryId, GameReducer, LedgerEntry, NightInfo } from './types';

interface Slot<S> {
  readonly entry: LedgerEntry;
  readonly position: number;
  readonly stateBefore: S;
  readonly transfers: Transfers;
}

interface Plan {
  readonly balances: Readonly<Record<PlayerId, Money>>;
  readonly transfers: Transfers;
  readonly commit: () => void;
}

export class LedgerOrderError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'LedgerOrderError';
  }
}

export class IncrementalLedger<S> {
  private readonly byId = new Map<EntryId, LedgerEntry>();
  private readonly positions = new Map<EntryId, number>();
  private readonly targetedBy = new Map<EntryId, EntryId[]>();
  private readonly active = new Set<EntryId>();
  /** What each effective entry moved, for O(1) look-ups by the UI. */
  private readonly moved = new Map<EntryId, Transfers>();
  private slots: Slot<S>[] = [];
  private currentState: S;
  private currentBalances: Record<PlayerId, Money>;
  private lastSeq = 0;

  constructor(
    readonly night: NightInfo,
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

  get size(): number {
    return this.byId.size;
  }

  contributions(): EntryContribution[] {
    return this.slots.map((s) => ({
      entryId: s.entry.id,
      seq: s.entry.seq,
      kind: s.entry.kind,
      transfers: s.transfers,
    }));
  }

  /** The transfers of an effective entry, undefined for voided ones and voids. */
  transfersOf(id: EntryId): Transfers | undefined {
    return this.moved.get(id);
  }

  /** Any entry appended so far, voids included. */
  entryById(id: EntryId): LedgerEntry | undefined {
    return this.byId.get(id);
  }

  isActive(id: EntryId): boolean {
    return this.active.has(id);
  }

  /**
   * Applies one entry with a higher seq than all before. Atomic: when the
   * reducer rejects the result, the ledger stays as it was and the error is thrown.
   */
  append(entry: LedgerEntry): void {
    this.plan(entry).commit();
  }

  /** The balances the night would have with `entry` appended; changes nothing. Throws like append. */
  preview(entry: LedgerEntry): {
    balances: Readonly<Record<PlayerId, Money>>;
    transfers: Transfers;
  } {
    const plan = this.plan(entry);
    return { balances: plan.balances, transfers: plan.transfers };
  }

  /** The seq the next entry will get if nothing else is appended first. */
  get lastSeqSeen(): number {
    return this.lastSeq;
  }

  get nextSeq(): number {
    return this.lastSeq + 1;
  }

  private plan(entry: LedgerEntry): Plan {
    if (entry.seq <= this.lastSeq) {
      throw new LedgerOrderError(`seq ${entry.seq} is not after ${this.lastSeq}`);
    }
    if (this.byId.has(entry.id)) throw new LedgerOrderError(`duplicate entry ${entry.id}`);
    const target = targetOf(entry);
    if (target !== undefined && !this.byId.has(target)) {
      throw new LedgerOrderError(`entry ${entry.id} points at unknown ${target}`);
    }

    const flips = this.activityFlips(entry);
    const last = this.slots[this.slots.length - 1];
    const position =
      target !== undefined && entry.replaces ? this.positions.get(target)! : entry.seq;
    const plainAppend =
      entry.kind !== 'void' &&
      flips.off.length === 0 &&
      (!last ||
        position > last.position ||
        (position === last.position && entry.seq > last.entry.seq));

    if (plainAppend) {
      const result = stepEntry(this.reducer, this.currentState, entry, this.night);
      const balances = { ...this.currentBalances };
      applyTransfers(balances, result.transfers);
      return {
        balances,
        transfers: result.transfers,
        commit: () => {
          this.register(entry, position, flips);
          this.slots.push({
            entry,
            position,
            stateBefore: this.currentState,
            transfers: result.transfers,
          });
          this.moved.set(entry.id, result.transfers);
          this.currentState = result.state;
          this.currentBalances = balances;
        },
      };
    }
    return this.planRescore(entry, position, flips);
  }

  /** Which entries turn on and off if `entry` is added, without changing anything. */
  private activityFlips(entry: LedgerEntry): { on: EntryId[]; off: EntryId[] } {
    // The common case, a new hand: nothing else changes. Kept allocation-light
    // because opening a long night appends every stored entry.
    if (targetOf(entry) === undefined) return { on: [entry.id], off: [] };
    // Changes are staged in an overlay, never by copying the active set: that
    // would make every append cost as much as the whole history.
    const overlay = new Map<EntryId, boolean>();
    const isOn = (id: EntryId) => overlay.get(id) ?? this.active.has(id);
    const on: EntryId[] = [];
    const off: EntryId[] = [];
    const entryOf = (id: EntryId) => (id === entry.id ? entry : this.byId.get(id)!);
    const pointingAt = (id: EntryId) => [
      ...(this.targetedBy.get(id) ?? []),
      ...(targetOf(entry) === id ? [entry.id] : []),
    ];
    const turnOff = (id: EntryId): void => {
      if (!isOn(id)) return;
      overlay.set(id, false);
      off.push(id);
      const t = targetOf(entryOf(id));
      if (t !== undefined && !pointingAt(t).some(isOn)) turnOn(t);
    };
    const turnOn = (id: EntryId): void => {
      if (isOn(id)) return;
      overlay.set(id, true);
      on.push(id);
      const t = targetOf(entryOf(id));
      if (t !== undefined) turnOff(t);
    };
    turnOn(entry.id);
    // An id can flip twice in one cascade; only its final state matters.
    return {
      on: on.filter((id) => overlay.get(id) === true && !this.active.has(id)),
      off: off.filter((id) => overlay.get(id) === false && this.active.has(id)),
    };
  }

  private register(
    entry: LedgerEntry,
    position: number,
    flips: { on: EntryId[]; off: EntryId[] },
  ): void {
    this.byId.set(entry.id, entry);
    this.positions.set(entry.id, position);
    const target = targetOf(entry);
    if (target !== undefined) {
      this.targetedBy.set(target, [...(this.targetedBy.get(target) ?? []), entry.id]);
    }
    for (const id of flips.on) this.active.add(id);
    for (const id of flips.off) this.active.delete(id);
    this.lastSeq = entry.seq;
  }

  private planRescore(
    entry: LedgerEntry,
    position: number,
    flips: { on: EntryId[]; off: EntryId[] },
  ): Plan {
    const entryOf = (id: EntryId) => (id === entry.id ? entry : this.byId.get(id)!);
    const positionFor = (id: EntryId) => (id === entry.id ? position : this.positions.get(id)!);
    const touched = [...flips.on, ...flips.off].filter((id) => entryOf(id).kind !== 'void');
    if (touched.length === 0) {
      return {
        balances: this.currentBalances,
        transfers: {},
        commit: () => this.register(entry, position, flips),
      };
    }
    const cut = Math.min(...touched.map(positionFor));
    const from = this.firstSlotAtOrAfter(cut);
    const removed = new Set(flips.off);
    const tail = this.slots
      .slice(from)
      .map((s) => s.entry)
      .filter((e) => !removed.has(e.id));
    for (const id of flips.on) {
      const e = entryOf(id);
      if (e.kind !== 'void') tail.push(e);
    }
    tail.sort((a, b) => positionFor(a.id) - positionFor(b.id) || a.seq - b.seq);

    const balances = { ...this.currentBalances };
    for (const s of this.slots.slice(from)) applyTransfers(balances, s.transfers, -1);
    let state = from < this.slots.length ? this.slots[from]!.stateBefore : this.currentState;
    const newSlots: Slot<S>[] = [];
    let own: Transfers = {};
    for (const e of tail) {
      const result = stepEntry(this.reducer, state, e, this.night);
      newSlots.push({
        entry: e,
        position: positionFor(e.id),
        stateBefore: state,
        transfers: result.transfers,
      });
      if (e.id === entry.id) own = result.transfers;
      applyTransfers(balances, result.transfers);
      state = result.state;
    }
    return {
      balances,
      transfers: own,
      commit: () => {
        this.register(entry, position, flips);
        for (const s of this.slots.slice(from)) this.moved.delete(s.entry.id);
        for (const s of newSlots) this.moved.set(s.entry.id, s.transfers);
        this.slots = [...this.slots.slice(0, from), ...newSlots];
        this.currentState = state;
        this.currentBalances = balances;
      },
    };
  }

  private firstSlotAtOrAfter(position: number): number {
    let lo = 0;
    let hi = this.slots.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (this.slots[mid]!.position < position) lo = mid + 1;
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
  for (const e of [...entries].sort((a, b) => a.seq - b.seq)) ledger.append(e);
  return ledger;
}
