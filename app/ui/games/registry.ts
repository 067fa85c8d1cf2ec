// Lazy loading of game UI modules: each game is its own chunk, fetched (or
// taken from the service worker's cache) when a night of that game opens.
// Keyed by the engine's GameKind: a game without its UI folder does not compile.
import type { GameKind } from '../../engine';
import type { AnyGameUi } from './types';

const cache = new Map<GameKind, Promise<AnyGameUi>>();

const loaders: Record<GameKind, () => Promise<AnyGameUi>> = {
  marias: () => import('./marias/index').then((m) => m.mariasUi as AnyGameUi),
  vint: () => import('./vint/index').then((m) => m.vintUi as AnyGameUi),
};

export function loadGame(game: GameKind): Promise<AnyGameUi> {
  let pending = cache.get(game);
  if (!pending) {
    pending = loaders[game]();
    cache.set(game, pending);
  }
  return pending;
}
