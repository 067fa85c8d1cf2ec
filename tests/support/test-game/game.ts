// "Dice", a game that exists only in the tests: its description, as a real
// game's game.ts gives it. It proves the game contract — a game is a
// description, an engine and one line in a catalog — without touching app/.
import type { GameDescription, GameKind } from '../../../app/engine';

export const DICE_ROUND_KIND = 'dice.round';

// GameKind is the closed union of the built-in games (so that every one of
// them must have a UI, app/ui/games/registry.ts); a test game has no UI, so
// it is named a GameKind here, once, where the stored night asks for one.
export const DICE = 'dice' as GameKind;

export const DICE_GAME: GameDescription = {
  game: DICE,
  namespace: 'dice',
  entryKinds: [DICE_ROUND_KIND],
  players: { min: 2, max: 6 },
  currency: 'EUR',
};
