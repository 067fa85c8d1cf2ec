// Two server processes on one data folder behind the test's own Redis, started
// before a describe block's tests and stopped after them (the stored-equals-
// live suites of nights and clubs).
import { afterAll, beforeAll } from 'vitest';
import { startRedis, type TestRedis } from './redis';
import { startServerProcess, type ServerProcess } from './server-process';

/** Registers the hooks; `processes()` are the running pair once the tests run. */
export function redisPair(
  redisPort: number,
  ports: readonly number[],
  dataDir: string,
  env: Record<string, string> = {},
): { processes: () => readonly ServerProcess[] } {
  let redis: TestRedis | undefined;
  let pair: ServerProcess[] = [];
  beforeAll(async () => {
    redis = await startRedis(redisPort);
    const all = { RENONC_DATA: dataDir, REDIS_URL: redis.url, ...env };
    pair = await Promise.all(ports.map((port) => startServerProcess(port, all)));
  });
  afterAll(async () => {
    for (const p of pair) await p.kill('SIGTERM');
    await redis?.stop();
  });
  return { processes: () => pair };
}
