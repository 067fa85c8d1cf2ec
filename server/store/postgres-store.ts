// The engine for many processes on separate hosts: one PostgreSQL database
// (DATABASE_URL) that every process uses, over the `pg` driver's pool. Same
// tables as the SQLite file (server/store/migrations.ts). An update is
// acknowledged only after its INSERT committed (autocommit; PostgreSQL's
// default synchronous_commit waits for the WAL flush). While the database is
// unreachable, reads wait for it (a phone's connect is held, never refused as
// if its link were wrong) and writes fail with StoreUnavailable at once (the
// phone's socket is closed unacknowledged and it sends the update again).
import pg from 'pg';
import { hashesOfRow, type ShareHashes, type Slot } from '../shares';
import { asBytes, LoggedDocuments, type DocumentRows, type Logged } from './logged-documents';
import {
  pendingMigrations,
  POSTGRES_MIGRATIONS,
  VERSION_TABLE,
  VERSION_TABLE_SQL,
} from './migrations';
import { checkUrl, Database, describeUrl } from './postgres-database';
import { StoreUnavailable, type ShareStore, type Store } from './types';

export interface PostgresOptions {
  /** Connections per process for acknowledgements and reads (RENONC_PG_POOL); a quarter more for snapshots. */
  readonly poolSize: number;
  /** How long a read waits for a lost database before it gives up. */
  readonly holdMs: number;
}

/** Serialises writers of one document across processes for one transaction. */
const lockDocument = (client: pg.PoolClient, name: string): Promise<unknown> =>
  client.query('SELECT pg_advisory_xact_lock(hashtext($1))', [name]);

export class PostgresRows implements DocumentRows {
  constructor(private readonly db: Database) {}

  read(name: string): Promise<{ snapshot: Uint8Array | null; logged: Logged[] }> {
    return this.db.held(async () => {
      const { rows: snapshots } = await this.db.pool.query<{ data: Buffer }>(
        'SELECT data FROM documents WHERE name = $1',
        [name],
      );
      const { rows } = await this.db.pool.query<{ id: string; data: Buffer }>(
        'SELECT id, data FROM renonc_updates WHERE name = $1 ORDER BY id',
        [name],
      );
      const [snapshot] = snapshots;
      return {
        snapshot: snapshot ? asBytes(snapshot.data) : null,
        logged: rows.map((row) => ({ id: Number(row.id), update: asBytes(row.data) })),
      };
    });
  }

  append(name: string, update: Uint8Array): Promise<number> {
    return this.db.once(async () => {
      const { rows } = await this.db.pool.query<{ id: string }>(
        'INSERT INTO renonc_updates (name, data) VALUES ($1, $2) RETURNING id',
        [name, Buffer.from(update)],
      );
      return Number(rows[0]!.id);
    });
  }

  replace(
    name: string,
    merge: (old: Uint8Array | null) => Uint8Array,
    drop: readonly number[],
  ): Promise<void> {
    return this.db.transaction(async (client) => {
      await lockDocument(client, name);
      const { rows } = await client.query<{ data: Buffer }>(
        'SELECT data FROM documents WHERE name = $1',
        [name],
      );
      const merged = merge(rows[0] ? asBytes(rows[0].data) : null);
      await client.query(
        `INSERT INTO documents (name, data) VALUES ($1, $2)
           ON CONFLICT (name) DO UPDATE SET data = EXCLUDED.data`,
        [name, Buffer.from(merged)],
      );
      if (drop.length > 0) {
        await client.query('DELETE FROM renonc_updates WHERE id = ANY($1::bigint[])', [
          drop.map(String),
        ]);
      }
    }, this.db.compaction);
  }
}

/** A share row as either engine returns it: `board` is null for a night. */
type StoredHashes = ShareHashes & { readonly board: string | null };

export class PostgresShares implements ShareStore {
  constructor(private readonly db: Database) {}

  get(name: string): Promise<ShareHashes | undefined> {
    return this.db.held(async () => {
      const { rows } = await this.db.pool.query<StoredHashes>(
        'SELECT scorer, viewer, board FROM renonc_shares WHERE name = $1',
        [name],
      );
      return rows[0] && hashesOfRow(rows[0]);
    });
  }

  create(name: string, hashes: ShareHashes, revoked: readonly string[] = []): Promise<void> {
    // Safe to repeat while the database comes back: a night that exists is left as it is.
    return this.db.held(() =>
      this.db.transaction(async (client) => {
        const inserted = await client.query(
          `INSERT INTO renonc_shares (name, scorer, viewer, board) VALUES ($1, $2, $3, $4)
             ON CONFLICT (name) DO NOTHING`,
          [name, hashes.scorer, hashes.viewer, hashes.board ?? null],
        );
        if ((inserted.rowCount ?? 0) === 0) return;
        for (const hash of revoked) {
          await client.query(
            'INSERT INTO renonc_revoked (name, hash) VALUES ($1, $2) ON CONFLICT DO NOTHING',
            [name, hash],
          );
        }
      }),
    );
  }

  isRevoked(name: string, hash: string): Promise<boolean> {
    return this.db.held(async () => {
      const { rowCount } = await this.db.pool.query(
        'SELECT 1 FROM renonc_revoked WHERE name = $1 AND hash = $2',
        [name, hash],
      );
      return (rowCount ?? 0) > 0;
    });
  }

  rotate(name: string, slot: Slot, hash: string): Promise<string | undefined> {
    return this.db.transaction(async (client) => {
      const { rows } = await client.query<StoredHashes>(
        'SELECT scorer, viewer, board FROM renonc_shares WHERE name = $1 FOR UPDATE',
        [name],
      );
      const row = rows[0] && hashesOfRow(rows[0]);
      const old = row?.[slot];
      if (!row || old === undefined || Object.values(row).includes(hash)) return undefined;
      const revoked = await client.query(
        'SELECT 1 FROM renonc_revoked WHERE name = $1 AND hash = $2',
        [name, hash],
      );
      if ((revoked.rowCount ?? 0) > 0) return undefined;
      await client.query(`UPDATE renonc_shares SET ${slot} = $2 WHERE name = $1`, [name, hash]);
      await client.query(
        'INSERT INTO renonc_revoked (name, hash) VALUES ($1, $2) ON CONFLICT DO NOTHING',
        [name, old],
      );
      return old;
    });
  }
}

/** Any number doubles as the key every process takes to migrate one at a time. */
const MIGRATION_LOCK = 2_026_029;

async function migrate(db: Database, where: string): Promise<void> {
  await db.transaction(async (client) => {
    await client.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
    await client.query(VERSION_TABLE_SQL);
    const { rows } = await client.query<{ version: number }>(
      `SELECT version FROM ${VERSION_TABLE}`,
    );
    const current = rows[0]?.version ?? 0;
    const pending = pendingMigrations(POSTGRES_MIGRATIONS, current, where);
    for (const statements of pending) for (const sql of statements) await client.query(sql);
    if (!rows[0]) await client.query(`INSERT INTO ${VERSION_TABLE} (version) VALUES (0)`);
    await client.query(`UPDATE ${VERSION_TABLE} SET version = $1`, [current + pending.length]);
  });
}

/** Connects, migrates; an unreachable or unusable database stops the start (exit code 2). */
export async function openDatabase(url: string, options: PostgresOptions): Promise<Database> {
  checkUrl(url);
  const where = describeUrl(url);
  const newPool = (max: number): pg.Pool => {
    const pool = new pg.Pool({
      connectionString: url,
      max,
      connectionTimeoutMillis: 5_000,
      idleTimeoutMillis: 30_000,
    });
    // An idle client whose server went away: the pool drops it; the next query reconnects.
    pool.on('error', () => undefined);
    return pool;
  };
  const pool = newPool(options.poolSize);
  const db = new Database(
    pool,
    newPool(Math.max(1, Math.ceil(options.poolSize / 4))),
    `PostgreSQL database ${where}`,
    options.holdMs,
  );
  try {
    await pool.query('SELECT 1');
  } catch (error) {
    await db.end().catch(() => undefined);
    const why = error instanceof Error ? error.message : String(error);
    throw new StoreUnavailable(`cannot use DATABASE_URL (${where}): ${why}.`);
  }
  try {
    await migrate(db, `The PostgreSQL database ${where}`);
  } catch (error) {
    await db.end().catch(() => undefined);
    throw error;
  }
  return db;
}

export async function openPostgresStore(url: string, options: PostgresOptions): Promise<Store> {
  const db = await openDatabase(url, options);
  return {
    documents: new LoggedDocuments(new PostgresRows(db)),
    shares: new PostgresShares(db),
    describe: `PostgreSQL at ${describeUrl(url)}`,
    close: () => db.end(),
  };
}
