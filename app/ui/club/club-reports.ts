// What this phone wrote to its clubs while offline (a night closed in a
// cellar, a payment marked there) goes to the clubs' servers once the phone
// is online, whether or not anyone opens a club screen: the app runs this
// when its first screen is usable and whenever the browser says it is back
// online (app.tsx). The sync code loads only when a club has something to send.
import { clubsToReport, markClubReported, type RenoncDb } from '../../storage';

let running: Promise<void> | undefined;

async function reportAll(db: RenoncDb): Promise<void> {
  const pending = await clubsToReport(db);
  if (pending.length === 0) return;
  const { reportClub } = await import('../../sync/club-report');
  for (const { clubId, upTo } of pending)
    if (await reportClub(db, clubId)) await markClubReported(db, clubId, upTo);
}

/** Reports every club with unsent records, one at a time; a call while one runs joins it. */
export function reportPendingClubs(db: RenoncDb): Promise<void> {
  running ??= reportAll(db).finally(() => (running = undefined));
  return running;
}
