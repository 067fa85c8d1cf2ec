// How the guard learns whether the store can take what it acknowledges
// (SYNC-PROTOCOL.md "Health"), per engine. SQLite: the data folder's file is
// watched (deleted, replaced or read-only: server/data-watch.ts), and while
// it cannot store, updates and new links are refused and /healthz says 503.
// PostgreSQL: a write that fails throws (StoreUnavailable), so that update is
// never acknowledged and the phone's socket is closed (server/sync.ts); its
// reconnect waits for the database, which the pool tries again on every
// call, so the server comes back by itself when PostgreSQL does. Marking the
// whole server down there would refuse the very reconnect that recovers it.
import { join } from 'node:path';
import type { ServerConfig } from './config';
import { DataWatch } from './data-watch';
import type { StoreHealth } from './guard';
import type { Health } from './health';

export interface StoreWatch extends StoreHealth {
  stop(): void;
}

export function watchStore(config: ServerConfig, health: Health): StoreWatch {
  if (config.database)
    return { storable: () => true, failed: () => undefined, stop: () => undefined };
  const watch = new DataWatch(join(config.dataDir, 'renonc.sqlite'), health);
  watch.start();
  const failed = (error: unknown): void =>
    health.fail('write-failed', error instanceof Error ? error.message : String(error), false);
  return { storable: () => watch.check(), failed, stop: () => watch.stop() };
}
