// The night's row, the players, its share and the night's game code, read
// as soon as the app mounts on a night's screen (app/ui/night-start.ts),
// beside the opening reads of its entries (./opening-prefetch). The night screen would
// otherwise ask for them only once its own code had run and its first frame
// was painted, one after the other: the row, then the game the row names,
// then the entries. Its first render takes them once (useNightLedger); its
// live queries still follow every later change, and win over these when
// they answer first.
import { definitionOf, GAMES, type GameKind } from '../../engine';
import {
  getNight,
  getShare,
  listPlayers,
  type EarlyRead,
  type NightRow,
  type PlayerRow,
  type RenoncDb,
  type ShareRow,
} from '../../storage';
import { loadNamespaces } from '../i18n/setup';
import { loadGame } from '../games/registry';
import type { AnyGameUi } from '../games/types';

export interface EarlyNight {
  /** null: no such night (the screen says so at once). */
  readonly row: NightRow | null;
  readonly players: PlayerRow[];
  /** null: not shared. A shared night's sync words are loaded with it. */
  readonly share: ShareRow | null;
  /** The game the row names, its code and words loaded; none for a game this build does not know. */
  readonly game?: AnyGameUi;
}

/**
 * The row and players the route script read (`found`), else read now. Never
 * rejects: a failed read is no read, and the screen's own queries say what
 * went wrong.
 */
async function readEarlyNight(
  db: RenoncDb,
  nightId: string,
  found?: Promise<EarlyRead | undefined>,
): Promise<EarlyNight | undefined> {
  try {
    const early = await found;
    const [row, players, share] = await Promise.all([
      early?.row !== undefined ? early.row : getNight(db, nightId),
      early?.players ?? listPlayers(db),
      early?.share !== undefined ? early.share : getShare(db, nightId).then((s) => s ?? null),
    ]);
    const known = row && definitionOf(GAMES, row.game) ? (row.game as GameKind) : undefined;
    const [game] = await Promise.all([
      known ? loadGame(known) : undefined,
      share ? loadNamespaces(['sync']) : undefined,
    ]);
    return { row: row ?? null, players, share, game };
  } catch {
    return undefined;
  }
}

/** The early reads, and what they found once they are done (for a render that cannot wait). */
export interface EarlyNightRead {
  readonly read: Promise<EarlyNight | undefined>;
  readonly found?: EarlyNight;
}

let early:
  | {
      readonly db: RenoncDb;
      readonly nightId: string;
      read: EarlyNightRead['read'];
      found?: EarlyNight;
    }
  | undefined;

/**
 * Starts reading the night's row and players, and then loading its game;
 * the returned promise settles (never rejects) when that is done.
 */
export function beginEarlyNight(
  db: RenoncDb,
  nightId: string,
  found?: Promise<EarlyRead | undefined>,
): Promise<unknown> {
  const entry: NonNullable<typeof early> = {
    db,
    nightId,
    read: readEarlyNight(db, nightId, found),
  };
  early = entry;
  return entry.read.then((night) => {
    entry.found = night;
  });
}

/**
 * What beginEarlyNight read, when it was for this database and night; taken
 * once, as ./opening-prefetch's reads are: a later visit reads anew.
 */
export function takeEarlyNight(db: RenoncDb, nightId: string): EarlyNightRead | undefined {
  const taken = early;
  early = undefined;
  return taken?.db === db && taken.nightId === nightId ? taken : undefined;
}
