// What the app starts at once when it mounts on a night's screen: the night
// screen's code, the code and words of the game the boot cache remembers for
// the night, and the night's opening reads (./night/opening-prefetch). Each
// would otherwise wait for the one before it (the screen renders, reads the
// night's row, then loads its game), so they now load side by side. The
// remembered game is only a guess: the screen still loads the game its row
// names, and a wrong guess costs a chunk that was precached anyway.
import { definitionOf, GAMES, type GameKind } from '../engine';
import type { RenoncDb } from '../storage';
import { NightScreen } from './app';
import type { BootCache } from './boot-cache';
import { loadGame } from './games/registry';
import { beginEarlyOpening } from './night/opening-prefetch';
import { parseRoute } from './router';

export function startNightEarly(db: RenoncDb, hash: string, cached: BootCache): void {
  const route = parseRoute(hash);
  if (route.name !== 'night') return;
  beginEarlyOpening(db, route.nightId);
  void NightScreen.preload();
  const game = cached.nights?.find((n) => n.id === route.nightId)?.game;
  if (game !== undefined && definitionOf(GAMES, game)) void loadGame(game as GameKind);
}
