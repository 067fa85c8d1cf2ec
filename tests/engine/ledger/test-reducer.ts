// A small order-sensitive game for ledger tests: each 'test.win' entry pays
// the winner (n-th effective win) × 100 from every other player, so moving,
// voiding or replacing an entry changes the money of every later one.
import {
  LedgerEntryError,
  type GameReducer,
  type GameKind,
  type LedgerEntry,
  type NightInfo,
} from '../../../app/engine';

/** The three-player night the ledger tests score with these small games. */
export const night: NightInfo<unknown, GameKind> = {
  id: 'n1',
  game: 'marias',
  players: ['a', 'b', 'c'],
  currency: 'CZK',
  settings: {},
};

export interface CountState {
  readonly wins: number;
}

export const countingReducer: GameReducer<CountState> = {
  game: 'marias',
  init: () => ({ wins: 0 }),
  step(state, entry: LedgerEntry, night) {
    if (entry.kind === 'settings') return { state, transfers: {} };
    if (entry.kind !== 'test.win') throw new LedgerEntryError(entry.id, 'x', 'unknown kind');
    const winner = (entry.payload as { winner: string }).winner;
    const wins = state.wins + 1;
    const transfers: Record<string, number> = {};
    for (const p of night.players) transfers[p] = p === winner ? 0 : -wins * 100;
    transfers[winner] = wins * 100 * (night.players.length - 1);
    return { state: { wins }, transfers };
  },
};
