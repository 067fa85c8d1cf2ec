// Two server processes behind one Redis (Hocuspocus's Redis extension) serve the
// same night: a phone on each sees every entry, and a revocation on one closes
// the revoked phones on the other. Redis is Debian's redis-server on loopback.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sha256 } from '../../server/shares';
import {
  addEntry,
  PhoneRegistry,
  entry,
  newShare,
  settled,
  tokenFor,
  until,
  type Phone,
} from './support/phones';
import { startRedis, type TestRedis } from './support/redis';
import { startServerProcess, tempDataDir, type ServerProcess } from './support/server-process';

const REDIS_PORT = 4341;
const PORTS = [4342, 4343] as const;
let redis: TestRedis;
let servers: ServerProcess[] = [];
const phones = new PhoneRegistry();

const phone = (server: ServerProcess, name: string, token: string): Phone =>
  phones.connect(server.url, name, token);

beforeAll(async () => {
  redis = await startRedis(REDIS_PORT);
  // Processes behind one Redis share one data folder (README): one file of share hashes.
  const dataDir = tempDataDir('redis');
  const env = { RENONC_DATA: dataDir, REDIS_URL: redis.url };
  servers = await Promise.all(PORTS.map((port) => startServerProcess(port, env)));
});

afterAll(async () => {
  phones.destroyAll();
  for (const s of servers) await s.kill('SIGTERM');
  await redis?.stop();
});

describe('two server processes with one Redis', () => {
  it('a phone on each sees every entry of both', async () => {
    const [one, two] = servers as [ServerProcess, ServerProcess];
    const share = newShare();
    const a = phone(one, share.name, tokenFor(share.scorer, share));
    await until('A is synced', () => settled(a));
    const b = phone(two, share.name, tokenFor(share.scorer));
    await until('B is synced', () => settled(b));
    const fromA = Array.from({ length: 10 }, () => entry('n1'));
    const fromB = Array.from({ length: 10 }, () => entry('n1'));
    for (let i = 0; i < 10; i++) {
      addEntry(a, fromA[i]!);
      addEntry(b, fromB[i]!);
    }
    const all = [...fromA, ...fromB].map((e) => e.id as string);
    await until('both phones have all 20', () =>
      all.every((id) => a.entries().has(id) && b.entries().has(id)),
    );
    expect(a.entries().size).toBe(20);
    expect(b.entries().toJSON()).toEqual(a.entries().toJSON());
    expect(a.refusals).toEqual([]);
    expect(b.refusals).toEqual([]);
  });

  it('revoking on one process closes the old viewer on the other', async () => {
    const [one, two] = servers as [ServerProcess, ServerProcess];
    const share = newShare();
    const scorer = phone(one, share.name, tokenFor(share.scorer, share));
    await until('the scorer is synced', () => settled(scorer));
    const viewer = phone(two, share.name, tokenFor(share.viewer));
    await until('the viewer is synced', () => viewer.provider.isSynced);
    const fresh = newShare().viewer;
    scorer.provider.sendStateless(
      JSON.stringify({ type: 'rotate', role: 'viewer', hash: sha256(fresh) }),
    );
    await until('the viewer on the other process is closed', () =>
      viewer.refusals.includes('revoked'),
    );
    const newViewer = phone(two, share.name, tokenFor(fresh));
    await until('the new viewer is synced', () => newViewer.provider.isSynced);
    expect(newViewer.refusals).toEqual([]);
  });
});
