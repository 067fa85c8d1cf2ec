// The static server of the A/B benches (first-text-ab.ts, diag-cold.ts): one
// port, and the build it serves switched between runs, so both builds get
// the same origin (one service worker scope, one storage) and the same load.
// vite preview's headers (no-cache); unknown paths fall back to index.html.
import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, normalize } from 'node:path';

const TYPES: Record<string, string> = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.webmanifest': 'application/manifest+json',
  '.json': 'application/json',
};

export interface DistServer {
  /** Serves `dist` from the next request on. */
  readonly use: (dist: string) => void;
  readonly close: () => void;
}

export async function serveDists(port: number, first: string): Promise<DistServer> {
  let root = first;
  const server = createServer((req, res) => {
    const path = normalize(decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname));
    let file = join(root, path);
    if (!existsSync(file) || statSync(file).isDirectory()) file = join(root, 'index.html');
    res.writeHead(200, {
      'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream',
      'Cache-Control': 'no-cache',
    });
    createReadStream(file).pipe(res);
  });
  await new Promise<void>((resolve) => server.listen(port, 'localhost', resolve));
  return {
    use: (dist) => {
      root = dist;
    },
    close: () => server.close(),
  };
}
