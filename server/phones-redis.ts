// "N phones" across processes behind one Redis (./phones.ts): each process
// keeps its count of a night's connections in a Redis hash (field: process,
// value: count and when it was written, refreshed every 10 s) and announces
// a change on a channel; every process holding the night then sends the sum
// to its own phones. A process that dies without a word stops counting
// 30 s later, when its last write is no longer fresh.
import { Redis as IORedis } from 'ioredis';
import type { PhoneCounter, PhoneTotals } from './phones';

const CHANNEL = 'renonc:phones';
const FRESH_MS = 30_000;
const REFRESH_MS = 10_000;

const keyOf = (name: string): string => `renonc:phones:${name}`;

/** The sum of the fresh counts in a night's hash (`count:writtenAt` per process). */
export function sumFresh(fields: Record<string, string>, now: number): number {
  let total = 0;
  for (const value of Object.values(fields)) {
    const [count, at] = value.split(':').map(Number);
    if (Number.isSafeInteger(count) && now - (at ?? 0) < FRESH_MS) total += count!;
  }
  return total;
}

export interface RedisPhoneTotals extends PhoneTotals {
  close(): Promise<void>;
}

export async function redisPhoneTotals(
  url: string,
  self: string,
  counter: () => PhoneCounter,
  names: () => Iterable<string>,
): Promise<RedisPhoneTotals> {
  const pub = new IORedis(url, { lazyConnect: true });
  const sub = new IORedis(url, { lazyConnect: true });
  await Promise.all([pub.connect(), sub.connect()]);
  const write = async (name: string, local: number): Promise<void> => {
    if (local === 0) {
      await pub.hdel(keyOf(name), self);
      return;
    }
    await pub.hset(keyOf(name), self, `${local}:${Date.now()}`);
    await pub.pexpire(keyOf(name), FRESH_MS * 4);
  };
  sub.on('message', (_channel: string, name: string) => {
    const local = counter().local(name);
    if (local === 0) return;
    pub
      .hgetall(keyOf(name))
      .then((fields) => counter().send(name, Math.max(local, sumFresh(fields, Date.now()))))
      .catch(() => counter().send(name, local));
  });
  await sub.subscribe(CHANNEL);
  const refresh = setInterval(() => {
    for (const name of names()) {
      const local = counter().local(name);
      if (local > 0) write(name, local).catch(() => undefined);
    }
  }, REFRESH_MS);
  return {
    report: async (name, local) => {
      await write(name, local);
      await pub.publish(CHANNEL, name);
    },
    close: async () => {
      clearInterval(refresh);
      await Promise.all([...names()].map((name) => pub.hdel(keyOf(name), self)));
      await Promise.all([pub.quit(), sub.quit()]);
    },
  };
}
