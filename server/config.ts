// The server's settings, all from the environment (README "Running the sync
// server"), read once at start. Limits are tunable so that tests can reach them.
import { resolve } from 'node:path';
import type { AddressLimits } from './address-limits';

export interface Limits {
  /** Largest incremental update (a new hand) in bytes. */
  readonly maxUpdateBytes: number;
  /** Largest catch-up update (a phone back from offline, sync step 2) in bytes. */
  readonly maxCatchUpBytes: number;
  /** Largest entry value, as JSON, in bytes. */
  readonly maxEntryBytes: number;
  /** Updates a connection may send per window. */
  readonly updatesPerWindow: number;
  readonly windowMs: number;
  /** Updates a night may receive per minute, all its connections together. */
  readonly nightUpdatesPerMinute: number;
  /** New entries one catch-up update (sync step 2) may carry. */
  readonly maxCatchUpEntries: number;
}

export interface ServerConfig {
  readonly port: number;
  readonly host: string;
  readonly dataDir: string;
  /** Built PWA to serve; absent in sync-only mode. */
  readonly distDir?: string;
  readonly redisUrl?: string;
  /** PostgreSQL instead of the data folder's SQLite file (server/store/). */
  readonly database?: { readonly url: string; readonly poolSize: number; readonly holdMs: number };
  readonly limits: Limits;
  readonly addressLimits: AddressLimits;
  /** Take the client's address from X-Forwarded-For (behind a reverse proxy). */
  readonly trustProxy: boolean;
}

function integer(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isSafeInteger(value) || value <= 0) {
    throw new Error(`${name} must be a positive whole number, not “${raw}”.`);
  }
  return value;
}

export function readConfig(env: NodeJS.ProcessEnv, argv: readonly string[]): ServerConfig {
  const syncOnly = argv.includes('--sync-only') || env.RENONC_SYNC_ONLY === '1';
  const port = integer(env, 'PORT', 4173);
  if (port > 65535) throw new Error(`PORT must be at most 65535, not ${port}.`);
  return {
    port,
    host: env.HOST || 'localhost',
    dataDir: resolve(env.RENONC_DATA || 'data'),
    ...(syncOnly ? {} : { distDir: resolve(env.RENONC_DIST || 'dist') }),
    ...(env.REDIS_URL ? { redisUrl: env.REDIS_URL } : {}),
    ...(env.DATABASE_URL
      ? {
          database: {
            url: env.DATABASE_URL,
            poolSize: integer(env, 'RENONC_PG_POOL', 10),
            holdMs: integer(env, 'RENONC_PG_HOLD_MS', 20_000),
          },
        }
      : {}),
    limits: {
      maxUpdateBytes: integer(env, 'RENONC_SYNC_MAX_UPDATE', 64 * 1024),
      maxCatchUpBytes: integer(env, 'RENONC_SYNC_MAX_CATCH_UP', 4 * 1024 * 1024),
      maxEntryBytes: integer(env, 'RENONC_SYNC_MAX_ENTRY', 16 * 1024),
      updatesPerWindow: integer(env, 'RENONC_SYNC_RATE', 60),
      windowMs: integer(env, 'RENONC_SYNC_RATE_WINDOW_MS', 10_000),
      nightUpdatesPerMinute: integer(env, 'RENONC_SYNC_NIGHT_RATE', 240),
      maxCatchUpEntries: integer(env, 'RENONC_SYNC_MAX_CATCH_UP_ENTRIES', 2_000),
    },
    addressLimits: {
      connectionsPerAddress: integer(env, 'RENONC_SYNC_ADDRESS_CONNECTIONS', 64),
      authFailures: integer(env, 'RENONC_SYNC_AUTH_FAILURES', 30),
      authFailureWindowMs: 60_000,
      backoffMs: integer(env, 'RENONC_SYNC_AUTH_BACKOFF_MS', 5_000),
      maxBackoffMs: 5 * 60_000,
    },
    trustProxy: env.RENONC_TRUST_PROXY === '1',
  };
}
