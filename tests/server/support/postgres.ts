// A throwaway PostgreSQL cluster for the server tests: Debian's binaries
// (scripts/ensure-postgres.mjs installs them), initdb into a temp folder,
// listening on a loopback port with its unix socket in that folder, trust
// authentication for the one user `renonc`. initdb refuses to run as root, so
// as root every command runs as the `postgres` user (runuser). Never a system
// cluster, never kept.
import { execFileSync, spawnSync } from 'node:child_process';
import { chmodSync, chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';

declare module 'vitest' {
  /** The port of the run's shared cluster (support/pg-global.ts). */
  export interface ProvidedContext {
    postgresPort: number;
  }
}

export interface TestPostgres {
  readonly port: number;
  /** A URL for `database` in this cluster (created with createDatabase). */
  url(database: string): string;
  createDatabase(database: string): Promise<string>;
  /** pg_ctl stop: `fast` closes sessions cleanly; `immediate` is a crash. */
  stop(mode?: 'fast' | 'immediate'): void;
  start(): void;
  /** Stops it and removes its folder. */
  destroy(): void;
}

/** Debian keeps each major version's binaries in their own folder; the newest wins. */
export function postgresBin(): string {
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root)
    ? readdirSync(root)
        .filter((v) => existsSync(join(root, v, 'bin', 'initdb')))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  if (versions.length === 0) {
    throw new Error(
      'PostgreSQL is missing: apt-get install -y postgresql (or npm run test:server as root).',
    );
  }
  return join(root, versions[0]!, 'bin');
}

const isRoot = (): boolean => typeof process.getuid === 'function' && process.getuid() === 0;

function asOwner(command: string, args: string[]): void {
  const [file, argv] = isRoot()
    ? ['runuser', ['-u', 'postgres', '--', command, ...args]]
    : [command, args];
  const result = spawnSync(file, argv, { encoding: 'utf8', cwd: '/' });
  if (result.status !== 0) {
    throw new Error(`${command} ${args.join(' ')} failed:\n${result.stdout}${result.stderr}`);
  }
}

export const clusterUrl = (port: number, database: string): string =>
  `postgres://renonc@127.0.0.1:${port}/${database}`;

/** Creates `database` in the cluster on `port` (if it is not there yet); its URL. */
export async function createDatabase(port: number, database: string): Promise<string> {
  const client = new pg.Client({ connectionString: clusterUrl(port, 'postgres') });
  await client.connect();
  try {
    await client.query(`CREATE DATABASE "${database}"`);
  } catch (error) {
    // Two server processes of one test may ask for the same database at once.
    const code = (error as { code?: string }).code;
    if (code !== '42P04' && code !== '23505') throw error;
  } finally {
    await client.end();
  }
  return clusterUrl(port, database);
}

export function startPostgres(port: number): TestPostgres {
  const bin = postgresBin();
  const dir = mkdtempSync(join(tmpdir(), 'renonc-pg-'));
  const data = join(dir, 'data');
  if (isRoot()) {
    const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim());
    chownSync(dir, uid, gid);
  }
  chmodSync(dir, 0o755);
  asOwner(join(bin, 'initdb'), [
    '-D',
    data,
    '-U',
    'renonc',
    '-A',
    'trust',
    '--no-sync',
    '-E',
    'UTF8',
  ]);
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c max_connections=200`;
  const pgCtl = (args: string[]): void =>
    asOwner(join(bin, 'pg_ctl'), ['-D', data, '-l', join(dir, 'log'), '-w', ...args]);
  const start = (): void => pgCtl(['-o', options, 'start']);
  start();
  const url = (database: string): string => clusterUrl(port, database);
  let running = true;
  return {
    port,
    url,
    createDatabase: (database) => createDatabase(port, database),
    stop: (mode = 'fast') => {
      pgCtl(['-m', mode, 'stop']);
      running = false;
    },
    start: () => {
      start();
      running = true;
    },
    destroy: () => {
      if (running) pgCtl(['-m', 'immediate', 'stop']);
      running = false;
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
