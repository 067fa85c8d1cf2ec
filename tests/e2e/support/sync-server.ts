// The real sync server (server/main.ts: the built app and /sync on one origin)
// in its own process for sync tests, on a loopback port of this suite's range.
// The process helper is the server tests' own (no wrapper: SIGKILL hits the
// server itself); this adds the built app and the e2e data folders.
import { resolve } from 'node:path';
import { startServerProcess, tempDataDir } from '../../server/support/server-process';
import { E2E_DIST } from './chromium';

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
