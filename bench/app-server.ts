// The app as `npm start` serves it (server/start.ts: sirv with the build's
// brotli/gzip copies, the real headers) for the benches that time a user's
// wait (usable.bench.ts, lighthouse.bench.ts), behind a small TCP proxy that
// counts the bytes the server sends: "bytes over the wire", headers and
// service-worker precache included. Loopback only; the data folder is a
// temporary one.
import { mkdtempSync, rmSync } from 'node:fs';
import { createConnection, createServer, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { readConfig } from '../server/config';
import { startServer } from '../server/start';

/** The benches' own ports (issue 31): the server, and its counting proxy one above. */
export const APP_BENCH_PORT = Number(process.env.RENONC_APP_BENCH_PORT ?? 4742);

export interface AppServer {
  /** The proxy's address: what the browser loads. */
  readonly base: string;
  /** Bytes the server sent through the proxy since the last reset. */
  readonly sent: () => number;
  readonly reset: () => void;
  readonly close: () => Promise<void>;
}

export async function startApp(dist: string, port = APP_BENCH_PORT): Promise<AppServer> {
  const data = mkdtempSync(join(tmpdir(), 'renonc-bench-data-'));
  const env = { HOST: '127.0.0.1', PORT: String(port), RENONC_DATA: data };
  const app = await startServer(readConfig({ ...env, RENONC_DIST: resolve(dist) }, []));
  let sent = 0;
  const sockets = new Set<Socket>();
  const proxy = createServer((client) => {
    const upstream = createConnection(port, '127.0.0.1');
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
      socket.on('error', () => {
        client.destroy();
        upstream.destroy();
      });
    }
    upstream.on('data', (chunk: Buffer) => {
      sent += chunk.length;
    });
    client.pipe(upstream);
    upstream.pipe(client);
  });
  await new Promise<void>((done) => proxy.listen(port + 1, '127.0.0.1', done));
  return {
    // "localhost", not 127.0.0.1: a secure context, as the app's service worker needs.
    base: `http://localhost:${port + 1}`,
    sent: () => sent,
    reset: () => {
      sent = 0;
    },
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((done) => proxy.close(() => done()));
      await app.close();
      rmSync(data, { recursive: true, force: true });
    },
  };
}
