// A mariáš night of three (A, B, C) at the default settings, and a terse
// ledger entry builder: what the tests that fold whole nights share.
import type { LedgerEntry, NightInfo } from '../../../app/engine';
import { DEFAULT_MARIAS_SETTINGS } from '../../../app/engine/games/marias';

export const THREE: NightInfo = {
  id: 'n1',
  game: 'marias',
  players: ['A', 'B', 'C'],
  currency: 'CZK',
  settings: DEFAULT_MARIAS_SETTINGS,
};

/** Entry `e<seq>` of night n1. */
export const at = (seq: number, kind: string, payload: unknown, extra: Partial<LedgerEntry> = {}) =>
  ({ id: `e${seq}`, nightId: 'n1', seq, kind, payload, createdAt: seq, ...extra }) as LedgerEntry;
