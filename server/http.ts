// One Node HTTP server on one port: the built PWA through sirv (index.html for
// every app route) and the Hocuspocus WebSocket at /sync. In sync-only mode
// (a club's sync host) the port answers only /sync and a short text at /.
// Both modes answer /healthz, and no socket's error reaches the process: a
// bad frame closes that one connection (SYNC-PROTOCOL.md "Frames").
import { existsSync, readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { join } from 'node:path';
import sirv from 'sirv';
import type { Duplex } from 'node:stream';
import { WebSocketServer } from 'ws';
import { addressOf } from './address-limits';
import type { ServerConfig } from './config';
import { cacheControl, headerCspOf, HEADER_CSP, setSecurityHeaders } from './headers';
import type { SyncEndpoint } from './sync';

export const SYNC_PATH = '/sync';
export const HEALTH_PATH = '/healthz';

/**
 * Room for a message's framing around its update: the night's name (≤ 255
 * bytes in SQLite), the message and sync types and the update's length.
 */
export const FRAME_OVERHEAD = 1024;

type Handler = (request: IncomingMessage, response: ServerResponse) => void;

function staticHandler(distDir: string): Handler {
  if (!existsSync(join(distDir, 'index.html'))) {
    throw new Error(`${distDir} has no index.html: run \`npm run build\` first.`);
  }
  // The build writes a brotli and a gzip copy beside every text file
  // (scripts/precompress.ts): sirv picks one by Accept-Encoding, sets
  // `Vary: Accept-Encoding`, and sends the plain file to a client that asks
  // for neither. Each copy has its own ETag (size and time), so a cache never
  // takes one encoding's 304 for another's.
  const serve = sirv(distDir, {
    single: true,
    etag: true,
    dotfiles: false,
    brotli: true,
    gzip: true,
    setHeaders: (response, pathname) => response.setHeader('Cache-Control', cacheControl(pathname)),
  });
  return (request, response) => {
    // Also on a 304, which sirv answers before it sets any header.
    response.setHeader('Vary', 'Accept-Encoding');
    serve(request, response, () => {
      response.statusCode = 404;
      response.setHeader('Cache-Control', 'no-cache');
      response.setHeader('Content-Type', 'text/plain; charset=utf-8');
      response.end('Not found\n');
    });
  };
}

function syncOnlyHandler(): Handler {
  return (_request, response) => {
    response.setHeader('Content-Type', 'text/plain; charset=utf-8');
    response.setHeader('Cache-Control', 'no-cache');
    response.end(`Renonc sync server: connect phones to ${SYNC_PATH}\n`);
  };
}

function healthHandler(sync: SyncEndpoint): Handler {
  return (_request, response) => {
    const state = sync.health.current();
    response.statusCode = state.ok ? 200 : 503;
    response.setHeader('Content-Type', 'application/json');
    response.setHeader('Cache-Control', 'no-store');
    response.end(`${JSON.stringify(state)}\n`);
  };
}

/** Answers an upgrade it will not take and closes the socket. */
function refuseUpgrade(socket: Duplex, status: string, reason: string): void {
  socket.end(
    `HTTP/1.1 ${status}\r\nConnection: close\r\nContent-Type: text/plain\r\n\r\n${reason}\n`,
  );
}

export function createHttpServer(config: ServerConfig, sync: SyncEndpoint): Server {
  const handle = config.distDir ? staticHandler(config.distDir) : syncOnlyHandler();
  const health = healthHandler(sync);
  const csp = config.distDir
    ? headerCspOf(readFileSync(join(config.distDir, 'index.html'), 'utf8'))
    : HEADER_CSP;
  const server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://localhost').pathname;
    setSecurityHeaders(response, csp, path);
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      response.statusCode = 405;
      response.setHeader('Allow', 'GET, HEAD');
      response.end();
      return;
    }
    (path === HEALTH_PATH ? health : handle)(request, response);
  });
  // The largest message a phone may send is a catch-up update plus its framing;
  // ws closes a socket whose frame is larger (1009) before buffering it. No
  // compression: a small frame must not inflate into a large message.
  const sockets = new WebSocketServer({
    noServer: true,
    maxPayload: config.limits.maxCatchUpBytes + FRAME_OVERHEAD,
    perMessageDeflate: false,
  });
  server.on('upgrade', (request, socket, head) => {
    // A client that resets mid-handshake makes the socket emit 'error'; unheard, it stops the process.
    socket.on('error', () => socket.destroy());
    const path = new URL(request.url ?? '/', 'http://localhost').pathname;
    if (path !== SYNC_PATH) {
      refuseUpgrade(socket, '404 Not Found', 'not found');
      return;
    }
    const address = addressOf(request, config.trustProxy);
    if (!sync.addresses.open(address)) {
      refuseUpgrade(socket, '429 Too Many Requests', 'rate-limited');
      return;
    }
    socket.once('close', () => sync.addresses.closed(address));
    sockets.handleUpgrade(request, socket, head, (ws) => {
      // ws reports a bad frame (mask, RSV bits, opcode, size, UTF-8) as 'error'
      // and closes the socket itself (1002/1007/1009); without a listener the
      // error would be thrown and stop the process (issue 26, item 1).
      ws.on('error', () => undefined);
      sync.gate.attach(ws);
      sync.hocuspocus.handleConnection(ws, request);
    });
  });
  server.on('close', () => sockets.close());
  socketServers.set(server, sockets);
  return server;
}

const socketServers = new WeakMap<Server, WebSocketServer>();

/**
 * Ends every WebSocket of the server at once. On stop, Hocuspocus only sends
 * its close message; a client that never closes its socket (a hostile one)
 * would hold the HTTP server's close open for ever.
 */
export function terminateSockets(server: Server): void {
  for (const ws of socketServers.get(server)?.clients ?? []) ws.terminate();
}
