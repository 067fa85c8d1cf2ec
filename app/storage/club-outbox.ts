// Which clubs hold records written on this phone that their server may not
// have yet: a result closed offline, a payment marked in a cellar. The club's
// sync sends them whenever a club screen is open; the app also reports them
// on its own once the phone is online (app/ui/club/club-reports.ts), so a
// night closed offline reaches the club without anyone opening it.
import type { Timestamp } from '../engine';
import { guarded } from './errors';
import type { RenoncDb } from './schema';

const reportedKey = (clubId: string) => `club-reported:${clubId}`;

export interface ClubToReport {
  readonly clubId: string;
  /** The newest local record's `storedAt`: what a successful report covers. */
  readonly upTo: Timestamp;
}

/** When this phone last saw the club's server hold every local record (0: never). */
async function reportedUpTo(db: RenoncDb, clubId: string): Promise<Timestamp> {
  const row = await db.settings.get(reportedKey(clubId));
  return typeof row?.value === 'number' ? row.value : 0;
}

/** The shared clubs (a link to a server, a role that writes) with local records newer than their last report. */
export function clubsToReport(db: RenoncDb): Promise<ClubToReport[]> {
  return guarded(async () => {
    const clubs = await db.clubs.toArray();
    const out: ClubToReport[] = [];
    for (const club of clubs) {
      if (club.secret === undefined || club.role === 'board') continue;
      let upTo = 0;
      await db.clubRecords
        .where('clubId')
        .equals(club.id)
        .each((row) => {
          if (row.origin === 'local' && row.storedAt > upTo) upTo = row.storedAt;
        });
      if (upTo > (await reportedUpTo(db, club.id))) out.push({ clubId: club.id, upTo });
    }
    return out;
  });
}

/** The club's server held every local record stored up to `upTo`; never moves back. */
export function markClubReported(db: RenoncDb, clubId: string, upTo: Timestamp): Promise<void> {
  return guarded(() =>
    db.transaction('rw', db.settings, async () => {
      if (upTo > (await reportedUpTo(db, clubId)))
        await db.settings.put({ key: reportedKey(clubId), value: upTo });
    }),
  );
}
