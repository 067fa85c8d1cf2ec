// A tiny static server over a copy of dist/, so a test can "deploy" a new
// version while a page is open: a changed service worker, or a whole other
// build in place of the first (its files only: the old chunks are gone, as on
// a host that replaces the folder). A missing file answers 404; only paths
// without an extension fall back to index.html (the app's own routes).
import {
  cpSync,
  existsSync,
  mkdtempSync,
  readdirSync,
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
  /** Replaces everything served with the files of another build. */
  deployBuild(from: string): void;
  close(): Promise<void>;
}

/** port 0: any free port (the page's origin, and so its service worker, is then new too). */
export async function serveCopyOfDist(port: number): Promise<Deployment> {
  const dir = mkdtempSync(join(tmpdir(), 'renonc-deploy-'));
  cpSync(E2E_DIST, dir, { recursive: true });
  const server: Server = createServer((request, response) => {
    const path = normalize(decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname));
    let file = join(dir, path);
    if (!file.startsWith(dir) || !existsSync(file) || statSync(file).isDirectory()) {
      if (extname(path) !== '') {
        response.statusCode = 404;
        response.end();
        return;
      }
      file = join(dir, 'index.html');
    }
    response.setHeader('Content-Type', TYPES[extname(file)] ?? 'application/octet-stream');
    response.setHeader('Cache-Control', 'no-cache');
    response.end(readFileSync(file));
  });
  await new Promise<void>((resolve) => server.listen(port, 'localhost', resolve));
  const address = server.address();
  const bound = typeof address === 'object' && address !== null ? address.port : port;
  return {
    url: `http://localhost:${bound}`,
    dir,
    deployNewVersion(label) {
      const sw = join(dir, 'sw.js');
      const content = readFileSync(sw, 'utf8');
      writeFileSync(sw, `${content}\n// deployed: ${label}\n`);
    },
    deployBuild(from) {
      for (const entry of readdirSync(dir))
        rmSync(join(dir, entry), { recursive: true, force: true });
      cpSync(from, dir, { recursive: true });
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
