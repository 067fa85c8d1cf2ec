// The games this app plays: one line each, its description and the loader of
// its rules. A game listed here must have its engine folder (game.ts +
// engine.ts) and, through app/ui/games/registry.ts, its UI folder; a missing
// piece does not compile. (The dynamic imports live here, not in each game.ts:
// one chunk carries the loaders' preload lists instead of one per game.)
import type { GameCatalog, GameDefinition } from './contract';
import { MARIAS_GAME } from './marias/game';
import { PREFERANS_GAME } from './preferans/game';
import { VINT_GAME } from './vint/game';

export const BUILT_IN_GAMES = [
  { ...MARIAS_GAME, load: () => import('./marias/engine').then((m) => m.mariasEngine) },
  { ...VINT_GAME, load: () => import('./vint/engine').then((m) => m.vintEngine) },
  {
    ...PREFERANS_GAME,
    load: () => import('./preferans/engine').then((m) => m.preferansEngine),
  },
] as const satisfies readonly GameDefinition[];

export type GameKind = (typeof BUILT_IN_GAMES)[number]['game'];

/** The built-in games as a catalog: what storage, backups and settlement use unless told otherwise. */
export const GAMES: GameCatalog = { games: BUILT_IN_GAMES };
