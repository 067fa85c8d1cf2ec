// Picks the engine: PostgreSQL when DATABASE_URL is set, else the data
// folder's SQLite file (the embedded default).
import type { ServerConfig } from '../config';
import { openPostgresStore } from './postgres-store';
import { openSqliteStore } from './sqlite-store';
import type { Store } from './types';

export function openStore(config: Pick<ServerConfig, 'dataDir' | 'database'>): Promise<Store> {
  return config.database
    ? openPostgresStore(config.database.url, config.database)
    : openSqliteStore(config.dataDir);
}
