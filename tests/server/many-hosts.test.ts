// Processes as on separate hosts (README "Many clubs"): three sync processes,
// each with its own empty data folder, one PostgreSQL, one Redis, HAProxy in
// front; all real, started here on loopback. Faults mid-night: a process
// SIGKILLed (its phones reconnect through the balancer, nothing acknowledged
// is lost, the other phones notice nothing), PostgreSQL restarted (updates are
// refused while it is down, never acknowledged; the phone counts them as still
// to send and catches up), Redis restarted (the processes resubscribe and
// catch up). "Acknowledged" is what a phone is told is stored: relayed to
// another phone, or no longer counted as unsynced by its provider.
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { sha256 } from '../../server/shares';
import { startBalancer, type TestBalancer } from './support/balancer';
import {
  addEntry,
  entry,
  newShare,
  PhoneRegistry,
  settled,
  tokenFor,
  until,
  type Phone,
  type Share,
} from './support/phones';
import { startPostgres, type TestPostgres } from './support/postgres';
import { startRedis, type TestRedis } from './support/redis';
import { spawnServer, tempDataDir, type ServerProcess } from './support/server-process';

// From this suite's range (4580-4649).
const PG_PORT = 4590;
const REDIS_PORT = 4591;
const BALANCER_PORT = 4592;
const SERVER_PORTS = [4593, 4594, 4595] as const;

let postgres: TestPostgres;
let redis: TestRedis;
let balancer: TestBalancer;
const servers: ServerProcess[] = [];
const phones = new PhoneRegistry();
let databaseUrl: string;

/** A process on its own empty data folder: nothing is shared but PostgreSQL and Redis. */
async function startProcess(index: number): Promise<ServerProcess> {
  const server = await spawnServer(SERVER_PORTS[index]!, {
    RENONC_DATA: tempDataDir(`host${index + 1}`),
    DATABASE_URL: databaseUrl,
    REDIS_URL: redis.url,
    RENONC_PG_HOLD_MS: '60000',
  });
  servers[index] = server;
  return server;
}

beforeAll(async () => {
  postgres = startPostgres(PG_PORT);
  databaseUrl = await postgres.createDatabase('renonc');
  redis = await startRedis(REDIS_PORT);
  for (let i = 0; i < SERVER_PORTS.length; i++) await startProcess(i);
  balancer = await startBalancer(
    BALANCER_PORT,
    SERVER_PORTS.map((port) => `127.0.0.1:${port}`),
  );
});

afterAll(async () => {
  phones.destroyAll();
  await balancer?.stop();
  for (const server of servers) await server?.kill('SIGTERM');
  await redis?.stop();
  postgres?.destroy();
});

/** Disconnections each phone has seen since it connected. */
const drops = new Map<Phone, number>();

function connect(url: string, name: string, token: string): Phone {
  const phone = phones.connect(url, name, token);
  drops.set(phone, 0);
  phone.socket.on('disconnect', () => drops.set(phone, (drops.get(phone) ?? 0) + 1));
  return phone;
}

async function sharedNight(url: string): Promise<{ share: Share; creator: Phone }> {
  const share = newShare();
  const creator = connect(url, share.name, tokenFor(share.scorer, share));
  await until('the night is shared', () => settled(creator));
  return { share, creator };
}

const hasAll = (phone: Phone, ids: readonly string[]): boolean =>
  ids.every((id) => phone.entries().has(id));

describe('three processes on separate data folders, one PostgreSQL, one Redis, HAProxy', () => {
  it('serve one night open on all three: every phone sees every entry, a revocation reaches all', async () => {
    const { share, creator } = await sharedNight(servers[0]!.url);
    const others = [1, 2].map((i) => connect(servers[i]!.url, share.name, tokenFor(share.scorer)));
    const viewers = [0, 1, 2].map((i) =>
      connect(servers[i]!.url, share.name, tokenFor(share.viewer)),
    );
    const writers = [creator, ...others];
    for (const phone of [...others, ...viewers])
      await until('synced', () => phone.provider.isSynced);
    const ids: string[] = [];
    for (let round = 0; round < 5; round++) {
      for (const writer of writers) {
        const value = entry('n1');
        addEntry(writer, value);
        ids.push(value.id as string);
      }
    }
    await until('all phones have all 15', () =>
      [...writers, ...viewers].every((p) => hasAll(p, ids)),
    );
    const fresh = newShare().viewer;
    creator.provider.sendStateless(
      JSON.stringify({ type: 'rotate', role: 'viewer', hash: sha256(fresh) }),
    );
    await until('the old viewers on all three processes are closed', () =>
      viewers.every((v) => v.refusals.includes('revoked')),
    );
  });

  it('SIGKILL of one process: its phones reconnect through the balancer, nothing acknowledged is lost, the others notice nothing', async () => {
    const { share, creator } = await sharedNight(balancer.url);
    // Round robin: the next phones land on the processes in turn.
    const table = [creator];
    for (let i = 0; i < 5; i++)
      table.push(connect(balancer.url, share.name, tokenFor(share.scorer)));
    for (const phone of table) await until('synced', () => settled(phone));
    const acknowledged: string[] = [];
    const written: string[] = [];
    const write = (phone: Phone): void => {
      const value = entry('n1');
      addEntry(phone, value);
      written.push(value.id as string);
    };
    for (let i = 0; i < 12; i++) write(table[i % table.length]!);
    await until('the first entries are everywhere', () => table.every((p) => hasAll(p, written)));
    acknowledged.push(...written);
    // Mid-night: entries in flight while the first process dies.
    for (let i = 0; i < 6; i++) write(table[i]!);
    await servers[0]!.kill('SIGKILL');
    for (let i = 0; i < 6; i++) write(table[i]!);
    // The next tests need three processes again, whatever happens here.
    onTestFinished(async () => void (await startProcess(0)));
    await until(
      'every phone has every entry written',
      () => table.every((p) => hasAll(p, written)),
      30_000,
    );
    await until('every phone has sent everything', () => table.every(settled), 30_000);
    // Two of the six were on the killed process; the four others stay connected.
    const dropped = (): Phone[] => table.filter((p) => (drops.get(p) ?? 0) > 0);
    await until('the killed process’s phones notice', () => dropped().length > 0);
    for (const phone of table) write(phone);
    await until(
      'every phone has every entry',
      () => table.every((p) => hasAll(p, written)),
      30_000,
    );
    await until('every phone has sent everything', () => table.every(settled), 30_000);
    expect(dropped().length).toBe(2);
    // A phone that comes later, through the balancer, reads it all back from PostgreSQL.
    const late = connect(balancer.url, share.name, tokenFor(share.scorer));
    await until('a late phone is synced', () => settled(late));
    expect(written.filter((id) => !late.entries().has(id))).toEqual([]);
    expect(acknowledged.filter((id) => !late.entries().has(id))).toEqual([]);
  });
});

describe('faults of the shared services mid-night', () => {
  it('PostgreSQL restarted: updates are refused while it is down, never acknowledged, and the phone catches up', async () => {
    const { share, creator } = await sharedNight(servers[1]!.url);
    const watcher = connect(servers[2]!.url, share.name, tokenFor(share.viewer));
    await until('the watcher is synced', () => watcher.provider.isSynced);
    const before = entry('n1');
    addEntry(creator, before);
    await until('the watcher sees the first entry', () =>
      watcher.entries().has(before.id as string),
    );
    postgres.stop('fast');
    const during = entry('n1');
    addEntry(creator, during);
    // Offline with one to send: what "offline · 1 to send" on a phone's screen reads.
    await until('the writer is refused and waits', () => !creator.provider.isSynced);
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(creator.provider.unsyncedChanges).toBeGreaterThan(0);
    expect(creator.provider.isSynced).toBe(false);
    // Never acknowledged, so never relayed: no phone holds what no store holds.
    expect(watcher.entries().has(during.id as string)).toBe(false);
    postgres.start();
    await until('the writer has sent everything', () => settled(creator));
    await until('the watcher catches up', () => watcher.entries().has(during.id as string));
    const late = connect(balancer.url, share.name, tokenFor(share.scorer));
    await until('a late phone is synced', () => settled(late));
    expect(hasAll(late, [before.id as string, during.id as string])).toBe(true);
  });

  it('Redis restarted: the processes resubscribe and catch up; no entry is lost', async () => {
    const { share, creator } = await sharedNight(servers[0]!.url);
    const other = connect(servers[1]!.url, share.name, tokenFor(share.scorer));
    const viewer = connect(servers[2]!.url, share.name, tokenFor(share.viewer));
    await until('all synced', () => settled(other) && viewer.provider.isSynced);
    await redis.stop();
    const during = entry('n1');
    addEntry(creator, during);
    // Stored (PostgreSQL is up), so acknowledged, though no other process heard of it.
    await until('the writer has sent it', () => settled(creator));
    redis = await startRedis(REDIS_PORT);
    await until(
      'the phones on the other processes get the entry written while Redis was away',
      () => other.entries().has(during.id as string) && viewer.entries().has(during.id as string),
      30_000,
    );
    const after = entry('n1');
    addEntry(other, after);
    await until('a new entry is relayed again', () => creator.entries().has(after.id as string));
    const fresh = newShare().viewer;
    creator.provider.sendStateless(
      JSON.stringify({ type: 'rotate', role: 'viewer', hash: sha256(fresh) }),
    );
    await until('a revocation reaches the other processes again', () =>
      viewer.refusals.includes('revoked'),
    );
  });
});
