// Bad input at start, with the real server process: a DATABASE_URL that is
// not a PostgreSQL URL, one where nothing answers, and a database from a newer
// Renonc each stop the start with a clear message and exit code 2.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { describe, expect, inject, it } from 'vitest';
import { createDatabase } from './support/postgres';
import { spawnServer, tempDataDir } from './support/server-process';

// From this suite's range (4580-4649).
const PORT = 4584;

/** Starts the server; it must exit before listening: its exit code and output. */
async function refusedStart(databaseUrl: string): Promise<{ code: number; said: string }> {
  const error = await spawnServer(PORT, {
    RENONC_DATA: tempDataDir('start'),
    DATABASE_URL: databaseUrl,
  }).then(
    async (server) => {
      await server.kill('SIGTERM');
      return new Error('the server started');
    },
    (e: unknown) => e as Error,
  );
  const match = /server exited \((\d+)\) before listening:\n([\s\S]*)/.exec(error.message);
  if (!match) throw error;
  return { code: Number(match[1]), said: match[2]! };
}

describe('a server whose DATABASE_URL cannot be used', () => {
  it('says so and exits 2 when the URL is not a PostgreSQL URL', async () => {
    const result = await refusedStart('mysql://club@127.0.0.1/renonc');
    expect(result.code).toBe(2);
    expect(result.said).toMatch(/renonc cannot start: DATABASE_URL must start with postgres:\/\//);
  });

  it('says so and exits 2 when nothing answers at the URL', async () => {
    // Port 4649, the last of this suite's range: nothing listens there.
    const result = await refusedStart('postgres://renonc:secret@127.0.0.1:4649/renonc');
    expect(result.code).toBe(2);
    expect(result.said).toMatch(
      /cannot use DATABASE_URL \(127\.0\.0\.1:4649\/renonc\): .*ECONNREFUSED/,
    );
    // The password never reaches a log.
    expect(result.said).not.toContain('secret');
  });

  it('says which schema version it needs and exits 2 for a database from a newer Renonc', async () => {
    const url = await createDatabase(inject('postgresPort'), `v_${randomBytes(6).toString('hex')}`);
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    await client.query('CREATE TABLE renonc_schema_version (version integer NOT NULL)');
    await client.query('INSERT INTO renonc_schema_version VALUES (5)');
    const result = await refusedStart(url);
    const { rows } = await client.query('SELECT version FROM renonc_schema_version');
    const tables = await client.query("SELECT 1 FROM pg_tables WHERE tablename = 'renonc_shares'");
    await client.end();
    expect(result.code).toBe(2);
    expect(result.said).toMatch(/has schema version 5; .*knows schema version 5/);
    expect(rows).toEqual([{ version: 5 }]);
    expect(tables.rowCount).toBe(0);
  });
});
