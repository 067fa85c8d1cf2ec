// A server in the test's own process (faster than a child process) on a
// loopback port from the syncsrv range, with a fresh data folder (or, in the
// server-pg project, its own PostgreSQL database: support/engine.ts).
import { readConfig } from '../../../server/config';
import { startServer, type RunningServer } from '../../../server/start';
import { engineEnv } from './engine';
import { tempDataDir } from './server-process';

export interface TestServer extends RunningServer {
  readonly dataDir: string;
}

export async function startTestServer(
  port: number,
  env: Record<string, string> = {},
  dataDir = tempDataDir('sync'),
): Promise<TestServer> {
  const config = readConfig(
    {
      HOST: '127.0.0.1',
      PORT: String(port),
      RENONC_DATA: dataDir,
      ...(await engineEnv(dataDir)),
      ...env,
    },
    ['--sync-only'],
  );
  const server = await startServer(config);
  return { ...server, dataDir };
}
