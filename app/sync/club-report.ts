// Sends a club's records written on this phone with no club screen open: the
// club's sync is opened, kept until the server holds every one of them, and
// closed (app/ui/club/club-reports.ts decides when). A refused link or a
// server that does not answer in time leaves them for the next report.
import type { RenoncDb } from '../storage';
import { openClubSync } from './club-session';

/** How long one report waits for the server before it gives up until the next. */
export const REPORT_GIVE_UP_MS = 30_000;
const CHECK_EVERY_MS = 250;

/** Whether the club's server now holds every record this phone wrote to it. */
export function reportClub(
  db: RenoncDb,
  clubId: string,
  giveUpMs: number = REPORT_GIVE_UP_MS,
): Promise<boolean> {
  return new Promise((resolve) => {
    let done = false;
    const sync = openClubSync(db, clubId, {
      onStatus: (status) => status.state === 'refused' && finish(false),
      onError: () => finish(false),
    });
    // The acknowledgement has no event of its own: asked a few times a second.
    const check = setInterval(() => sync.caughtUp() && finish(true), CHECK_EVERY_MS);
    const giveUp = setTimeout(() => finish(false), giveUpMs);
    function finish(ok: boolean): void {
      if (done) return;
      done = true;
      clearInterval(check);
      clearTimeout(giveUp);
      sync.close();
      resolve(ok);
    }
  });
}
