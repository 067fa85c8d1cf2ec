// `npm run migrate-to-postgres -- DATA_DIR` with DATABASE_URL set: moves a
// SQLite data folder into PostgreSQL (server/store/move.ts; README "Many
// clubs"). Idempotent. Exit codes: 0 done; 1 a night's share hashes differ
// between the two (reported, the database's kept); 2 unusable input (no
// folder, no DATABASE_URL, the database unreachable).
import { resolve } from 'node:path';
import { moveToPostgres } from '../server/store/move';

async function main(): Promise<number> {
  const [dir] = process.argv.slice(2);
  const url = process.env.DATABASE_URL;
  if (!dir || !url) {
    console.error(
      'usage: DATABASE_URL=postgres://USER:PASSWORD@HOST:PORT/DATABASE npm run migrate-to-postgres -- DATA_DIR',
    );
    return 2;
  }
  const report = await moveToPostgres(resolve(dir), url);
  console.log(
    `moved ${report.nights} nights, ${report.shares} shares and ${report.revoked} revoked secrets into PostgreSQL`,
  );
  for (const name of report.differing) {
    console.error(`${name}: PostgreSQL already has other share hashes; kept those of PostgreSQL`);
  }
  return report.differing.length > 0 ? 1 : 0;
}

const entry = process.argv[1];
if (entry !== undefined && import.meta.url.endsWith(entry.replace(/\\/g, '/'))) {
  main().then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error(
        `migrate-to-postgres: ${error instanceof Error ? error.message : String(error)}`,
      );
      const { exitCode } = (error ?? {}) as { exitCode?: unknown };
      process.exit(exitCode === 2 ? 2 : 1);
    },
  );
}
