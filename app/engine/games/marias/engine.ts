// The mariáš rules behind the game contract: the reducer, the default table
// settings and their check.
import type { GameEngine } from '../contract';
import { mariasReducer, type MariasState } from './reducer';
import {
  DEFAULT_MARIAS_SETTINGS,
  normalizeMariasSettings,
  validateMariasSettings,
  type MariasSettings,
} from './settings';

export const mariasEngine: GameEngine<MariasState, MariasSettings> = {
  reducer: mariasReducer,
  defaultSettings: DEFAULT_MARIAS_SETTINGS,
  // As the reducer reads them: what is missing comes from the defaults.
  checkSettings: (settings, players) =>
    validateMariasSettings(normalizeMariasSettings(settings as Partial<MariasSettings>), players),
};
