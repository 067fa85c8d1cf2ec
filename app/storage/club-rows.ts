// The rows of a club on this phone (schema version 5, docs/club.md "The club
// document"). The club document's records are stored as they were written;
// the club's tables are folds over them (app/engine/club), never stored.
import type { Timestamp } from '../engine';
import type { ClubRecord, ClubRole, MemberId } from '../engine/club';

export interface ClubRow {
  /** The club's id; its document on the server is `club-<id>` (22 base64url characters). */
  readonly id: string;
  /** The club's name as this phone first learnt it (the document's `meta.name` is the truth). */
  readonly name: string;
  /** What this phone's own secret lets it do. */
  readonly role: ClubRole;
  /** This phone's secret for its role; only app/sync reads it. */
  readonly secret?: string;
  /** Secrets this phone can hand out as links (the admin knows all three). */
  readonly links: Partial<Record<ClubRole, string>>;
  /** Only on the phone that created the club: the key its id derives from. */
  readonly ownerKey?: string;
  /** Hashes of the link secrets the admin phone replaced: they stay refused after a re-creation. */
  readonly revoked?: readonly string[];
  /** Origin of the sync server; the app's own origin by default. */
  readonly server: string;
  /** Which club member each of this phone's players is (confirmed once, C2). */
  readonly matches: Readonly<Record<string, MemberId>>;
  /** The member who uses this phone, when known (their statement opens first). */
  readonly me?: MemberId;
  readonly createdAt: Timestamp;
}

export interface ClubRecordRow {
  readonly clubId: string;
  /** The record's id: its key in the document's `records` map. */
  readonly id: string;
  readonly record: ClubRecord;
  /** Written on this phone, or received from the club's document. */
  readonly origin: 'local' | 'remote';
  readonly storedAt: Timestamp;
}
