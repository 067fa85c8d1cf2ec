// One SQLite file in the data folder (`renonc.sqlite`), the embedded engine of
// the store (server/store/): opening it brings its schema to the current
// version (server/store/migrations.ts: snapshots in `documents`, a log of
// accepted updates written before Hocuspocus acknowledges them, the share
// hashes and revoked secrets per night) in one locked transaction.
import sqlite3 from 'sqlite3';
import {
  pendingMigrations,
  SQLITE_MIGRATIONS,
  VERSION_TABLE,
  VERSION_TABLE_SQL,
} from './store/migrations';

type Params = Record<string, unknown>;

/** How long a statement waits for another process's lock on the file. */
const BUSY_TIMEOUT_MS = 5_000;

function isBusy(error: unknown): boolean {
  return (error as { code?: unknown } | null)?.code === 'SQLITE_BUSY';
}

/** A promise face over node-sqlite3 that runs one statement or transaction at a time. */
export class SqliteFile {
  readonly db: sqlite3.Database;
  private queue: Promise<unknown> = Promise.resolve();

  private constructor(db: sqlite3.Database) {
    this.db = db;
  }

  static async open(path: string): Promise<SqliteFile> {
    const db = await new Promise<sqlite3.Database>((resolve, reject) => {
      const handle = new sqlite3.Database(path, (error) =>
        error ? reject(error) : resolve(handle),
      );
    });
    const file = new SqliteFile(db);
    // The busy timeout first: processes behind one Redis open this file at
    // once, and creating the tables waits for another opener's lock instead
    // of failing with SQLITE_BUSY. FULL survives power loss too.
    await file.run(`PRAGMA busy_timeout = ${BUSY_TIMEOUT_MS}`);
    await file.useWal();
    await file.run('PRAGMA synchronous = FULL');
    // One transaction that takes the write lock first: the tables appear
    // together, and an opener that finds them made by another adds nothing.
    try {
      await file.transaction(async (tx) => {
        await tx.run(VERSION_TABLE_SQL);
        const [row] = await tx.all<{ version: number }>(`SELECT version FROM ${VERSION_TABLE}`);
        const current = row?.version ?? 0;
        const pending = pendingMigrations(SQLITE_MIGRATIONS, current, path);
        for (const statements of pending) for (const sql of statements) await tx.run(sql);
        if (!row) await tx.run(`INSERT INTO ${VERSION_TABLE} (version) VALUES ($v)`, { $v: 0 });
        await tx.run(`UPDATE ${VERSION_TABLE} SET version = $v`, {
          $v: current + pending.length,
        });
      });
    } catch (error) {
      await file.close();
      throw error;
    }
    return file;
  }

  /**
   * WAL lets a second server process read while one writes. It is kept in the
   * file, so only the file's first openers switch it; SQLite does not wait on
   * the busy timeout for the switch (it fails at once with SQLITE_BUSY while
   * another opener switches: 10 in 300 rounds of six openers here), so the
   * switch is tried again, within the same time, until the file says WAL.
   */
  private async useWal(): Promise<void> {
    const until = Date.now() + BUSY_TIMEOUT_MS;
    for (let pause = 5; ; pause = Math.min(pause * 2, 100)) {
      try {
        if ((await this.journalMode('PRAGMA journal_mode')) === 'wal') return;
        if ((await this.journalMode('PRAGMA journal_mode = WAL')) === 'wal') return;
      } catch (error) {
        if (!isBusy(error)) throw error;
      }
      if (Date.now() > until) throw new Error('SQLite: the data folder’s file stays out of WAL');
      await new Promise((resolve) => setTimeout(resolve, pause));
    }
  }

  private async journalMode(pragma: string): Promise<string | undefined> {
    const [row] = await this.all<{ journal_mode: string }>(pragma);
    return row?.journal_mode;
  }

  /** Runs `work` after every earlier call finished: no statement of another call lands inside a transaction. */
  exclusive<T>(work: () => Promise<T>): Promise<T> {
    const next = this.queue.then(work, work);
    this.queue = next.catch(() => undefined);
    return next;
  }

  private raw(sql: string, params: Params = {}): Promise<{ lastID: number; changes: number }> {
    return new Promise((resolve, reject) => {
      this.db.run(sql, params, function (error) {
        if (error) reject(error);
        else resolve({ lastID: this.lastID, changes: this.changes });
      });
    });
  }

  private rawAll<T>(sql: string, params: Params = {}): Promise<T[]> {
    return new Promise((resolve, reject) => {
      this.db.all(sql, params, (error, rows) => (error ? reject(error) : resolve(rows as T[])));
    });
  }

  run(sql: string, params: Params = {}): Promise<{ lastID: number; changes: number }> {
    return this.exclusive(() => this.raw(sql, params));
  }

  all<T>(sql: string, params: Params = {}): Promise<T[]> {
    return this.exclusive(() => this.rawAll<T>(sql, params));
  }

  /** Statements in one transaction; rolled back if one fails. */
  transaction<T>(
    work: (tx: {
      run: (sql: string, params?: Params) => Promise<unknown>;
      all: <R>(sql: string, params?: Params) => Promise<R[]>;
    }) => Promise<T>,
  ): Promise<T> {
    return this.exclusive(async () => {
      await this.raw('BEGIN IMMEDIATE');
      try {
        const result = await work({
          run: (sql, params) => this.raw(sql, params),
          all: (sql, params) => this.rawAll(sql, params),
        });
        await this.raw('COMMIT');
        return result;
      } catch (error) {
        await this.raw('ROLLBACK').catch(() => undefined);
        throw error;
      }
    });
  }

  close(): Promise<void> {
    return this.exclusive(
      () =>
        new Promise<void>((resolve, reject) =>
          this.db.close((error) => (error ? reject(error) : resolve())),
        ),
    );
  }
}
