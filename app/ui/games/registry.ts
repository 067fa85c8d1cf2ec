// Lazy loading of games for the screens: each game's UI module, its rules
// (through the engine's registry, app/engine/games) and its words are their
// own chunks, fetched (or taken from the service worker's cache) when a night
// of that game opens. Keyed by the engine's GameKind: a game without its UI
// folder does not compile.
import { definitionOf, GAMES, loadEngine, type GameKind } from '../../engine';
import { loadNamespaces } from '../i18n/setup';
import { reloadOntoCurrentVersion } from '../stale-chunk';
import type { AnyGameUi, GameUi } from './types';

const cache = new Map<GameKind, Promise<AnyGameUi>>();

const loaders: Record<GameKind, () => Promise<GameUi>> = {
  marias: () => import('./marias/index').then((m) => m.mariasUi as GameUi),
  vint: () => import('./vint/index').then((m) => m.vintUi as GameUi),
  preferans: () => import('./preferans/index').then((m) => m.preferansUi as GameUi),
};

export function loadGame(game: GameKind): Promise<AnyGameUi> {
  let pending = cache.get(game);
  if (!pending) {
    // The game's words arrive with its code (the first screen loads neither).
    const namespace = definitionOf(GAMES, game)?.namespace ?? game;
    pending = Promise.all([
      loaders[game](),
      loadEngine(GAMES, game),
      loadNamespaces([namespace]),
    ]).then(([ui, engine]) => ({ ...ui, engine }));
    pending.catch(() => {
      cache.delete(game);
      reloadOntoCurrentVersion(); // an older page than its worker (see ../stale-chunk)
    });
    cache.set(game, pending);
  }
  return pending;
}
