// What the app starts at once when it mounts on a night's screen: the night
// screen's code, the code and words of its game (the one the boot cache
// remembers for the night, else the one its row names, read at once), and
// the night's opening reads (./night/opening-prefetch). Each
// would otherwise wait for the one before it (the screen renders, reads the
// night's row, then loads its game), so they now load side by side. The
// remembered game is only a guess: the screen still loads the game its row
// names, and a wrong guess costs a chunk that was precached anyway.
import { definitionOf, GAMES, type GameKind } from '../engine';
import { getNight, type RenoncDb } from '../storage';
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
  const remembered = cached.nights?.find((n) => n.id === route.nightId)?.game;
  if (remembered !== undefined) return loadKnownGame(remembered);
  // A night first opened on this device: its row names the game, read now
  // rather than after the screen has rendered.
  void getNight(db, route.nightId).then(
    (row) => row && loadKnownGame(row.game),
    () => undefined, // the screen reads the row again and says what went wrong
  );
}

function loadKnownGame(game: string): void {
  if (definitionOf(GAMES, game)) void loadGame(game as GameKind);
}
