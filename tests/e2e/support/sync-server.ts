// The real sync server (server/main.ts: the built app and /sync on one origin)
// in its own process for sync tests, on a loopback port of this suite's range.
// The process helper is the server tests' own (no wrapper: SIGKILL hits the
// server itself); this adds the built app, the e2e data folders and the
// hooks that give one spec file its own server.
import { resolve } from 'node:path';
import { test } from '@playwright/test';
import { startServerProcess, tempDataDir } from '../../server/support/server-process';
import { E2E_DIST } from './chromium';
import { closePhonesAfterEach } from './phones-leave';

export { startRedis } from '../../server/support/redis';

export interface SyncServer {
  readonly origin: string;
  readonly dataDir: string;
  kill(signal?: NodeJS.Signals): Promise<void>;
  output(): string;
}

export const freshDataDir = (label: string) => tempDataDir(`e2e-${label}`);

export async function startSyncServer(
  port: number,
  dataDir: string,
  env: Record<string, string> = {},
): Promise<SyncServer> {
  const server = await startServerProcess(
    port,
    { RENONC_DATA: dataDir, RENONC_DIST: resolve(E2E_DIST), ...env },
    [],
  );
  return {
    origin: server.url,
    dataDir,
    output: () => server.output(),
    kill: (signal = 'SIGTERM') => server.kill(signal),
  };
}

/** One spec file's sync server, as its tests see it after a kill and a restart. */
export interface SpecServer {
  readonly origin: string;
  kill(signal?: NodeJS.Signals): Promise<void>;
  /** Starts it again on the same port with the same data (after a test killed it). */
  restart(): Promise<void>;
  /** Starts it again on the same port with an empty data folder (a server that lost its data). */
  restartEmpty(): Promise<void>;
  /** Everything the current process printed (its refusals, for one). */
  output(): string;
}

/**
 * Registers the hooks of a spec file whose tests share one sync server: it
 * starts before them in a fresh data folder named after `label` (with `env`,
 * e.g. lower limits) and is killed after them.
 */
export function syncServerPerFile(
  port: number,
  label: string,
  env: Record<string, string> = {},
): SpecServer {
  let server: SyncServer | undefined;
  let dataDir = '';
  closePhonesAfterEach();
  test.beforeAll(async () => {
    dataDir = freshDataDir(label);
    server = await startSyncServer(port, dataDir, env);
  });
  test.afterAll(async () => {
    await server?.kill();
  });
  const current = (): SyncServer => {
    if (server === undefined) throw new Error(`the sync server on ${port} has not started`);
    return server;
  };
  return {
    get origin() {
      return current().origin;
    },
    kill: (signal) => current().kill(signal),
    restart: async () => {
      server = await startSyncServer(port, dataDir, env);
    },
    restartEmpty: async () => {
      dataDir = freshDataDir(`${label}-empty`);
      server = await startSyncServer(port, dataDir, env);
    },
    output: () => current().output(),
  };
}
