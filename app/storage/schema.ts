// The database schema and its versions. This folder is the only code that
// imports Dexie. Every released version stays declared here, and each has a
// frozen fixture in tests/fixtures/ that the migration test opens.
import Dexie, { type EntityTable, type Table } from 'dexie';
import type {
  Currency,
  GameKind,
  LedgerEntry,
  LedgerSnapshot,
  NightId,
  Timestamp,
} from '../engine';
import type { ClubRecordRow, ClubRow } from './club-rows';
import { headsMiddleware, type HeadRow } from './heads';
import { homeListMiddleware } from './list-writes';

export interface PlayerRow {
  readonly id: string;
  readonly name: string;
  readonly createdAt: Timestamp;
  readonly renamedAt?: Timestamp;
}

export interface NightRow {
  readonly id: NightId;
  readonly game: GameKind;
  readonly title?: string;
  /** Seating order, clockwise. */
  readonly playerIds: readonly string[];
  readonly currency: Currency;
  /** The game's table settings when the night started (later changes are ledger entries). */
  readonly settings: unknown;
  readonly createdAt: Timestamp;
  readonly closedAt?: Timestamp;
  /**
   * The night's result as its screen last showed it, for the home list (a
   * cache, like closedAt: the ledger is what counts). Not indexed, so no
   * schema version: a night without it shows no result until it is opened.
   */
  readonly result?: NightResult;
}

/** Who leads the night and by how much; no leader when nobody is up. */
export interface NightResult {
  readonly leader?: string;
  readonly amount: number;
}

export type EntryRow = LedgerEntry;

export interface SettingRow {
  readonly key: string;
  readonly value: unknown;
}

/** A half-entered form, kept so that a reload, an update or a crash loses nothing. */
export interface DraftRow {
  readonly key: string;
  readonly nightId: NightId;
  readonly value: unknown;
  readonly updatedAt: Timestamp;
}

/** A settlement payment marked as paid. */
export interface PaymentRow {
  readonly id: string;
  readonly nightId: NightId;
  readonly from: string;
  readonly to: string;
  readonly amount: number;
  readonly paidAt: Timestamp;
}

export const DB_NAME = 'renonc';

/**
 * Version 1 stores, frozen: a later version adds a new `SCHEMA_Vn` below and
 * raises CURRENT_VERSION, never edits this (nor adds a fixture's version again).
 */
export const SCHEMA_V1 = {
  players: 'id, name, createdAt',
  nights: 'id, createdAt, game, closedAt',
  entries: 'id, &[nightId+seq], nightId, createdAt, voids, replaces',
  settings: 'key',
  drafts: 'key, nightId',
  payments: 'id, nightId',
} as const;

/**
 * Version 2: entries may share a seq (two phones apart, docs/ledger.md
 * "Order across phones"), so the [nightId+seq] index is no longer unique;
 * `shares` remembers which nights are shared and with which link. v1 rows need
 * no rewrite: one writer's seqs are already the Lamport numbers of v2.
 */
export const SCHEMA_V2 = {
  ...SCHEMA_V1,
  entries: 'id, [nightId+seq], nightId, createdAt, voids, replaces',
  shares: 'nightId, shareId',
} as const;

/**
 * Version 3: `snapshots` keeps one cached fold per night (engine/ledger/snapshot.ts),
 * so a long night opens by scoring only the entries after it. Only a cache:
 * a row that does not match its night's entries is ignored and replaced.
 */
export const SCHEMA_V3 = {
  ...SCHEMA_V2,
  snapshots: 'nightId',
} as const;

/**
 * Version 4: `heads` keeps each night's stored entry count (./heads.ts), so
 * a save's staleness check and the night screen's "anything new" cost one row.
 * Only a cache, filled on first use: no rows are written by the upgrade.
 */
export const SCHEMA_V4 = {
  ...SCHEMA_V3,
  heads: 'nightId',
} as const;

/**
 * Version 5: clubs (docs/club.md). `clubs` holds each club this phone knows,
 * with its link and how this phone's players match its members;
 * `clubRecords` the club document's records, keyed by club and record id
 * (written once, like ledger entries). No rows are written by the upgrade.
 */
export const SCHEMA_V5 = {
  ...SCHEMA_V4,
  clubs: 'id',
  clubRecords: '[clubId+id], clubId',
} as const;

export const CURRENT_VERSION = 5;

/** A night's cached fold, keyed by night; it names its own entry count, order key and version. */
export type SnapshotRow = LedgerSnapshot;

export const SHARE_ROLES = ['scorer', 'viewer'] as const;
export type ShareRole = (typeof SHARE_ROLES)[number];

/** A night this phone shares or joined. Only app/sync reads the secrets. */
export interface ShareRow {
  readonly nightId: NightId;
  /** The document's name on the server is `night-<shareId>`; never the night id. */
  readonly shareId: string;
  /** What this phone's own secret lets it do. */
  readonly role: ShareRole;
  readonly secret: string;
  /** Secrets this phone can hand out as links (the creator knows both). */
  readonly links: Partial<Record<ShareRole, string>>;
  /**
   * Only on the phone that shared the night (since issue 26): the key its
   * share id derives from, the proof that lets it create the night again on
   * a server that lost it. Nights shared before have none (docs/sync.md).
   */
  readonly ownerKey?: string;
  /** Hashes of the secrets this sharing phone revoked: they stay refused after a re-creation. */
  readonly revoked?: readonly string[];
  /** Ids of refused entries whose notice the user hid (app/sync/dismissed.ts). */
  readonly dismissed?: readonly string[];
  /** Origin of the sync server, e.g. https://club.example (same origin as the app by default). */
  readonly server: string;
  readonly state: 'active' | 'revoked';
  /** Whose phone this is, as the others see it ("Jana"); stamped on this phone's entries. */
  readonly phone?: string;
  readonly createdAt: Timestamp;
}

export type RenoncDb = Dexie & {
  players: EntityTable<PlayerRow, 'id'>;
  nights: EntityTable<NightRow, 'id'>;
  entries: EntityTable<EntryRow, 'id'>;
  settings: EntityTable<SettingRow, 'key'>;
  drafts: EntityTable<DraftRow, 'key'>;
  payments: EntityTable<PaymentRow, 'id'>;
  shares: EntityTable<ShareRow, 'nightId'>;
  snapshots: EntityTable<SnapshotRow, 'nightId'>;
  heads: EntityTable<HeadRow, 'nightId'>;
  clubs: EntityTable<ClubRow, 'id'>;
  clubRecords: Table<ClubRecordRow, [string, string]>;
};

export function openRenoncDb(name: string = DB_NAME): RenoncDb {
  const db = new Dexie(name) as RenoncDb;
  // The current version alone: no version has an upgrade function, and Dexie
  // (since 3.0) upgrades a database of any older version from the schema it
  // finds installed (tests/storage/migration.test.ts opens each frozen one).
  // Declaring each version's stores cost a start ~6 ms of parsing at CPU 4×.
  // A version that must rewrite rows is declared here with its upgrade(),
  // and then kept.
  db.version(CURRENT_VERSION).stores(SCHEMA_V5);
  db.use(headsMiddleware);
  db.use(homeListMiddleware);
  return db;
}
