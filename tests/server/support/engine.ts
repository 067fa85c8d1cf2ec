// Which store engine the server tests run against. The `server` project runs
// them on the data folder's SQLite file; `server-pg` (RENONC_TEST_STORE=
// postgres) runs the same files on PostgreSQL: each data folder a test uses
// maps to its own database in the run's cluster (support/pg-global.ts), so a
// server restarted on the same folder finds the same nights, and two
// processes given one folder share one database.
import { createHash } from 'node:crypto';
import { inject } from 'vitest';
import { openStore } from '../../../server/store/open';
import type { Store } from '../../../server/store/types';
import { createDatabase } from './postgres';

export const onPostgres = (): boolean => process.env.RENONC_TEST_STORE === 'postgres';

const databaseOf = (dataDir: string): string =>
  `t_${createHash('sha256').update(dataDir).digest('hex').slice(0, 24)}`;

/** Environment for a server on `dataDir`: DATABASE_URL on PostgreSQL, nothing on SQLite. */
export async function engineEnv(dataDir: string): Promise<Record<string, string>> {
  if (!onPostgres()) return {};
  const url = await createDatabase(inject('postgresPort'), databaseOf(dataDir));
  return { DATABASE_URL: url };
}

/** The store a server on `dataDir` uses, opened beside it (to look at what it stored). */
export async function openEngineStore(dataDir: string): Promise<Store> {
  const env = await engineEnv(dataDir);
  return openStore({
    dataDir,
    ...(env.DATABASE_URL
      ? { database: { url: env.DATABASE_URL, poolSize: 2, holdMs: 1_000 } }
      : {}),
  });
}
