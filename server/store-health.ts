// How the guard learns whether the store can take what it acknowledges
// (SYNC-PROTOCOL.md "Health"), per engine. SQLite: the data folder's file is
// watched (deleted, replaced or read-only: server/data-watch.ts). PostgreSQL:
// a failed write marks the store down (scorers are closed, /healthz says
// 503), and after a short pause the next update tries the database again,
// so nothing is acknowledged while it is away and the server comes back by
// itself when it returns.
import { join } from 'node:path';
import type { ServerConfig } from './config';
import { DataWatch } from './data-watch';
import type { StoreHealth } from './guard';
import type { Health } from './health';

export interface StoreWatch extends StoreHealth {
  stop(): void;
}

export function watchStore(config: ServerConfig, health: Health): StoreWatch {
  const failed = (error: unknown): void =>
    health.fail('write-failed', error instanceof Error ? error.message : String(error), false);
  if (config.database) {
    return {
      storable: () => {
        health.recover();
        return health.ok;
      },
      failed,
      stop: () => undefined,
    };
  }
  const watch = new DataWatch(join(config.dataDir, 'renonc.sqlite'), health);
  watch.start();
  return { storable: () => watch.check(), failed, stop: () => watch.stop() };
}
