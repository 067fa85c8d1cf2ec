// Moves a SQLite data folder (renonc.sqlite) into PostgreSQL, for a club
// that grows from one machine to many processes (README "Many clubs"; the
// command is scripts/migrate-to-postgres.ts). Each night's snapshot and logged
// updates are merged into one snapshot and merged again with whatever the
// database already holds (Yjs merges are idempotent), share hashes are added
// where the database has none, revoked secrets are added. Running it twice, or
// after phones wrote to PostgreSQL, changes nothing that is there. The SQLite
// file is only read.
import { existsSync } from 'node:fs';
import * as Y from 'yjs';
import { SqliteFile } from '../sqlite';
import { LoggedDocuments } from './logged-documents';
import { openDatabase, PostgresRows, PostgresShares } from './postgres-store';
import { SqliteRows, SqliteShares, sqlitePath } from './sqlite-store';

export interface MoveReport {
  readonly nights: number;
  readonly shares: number;
  readonly revoked: number;
  /** Nights whose hashes in PostgreSQL differ from the folder's (the database's kept). */
  readonly differing: string[];
}

async function moveNights(rows: SqliteRows, target: PostgresRows): Promise<number> {
  const source = new LoggedDocuments(rows);
  const names = await rows.names();
  for (const name of names) {
    const state = await source.fetch(name);
    if (!state) continue;
    await target.replace(name, (old) => (old ? Y.mergeUpdates([old, state]) : state), []);
  }
  return names.length;
}

export async function moveToPostgres(dataDir: string, url: string): Promise<MoveReport> {
  const path = sqlitePath(dataDir);
  if (!existsSync(path)) throw Object.assign(new Error(`${path} does not exist.`), { exitCode: 2 });
  const file = await SqliteFile.open(path);
  const db = await openDatabase(url, { poolSize: 2, holdMs: 5_000 });
  try {
    const nights = await moveNights(new SqliteRows(file), new PostgresRows(db));
    const { shares, revoked } = await new SqliteShares(file).everything();
    const target = new PostgresShares(db);
    const differing: string[] = [];
    for (const share of shares) {
      await target.create(share.name, share);
      const kept = await target.get(share.name);
      const { name: _name, ...hashes } = share;
      if (JSON.stringify(kept) !== JSON.stringify(hashes)) differing.push(share.name);
    }
    for (const row of revoked) {
      await db.pool.query(
        'INSERT INTO renonc_revoked (name, hash) VALUES ($1, $2) ON CONFLICT DO NOTHING',
        [row.name, row.hash],
      );
    }
    return { nights, shares: shares.length, revoked: revoked.length, differing };
  } finally {
    await file.close();
    await db.end();
  }
}
