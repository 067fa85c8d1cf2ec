// What the app starts at once when it mounts on a night's screen: the night
// screen's code, the code and words of its game (the one the boot cache
// remembers for the night, at once; in any case the one its row names, once
// read), the night's row and players (./night/early-night) and its opening
// reads (./night/opening-prefetch). Each would otherwise wait for the one
// before it (the screen renders, reads the night's row, then loads its game,
// then reads the entries), so they now load side by side. The remembered
// game is only a guess: the row decides, and a wrong guess costs a chunk
// that was precached anyway.
import { definitionOf, GAMES, type GameKind } from '../engine';
import { takeEarlyRead, type RenoncDb } from '../storage';
import { NightScreen } from './app';
import type { BootCache } from './boot-cache';
import { loadGame } from './games/registry';
import { beginEarlyNight } from './night/early-night';
import { beginEarlyOpening } from './night/opening-prefetch';
import { parseRoute } from './router';

/**
 * On a night's route: starts all of it and returns a promise that settles
 * (never rejects) once it is in; elsewhere undefined.
 */
export function startNightEarly(
  db: RenoncDb,
  hash: string,
  cached: BootCache,
): Promise<unknown> | undefined {
  const route = parseRoute(hash);
  // Read by the route script already, when it ran (app/storage/early-read.ts).
  const found = takeEarlyRead(route.name === 'night' ? route.nightId : undefined);
  if (route.name !== 'night') return undefined;
  const remembered = cached.nights?.find((n) => n.id === route.nightId)?.game;
  if (remembered !== undefined && definitionOf(GAMES, remembered))
    void loadGame(remembered as GameKind);
  return Promise.all([
    NightScreen.preload(),
    beginEarlyOpening(db, route.nightId, found),
    beginEarlyNight(db, route.nightId, found),
  ]);
}
