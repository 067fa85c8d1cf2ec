// What the club sync tests share: waiting for something a real server does,
// and the club syncs a test opens on its phones' databases, each keeping the
// statuses it reported, all closed after the test.
import type { RenoncDb } from '../../app/storage';
import { openClubSync, type ClubSync, type ClubSyncStatus } from '../../app/sync/club-session';

export async function until(check: () => Promise<boolean> | boolean, what: string): Promise<void> {
  for (let i = 0; i < 1500; i++) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 10));
  }
  throw new Error(`never happened: ${what}`);
}

export class ClubSyncs {
  private readonly open: ClubSync[] = [];

  /** Opens the club's sync on `db`, keeping every status it reports. */
  sync(db: RenoncDb, clubId: string) {
    const statuses: ClubSyncStatus[] = [];
    const session = openClubSync(db, clubId, { onStatus: (s) => statuses.push(s) });
    this.open.push(session);
    const synced = () => statuses.some((s) => s.state === 'synced');
    return { session, statuses, synced };
  }

  /** A sync the test opened itself, closed with the others. */
  keep(session: ClubSync): void {
    this.open.push(session);
  }

  closeAll(): void {
    this.open.splice(0).forEach((s) => s.close());
  }
}
