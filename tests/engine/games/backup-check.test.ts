// The backup entry check of every game (backupRefusals): an entry its game's
// rules refuse is named with the field inside it, judged at its own place in
// the night; a voided or replaced entry, or one the ledger graph refuses, is
// not the game's to judge. Worked cases from the rules: a mariáš hra whose
// points (40 : 50) say lost though "won" was entered (marias.md §8), a vint
// deal of 14 tricks (vint.md: 13 tricks a deal).
import { describe, expect, it } from 'vitest';
import { backupRefusals, GAMES, loadEngine, type GameEngine } from '../../../app/engine/games';
import type { LedgerEntry, NightInfo } from '../../../app/engine/ledger/types';

const PLAYERS = ['A', 'B', 'C'];
const entry = (seq: number, kind: string, payload: unknown, extra: Partial<LedgerEntry> = {}) =>
  ({ id: `e${seq}`, nightId: 'n', seq, kind, payload, createdAt: seq, ...extra }) as LedgerEntry;

async function marias(): Promise<{ engine: GameEngine; night: NightInfo }> {
  const engine = await loadEngine(GAMES, 'marias');
  const night: NightInfo = {
    id: 'n',
    game: 'marias',
    players: PLAYERS,
    currency: 'CZK' as const,
    settings: engine.defaultSettings,
  };
  return { engine, night };
}

const hra = (dealer: string, declarer: string, extra: object = {}) => ({
  dealer,
  declarer,
  game: 'hra',
  won: true,
  ...extra,
});

describe('backupRefusals', () => {
  it('names the field of a mariáš hand its points contradict (§8), at its own place', async () => {
    const { engine, night } = await marias();
    const contradicted = { points: { declarer: { cards: 40 }, defenders: { cards: 50 } } };
    const entries = [
      entry(1, 'marias.hand', hra('A', 'B')),
      entry(2, 'marias.hand', hra('B', 'C', contradicted)),
      entry(3, 'marias.hand', hra('C', 'A')),
    ];
    expect(backupRefusals(night, entries, engine)).toEqual([
      {
        entryId: 'e2',
        code: 'marias:errors.pointsSayLost',
        field: 'payload.won',
        params: { declarer: 40, defenders: 50 },
      },
    ]);
  });

  it('names the setting of a mariáš settings entry it cannot take', async () => {
    const { engine, night } = await marias();
    const entries = [
      entry(1, 'marias.hand', hra('A', 'B')),
      entry(2, 'marias.hand', hra('B', 'C')),
      entry(3, 'settings', { settings: { playHra: 'sometimes' } }),
    ];
    const refusals = backupRefusals(night, entries, engine);
    expect(refusals.map((r) => [r.entryId, r.field])).toEqual([['e3', 'payload.settings.playHra']]);
  });

  it('does not judge an entry that was voided, nor one the ledger graph refuses', async () => {
    const { engine, night } = await marias();
    const bad = { won: 'maybe' };
    const entries = [
      entry(1, 'marias.hand', hra('A', 'B', bad)),
      entry(2, 'void', {}, { voids: 'e1', reason: 'typo' }),
      entry(3, 'void', {}, { voids: 'e1', reason: 'again' }),
    ];
    expect(backupRefusals(night, entries, engine)).toEqual([]);
  });

  it('names a vint deal of 14 tricks as payload.deal', async () => {
    const engine = await loadEngine(GAMES, 'vint');
    const night = {
      id: 'n',
      game: 'vint' as const,
      players: ['N', 'E', 'S', 'W'],
      currency: 'RUB' as const,
      settings: engine.defaultSettings,
    };
    const deal = { declarer: 'N', contract: { level: 1, strain: 'NT' }, tricks: 14 };
    const refusals = backupRefusals(night, [entry(1, 'vint.deal', { deal })], engine);
    expect(refusals).toEqual([expect.objectContaining({ entryId: 'e1', field: 'payload.deal' })]);
  });
});
