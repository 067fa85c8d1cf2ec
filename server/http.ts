// One Node HTTP server on one port: the built PWA through sirv (index.html for
// every app route) and the Hocuspocus WebSocket at /sync. In sync-only mode
// (a club's sync host) the port answers only /sync and a short text at /.
import { existsSync, readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { join } from 'node:path';
import sirv from 'sirv';
import { WebSocketServer } from 'ws';
import type { ServerConfig } from './config';
import { cacheControl, headerCspOf, HEADER_CSP, setSecurityHeaders } from './headers';
import type { SyncEndpoint } from './sync';

export const SYNC_PATH = '/sync';

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

export function createHttpServer(config: ServerConfig, sync: SyncEndpoint): Server {
  const handle = config.distDir ? staticHandler(config.distDir) : syncOnlyHandler();
  const csp = config.distDir
    ? headerCspOf(readFileSync(join(config.distDir, 'index.html'), 'utf8'))
    : HEADER_CSP;
  const server = createServer((request, response) => {
    setSecurityHeaders(response, csp);
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      response.statusCode = 405;
      response.setHeader('Allow', 'GET, HEAD');
      response.end();
      return;
    }
    handle(request, response);
  });
  // The largest message a phone may send: a catch-up update plus its framing.
  const sockets = new WebSocketServer({
    noServer: true,
    maxPayload: config.limits.maxCatchUpBytes + 1024,
  });
  server.on('upgrade', (request, socket, head) => {
    const path = new URL(request.url ?? '/', 'http://localhost').pathname;
    if (path !== SYNC_PATH) {
      socket.end('HTTP/1.1 404 Not Found\r\nConnection: close\r\n\r\n');
      return;
    }
    sockets.handleUpgrade(request, socket, head, (ws) => {
      sync.hocuspocus.handleConnection(ws, request);
    });
  });
  server.on('close', () => sockets.close());
  return server;
}
