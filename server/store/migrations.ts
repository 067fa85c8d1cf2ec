// Versioned schema migrations, one list per engine. A database records the
// version it is at in `renonc_schema_version` (one row); a start applies the
// migrations above it in one transaction, and refuses a database from a newer
// Renonc (a downgrade would write rows the newer schema does not expect).
// Version 1 is the schema as it was before versions existed: every statement
// is IF NOT EXISTS, so a data folder from then is adopted as version 1 as is.
// New versions append to both lists. Version 2 (#30): a club has three links,
// so a share row gets a third hash, `board` (empty for a night).
import { schema as hocuspocusDocuments } from '@hocuspocus/extension-sqlite';
import { StoreRefused } from './types';

/** Each entry is the statements that take the schema from its index to index + 1. */
export type Migrations = readonly (readonly string[])[];

export const SQLITE_MIGRATIONS: Migrations = [
  [
    // Hocuspocus's own `documents` table (name, data): snapshots.
    hocuspocusDocuments,
    `CREATE TABLE IF NOT EXISTS "renonc_updates" (
      "id" INTEGER PRIMARY KEY AUTOINCREMENT,
      "name" varchar(255) NOT NULL,
      "data" blob NOT NULL
    )`,
    `CREATE INDEX IF NOT EXISTS "renonc_updates_name" ON "renonc_updates" ("name", "id")`,
    `CREATE TABLE IF NOT EXISTS "renonc_shares" (
      "name" varchar(255) PRIMARY KEY,
      "scorer" char(64) NOT NULL,
      "viewer" char(64) NOT NULL
    )`,
    `CREATE TABLE IF NOT EXISTS "renonc_revoked" (
      "name" varchar(255) NOT NULL,
      "hash" char(64) NOT NULL,
      PRIMARY KEY ("name", "hash")
    )`,
  ],
  [`ALTER TABLE "renonc_shares" ADD COLUMN "board" char(64)`],
];

export const POSTGRES_MIGRATIONS: Migrations = [
  [
    `CREATE TABLE IF NOT EXISTS documents (
      name varchar(255) PRIMARY KEY,
      data bytea NOT NULL
    )`,
    `CREATE TABLE IF NOT EXISTS renonc_updates (
      id bigserial PRIMARY KEY,
      name varchar(255) NOT NULL,
      data bytea NOT NULL
    )`,
    `CREATE INDEX IF NOT EXISTS renonc_updates_name ON renonc_updates (name, id)`,
    `CREATE TABLE IF NOT EXISTS renonc_shares (
      name varchar(255) PRIMARY KEY,
      scorer char(64) NOT NULL,
      viewer char(64) NOT NULL
    )`,
    `CREATE TABLE IF NOT EXISTS renonc_revoked (
      name varchar(255) NOT NULL,
      hash char(64) NOT NULL,
      PRIMARY KEY (name, hash)
    )`,
  ],
  [`ALTER TABLE renonc_shares ADD COLUMN IF NOT EXISTS board char(64)`],
];

export const VERSION_TABLE = 'renonc_schema_version';

/** Same for both engines: one integer column, one row. */
export const VERSION_TABLE_SQL = `CREATE TABLE IF NOT EXISTS ${VERSION_TABLE} (version integer NOT NULL)`;

/** The migrations to run from `current`, or a refusal naming the version needed. */
export function pendingMigrations(
  migrations: Migrations,
  current: number,
  where: string,
): readonly (readonly string[])[] {
  if (current > migrations.length) {
    throw new StoreRefused(
      `${where} has schema version ${current}; this Renonc knows versions up to ` +
        `${migrations.length}. Start a Renonc that knows schema version ${current} ` +
        `(or newer); nothing was changed.`,
    );
  }
  return migrations.slice(current);
}
