// The preferans rules behind the game contract: the reducer, the Sochi
// default settings and their check (three or four distinct players), and the
// path inside an entry of what its rules refuse (for the backup entry check).
import type { GameEngine } from '../contract';
import { preferansRefusalPath } from './backup-check';
import { prefError } from './errors';
import { preferansFigures } from './figures';
import { preferansReducer, type PreferansState } from './reducer';
import {
  DEFAULT_PREFERANS_SETTINGS,
  resolvePreferansSettings,
  type PreferansSettings,
} from './settings';

export const preferansEngine: GameEngine<PreferansState, PreferansSettings> = {
  reducer: preferansReducer,
  defaultSettings: DEFAULT_PREFERANS_SETTINGS,
  checkSettings: (settings, players) => [
    ...((players.length === 3 || players.length === 4) && new Set(players).size === players.length
      ? []
      : [{ code: prefError('needThreeOrFourPlayers'), field: 'players' }]),
    ...resolvePreferansSettings(settings).issues,
  ],
  refusalPath: preferansRefusalPath,
  clubFigures: preferansFigures,
};
