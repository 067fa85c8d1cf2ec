// Scoring the entries that count, in scoring order, with one policy for an
// entry the game cannot score (written by an older version, a foreign backup
// or a bug): it counts nothing, the state passes it by unchanged, and it is
// reported with the rules' reason so the night still opens and the entry can
// be shown ("cannot be counted: …") and voided. Shared by the full fold and
// the incremental ledger so both treat such entries alike.
import { MoneyRangeError } from '../money';
import { ZeroSumError, type Transfers } from '../transfers';
import { stepEntry } from './step';
import {
  LedgerEntryError,
  type GameReducer,
  type LedgerEntry,
  type NightInfo,
  type ReasonParams,
} from './types';

export interface ScoredSlot<S> {
  readonly entry: LedgerEntry;
  /** First entry of the entry's chain: where it stands in scoring order. */
  readonly root: LedgerEntry;
  readonly stateBefore: S;
  readonly transfers: Transfers;
  /** Why the entry cannot be counted (an i18next key); undefined when it counts. */
  readonly unscorable?: string;
  /** The parameters of that reason's words, when it has any. */
  readonly unscorableParams?: ReasonParams;
  /** Set when a later entry's scoring named this one as the culprit. */
  readonly blamed?: boolean;
}

export interface ScoringItem {
  readonly entry: LedgerEntry;
  readonly root: LedgerEntry;
}

/** The parameters of a scoring error's words, as a slot spreads them in. */
export function unscorableParamsOf(error: unknown): { unscorableParams?: ReasonParams } {
  return error instanceof LedgerEntryError && error.params !== undefined
    ? { unscorableParams: error.params }
    : {};
}

/** The i18next key for what went wrong while scoring. */
export function unscorableCode(error: unknown): string {
  if (error instanceof LedgerEntryError) return error.code;
  if (error instanceof ZeroSumError) return 'errors:ledger.notZeroSum';
  if (error instanceof MoneyRangeError) return 'errors:money.range';
  return 'errors:ledger.cannotScore';
}

/**
 * Scores `items[from..]` after `prefix` (the slots of `items[0..from)`),
 * starting from `state`. A scoring error that names an earlier entry (vint: a
 * claim entered after the next deal) marks that entry and scores again from
 * it, so the result depends only on the items, never on where a run started,
 * provided `prefix` holds no blamed slot.
 */
export function scoreItems<S>(
  reducer: GameReducer<S>,
  night: NightInfo,
  items: readonly ScoringItem[],
  prefix: readonly ScoredSlot<S>[],
  state: S,
): { slots: ScoredSlot<S>[]; state: S } {
  const slots = prefix.slice();
  /** Entries named as culprits in this run, with the reason. */
  const blamed = new Map<string, { code: string; params: { unscorableParams?: ReasonParams } }>();
  let i = slots.length;
  while (i < items.length) {
    const { entry, root } = items[i]!;
    if (blamed.has(entry.id)) {
      const { code: unscorable, params } = blamed.get(entry.id)!;
      slots.push({
        entry,
        root,
        stateBefore: state,
        transfers: {},
        blamed: true,
        unscorable,
        ...params,
      });
      i++;
      continue;
    }
    try {
      const result = stepEntry(reducer, state, entry, night);
      slots.push({ entry, root, stateBefore: state, transfers: result.transfers });
      state = result.state;
      i++;
    } catch (error) {
      const culprit = error instanceof LedgerEntryError ? error.entryId : entry.id;
      const at = culprit === entry.id ? -1 : indexOfCounted(slots, culprit);
      if (at < 0) {
        const unscorable = unscorableCode(error);
        slots.push({
          entry,
          root,
          stateBefore: state,
          transfers: {},
          unscorable,
          ...unscorableParamsOf(error),
        });
        i++;
        continue;
      }
      blamed.set(culprit, { code: unscorableCode(error), params: unscorableParamsOf(error) });
      state = slots[at]!.stateBefore;
      slots.length = at;
      i = at;
    }
  }
  return { slots, state };
}

/** Index of a slot that counted (was scored) for `id`, searching from the end; -1 if none. */
function indexOfCounted<S>(slots: readonly ScoredSlot<S>[], id: string): number {
  for (let j = slots.length - 1; j >= 0; j--) {
    const slot = slots[j]!;
    if (slot.entry.id === id) return slot.unscorable === undefined ? j : -1;
  }
  return -1;
}
