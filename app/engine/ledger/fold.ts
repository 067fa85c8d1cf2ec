// The ledger fold: entries → per-player balances of a night. This is the one
// definition of "what the night owes"; the incremental version must always
// agree with it (tests/engine/ledger/incremental.test.ts checks that). It
// never throws for an entry: one that cannot be scored is reported in
// `unscorable` and counts nothing (see ./score).
import type { Money } from '../money';
import type { PlayerId, Transfers } from '../transfers';
import { ledgerAnalysis, scoringItems } from './effective';
import { rankEntries } from './order';
import { scoreItems } from './score';
import { applyTransfers, zeroBalances } from './step';
import {
  LedgerEntryError,
  type EntryId,
  type GameReducer,
  type LedgerEntry,
  type NightInfo,
  type ReasonParams,
} from './types';

export { stepEntry, zeroBalances, applyTransfers } from './step';

export interface EntryContribution {
  readonly entryId: string;
  readonly seq: number;
  readonly kind: string;
  readonly transfers: Transfers;
}

/** An entry that is in the ledger but cannot be counted, and why (an i18next key). */
export interface UnscorableEntry {
  readonly entryId: EntryId;
  readonly seq: number;
  readonly code: string;
  /** The parameters of the reason's words, when it has any. */
  readonly params?: ReasonParams;
}

export interface FoldResult<S> {
  readonly balances: Readonly<Record<PlayerId, Money>>;
  readonly state: S;
  readonly contributions: readonly EntryContribution[];
  /** Entries that count nothing although they are in the ledger, in scoring order. */
  readonly unscorable: readonly UnscorableEntry[];
}

/** Full fold over all entries of one night (any order in, ledger order honoured). */
export function foldLedger<S>(
  night: NightInfo,
  entries: readonly LedgerEntry[],
  reducer: GameReducer<S>,
): FoldResult<S> {
  const { graph, items } = ledgerAnalysis(ranked(entries));
  const { slots, state } = scoreItems(reducer, night, items, [], reducer.init(night));
  const balances = zeroBalances(night);
  const contributions: EntryContribution[] = [];
  // Entries that break the append rules count nothing but stay in sight.
  const unscorable: UnscorableEntry[] = [];
  for (const e of graph.hasRefusals ? entries : []) {
    if (graph.statusOf(e.id) !== 'refused') continue;
    unscorable.push({ entryId: e.id, seq: e.seq, code: graph.refusalOf(e.id)! });
  }
  for (const { entry, transfers, unscorable: code, unscorableParams: params } of slots) {
    if (code !== undefined) {
      unscorable.push({ entryId: entry.id, seq: entry.seq, code, ...(params ? { params } : {}) });
      continue;
    }
    applyTransfers(balances, transfers);
    contributions.push({ entryId: entry.id, seq: entry.seq, kind: entry.kind, transfers });
  }
  return { balances, state, contributions, unscorable };
}

/** The game state just before `entryId` is scored; null when the entry does not count. */
export function stateBefore<S>(
  night: NightInfo,
  entries: readonly LedgerEntry[],
  reducer: GameReducer<S>,
  entryId: EntryId,
): S | null {
  const items = scoringItems(ranked(entries));
  const { slots } = scoreItems(reducer, night, items, [], reducer.init(night));
  const slot = slots.find((s) => s.entry.id === entryId);
  return slot && slot.unscorable === undefined ? slot.stateBefore : null;
}

/**
 * The fold for tests of a game's rules and for tools that must not keep an
 * entry silently: throws a LedgerEntryError for the first entry that cannot
 * be counted (the message starts with its code).
 */
export function foldLedgerStrict<S>(
  night: NightInfo,
  entries: readonly LedgerEntry[],
  reducer: GameReducer<S>,
): FoldResult<S> {
  const result = foldLedger(night, entries, reducer);
  const first = result.unscorable[0];
  if (first) {
    throw new LedgerEntryError(
      first.entryId,
      first.code,
      `${first.code}: entry ${first.seq}`,
      first.params,
    );
  }
  return result;
}

/**
 * A shared night's entries (they carry a device) may share a seq: rank them in
 * the scoring order first (seq = rank). One writer's seqs already are that order.
 */
function ranked(entries: readonly LedgerEntry[]): readonly LedgerEntry[] {
  return entries.some((e) => e.device !== undefined) ? rankEntries(entries) : entries;
}
