// The ledger fold: entries → per-player balances of a night. This is the one
// definition of "what the night owes"; the incremental version must always
// agree with it (tests/engine/ledger/incremental.test.ts checks that).
import { money, type Money } from '../money';
import { assertZeroSum, type PlayerId, type Transfers } from '../transfers';
import { effectiveEntries } from './effective';
import { rankEntries } from './order';
import {
  LedgerEntryError,
  type GameReducer,
  type LedgerEntry,
  type NightInfo,
  type StepResult,
  type TransferPayload,
} from './types';

export interface EntryContribution {
  readonly entryId: string;
  readonly seq: number;
  readonly kind: string;
  readonly transfers: Transfers;
}

export interface FoldResult<S> {
  readonly balances: Readonly<Record<PlayerId, Money>>;
  readonly state: S;
  readonly contributions: readonly EntryContribution[];
}

/** Scores one effective entry: generic kinds here, the rest by the night's game. */
export function stepEntry<S>(
  reducer: GameReducer<S>,
  state: S,
  entry: LedgerEntry,
  night: NightInfo,
): StepResult<S> {
  if (entry.kind === 'transfer') {
    return { state, transfers: transferPayloadOf(entry, night) };
  }
  // Closing and reopening move no money and leave the game's state alone.
  if (entry.kind === 'close' || entry.kind === 'reopen') return { state, transfers: {} };
  const result = reducer.step(state, entry, night);
  assertZeroSum(result.transfers);
  return result;
}

function transferPayloadOf(entry: LedgerEntry, night: NightInfo): Transfers {
  const payload = entry.payload as TransferPayload | undefined;
  const transfers = payload?.transfers;
  if (!transfers || typeof transfers !== 'object') {
    throw new LedgerEntryError(entry.id, 'errors:ledger.badTransfer', 'transfer without amounts');
  }
  for (const player of Object.keys(transfers)) {
    if (!night.players.includes(player)) {
      throw new LedgerEntryError(
        entry.id,
        'errors:ledger.unknownPlayer',
        `unknown player ${player}`,
      );
    }
  }
  try {
    return assertZeroSum(transfers);
  } catch {
    throw new LedgerEntryError(
      entry.id,
      'errors:ledger.notZeroSum',
      'transfer does not sum to zero',
    );
  }
}

export function zeroBalances(night: NightInfo): Record<PlayerId, Money> {
  return Object.fromEntries(night.players.map((p) => [p, 0]));
}

export function applyTransfers(
  balances: Record<PlayerId, Money>,
  transfers: Transfers,
  sign: 1 | -1 = 1,
): void {
  for (const [player, amount] of Object.entries(transfers)) {
    balances[player] = money((balances[player] ?? 0) + sign * amount);
  }
}

/** Full fold over all entries of one night (any order in, seq order honoured). */
export function foldLedger<S>(
  night: NightInfo,
  entries: readonly LedgerEntry[],
  reducer: GameReducer<S>,
): FoldResult<S> {
  const balances = zeroBalances(night);
  const contributions: EntryContribution[] = [];
  let state = reducer.init(night);
  // A shared night's entries (they carry a device) may share a seq: rank them
  // in the scoring order first. One writer's seqs already are that order.
  const ordered = entries.some((e) => e.device !== undefined) ? rankEntries(entries) : entries;
  for (const entry of effectiveEntries(ordered)) {
    const result = stepEntry(reducer, state, entry, night);
    state = result.state;
    applyTransfers(balances, result.transfers);
    contributions.push({
      entryId: entry.id,
      seq: entry.seq,
      kind: entry.kind,
      transfers: result.transfers,
    });
  }
  return { balances, state, contributions };
}
