// The games this app plays: one line each. A game listed here must have its
// engine folder (game.ts + engine.ts) and, through app/ui/games/registry.ts,
// its UI folder; a missing piece does not compile.
import type { GameCatalog } from './contract';
import { MARIAS_GAME } from './marias/game';
import { VINT_GAME } from './vint/game';

export const BUILT_IN_GAMES = [MARIAS_GAME, VINT_GAME] as const;

export type GameKind = (typeof BUILT_IN_GAMES)[number]['game'];

/** The built-in games as a catalog: what storage, backups and settlement use unless told otherwise. */
export const GAMES: GameCatalog = { games: BUILT_IN_GAMES };
