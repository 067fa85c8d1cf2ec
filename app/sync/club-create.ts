// Creating a club on this phone (docs/club.md, "The club document"): an owner
// key, the club id derived from it, a secret per role, all remembered before
// anything is sent. This phone is the club's admin; the server learns of the
// club when its session first connects (./club-session.ts).
import type { Timestamp } from '../engine';
import type { MemberId } from '../engine/club';
import { addClubRecords, saveClub, setClubMe, StorageError, type RenoncDb } from '../storage';
import type { ClubRow } from '../storage';
import { newClubSecrets } from './club-link';
import { clubIdOf, newOwnerKey } from './owner';

/** A club's name as its document's `meta.name` holds it. */
export const CLUB_NAME_MAX = 60;

export interface NewClub {
  readonly name: string;
  /** Origin of the sync server (the app's own origin by default). */
  readonly server: string;
  /** The member who uses this phone, if the first records make one. */
  readonly me?: MemberId;
  readonly now: Timestamp;
  /** The club's first records (typically the members), written as this phone's own. */
  readonly records?: readonly unknown[];
}

export async function createClub(db: RenoncDb, club: NewClub): Promise<ClubRow> {
  const name = club.name.trim();
  if (name.length === 0 || name.length > CLUB_NAME_MAX) {
    throw new StorageError('invalid', `club name of ${name.length} characters`);
  }
  const ownerKey = newOwnerKey();
  const links = newClubSecrets();
  const row: ClubRow = {
    id: await clubIdOf(ownerKey),
    name,
    role: 'admin',
    secret: links.admin,
    links,
    ownerKey,
    server: club.server,
    matches: {},
    createdAt: club.now,
  };
  await saveClub(db, row);
  if (club.records && club.records.length > 0) {
    await addClubRecords(db, row.id, club.records, 'local', club.now);
  }
  if (club.me !== undefined) await setClubMe(db, row.id, club.me);
  return club.me === undefined ? row : { ...row, me: club.me };
}
