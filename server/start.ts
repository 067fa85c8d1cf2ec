// Starts one server process (HTTP + sync) from a config; tests and benches start
// it in their own process through this, the command line through main.ts.
import type { AddressInfo } from 'node:net';
import type { ServerConfig } from './config';
import { createHttpServer, terminateSockets } from './http';
import { createSyncEndpoint } from './sync';

export interface RunningServer {
  readonly url: string;
  readonly port: number;
  readonly describe: string;
  close(): Promise<void>;
}

export async function startServer(config: ServerConfig): Promise<RunningServer> {
  const sync = await createSyncEndpoint(config);
  const http = createHttpServer(config, sync);
  await new Promise<void>((resolve, reject) => {
    http.once('error', reject);
    http.listen(config.port, config.host, () => resolve());
  });
  const { port } = http.address() as AddressInfo;
  const parts = [
    config.distDir ? `app from ${config.distDir}` : 'sync only',
    `sync at /sync`,
    sync.store,
    config.redisUrl ? 'with Redis' : 'no Redis',
  ];
  return {
    url: `http://${config.host}:${port}`,
    port,
    describe: parts.join(', '),
    close: async () => {
      await sync.close();
      terminateSockets(http);
      http.closeAllConnections();
      await new Promise<void>((resolve) => http.close(() => resolve()));
    },
  };
}
