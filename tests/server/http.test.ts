// The HTTP side of `npm start`: the built PWA with SPA- and PWA-correct caching,
// the CSP header (equal to index.html's meta policy, plus frame-ancestors), and
// the WebSocket only at /sync. A small stand-in for dist/ keeps this fast.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { readConfig } from '../../server/config';
import { HEADER_CSP, headerCspOf, META_CSP } from '../../server/headers';
import { startServer, type RunningServer } from '../../server/start';
import { tempDataDir } from './support/server-process';

const PORT = 4351;
const SYNC_ONLY_PORT = 4352;
let app: RunningServer;
let syncOnly: RunningServer;

function fakeDist(): string {
  const dir = tempDataDir('dist');
  mkdirSync(join(dir, 'assets'));
  mkdirSync(join(dir, '.vite'));
  writeFileSync(join(dir, 'index.html'), '<!doctype html><title>Renonc</title>');
  writeFileSync(join(dir, 'sw.js'), 'self.addEventListener("fetch", () => {});');
  writeFileSync(join(dir, 'workbox-2fbc6a65.js'), '/* workbox */');
  writeFileSync(join(dir, 'assets', 'index-BbCDVXLK.js'), 'console.log(1);');
  writeFileSync(join(dir, '.vite', 'manifest.json'), '{}');
  return dir;
}

beforeAll(async () => {
  const env = { HOST: '127.0.0.1', RENONC_DATA: tempDataDir('http') };
  app = await startServer(readConfig({ ...env, PORT: String(PORT), RENONC_DIST: fakeDist() }, []));
  syncOnly = await startServer(
    readConfig({ ...env, PORT: String(SYNC_ONLY_PORT) }, ['--sync-only']),
  );
});

afterAll(async () => {
  await Promise.all([app.close(), syncOnly.close()]);
});

const get = (server: RunningServer, path: string): Promise<Response> =>
  fetch(`${server.url}${path}`);

function upgrade(server: RunningServer, path: string): Promise<'open' | 'refused'> {
  return new Promise((resolve) => {
    const socket = new WebSocket(`${server.url.replace('http', 'ws')}${path}`);
    socket.once('open', () => {
      socket.close();
      resolve('open');
    });
    socket.once('error', () => resolve('refused'));
  });
}

describe('npm start serves the app', () => {
  it('index.html and app routes revalidate every time, with the CSP header', async () => {
    for (const path of ['/', '/index.html', '/night/42', '/settings']) {
      const response = await get(app, path);
      expect(response.status).toBe(200);
      expect(await response.text()).toContain('<title>Renonc</title>');
      expect(response.headers.get('cache-control')).toBe('no-cache');
      expect(response.headers.get('content-security-policy')).toBe(HEADER_CSP);
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    }
  });

  it('the service worker is never cached long; hashed files are immutable', async () => {
    const sw = await get(app, '/sw.js');
    expect(sw.status).toBe(200);
    expect(sw.headers.get('cache-control')).toBe('no-cache');
    expect(sw.headers.get('content-type')).toMatch(/javascript/);
    for (const path of ['/assets/index-BbCDVXLK.js', '/workbox-2fbc6a65.js']) {
      const response = await get(app, path);
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      // The document's policies are not a script's: only what applies to it.
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('content-security-policy')).toBeNull();
    }
    expect(sw.headers.get('content-security-policy')).toBe(HEADER_CSP);
  });

  it('a missing file is a 404, not the app; build internals and other methods are refused', async () => {
    expect((await get(app, '/assets/gone-12345678.js')).status).toBe(404);
    expect((await get(app, '/.vite/manifest.json')).status).not.toBe(200);
    expect((await fetch(`${app.url}/`, { method: 'POST' })).status).toBe(405);
  });

  it('the WebSocket answers at /sync only', async () => {
    expect(await upgrade(app, '/sync')).toBe('open');
    expect(await upgrade(app, '/')).toBe('refused');
    expect(await upgrade(app, '/sync/other')).toBe('refused');
  });

  it('the CSP header is index.html’s meta policy and allows connections to this origin only', () => {
    const html = readFileSync('index.html', 'utf8');
    const meta = html.match(/http-equiv="Content-Security-Policy"\s+content="([^"]+)"/)?.[1];
    expect(meta).toBe(META_CSP);
    expect(HEADER_CSP).toBe(`${META_CSP}; frame-ancestors 'none'`);
    expect(HEADER_CSP).toMatch(/connect-src 'self';/);
    expect(HEADER_CSP).not.toMatch(/ws:|wss:|\*|unsafe/);
  });

  it("a build's policy with the inline boot script's and stylesheet's hashes, and nothing else", () => {
    const meta = (policy: string) =>
      `<meta http-equiv="Content-Security-Policy" content="${policy}" />`;
    const hashed = META_CSP.replace(
      "script-src 'self'",
      "script-src 'self' 'sha256-ab+/c='",
    ).replace("style-src 'self'", "style-src 'self' 'sha256-Zz9='");
    expect(headerCspOf(meta(hashed))).toBe(`${hashed}; frame-ancestors 'none'`);
    expect(headerCspOf(undefined)).toBe(HEADER_CSP);
    expect(headerCspOf('<title>Renonc</title>')).toBe(HEADER_CSP);
    // Anything wider than hashes is not taken from the file.
    const wider = META_CSP.replace("script-src 'self'", "script-src 'self' 'unsafe-inline'");
    expect(headerCspOf(meta(wider))).toBe(HEADER_CSP);
    expect(headerCspOf(meta(`${META_CSP}; script-src *`))).toBe(HEADER_CSP);
  });
});

describe('npm run sync-server', () => {
  it('serves the sync endpoint and no app', async () => {
    const response = await get(syncOnly, '/');
    expect(await response.text()).toMatch(/Renonc sync server/);
    expect((await get(syncOnly, '/index.html')).headers.get('content-type')).toMatch(/text\/plain/);
    expect(await upgrade(syncOnly, '/sync')).toBe('open');
  });
});
