// A tiny static server over a copy of dist/, so a test can "deploy" a new
// version (change the service worker) while a page is open.
import {
  cpSync,
  existsSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { extname, join, normalize } from 'node:path';
import { E2E_DIST } from './chromium';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.png': 'image/png',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
};

export interface Deployment {
  readonly url: string;
  readonly dir: string;
  /** Writes a changed service worker: what a new deploy looks like to the browser. */
  deployNewVersion(label: string): void;
  close(): Promise<void>;
}

export async function serveCopyOfDist(port: number): Promise<Deployment> {
  const dir = mkdtempSync(join(tmpdir(), 'renonc-deploy-'));
  cpSync(E2E_DIST, dir, { recursive: true });
  const server: Server = createServer((request, response) => {
    const path = normalize(decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname));
    let file = join(dir, path);
    if (!file.startsWith(dir) || !existsSync(file) || statSync(file).isDirectory()) {
      file = join(dir, 'index.html');
    }
    response.setHeader('Content-Type', TYPES[extname(file)] ?? 'application/octet-stream');
    response.setHeader('Cache-Control', 'no-cache');
    response.end(readFileSync(file));
  });
  await new Promise<void>((resolve) => server.listen(port, 'localhost', resolve));
  return {
    url: `http://localhost:${port}`,
    dir,
    deployNewVersion(label) {
      const sw = join(dir, 'sw.js');
      const content = readFileSync(sw, 'utf8');
      writeFileSync(sw, `${content}\n// deployed: ${label}\n`);
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => {
          rmSync(dir, { recursive: true, force: true });
          resolve();
        });
        server.closeAllConnections();
      }),
  };
}
