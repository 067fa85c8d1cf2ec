// The embedded engine: everything in the data folder's `renonc.sqlite`
// (server/sqlite.ts opens it and migrates its schema). The default when
// DATABASE_URL is not set; one machine, nothing to install.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { hashesOfRow, type ShareHashes, type Slot } from '../shares';
import { SqliteFile } from '../sqlite';
import { asBytes, LoggedDocuments, type DocumentRows, type Logged } from './logged-documents';
import type { ShareStore, Store } from './types';

export class SqliteRows implements DocumentRows {
  constructor(private readonly file: SqliteFile) {}

  async read(name: string): Promise<{ snapshot: Uint8Array | null; logged: Logged[] }> {
    const [snapshot] = await this.file.all<{ data: Buffer }>(
      'SELECT data FROM "documents" WHERE name = $name',
      { $name: name },
    );
    const rows = await this.file.all<{ id: number; data: Buffer }>(
      'SELECT id, data FROM "renonc_updates" WHERE name = $name ORDER BY id',
      { $name: name },
    );
    return {
      snapshot: snapshot ? asBytes(snapshot.data) : null,
      logged: rows.map((row) => ({ id: row.id, update: asBytes(row.data) })),
    };
  }

  async append(name: string, update: Uint8Array): Promise<number> {
    const { lastID } = await this.file.run(
      'INSERT INTO "renonc_updates" ("name", "data") VALUES ($name, $data)',
      { $name: name, $data: Buffer.from(update) },
    );
    return lastID;
  }

  async replace(
    name: string,
    merge: (old: Uint8Array | null) => Uint8Array,
    drop: readonly number[],
  ): Promise<void> {
    await this.file.transaction(async (tx) => {
      const [old] = await tx.all<{ data: Buffer }>(
        'SELECT data FROM "documents" WHERE name = $name',
        { $name: name },
      );
      const merged = merge(old ? asBytes(old.data) : null);
      await tx.run(
        `INSERT INTO "documents" ("name", "data") VALUES ($name, $data)
           ON CONFLICT(name) DO UPDATE SET data = $data`,
        { $name: name, $data: Buffer.from(merged) },
      );
      for (const id of drop) {
        await tx.run('DELETE FROM "renonc_updates" WHERE id = $id', { $id: id });
      }
    });
  }

  /** Every document name with a snapshot or a logged update (for the move to PostgreSQL). */
  async names(): Promise<string[]> {
    const rows = await this.file.all<{ name: string }>(
      'SELECT name FROM "documents" UNION SELECT name FROM "renonc_updates" ORDER BY name',
    );
    return rows.map((row) => row.name);
  }
}

/** A share row as either engine returns it: `board` is null for a night. */
type StoredHashes = ShareHashes & { readonly board: string | null };

export class SqliteShares implements ShareStore {
  constructor(private readonly file: SqliteFile) {}

  async get(name: string): Promise<ShareHashes | undefined> {
    const [row] = await this.file.all<StoredHashes>(
      'SELECT scorer, viewer, board FROM "renonc_shares" WHERE name = $name',
      { $name: name },
    );
    return row && hashesOfRow(row);
  }

  async create(name: string, hashes: ShareHashes, revoked: readonly string[] = []): Promise<void> {
    await this.file.transaction(async (tx) => {
      const [row] = await tx.all('SELECT 1 FROM "renonc_shares" WHERE name = $name', {
        $name: name,
      });
      if (row) return;
      await tx.run(
        `INSERT INTO "renonc_shares" (name, scorer, viewer, board)
           VALUES ($name, $scorer, $viewer, $board)`,
        {
          $name: name,
          $scorer: hashes.scorer,
          $viewer: hashes.viewer,
          $board: hashes.board ?? null,
        },
      );
      for (const hash of revoked) {
        await tx.run('INSERT OR IGNORE INTO "renonc_revoked" (name, hash) VALUES ($name, $hash)', {
          $name: name,
          $hash: hash,
        });
      }
    });
  }

  async isRevoked(name: string, hash: string): Promise<boolean> {
    const rows = await this.file.all(
      'SELECT 1 FROM "renonc_revoked" WHERE name = $name AND hash = $hash',
      { $name: name, $hash: hash },
    );
    return rows.length > 0;
  }

  async rotate(name: string, slot: Slot, hash: string): Promise<string | undefined> {
    return this.file.transaction(async (tx) => {
      const [stored] = await tx.all<StoredHashes>(
        'SELECT scorer, viewer, board FROM "renonc_shares" WHERE name = $name',
        { $name: name },
      );
      const row = stored && hashesOfRow(stored);
      const old = row?.[slot];
      if (!row || old === undefined || Object.values(row).includes(hash)) return undefined;
      const revoked = await tx.all(
        'SELECT 1 FROM "renonc_revoked" WHERE name = $name AND hash = $hash',
        { $name: name, $hash: hash },
      );
      if (revoked.length > 0) return undefined;
      await tx.run(`UPDATE "renonc_shares" SET ${slot} = $hash WHERE name = $name`, {
        $name: name,
        $hash: hash,
      });
      await tx.run('INSERT OR IGNORE INTO "renonc_revoked" (name, hash) VALUES ($name, $hash)', {
        $name: name,
        $hash: old,
      });
      return old;
    });
  }

  /** Every share and revoked secret (for the move to PostgreSQL). */
  async everything(): Promise<{
    shares: (ShareHashes & { name: string })[];
    revoked: { name: string; hash: string }[];
  }> {
    const rows = await this.file.all<StoredHashes & { name: string }>(
      'SELECT name, scorer, viewer, board FROM "renonc_shares" ORDER BY name',
    );
    const shares = rows.map((row) => ({ name: row.name, ...hashesOfRow(row) }));
    const revoked = await this.file.all<{ name: string; hash: string }>(
      'SELECT name, hash FROM "renonc_revoked" ORDER BY name, hash',
    );
    return { shares, revoked };
  }
}

export const sqlitePath = (dataDir: string): string => join(dataDir, 'renonc.sqlite');

export async function openSqliteStore(dataDir: string): Promise<Store> {
  mkdirSync(dataDir, { recursive: true });
  const path = sqlitePath(dataDir);
  const file = await SqliteFile.open(path);
  return {
    documents: new LoggedDocuments(new SqliteRows(file)),
    shares: new SqliteShares(file),
    describe: `data in ${path}`,
    close: () => file.close(),
  };
}
