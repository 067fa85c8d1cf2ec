// A fold as a snapshot (./snapshot) keeps it, as plain data, and the way back:
// the scored slots of entries in scoring order rebuilt from the saved ones,
// or nothing when the saved fold does not fit those entries.
import type { Money } from '../money';
import type { PlayerId, Transfers } from '../transfers';
import type { ScoredSlot, ScoringItem } from './score';
import { applyTransfers, zeroBalances } from './step';
import type { EntryId, NightInfo, ReasonParams } from './types';

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

export interface RestoredSlots<S> {
  readonly slots: ScoredSlot<S>[];
  readonly balances: Record<PlayerId, Money>;
}

/**
 * The slots of `items` (scoring order) as `saved` scored them, each with
 * `init` as its unknown state before; undefined when `saved` holds other
 * entries, another order, or balances that are not the slots' sum.
 */
export function restoreSlots<S>(
  night: NightInfo,
  items: readonly ScoringItem[],
  saved: SavedFold<S>,
  init: S,
): RestoredSlots<S> | undefined {
  if (items.length !== saved.slots.length) return undefined;
  const slots: ScoredSlot<S>[] = [];
  const balances = zeroBalances(night);
  for (let i = 0; i < items.length; i++) {
    const { entry, root } = items[i]!;
    const s = saved.slots[i]!;
    if (s.id !== entry.id) return undefined;
    const slot = restoredSlot(entry, root, init, s);
    slots.push(slot);
    if (slot.unscorable === undefined) applyTransfers(balances, s.transfers);
  }
  if (Object.keys(saved.balances).length !== night.players.length) return undefined;
  for (const p of night.players) if (saved.balances[p] !== balances[p]) return undefined;
  return { slots, balances };
}

/** What each slot scored, as a snapshot keeps it. */
export function savedSlotsOf<S>(slots: readonly ScoredSlot<S>[]): SavedSlot[] {
  return slots.map((s) => ({
    id: s.entry.id,
    transfers: s.transfers,
    ...(s.unscorable !== undefined ? { unscorable: s.unscorable } : {}),
    ...(s.unscorableParams ? { unscorableParams: s.unscorableParams } : {}),
    ...(s.blamed ? { blamed: true } : {}),
  }));
}

/** A slot as a snapshot saved it; one object shape for the usual counted slot (opening is hot). */
function restoredSlot<S>(
  entry: ScoredSlot<S>['entry'],
  root: ScoredSlot<S>['root'],
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
