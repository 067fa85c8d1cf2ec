// `npm run bench:load`: many tables on two sync processes behind one
// PostgreSQL and one Redis (README "Many clubs"), all started here on
// loopback. Node phones (the app's document format: tests/server/support/
// phones.ts), 4 per table, split across the two processes so that every save
// also crosses Redis. Each table saves at a table's pace (one save a minute,
// from a random phone of the table) and then in a burst (10×). Measured: save
// → seen on the table's 3 other phones (p50/p95/p99), saves never seen (lost),
// CPU and peak RSS per process, PostgreSQL's connections, rows written per
// second and snapshots stored per logged update (Hocuspocus's store-call storm,
// upstream PR #1110, would show as far more than 1). Written into
// docs/BENCHMARKS.md between its load markers; a bench, never a test.
// RENONC_LOAD_TABLES=100,300 and RENONC_LOAD_SECONDS=60 change the run.
import { loadavg } from 'node:os';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import pg from 'pg';
import { percentile } from './types';
import {
  addEntry,
  connectPhone,
  entry,
  newShare,
  settled,
  tokenFor,
  until,
  type Phone,
} from '../tests/server/support/phones';
import { startPostgres } from '../tests/server/support/postgres';
import { startRedis } from '../tests/server/support/redis';
import {
  spawnServer,
  tempDataDir,
  type ServerProcess,
} from '../tests/server/support/server-process';
import { cpuSeconds, pgCounters, Sampler } from './load-stats';
import { writeLoadSection, type LoadResult } from './load-doc';

const PG_PORT = 4600;
const REDIS_PORT = 4601;
const SERVER_PORTS = [4602, 4603] as const;
const PHONES = 4;
const SIZES = (process.env.RENONC_LOAD_TABLES ?? '100,300,1000').split(',').map(Number);
const PACE_SECONDS = Number(process.env.RENONC_LOAD_SECONDS ?? 60);

/** Sent saves and what the other phones of their table saw. */
class Watch {
  readonly sentAt = new Map<string, number>();
  readonly waiting = new Map<string, number>();
  latencies: number[] = [];

  observe(phone: Phone): void {
    phone.entries().observe((event) => {
      const now = performance.now();
      for (const key of event.keysChanged) {
        const sent = this.sentAt.get(key);
        if (sent === undefined || event.transaction.local) continue;
        this.latencies.push(now - sent);
        this.waiting.set(key, (this.waiting.get(key) ?? 1) - 1);
      }
    });
  }

  save(phone: Phone): void {
    const value = entry('load');
    this.sentAt.set(value.id as string, performance.now());
    this.waiting.set(value.id as string, PHONES - 1);
    addEntry(phone, value);
  }

  lost(): number {
    return [...this.waiting.values()].filter((n) => n > 0).length;
  }
}

async function openTables(count: number, servers: readonly ServerProcess[], watch: Watch) {
  const tables: Phone[][] = [];
  for (let t = 0; t < count; t++) {
    const share = newShare();
    const table: Phone[] = [];
    for (let i = 0; i < PHONES; i++) {
      const url = servers[(t + i) % servers.length]!.url;
      const token = i === 0 ? tokenFor(share.scorer, share) : tokenFor(share.scorer);
      // With awareness, as the app: its heartbeat keeps a quiet table's sockets open.
      const phone = connectPhone(url, share.name, token, undefined, { awareness: true });
      watch.observe(phone);
      table.push(phone);
      if (i === 0) await until('the night is shared', () => settled(phone), 120_000);
    }
    tables.push(table);
    if (t % 25 === 24 || t === count - 1) {
      await until('the tables are open', () => tables.flat().every(settled), 300_000);
    }
  }
  return tables;
}

/** Saves at `perMinute` per table for `seconds`, each by a random phone of the table. */
async function drive(tables: Phone[][], perMinute: number, seconds: number, watch: Watch) {
  const interval = 60_000 / perMinute;
  const start = performance.now();
  const due = tables.map(() => start + Math.random() * interval);
  while (performance.now() - start < seconds * 1000) {
    const now = performance.now();
    tables.forEach((table, t) => {
      if (due[t]! > now) return;
      watch.save(table[Math.floor(Math.random() * PHONES)]!);
      due[t]! += interval;
    });
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  // Drain: every save seen everywhere, or 30 s more (what is still unseen is lost).
  await until('every save is seen', () => watch.lost() === 0, 30_000).catch(() => undefined);
}

async function phase(
  label: string,
  run: () => Promise<void>,
  servers: readonly ServerProcess[],
  client: pg.Client,
  watch: Watch,
): Promise<LoadResult> {
  const pids = servers.map((s) => s.child.pid!);
  watch.latencies = [];
  watch.sentAt.clear();
  watch.waiting.clear();
  const cpu0 = pids.map(cpuSeconds);
  const db0 = await pgCounters(client);
  const sampler = new Sampler(pids, client);
  sampler.start();
  // The phones' own process: its CPU and event-loop delay are part of every latency.
  const phonesCpu0 = process.cpuUsage();
  const loop = monitorEventLoopDelay({ resolution: 10 });
  loop.enable();
  const t0 = performance.now();
  await run();
  const elapsed = (performance.now() - t0) / 1000;
  sampler.stop();
  loop.disable();
  const phonesCpu = process.cpuUsage(phonesCpu0);
  // Let the debounced snapshots of the last saves land (Hocuspocus waits 2 s).
  await new Promise((resolve) => setTimeout(resolve, 4000));
  const db1 = await pgCounters(client);
  const lat = watch.latencies;
  return {
    label,
    saves: watch.sentAt.size,
    lost: watch.lost(),
    p50: percentile(lat, 50),
    p95: percentile(lat, 95),
    p99: percentile(lat, 99),
    cpuPercent: pids.map((pid, i) => ((cpuSeconds(pid) - cpu0[i]!) / elapsed) * 100),
    rssMiB: pids.map((pid) => sampler.peakRss.get(pid) ?? 0),
    connections: sampler.peakConnections,
    writesPerSecond: (db1.writes - db0.writes) / elapsed,
    storesPerUpdate: (db1.stored - db0.stored) / Math.max(1, db1.logged - db0.logged),
    phonesCpuPercent: ((phonesCpu.user + phonesCpu.system) / 1e6 / elapsed) * 100,
    phonesLoopP99: loop.percentile(99) / 1e6,
  };
}

async function main(): Promise<void> {
  const loadBefore = loadavg();
  const postgres = startPostgres(PG_PORT);
  const url = await postgres.createDatabase('renonc');
  const redis = await startRedis(REDIS_PORT);
  const servers: ServerProcess[] = [];
  const client = new pg.Client({ connectionString: url });
  const results: LoadResult[] = [];
  try {
    for (const port of SERVER_PORTS) {
      // Every simulated phone dials from 127.0.0.1: the per-address socket
      // limit (64, for one club's router) would refuse the 33rd table.
      const env = {
        RENONC_DATA: tempDataDir('load'),
        DATABASE_URL: url,
        REDIS_URL: redis.url,
        RENONC_SYNC_ADDRESS_CONNECTIONS: '100000',
      };
      servers.push(await spawnServer(port, env));
    }
    await client.connect();
    for (const size of SIZES) {
      const watch = new Watch();
      console.log(`${size} tables: opening`);
      const tables = await openTables(size, servers, watch);
      for (const [label, perMinute, seconds] of [
        ['table pace', 1, PACE_SECONDS],
        ['burst (10×)', 10, Math.max(20, PACE_SECONDS / 2)],
      ] as const) {
        const result = await phase(
          `${size} tables, ${label}`,
          () => drive(tables, perMinute, seconds, watch),
          servers,
          client,
          watch,
        );
        console.log(result);
        results.push(result);
      }
      for (const phone of tables.flat()) phone.destroy();
      await new Promise((resolve) => setTimeout(resolve, 3000));
    }
  } finally {
    await client.end().catch(() => undefined);
    for (const server of servers) await server.kill('SIGTERM');
    await redis.stop();
    postgres.destroy();
  }
  writeLoadSection(results, loadBefore, loadavg(), PACE_SECONDS);
}

// A phone destroyed while its socket still connects emits an error nobody
// awaits; the run must still reach its cleanup (the cluster, Redis, servers).
process.on('uncaughtException', (error) => {
  if (/closed before the connection was established/.test(error.message)) return;
  console.error(error);
  process.exitCode = 1;
});
await main();
process.exit(process.exitCode ?? 0);
