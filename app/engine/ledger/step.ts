// Scoring one entry: the generic kinds ('transfer') here, the rest by the
// night's game, and the balance arithmetic the folds share.
import { money, type Money } from '../money';
import { assertZeroSum, type PlayerId, type Transfers } from '../transfers';
import {
  LedgerEntryError,
  type GameReducer,
  type LedgerEntry,
  type NightInfo,
  type StepResult,
  type TransferPayload,
} from './types';

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
  // for…in, not Object.entries: no pair array per entry on a 100,000-entry fold.
  for (const player in transfers) {
    if (!Object.prototype.hasOwnProperty.call(transfers, player)) continue;
    balances[player] = money((balances[player] ?? 0) + sign * transfers[player]!);
  }
}
