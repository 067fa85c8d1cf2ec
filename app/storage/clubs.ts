// A club on this phone (docs/club.md): the clubs it knows and the records of
// each club's document. Records are written once: a record whose id is
// already stored with other content is refused, never written over, so what
// two phones made apart is counted once or shown (C8), never guessed.
import {
  clubRecordsOf,
  KINDS_OF_ROLE,
  parseClubRecord,
  type ClubDocumentRecords,
  type ClubRecord,
  type MemberId,
} from '../engine/club';
import type { Timestamp } from '../engine';
import type { ClubRecordRow, ClubRow } from './club-rows';
import { guarded, StorageError } from './errors';
import type { RenoncDb } from './schema';
import { CLUB_ID } from './night-club';

export type { ClubRecordRow, ClubRow } from './club-rows';
export { listClubs, nightClubOf, setNightClub, type NightClub } from './night-club';

export function clubOf(db: RenoncDb, clubId: string): Promise<ClubRow | undefined> {
  return guarded(() => db.clubs.get(clubId));
}

/** Stores a club this phone created or joined; joining again keeps its matches and `me`. */
export function saveClub(db: RenoncDb, club: ClubRow): Promise<void> {
  if (!CLUB_ID.test(club.id) || club.name.trim() === '') {
    return Promise.reject(new StorageError('invalid', `bad club ${club.id}`));
  }
  return guarded(() =>
    db.transaction('rw', db.clubs, async () => {
      const held = await db.clubs.get(club.id);
      const kept = held ? { matches: held.matches, ...(held.me ? { me: held.me } : {}) } : {};
      await db.clubs.put({ ...club, ...kept });
    }),
  );
}

/** Confirms which member one of this phone's players is (C2); `undefined` forgets it. */
export function matchPlayer(
  db: RenoncDb,
  clubId: string,
  playerId: string,
  member: MemberId | undefined,
): Promise<void> {
  return updateClub(db, clubId, (club) => {
    const matches = { ...club.matches };
    if (member === undefined) delete matches[playerId];
    else matches[playerId] = member;
    return { ...club, matches };
  });
}

export function setClubMe(db: RenoncDb, clubId: string, me: MemberId): Promise<void> {
  return updateClub(db, clubId, (club) => ({ ...club, me }));
}

function updateClub(db: RenoncDb, clubId: string, change: (club: ClubRow) => ClubRow) {
  return guarded(() =>
    db.transaction('rw', db.clubs, async () => {
      const club = await db.clubs.get(clubId);
      if (!club) throw new StorageError('notFound', `no club ${clubId}`);
      await db.clubs.put(change(club));
    }),
  );
}

/** The club's records as stored, in the order they were stored. */
export function clubRecords(db: RenoncDb, clubId: string): Promise<ClubRecordRow[]> {
  return guarded(async () => {
    const rows = await db.clubRecords.where('clubId').equals(clubId).toArray();
    return rows.sort((a, b) => a.storedAt - b.storedAt || (a.id < b.id ? -1 : 1));
  });
}

/** The club's records as the club fold reads them. */
export async function clubDocumentRecords(
  db: RenoncDb,
  clubId: string,
): Promise<ClubDocumentRecords> {
  return clubRecordsOf((await clubRecords(db, clubId)).map((row) => row.record));
}

export interface StoredRecords {
  /** Ids newly stored. */
  readonly stored: readonly string[];
  /** Ids already held with the same content (an honest repeat). */
  readonly same: readonly string[];
  /** Ids not stored: not a club record, or another record already holds the id. */
  readonly refused: readonly string[];
}

const sameRecord = (a: ClubRecord, b: ClubRecord): boolean =>
  JSON.stringify(a, Object.keys(a).sort()) === JSON.stringify(b, Object.keys(b).sort());

/** Sorts values into stored, same and refused; nothing held is written over. */
function sortIncoming(values: readonly unknown[], held: Map<string, ClubRecord>) {
  const fresh = new Map<string, ClubRecord>();
  const same: string[] = [];
  const refused: string[] = [];
  for (const value of values) {
    const record = parseClubRecord(value);
    const id = record?.id ?? String((value as { id?: unknown } | null)?.id ?? '?');
    const prior = record ? (held.get(record.id) ?? fresh.get(record.id)) : undefined;
    if (!record) refused.push(id);
    else if (!prior) fresh.set(record.id, record);
    else if (sameRecord(prior, record)) same.push(id);
    else refused.push(id);
  }
  return { fresh, same, refused };
}

/**
 * Stores records of a club in one transaction. Remote values are taken as the
 * document holds them (the server checked the writer's role); local ones
 * must be of a kind this phone's role may write, or nothing is stored.
 */
export function addClubRecords(
  db: RenoncDb,
  clubId: string,
  values: readonly unknown[],
  origin: 'local' | 'remote',
  now: Timestamp,
): Promise<StoredRecords> {
  return guarded(() =>
    db.transaction('rw', [db.clubs, db.clubRecords], async () => {
      const club = await db.clubs.get(clubId);
      if (!club) throw new StorageError('notFound', `no club ${clubId}`);
      const rows = await db.clubRecords.where('clubId').equals(clubId).toArray();
      const held = new Map(rows.map((r) => [r.id, r.record]));
      const { fresh, same, refused } = sortIncoming(values, held);
      if (origin === 'local') refuseLocal(club, [...fresh.values()], refused);
      await db.clubRecords.bulkAdd(
        [...fresh.values()].map((record) => ({
          clubId,
          id: record.id,
          record,
          origin,
          storedAt: now,
        })),
      );
      return { stored: [...fresh.keys()], same, refused };
    }),
  );
}

/** A phone writes only what its link allows, and only records it can read back. */
function refuseLocal(club: ClubRow, fresh: readonly ClubRecord[], refused: readonly string[]) {
  if (refused.length > 0) {
    throw new StorageError('invalid', `club records refused: ${refused.join(', ')}`);
  }
  const allowed = KINDS_OF_ROLE[club.role];
  const forbidden = fresh.find((r) => !allowed.includes(r.kind));
  if (forbidden) {
    throw new StorageError(
      'invalid',
      `a ${club.role} link cannot write ${forbidden.kind}`,
      {},
      {
        code: 'errors:club.roleCannotWrite',
      },
    );
  }
}
