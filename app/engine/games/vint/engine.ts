// The vint rules behind the game contract: the reducer, the default table
// settings and their check.
import type { GameEngine } from '../contract';
import { vintError } from './errors';
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
};
