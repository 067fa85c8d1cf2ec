// `npm run migrate-to-postgres -- DATA_DIR` as a real process: a SQLite data
// folder's nights (snapshot and logged updates), share hashes and revoked
// secrets arrive in PostgreSQL; a second run changes nothing; what phones
// wrote to PostgreSQL in between is kept; bad input exits 2 and says why.
import { spawn } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { afterEach, describe, expect, inject, it } from 'vitest';
import * as Y from 'yjs';
import { openPostgresStore } from '../../server/store/postgres-store';
import { openSqliteStore } from '../../server/store/sqlite-store';
import type { Store } from '../../server/store/types';
import { createDatabase } from './support/postgres';
import { tempDataDir } from './support/server-process';

const hash = (text: string): string => createHash('sha256').update(text).digest('hex');
const open: Store[] = [];
afterEach(async () => {
  for (const store of open.splice(0)) await store.close();
});

function run(
  dataDir: string,
  url: string | undefined,
): Promise<{ code: number | null; said: string }> {
  const env = { ...process.env, ...(url ? { DATABASE_URL: url } : {}) };
  if (!url) delete env.DATABASE_URL;
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', 'scripts/migrate-to-postgres.ts', dataDir],
    { env, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let said = '';
  child.stdout.on('data', (d: Buffer) => (said += d.toString()));
  child.stderr.on('data', (d: Buffer) => (said += d.toString()));
  return new Promise((resolve) => child.on('exit', (code) => resolve({ code, said })));
}

/** Writes `ids` into `name` as one phone would, each entry its own update. */
async function write(store: Store, name: string, ids: readonly string[], doc = new Y.Doc()) {
  const updates: Uint8Array[] = [];
  doc.on('update', (u: Uint8Array) => updates.push(u));
  for (const id of ids) doc.getMap('entries').set(id, { id });
  await store.documents.fetch(name);
  for (const u of updates) await store.documents.log(name, u);
  return doc;
}

const idsOf = (update: Uint8Array | null): string[] => {
  const doc = new Y.Doc();
  if (update) Y.applyUpdate(doc, update);
  return [...doc.getMap('entries').keys()].sort();
};

async function sqliteFolder(): Promise<string> {
  const dir = tempDataDir('move');
  const store = await openSqliteStore(dir);
  // Night one: a stored snapshot plus a logged update after it.
  const doc = await write(store, 'night-one', ['a1', 'a2']);
  await store.documents.store('night-one', doc, Y.encodeStateAsUpdate(doc));
  await write(store, 'night-one', ['a3'], doc);
  // Night two: only logged updates (the server was killed before a snapshot).
  await write(store, 'night-two', ['b1']);
  await store.shares.create('night-one', { scorer: hash('s1'), viewer: hash('v1') });
  await store.shares.create('night-two', { scorer: hash('s2'), viewer: hash('v2') });
  await store.shares.rotate('night-one', 'viewer', hash('v1b'));
  await store.close();
  return dir;
}

async function pgStore(url: string): Promise<Store> {
  const store = await openPostgresStore(url, { poolSize: 2, holdMs: 1_000 });
  open.push(store);
  return store;
}

describe('npm run migrate-to-postgres', () => {
  it('moves nights, shares and revocations, and a second run changes nothing', async () => {
    const dir = await sqliteFolder();
    const url = await createDatabase(inject('postgresPort'), `m_${randomBytes(6).toString('hex')}`);
    const first = await run(dir, url);
    expect(first, first.said).toMatchObject({ code: 0 });
    expect(first.said).toContain('moved 2 nights, 2 shares and 1 revoked secrets');
    const store = await pgStore(url);
    expect(idsOf(await store.documents.fetch('night-one'))).toEqual(['a1', 'a2', 'a3']);
    expect(idsOf(await store.documents.fetch('night-two'))).toEqual(['b1']);
    expect(await store.shares.get('night-one')).toEqual({
      scorer: hash('s1'),
      viewer: hash('v1b'),
    });
    expect(await store.shares.isRevoked('night-one', hash('v1'))).toBe(true);
    // A phone writes to the moved night in PostgreSQL; the move runs again.
    await write(store, 'night-two', ['b2']);
    const second = await run(dir, url);
    expect(second, second.said).toMatchObject({ code: 0 });
    const after = await pgStore(url);
    expect(idsOf(await after.documents.fetch('night-one'))).toEqual(['a1', 'a2', 'a3']);
    expect(idsOf(await after.documents.fetch('night-two'))).toEqual(['b1', 'b2']);
    expect(await after.shares.get('night-two')).toEqual({ scorer: hash('s2'), viewer: hash('v2') });
  });

  it('keeps the database’s share hashes when they differ, and says which night', async () => {
    const dir = await sqliteFolder();
    const url = await createDatabase(inject('postgresPort'), `m_${randomBytes(6).toString('hex')}`);
    const store = await pgStore(url);
    await store.shares.create('night-two', { scorer: hash('other'), viewer: hash('other-v') });
    const result = await run(dir, url);
    expect(result.code).toBe(1);
    expect(result.said).toMatch(/night-two: PostgreSQL already has other share hashes/);
    expect((await store.shares.get('night-two'))?.scorer).toBe(hash('other'));
  });

  it('exits 2 with a reason for a missing folder, no DATABASE_URL or an unreachable database', async () => {
    const dir = await sqliteFolder();
    const missing = await run(
      `${dir}-nothing`,
      `postgres://renonc@127.0.0.1:${inject('postgresPort')}/x`,
    );
    expect(missing.code).toBe(2);
    expect(missing.said).toMatch(/renonc\.sqlite does not exist/);
    const noUrl = await run(dir, undefined);
    expect(noUrl.code).toBe(2);
    expect(noUrl.said).toMatch(/usage: DATABASE_URL=/);
    // Port 4649: the last of this suite's range, where nothing listens.
    const down = await run(dir, 'postgres://renonc@127.0.0.1:4649/renonc');
    expect(down.code).toBe(2);
    expect(down.said).toMatch(/cannot use DATABASE_URL \(127\.0\.0\.1:4649\/renonc\)/);
  });
});
