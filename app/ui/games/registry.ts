// Lazy loading of game modules: each game is its own chunk, fetched (or taken
// from the service worker's cache) when a night of that game opens.
import type { GameKind } from '../../engine';
import { loadNamespaces } from '../i18n/setup';
import type { AnyGameUi } from './types';

const cache = new Map<GameKind, Promise<AnyGameUi>>();

const loaders: Record<GameKind, () => Promise<AnyGameUi>> = {
  marias: () => import('./marias/index').then((m) => m.mariasUi as AnyGameUi),
  vint: () => import('./vint/index').then((m) => m.vintUi as AnyGameUi),
  preferans: () => import('./preferans/index').then((m) => m.preferansUi as AnyGameUi),
};

export function loadGame(game: GameKind): Promise<AnyGameUi> {
  let pending = cache.get(game);
  if (!pending) {
    // The game's words arrive with its code (the first screen loads neither).
    pending = Promise.all([loaders[game](), loadNamespaces([game])]).then(([ui]) => ui);
    pending.catch(() => cache.delete(game));
    cache.set(game, pending);
  }
  return pending;
}
