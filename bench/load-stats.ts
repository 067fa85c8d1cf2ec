// What `npm run bench:load` measures beside the phones' own latencies: CPU and
// resident memory of each server process (from /proc), and PostgreSQL's side
// (connections, rows written, and the store calls per logged update, from
// PostgreSQL's own statistics, so nothing in the server counts for the bench).
import { readFileSync } from 'node:fs';
import type pg from 'pg';

const TICKS_PER_SECOND = 100;

/** CPU seconds a process has used (user + system). */
export function cpuSeconds(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  // After "pid (comm) ": state is field 0, utime 11, stime 12.
  return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
}

export function residentMiB(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(status.match(/VmRSS:\s+(\d+)\s+kB/)?.[1] ?? NaN) / 1024;
}

export interface PgCounters {
  /** Rows inserted, updated or deleted in the database. */
  readonly writes: number;
  /** Updates logged (renonc_updates inserts). */
  readonly logged: number;
  /** Snapshots stored (documents inserts + updates): Hocuspocus's store calls. */
  readonly stored: number;
  readonly commits: number;
}

export async function pgCounters(client: pg.Client): Promise<PgCounters> {
  // Statistics reach the shared view when a backend is idle for a moment.
  await client.query('SELECT pg_stat_clear_snapshot()');
  const db = await client.query<{ writes: string; commits: string }>(
    `SELECT tup_inserted + tup_updated + tup_deleted AS writes, xact_commit AS commits
       FROM pg_stat_database WHERE datname = current_database()`,
  );
  const tables = await client.query<{ relname: string; ins: string; upd: string }>(
    `SELECT relname, n_tup_ins AS ins, n_tup_upd AS upd FROM pg_stat_user_tables
      WHERE relname IN ('documents', 'renonc_updates')`,
  );
  const table = (name: string) => tables.rows.find((r) => r.relname === name);
  return {
    writes: Number(db.rows[0]!.writes),
    commits: Number(db.rows[0]!.commits),
    logged: Number(table('renonc_updates')?.ins ?? 0),
    stored: Number(table('documents')?.ins ?? 0) + Number(table('documents')?.upd ?? 0),
  };
}

export async function pgConnections(client: pg.Client): Promise<number> {
  const { rows } = await client.query<{ n: string }>(
    `SELECT count(*) AS n FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()`,
  );
  return Number(rows[0]!.n);
}

/** Samples each process's RSS and the database's connections every second; keeps the highest. */
export class Sampler {
  readonly peakRss = new Map<number, number>();
  peakConnections = 0;
  private timer?: NodeJS.Timeout;

  constructor(
    private readonly pids: readonly number[],
    private readonly client: pg.Client,
  ) {}

  start(): void {
    this.timer = setInterval(() => void this.sample(), 1000);
  }

  private async sample(): Promise<void> {
    for (const pid of this.pids) {
      this.peakRss.set(pid, Math.max(this.peakRss.get(pid) ?? 0, residentMiB(pid)));
    }
    this.peakConnections = Math.max(this.peakConnections, await pgConnections(this.client));
  }

  stop(): void {
    clearInterval(this.timer);
  }
}
