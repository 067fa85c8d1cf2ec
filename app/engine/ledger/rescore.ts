// Scoring a night again from one place on, for the incremental ledger: the
// slots from there that still count plus the entries that start counting, in
// scoring order, from the state saved before that place. Slots restored from
// a snapshot (./snapshot) have no saved state: a re-score that reaches them
// starts from the beginning instead.
import { compareScoringOrder } from './graph';
import { scoreItems, type ScoredSlot, type ScoringItem } from './score';
import type { EntryId, GameReducer, NightInfo } from './types';

export interface RescoreBase<S> {
  readonly reducer: GameReducer<S>;
  readonly night: NightInfo;
  readonly slots: readonly ScoredSlot<S>[];
  /** The state after the last slot. */
  readonly state: S;
  /** Slots below this index have no known `stateBefore`. */
  readonly restoredUpTo: number;
}

export interface RescoreChange {
  /** The first slot the change may reach. */
  readonly fromSlot: number;
  /** Entries that may start counting (not in the slots yet). */
  readonly on: ReadonlySet<EntryId>;
  readonly itemOf: (id: EntryId) => ScoringItem;
  /** Whether an entry counts after the change. */
  readonly isOn: (id: EntryId) => boolean;
  /** The entry being added: it is scored whatever `isOn` says of it. */
  readonly ownId: EntryId;
}

export interface Rescored<S> {
  readonly slots: ScoredSlot<S>[];
  readonly state: S;
  /** Slots from this index on are new objects. */
  readonly changedFrom: number;
}

export function rescoreSlots<S>(base: RescoreBase<S>, change: RescoreChange): Rescored<S> {
  const { slots } = base;
  let from = change.fromSlot;
  // A culprit named by a later entry may be innocent after this change: score it again.
  const blamed = slots.findIndex((s) => s.blamed === true);
  if (blamed >= 0) from = Math.min(from, blamed);
  if (from < base.restoredUpTo) from = 0;
  const tail: ScoringItem[] = [];
  const seen = new Set<EntryId>();
  for (const s of slots.slice(from)) {
    seen.add(s.entry.id);
    if (change.isOn(s.entry.id)) tail.push(s);
  }
  for (const id of change.on) {
    if (seen.has(id) || (id !== change.ownId && !change.isOn(id))) continue;
    const item = change.itemOf(id);
    if (item.entry.kind !== 'void') tail.push(item);
  }
  tail.sort(compareScoringOrder);
  const prefix = slots.slice(0, from);
  const state0 =
    from === 0
      ? base.reducer.init(base.night)
      : from < slots.length
        ? slots[from]!.stateBefore
        : base.state;
  const scored = scoreItems(base.reducer, base.night, [...prefix, ...tail], prefix, state0);
  let changedFrom = 0;
  while (
    changedFrom < scored.slots.length &&
    changedFrom < slots.length &&
    scored.slots[changedFrom] === slots[changedFrom]
  ) {
    changedFrom++;
  }
  // A rewind to a culprit inside the restored slots read a state that is not there.
  if (changedFrom < base.restoredUpTo && from > 0) {
    return rescoreSlots(base, { ...change, fromSlot: 0 });
  }
  return { ...scored, changedFrom };
}
