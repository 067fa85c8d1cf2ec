// The catalogs the tests of the game contract use: the built-in games plus
// "dice" (one line, as in app/engine/games/registry.ts), and the built-in
// games alone, which must refuse a dice night.
import { BUILT_IN_GAMES, GAMES, type GameCatalog } from '../../../app/engine';
import { DICE_GAME } from './game';

export const TEST_GAME = { ...DICE_GAME, load: () => import('./engine').then((m) => m.diceEngine) };

export const TEST_CATALOG: GameCatalog = { games: [...BUILT_IN_GAMES, TEST_GAME] };

export const BUILT_IN_CATALOG: GameCatalog = GAMES;

export { DICE, DICE_ROUND_KIND } from './game';
