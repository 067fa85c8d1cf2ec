// The mariáš rules behind the game contract: the reducer, the default table
// settings and their check, and where a refusal points inside its entry.
import type { GameEngine } from '../contract';
import { LedgerEntryError, type LedgerEntry } from '../../ledger/types';
import { mariasFigures } from './figures';
import { mariasReducer, type MariasState } from './reducer';
import {
  DEFAULT_MARIAS_SETTINGS,
  normalizeMariasSettings,
  validateMariasSettings,
  type MariasSettings,
} from './settings';

/** A hand, renonc or misdeal is its own payload ('payload.won'); settings sit under payload.settings. */
export function mariasRefusalPath(_entry: LedgerEntry, error: unknown): string {
  const field = error instanceof LedgerEntryError ? error.field : undefined;
  return field === undefined || field === 'hand' ? 'payload' : `payload.${field}`;
}

export const mariasEngine: GameEngine<MariasState, MariasSettings> = {
  reducer: mariasReducer,
  defaultSettings: DEFAULT_MARIAS_SETTINGS,
  // As the reducer reads them: what is missing comes from the defaults.
  checkSettings: (settings, players) =>
    validateMariasSettings(normalizeMariasSettings(settings as Partial<MariasSettings>), players),
  refusalPath: mariasRefusalPath,
  clubFigures: mariasFigures,
};
