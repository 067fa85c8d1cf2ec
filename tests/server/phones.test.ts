// What phones believe (issue 26, item 5): only the server speaks on the
// stateless channel, and "N phones" is the server's own count.
// - A raw client (Hocuspocus frames by hand) asks the server to relay a forged
//   `have` or `rotated` (BroadcastStateless, type 6): its connection is closed
//   and the honest phone on the night receives nothing of it.
// - Every phone gets `{"type":"phones","count":N}` from the server as phones
//   connect and leave, within a second of a reconnect; behind Redis the count
//   is the night's total over both processes.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { BROADCAST_STATELESS, frameType } from '../../server/phones';
import { sumFresh } from '../../server/phones-redis';
import { startTestServer, type TestServer } from './support/in-process';
import {
  newShare,
  PhoneRegistry,
  settled,
  tokenFor,
  until,
  type Phone,
  type Share,
} from './support/phones';
import { startRedis, type TestRedis } from './support/redis';
import { startServerProcess, tempDataDir, type ServerProcess } from './support/server-process';

const PORT = 4552;
const REDIS_PORT = 4553;
const REDIS_SERVER_PORTS = [4554, 4555] as const;
const phones = new PhoneRegistry();
let server: TestServer;

/** lib0's unsigned varint and length-prefixed string, as Hocuspocus frames them. */
function varUint(value: number): number[] {
  const out: number[] = [];
  while (value > 0x7f) {
    out.push((value & 0x7f) | 0x80);
    value = Math.floor(value / 128);
  }
  out.push(value);
  return out;
}
const varString = (text: string): number[] => {
  const bytes = [...new TextEncoder().encode(text)];
  return [...varUint(bytes.length), ...bytes];
};
const frame = (name: string, ...parts: number[][]): Buffer =>
  Buffer.from([...varString(name), ...parts.flat()]);

const AUTH = 2;
const AUTH_TOKEN = 0;
const AUTHENTICATED = 2;

/** A raw client authenticated on the night; resolves with its socket and the close reason to come. */
async function rawClient(
  url: string,
  share: Share,
  token: string,
): Promise<{ socket: WebSocket; closed: Promise<string> }> {
  const socket = new WebSocket(`${url.replace(/^http/, 'ws')}/sync`);
  const messages: Buffer[] = [];
  const closes: string[] = [];
  socket.on('message', (data: Buffer) => {
    messages.push(data);
    // A close message (type 7) names the reason as its payload.
    if (frameType(data) === 7) closes.push(data.toString('utf8'));
  });
  await new Promise((resolve) => socket.once('open', resolve));
  socket.send(frame(share.name, [AUTH], [AUTH_TOKEN], varString(token)));
  await until('authenticated', () =>
    messages.some((m) => frameType(m) === AUTH && m.at(-1) !== undefined),
  );
  const auth = messages.find((m) => frameType(m) === AUTH)!;
  expect(auth[share.name.length + 2]).toBe(AUTHENTICATED);
  const closed = new Promise<string>((resolve) => {
    const check = setInterval(() => {
      const reason = closes.find((c) => c.includes('malformed'));
      if (reason !== undefined || socket.readyState === WebSocket.CLOSED) {
        clearInterval(check);
        resolve(reason ?? 'socket closed');
      }
    }, 20);
  });
  return { socket, closed };
}

beforeAll(async () => {
  server = await startTestServer(PORT, {}, tempDataDir('phones'));
});

afterAll(async () => {
  phones.destroyAll();
  await server.close();
});

describe('the stateless channel is the server’s own', () => {
  it('reads the message type after the document name', () => {
    expect(frameType(frame('night-x', [BROADCAST_STATELESS], varString('{}')))).toBe(6);
    expect(frameType(frame('night-x', [0], [0]))).toBe(0);
    expect(frameType(Buffer.from([9, 1, 2]))).toBeUndefined();
    expect(frameType(Buffer.from([]))).toBeUndefined();
  });

  it('a client asking to relay a forged have or rotated is closed; the honest phone hears nothing', async () => {
    const share = newShare();
    const honest = phones.connect(server.url, share.name, tokenFor(share.scorer, share));
    await until('the honest phone is synced', () => settled(honest));
    for (const forged of [
      JSON.stringify({ type: 'have', ids: ['e-1', 'e-2'] }),
      JSON.stringify({ type: 'rotated', role: 'viewer' }),
      JSON.stringify({ type: 'phones', count: 43 }),
    ]) {
      for (const secret of [share.scorer, share.viewer]) {
        const raw = await rawClient(server.url, share, tokenFor(secret));
        raw.socket.send(frame(share.name, [BROADCAST_STATELESS], varString(forged)));
        expect(await raw.closed).toContain('malformed');
        raw.socket.close();
      }
    }
    // A question the honest phone asks still gets the server's own answer, and only that.
    honest.provider.sendStateless(JSON.stringify({ type: 'have?', ids: ['e-1'] }));
    await until('the answer', () => honest.stateless.length > 0);
    expect(honest.stateless).toEqual([JSON.stringify({ type: 'have', ids: [] })]);
    expect(honest.counts).not.toContain(43);
    expect(honest.refusals).toEqual([]);
  });
});

describe('"N phones" is the server’s count', () => {
  const last = (p: Phone): number | undefined => p.counts.at(-1);

  it('counts connections as they come and go, at once after a reconnect', async () => {
    const share = newShare();
    const a = phones.connect(server.url, share.name, tokenFor(share.scorer, share));
    await until('A counts 1', () => last(a) === 1);
    const b = phones.connect(server.url, share.name, tokenFor(share.scorer));
    const v = phones.connect(server.url, share.name, tokenFor(share.viewer));
    await until('all count 3', () => [a, b, v].every((p) => last(p) === 3));
    v.destroy();
    await until('A and B count 2', () => last(a) === 2 && last(b) === 2);
    b.socket.disconnect();
    await until('A counts 1', () => last(a) === 1);
    const dropped = b.counts.length;
    await b.socket.connect();
    // Within a second of the reconnect, both say 2 (the bug was ~8 s of "1 phone").
    const back = Date.now();
    await until('both count 2 again', () => last(a) === 2 && b.counts.length > dropped, 1000);
    expect(last(b)).toBe(2);
    expect(Date.now() - back).toBeLessThan(1000);
  });
});

describe('"N phones" behind one Redis', () => {
  let redis: TestRedis | undefined;
  let servers: ServerProcess[] = [];

  afterAll(async () => {
    phones.destroyAll();
    for (const s of servers) await s.kill('SIGTERM');
    await redis?.stop();
  });

  it('sums fresh counts only (a process that died stops counting)', () => {
    const now = 1_000_000;
    expect(sumFresh({ a: `2:${now - 1000}`, b: `1:${now - 29_000}` }, now)).toBe(3);
    expect(sumFresh({ a: `2:${now}`, dead: `5:${now - 31_000}`, bad: 'x:y' }, now)).toBe(2);
  });

  it('a phone on each process sees the night’s total', async () => {
    redis = await startRedis(REDIS_PORT);
    const env = { RENONC_DATA: tempDataDir('phones-redis'), REDIS_URL: redis.url };
    servers = await Promise.all(REDIS_SERVER_PORTS.map((port) => startServerProcess(port, env)));
    const [one, two] = servers as [ServerProcess, ServerProcess];
    const share = newShare();
    const a = phones.connect(one.url, share.name, tokenFor(share.scorer, share));
    await until('A is synced', () => settled(a));
    const b = phones.connect(two.url, share.name, tokenFor(share.scorer));
    const c = phones.connect(two.url, share.name, tokenFor(share.viewer));
    await until('all count 3', () => [a, b, c].every((p) => p.counts.at(-1) === 3));
    c.destroy();
    await until('A, on the other process, counts 2', () => a.counts.at(-1) === 2);
    expect(b.counts.at(-1)).toBe(2);
  });
});
