// The store interface (server/store/types.ts) against both engines with the
// same expectations, written from docs (README "Running the sync server"):
// what is logged is fetched back after a restart, a snapshot drops only the
// logged updates it holds and never shrinks what another process stored,
// share hashes (a club's three) and revocations; and the schema versions (a newer database
// refuses to start and changes nothing; an old data folder is adopted).
import { createHash, randomBytes } from 'node:crypto';
import pg from 'pg';
import sqlite3 from 'sqlite3';
import { afterEach, describe, expect, inject, it } from 'vitest';
import * as Y from 'yjs';
import { SqliteFile } from '../../server/sqlite';
import { openPostgresStore } from '../../server/store/postgres-store';
import { openSqliteStore, sqlitePath } from '../../server/store/sqlite-store';
import { StoreRefused, type Store } from '../../server/store/types';
import { createDatabase } from './support/postgres';
import { tempDataDir } from './support/server-process';

interface Engine {
  readonly name: string;
  /** A place for one test: a data folder, or a fresh database. */
  place(): Promise<string>;
  open(place: string): Promise<Store>;
  /** Sets the recorded schema version behind the store's back. */
  setVersion(place: string, version: number): Promise<void>;
  /** Takes the share rows back to version 1 (no third hash). */
  dropBoard(place: string): Promise<void>;
}

const opened: Store[] = [];
afterEach(async () => {
  for (const store of opened.splice(0)) await store.close().catch(() => undefined);
});

const sqlite: Engine = {
  name: 'SQLite',
  place: async () => tempDataDir('store'),
  open: (dir) => openSqliteStore(dir),
  setVersion: (dir, version) =>
    new Promise((resolve, reject) => {
      // Raw sqlite3: SqliteFile.open would itself refuse a newer version.
      const db = new sqlite3.Database(sqlitePath(dir));
      db.run('UPDATE renonc_schema_version SET version = ?', [version], (error) =>
        db.close(() => (error ? reject(error) : resolve())),
      );
    }),
  dropBoard: (dir) =>
    new Promise((resolve, reject) => {
      const db = new sqlite3.Database(sqlitePath(dir));
      db.run('ALTER TABLE "renonc_shares" DROP COLUMN "board"', (error) =>
        db.close(() => (error ? reject(error) : resolve())),
      );
    }),
};

const postgres: Engine = {
  name: 'PostgreSQL',
  place: () => createDatabase(inject('postgresPort'), `s_${randomBytes(8).toString('hex')}`),
  open: (url) => openPostgresStore(url, { poolSize: 4, holdMs: 1_000 }),
  setVersion: async (url, version) => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    await client.query('UPDATE renonc_schema_version SET version = $1', [version]);
    await client.end();
  },
  dropBoard: async (url) => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    await client.query('ALTER TABLE renonc_shares DROP COLUMN board');
    await client.end();
  },
};

async function open(engine: Engine, place: string): Promise<Store> {
  const store = await engine.open(place);
  opened.push(store);
  return store;
}

/** A document with `count` entries written by its own client; its full update. */
function docWith(ids: readonly string[]): { doc: Y.Doc; updates: Uint8Array[] } {
  const doc = new Y.Doc();
  const updates: Uint8Array[] = [];
  doc.on('update', (update: Uint8Array) => updates.push(update));
  for (const id of ids) doc.getMap('entries').set(id, { id });
  return { doc, updates };
}

const idsOf = (update: Uint8Array | null): string[] => {
  const doc = new Y.Doc();
  if (update) Y.applyUpdate(doc, update);
  return [...doc.getMap('entries').keys()].sort();
};

const hash = (text: string): string => createHash('sha256').update(text).digest('hex');

describe.each([sqlite, postgres])('the $name store', (engine) => {
  it('fetches nothing for a new night, and every logged update after a restart', async () => {
    const place = await engine.place();
    const store = await open(engine, place);
    expect(await store.documents.fetch('night-a')).toBeNull();
    const { updates } = docWith(['e1', 'e2', 'e3']);
    for (const update of updates) await store.documents.log('night-a', update);
    await store.close();
    opened.pop();
    const again = await open(engine, place);
    expect(idsOf(await again.documents.fetch('night-a'))).toEqual(['e1', 'e2', 'e3']);
    expect(await again.documents.fetch('night-b')).toBeNull();
  });

  it('a snapshot keeps what another process stored and what it has not seen', async () => {
    const place = await engine.place();
    const [one, two] = [await open(engine, place), await open(engine, place)];
    const a = docWith(['a1', 'a2']);
    const b = docWith(['b1']);
    await one.documents.fetch('night-x');
    await two.documents.fetch('night-x');
    for (const u of a.updates) await one.documents.log('night-x', u);
    for (const u of b.updates) await two.documents.log('night-x', u);
    await one.documents.store('night-x', a.doc, Y.encodeStateAsUpdate(a.doc));
    // Two stores a snapshot that lacks one's entries: nothing of one's may go.
    await two.documents.store('night-x', b.doc, Y.encodeStateAsUpdate(b.doc));
    const late = docWith(['b2']);
    await one.documents.log('night-x', late.updates[0]!);
    const fresh = await open(engine, place);
    expect(idsOf(await fresh.documents.fetch('night-x'))).toEqual(['a1', 'a2', 'b1', 'b2']);
  });

  it('keeps share hashes, refuses a second create, rotates and remembers the revoked', async () => {
    const store = await open(engine, await engine.place());
    const first = { scorer: hash('s1'), viewer: hash('v1') };
    await store.shares.create('night-s', first);
    await store.shares.create('night-s', { scorer: hash('s2'), viewer: hash('v2') });
    expect(await store.shares.get('night-s')).toEqual(first);
    expect(await store.shares.get('night-none')).toBeUndefined();
    expect(await store.shares.rotate('night-s', 'viewer', hash('v3'))).toBe(first.viewer);
    expect(await store.shares.isRevoked('night-s', first.viewer)).toBe(true);
    expect(await store.shares.isRevoked('night-s', first.scorer)).toBe(false);
    // Back to a revoked secret, or to the other role's: refused, nothing changes.
    expect(await store.shares.rotate('night-s', 'viewer', first.viewer)).toBeUndefined();
    expect(await store.shares.rotate('night-s', 'viewer', first.scorer)).toBeUndefined();
    expect(await store.shares.rotate('night-none', 'viewer', hash('x'))).toBeUndefined();
    expect(await store.shares.get('night-s')).toEqual({ ...first, viewer: hash('v3') });
  });

  it('creates a night with the secrets its sharer revoked, once', async () => {
    const store = await open(engine, await engine.place());
    const hashes = { scorer: hash('s'), viewer: hash('v') };
    await store.shares.create('night-r', hashes, [hash('old1'), hash('old2')]);
    expect(await store.shares.isRevoked('night-r', hash('old1'))).toBe(true);
    expect(await store.shares.isRevoked('night-r', hash('old2'))).toBe(true);
    // A second create changes nothing: not the hashes, not the revocations.
    await store.shares.create('night-r', { scorer: hash('x'), viewer: hash('y') }, [hash('s')]);
    expect(await store.shares.get('night-r')).toEqual(hashes);
    expect(await store.shares.isRevoked('night-r', hash('s'))).toBe(false);
  });

  it('keeps a club’s three hashes (schema version 2) and rotates its board link', async () => {
    const store = await open(engine, await engine.place());
    const club = { scorer: hash('a'), viewer: hash('m'), board: hash('b') };
    await store.shares.create('club-k', club);
    expect(await store.shares.get('club-k')).toEqual(club);
    expect(await store.shares.rotate('club-k', 'board', club.viewer)).toBeUndefined();
    expect(await store.shares.rotate('club-k', 'board', hash('b2'))).toBe(club.board);
    expect(await store.shares.isRevoked('club-k', club.board)).toBe(true);
    expect(await store.shares.get('club-k')).toEqual({ ...club, board: hash('b2') });
    // A night has no third link to rotate.
    await store.shares.create('night-n', { scorer: hash('s'), viewer: hash('v') });
    expect(await store.shares.rotate('night-n', 'board', hash('x'))).toBeUndefined();
    expect(await store.shares.get('night-n')).toEqual({ scorer: hash('s'), viewer: hash('v') });
  });

  it('takes a version 1 database to version 2, keeping its shares', async () => {
    const place = await engine.place();
    const store = await open(engine, place);
    await store.shares.create('night-1', { scorer: hash('s'), viewer: hash('v') });
    await store.close();
    opened.pop();
    await engine.dropBoard(place);
    await engine.setVersion(place, 1);
    const again = await open(engine, place);
    expect(await again.shares.get('night-1')).toEqual({ scorer: hash('s'), viewer: hash('v') });
    await again.shares.create('club-2', { scorer: hash('a'), viewer: hash('m'), board: hash('b') });
    expect((await again.shares.get('club-2'))?.board).toBe(hash('b'));
  });

  it('refuses a database from a newer Renonc, naming the version, and changes nothing', async () => {
    const place = await engine.place();
    const store = await open(engine, place);
    await store.shares.create('night-v', { scorer: hash('s'), viewer: hash('v') });
    await store.close();
    opened.pop();
    await engine.setVersion(place, 7);
    const refused = await engine.open(place).then(
      () => undefined,
      (error: unknown) => error,
    );
    expect(refused).toBeInstanceOf(StoreRefused);
    expect((refused as Error).message).toMatch(/schema version 7.*versions up to 2/);
    await engine.setVersion(place, 2);
    const back = await open(engine, place);
    expect(await back.shares.get('night-v')).toEqual({ scorer: hash('s'), viewer: hash('v') });
  });
});

describe('a SQLite data folder from before schema versions', () => {
  it('is adopted as version 1 with its nights and shares, then migrated', async () => {
    const dir = await sqlite.place();
    const store = await open(sqlite, dir);
    const { updates } = docWith(['old']);
    await store.documents.log('night-old', updates[0]!);
    await store.shares.create('night-old', { scorer: hash('s'), viewer: hash('v') });
    await store.close();
    opened.pop();
    // What a data folder written before versions looks like: no version
    // table, and the share rows of version 1 (no club's third hash).
    const file = await SqliteFile.open(sqlitePath(dir));
    await file.run('DROP TABLE renonc_schema_version');
    await file.run('ALTER TABLE "renonc_shares" DROP COLUMN "board"');
    await file.close();
    const adopted = await open(sqlite, dir);
    expect(idsOf(await adopted.documents.fetch('night-old'))).toEqual(['old']);
    expect(await adopted.shares.get('night-old')).toEqual({ scorer: hash('s'), viewer: hash('v') });
    const check = await SqliteFile.open(sqlitePath(dir));
    expect(await check.all('SELECT version FROM renonc_schema_version')).toEqual([{ version: 2 }]);
    await check.close();
  });
});
