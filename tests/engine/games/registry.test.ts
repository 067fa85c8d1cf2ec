// The registry of built-in games keeps the contract's promises: every entry
// kind is written once and belongs to one game, named after it; every game's
// rules load and score its own night; and a game the app does not know is
// refused, never scored with another game's rules.
import { describe, expect, it } from 'vitest';
import {
  BUILT_IN_GAMES,
  GAMES,
  GENERIC_ENTRY_KINDS,
  isKnownEntryKind,
  loadEngine,
  nightInfoOf,
  ownerOfKind,
  UnknownGameError,
  validateNewNight,
} from '../../../app/engine';

describe('the game registry', () => {
  it('gives every entry kind one owner, prefixed with its game', () => {
    const kinds = BUILT_IN_GAMES.flatMap((g) => g.entryKinds);
    expect(new Set(kinds).size).toBe(kinds.length);
    for (const game of BUILT_IN_GAMES) {
      for (const kind of game.entryKinds) {
        expect(kind.startsWith(`${game.game}.`)).toBe(true);
        expect(ownerOfKind(GAMES, kind)).toBe(game);
      }
    }
    expect(BUILT_IN_GAMES.map((g) => g.entryKinds)).toEqual([
      ['marias.hand', 'marias.renonc', 'marias.misdeal'],
      ['vint.deal'],
      [
        'preferans.deal',
        'preferans.correction',
        'preferans.end',
        'preferans.pulka',
        'preferans.reopen',
      ],
    ]);
  });

  it('knows the generic kinds and nothing else', () => {
    for (const kind of GENERIC_ENTRY_KINDS) expect(isKnownEntryKind(GAMES, kind)).toBe(true);
    expect(ownerOfKind(GAMES, 'transfer')).toBeUndefined();
    expect(isKnownEntryKind(GAMES, 'marias.deal')).toBe(false);
    expect(isKnownEntryKind(GAMES, 'poker.hand')).toBe(false);
  });

  it.each(BUILT_IN_GAMES.map((g) => [g.game, g] as const))(
    'loads %s: its default settings are sound and an empty night owes nothing',
    async (_name, game) => {
      const engine = await loadEngine(GAMES, game.game);
      expect(await loadEngine(GAMES, game.game)).toBe(engine);
      const players = ['a', 'b', 'c', 'd'].slice(0, game.players.max);
      expect(engine.checkSettings(engine.defaultSettings, players)).toEqual([]);
      const night = {
        id: 'n',
        game: game.game,
        playerIds: players,
        currency: game.currency,
        settings: engine.defaultSettings,
      };
      expect(nightInfoOf(night)).toEqual({
        id: 'n',
        game: game.game,
        players,
        currency: game.currency,
        settings: engine.defaultSettings,
      });
      expect(engine.reducer.game).toBe(game.game);
      const state = engine.reducer.init(nightInfoOf(night));
      expect(state).toBeDefined();
    },
  );

  it('refuses a game it does not know', async () => {
    await expect(loadEngine(GAMES, 'poker')).rejects.toBeInstanceOf(UnknownGameError);
    const input = { game: 'poker' as 'vint', playerIds: ['a', 'b'], currency: 'CZK' as const };
    expect(validateNewNight(input)).toEqual([{ code: 'errors:night.unknownGame', field: 'game' }]);
  });

  it('checks player counts from the game definition', () => {
    const base = { game: 'vint' as const, currency: 'RUB' as const };
    expect(validateNewNight({ ...base, playerIds: ['a', 'b', 'c'] })).toEqual([
      {
        code: 'errors:night.playersExactly',
        field: 'players',
        params: { min: 4, max: 4, count: 3 },
      },
    ]);
    expect(validateNewNight({ ...base, game: 'marias', playerIds: ['a', 'b', 'c'] })).toEqual([]);
  });
});
