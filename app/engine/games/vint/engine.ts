// The vint rules behind the game contract: the reducer, the default table
// settings and their check, and where a refusal points inside its entry.
import type { GameEngine } from '../contract';
import type { LedgerEntry } from '../../ledger/types';
import { VINT_DEAL_KIND } from './game';
import { vintError } from './errors';
import { vintFigures } from './figures';
import { vintReducer, type VintState } from './reducer';
import { DEFAULT_VINT_SETTINGS, resolveVintSettings, type VintSettings } from './settings';

export const vintEngine: GameEngine<VintState, VintSettings> = {
  reducer: vintReducer,
  defaultSettings: DEFAULT_VINT_SETTINGS,
  checkSettings: (settings, players) => [
    ...(players.length === 4 && new Set(players).size === 4
      ? []
      : [{ code: vintError('needFourPlayers'), field: 'players' }]),
    ...resolveVintSettings(settings).issues,
  ],
  // A deal's checks judge the deal as a whole (its tricks, contract and honours together).
  refusalPath: (entry: LedgerEntry) =>
    entry.kind === VINT_DEAL_KIND
      ? 'payload.deal'
      : entry.kind === 'settings'
        ? 'payload.settings'
        : 'payload',
  clubFigures: vintFigures,
};
