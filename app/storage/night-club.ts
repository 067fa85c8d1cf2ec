// What the night screen asks of the clubs without loading them: which club a
// night belongs to (a row of the settings table), and whether this phone
// knows any club. Apart from ./clubs.ts, whose records code (the club
// engine) only the club's own screens load.
import type { ClubRow } from './club-rows';
import { guarded, StorageError } from './errors';
import type { RenoncDb } from './schema';
import { getSetting, setSetting } from './settings';

export const CLUB_ID = /^[A-Za-z0-9_-]{22}$/;

/** Every club this phone knows, by name. */
export function listClubs(db: RenoncDb): Promise<ClubRow[]> {
  return guarded(async () => {
    const rows = await db.clubs.toArray();
    return rows.sort((a, b) => a.name.localeCompare(b.name) || (a.id < b.id ? -1 : 1));
  });
}

/** Which club a night belongs to, and its tournament table if it is one (docs/club.md, C1, C6). */
export interface NightClub {
  readonly clubId: string;
  readonly tournament?: {
    readonly tournamentId: string;
    readonly round: number;
    readonly table: number;
  };
}

const nightClubKey = (nightId: string): string => `club:${nightId}`;

const isNightClub = (value: unknown): value is NightClub =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as NightClub).clubId === 'string' &&
  CLUB_ID.test((value as NightClub).clubId);

/** The night's club, or undefined when it belongs to none (or the stored value is damaged). */
export async function nightClubOf(db: RenoncDb, nightId: string): Promise<NightClub | undefined> {
  const value = await getSetting<unknown>(db, nightClubKey(nightId), undefined);
  return isNightClub(value) ? value : undefined;
}

/** Puts a night in a club (and a tournament table), or out of it with `undefined`. */
export function setNightClub(
  db: RenoncDb,
  nightId: string,
  club: NightClub | undefined,
): Promise<void> {
  if (club !== undefined && !isNightClub(club)) {
    return Promise.reject(new StorageError('invalid', `bad club of night ${nightId}`));
  }
  return club === undefined
    ? guarded(() => db.settings.delete(nightClubKey(nightId)))
    : setSetting(db, nightClubKey(nightId), club);
}
