// Where a shared night's Y.Doc lives on disk. Hocuspocus's SQLite extension keeps
// one snapshot per document, stored a moment after the last change; an update is
// acknowledged to the phone before that. So every accepted update is first
// appended to `renonc_updates` (before Hocuspocus applies and acknowledges it):
// what a phone was told is stored survives a SIGKILL. A snapshot write merges
// with the stored one and then drops exactly the logged updates it contains.
import { SQLite } from '@hocuspocus/extension-sqlite';
import type { storePayload } from '@hocuspocus/server';
import * as Y from 'yjs';
import type { SqliteFile } from './sqlite';

interface Logged {
  readonly id: number;
  readonly update: Uint8Array;
}

const asBytes = (data: Buffer | Uint8Array): Uint8Array =>
  new Uint8Array(data.buffer, data.byteOffset, data.byteLength);

export class DocumentStore {
  /** Logged rows not yet known to be in a stored snapshot, per document. */
  private readonly logged = new Map<string, Logged[]>();

  constructor(private readonly file: SqliteFile) {}

  async fetch(name: string): Promise<Uint8Array | null> {
    const snapshots = await this.file.all<{ data: Buffer }>(
      'SELECT data FROM "documents" WHERE name = $name',
      { $name: name },
    );
    const rows = await this.file.all<{ id: number; data: Buffer }>(
      'SELECT id, data FROM "renonc_updates" WHERE name = $name ORDER BY id',
      { $name: name },
    );
    const logged = rows.map((row) => ({ id: row.id, update: asBytes(row.data) }));
    this.logged.set(name, logged);
    const parts = [...snapshots.map((s) => asBytes(s.data)), ...logged.map((l) => l.update)];
    return parts.length === 0 ? null : Y.mergeUpdates(parts);
  }

  /** Appends an accepted update; resolves once it is on disk. */
  async log(name: string, update: Uint8Array): Promise<void> {
    const { lastID } = await this.file.run(
      'INSERT INTO "renonc_updates" ("name", "data") VALUES ($name, $data)',
      { $name: name, $data: Buffer.from(update) },
    );
    const list = this.logged.get(name) ?? [];
    list.push({ id: lastID, update });
    this.logged.set(name, list);
  }

  async store(name: string, document: Y.Doc, state: Uint8Array): Promise<void> {
    const snapshot = Y.snapshot(document);
    const list = this.logged.get(name) ?? [];
    const contained = list.filter((l) => Y.snapshotContainsUpdate(snapshot, l.update));
    await this.file.transaction(async (tx) => {
      const [old] = await tx.all<{ data: Buffer }>(
        'SELECT data FROM "documents" WHERE name = $name',
        { $name: name },
      );
      // Never shrink: a process sharing this file may have stored more than this one holds.
      const merged = old ? Y.mergeUpdates([asBytes(old.data), state]) : state;
      await tx.run(
        `INSERT INTO "documents" ("name", "data") VALUES ($name, $data)
           ON CONFLICT(name) DO UPDATE SET data = $data`,
        { $name: name, $data: Buffer.from(merged) },
      );
      for (const row of contained) {
        await tx.run('DELETE FROM "renonc_updates" WHERE id = $id', { $id: row.id });
      }
    });
    const done = new Set(contained.map((c) => c.id));
    this.logged.set(
      name,
      (this.logged.get(name) ?? []).filter((l) => !done.has(l.id)),
    );
  }

  forget(name: string): void {
    this.logged.delete(name);
  }
}

/** Hocuspocus's SQLite extension over the file opened (and its tables created) by the server. */
export function sqliteExtension(file: SqliteFile, path: string, store: DocumentStore): SQLite {
  const extension = new SQLite({
    database: path,
    fetch: ({ documentName }) => store.fetch(documentName),
    store: ({ documentName, document, state }: storePayload) =>
      store.store(documentName, document, state),
  });
  // The file is open and its tables exist: nothing is left to configure.
  extension.onConfigure = async () => {
    extension.db = file.db;
  };
  return extension;
}
