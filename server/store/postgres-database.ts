// The PostgreSQL connection side of the store (server/store/postgres-store.ts):
// the URL checks, the pools, and the one place that tells a lost database
// (StoreUnavailable: refuse now, or wait while reads are held) from a bug.
import type pg from 'pg';
import { StoreRefused, StoreUnavailable } from './types';

const CONNECTION_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ENOTFOUND',
  'EAI_AGAIN',
  'ENOENT',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  '57P01', // admin_shutdown
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now (starting up or shutting down)
  '08000',
  '08001',
  '08003',
  '08004',
  '08006',
]);

export function isConnectionError(error: unknown): boolean {
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown };
  if (typeof code === 'string' && CONNECTION_CODES.has(code)) return true;
  return (
    typeof message === 'string' &&
    /Connection terminated|connection timeout|Client has encountered a connection error|not queryable/i.test(
      message,
    )
  );
}

/** The URL without its password, for messages. */
export function describeUrl(url: string): string {
  try {
    const parsed = new URL(url);
    const host = parsed.searchParams.get('host') ?? parsed.host;
    return `${host}${parsed.pathname}`;
  } catch {
    return '(unreadable DATABASE_URL)';
  }
}

export function checkUrl(url: string): void {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new StoreRefused(
      'DATABASE_URL is not a URL: write it as postgres://USER:PASSWORD@HOST:PORT/DATABASE.',
    );
  }
  if (parsed.protocol !== 'postgres:' && parsed.protocol !== 'postgresql:') {
    throw new StoreRefused(
      `DATABASE_URL must start with postgres:// (not ${parsed.protocol}//): postgres://USER:PASSWORD@HOST:PORT/DATABASE.`,
    );
  }
}

const pause = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

/** The pool and the one place that turns a lost connection into StoreUnavailable. */
export class Database {
  constructor(
    readonly pool: pg.Pool,
    /**
     * Snapshot stores only compact the log, and a store holds its connection
     * for several round trips: on a pool of their own they never make an
     * acknowledgement (one INSERT on `pool`) wait behind them.
     */
    readonly compaction: pg.Pool,
    private readonly where: string,
    private readonly holdMs: number,
  ) {}

  async end(): Promise<void> {
    await Promise.all([this.pool.end(), this.compaction.end()]);
  }

  private unavailable(error: unknown): StoreUnavailable {
    const why = error instanceof Error ? error.message : String(error);
    return new StoreUnavailable(`The ${this.where} is unreachable (${why}).`);
  }

  /** One attempt; a lost connection becomes StoreUnavailable. */
  async once<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      throw isConnectionError(error) ? this.unavailable(error) : error;
    }
  }

  /** Retries while the database is unreachable, for at most holdMs. */
  async held<T>(work: () => Promise<T>): Promise<T> {
    const until = Date.now() + this.holdMs;
    for (let wait = 100; ; wait = Math.min(wait * 2, 1000)) {
      try {
        return await this.once(work);
      } catch (error) {
        if (!(error instanceof StoreUnavailable) || Date.now() + wait > until) throw error;
        await pause(wait);
      }
    }
  }

  /** Statements in one transaction on one client; rolled back if one fails. */
  transaction<T>(work: (client: pg.PoolClient) => Promise<T>, pool = this.pool): Promise<T> {
    return this.once(async () => {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await work(client);
        await client.query('COMMIT');
        client.release();
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined);
        // A broken client must not go back into the pool.
        client.release(isConnectionError(error) ? (error as Error) : undefined);
        throw error;
      }
    });
  }
}
