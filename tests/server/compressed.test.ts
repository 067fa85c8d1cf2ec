// `npm start` hands out the build's precompressed copies (scripts/precompress.ts):
// brotli or gzip as the client's Accept-Encoding allows, each decompressing to
// the very bytes of its source, with `Vary: Accept-Encoding` and the usual
// cache headers; a client that sends no Accept-Encoding (or only `identity`)
// gets every file plain. Node's http client sends no Accept-Encoding of its
// own and never decompresses, so what is asserted is what went over the wire.
import { mkdirSync, writeFileSync } from 'node:fs';
import { get as httpGet, type IncomingHttpHeaders } from 'node:http';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readConfig } from '../../server/config';
import { startServer, type RunningServer } from '../../server/start';
import { precompressDir } from '../../scripts/precompress';
import { tempDataDir } from './support/server-process';

const PORT = 4740;
let app: RunningServer;

/** Text that compresses, like a real chunk: repeated but not trivially. */
const text = (label: string, lines: number): string =>
  Array.from({ length: lines }, (_, i) => `export const ${label}${i} = "${label}-${i * 7919}";`)
    .join('\n')
    .concat('\n');

const FILES: Record<string, string | Buffer> = {
  'index.html': `<!doctype html><title>Renonc</title>\n${text('html', 40)}`,
  'sw.js': text('sw', 60),
  'workbox-2fbc6a65.js': text('workbox', 80),
  'assets/index-BbCDVXLK.js': text('entry', 200),
  'assets/index-Cq1mXx2Z.css': `.a{color:red}\n`.repeat(100),
  'manifest-Ab12Cd34.webmanifest': JSON.stringify({ name: 'Renonc', icons: [] }).repeat(40),
  // Under MIN_BYTES: no copies (they would be larger), always plain.
  'assets/tiny-Ab12Cd34.js': 'export const a = 1;\n',
  'icons/icon.svg': `<svg xmlns="http://www.w3.org/2000/svg">${'<g/>'.repeat(300)}</svg>`,
  // Compressed already: served as it is, whatever the client accepts.
  'icons/icon-192.png': Buffer.from([0x89, 0x50, 0x4e, 0x47, 1, 2, 3, 4, 5, 6, 7, 8]),
};

function fakeDist(): string {
  const dir = tempDataDir('dist-compressed');
  for (const [file, body] of Object.entries(FILES)) {
    mkdirSync(join(dir, file, '..'), { recursive: true });
    writeFileSync(join(dir, file), body);
  }
  precompressDir(dir);
  return dir;
}

interface Answer {
  readonly status: number;
  readonly headers: IncomingHttpHeaders;
  readonly body: Buffer;
}

function fetchRaw(path: string, acceptEncoding?: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const headers = acceptEncoding === undefined ? {} : { 'Accept-Encoding': acceptEncoding };
    httpGet(`${app.url}${path}`, { headers }, (response) => {
      const parts: Buffer[] = [];
      response.on('data', (part: Buffer) => parts.push(part));
      response.on('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          headers: response.headers,
          body: Buffer.concat(parts),
        }),
      );
      response.on('error', reject);
    }).on('error', reject);
  });
}

const decoded = ({ headers, body }: Answer): Buffer =>
  headers['content-encoding'] === 'br'
    ? brotliDecompressSync(body)
    : headers['content-encoding'] === 'gzip'
      ? gunzipSync(body)
      : body;

const source = (file: string): Buffer => Buffer.from(FILES[file]!);
const PLAIN_ONLY = ['icons/icon-192.png', 'assets/tiny-Ab12Cd34.js'];
const TEXT_FILES = Object.keys(FILES).filter((f) => !PLAIN_ONLY.includes(f));

beforeAll(async () => {
  const env = { HOST: '127.0.0.1', RENONC_DATA: tempDataDir('compressed') };
  app = await startServer(readConfig({ ...env, PORT: String(PORT), RENONC_DIST: fakeDist() }, []));
});

afterAll(async () => {
  await app.close();
});

describe('precompressed files', () => {
  it('a browser that accepts brotli gets brotli, equal to the source once decompressed', async () => {
    for (const file of TEXT_FILES) {
      const answer = await fetchRaw(`/${file}`, 'gzip, deflate, br, zstd');
      expect(answer.status, file).toBe(200);
      expect(answer.headers['content-encoding'], file).toBe('br');
      expect(answer.headers.vary, file).toBe('Accept-Encoding');
      expect(answer.body.length, file).toBeLessThan(source(file).length);
      expect(Number(answer.headers['content-length']), file).toBe(answer.body.length);
      expect(decoded(answer).equals(source(file)), file).toBe(true);
    }
  });

  it('gzip alone gets gzip, equal to the source once decompressed', async () => {
    for (const file of TEXT_FILES) {
      const answer = await fetchRaw(`/${file}`, 'gzip, deflate');
      expect(answer.headers['content-encoding'], file).toBe('gzip');
      expect(answer.headers.vary, file).toBe('Accept-Encoding');
      expect(decoded(answer).equals(source(file)), file).toBe(true);
    }
  });

  it('no Accept-Encoding, or identity only: every file plain, byte for byte', async () => {
    for (const acceptEncoding of [undefined, 'identity', '']) {
      for (const file of Object.keys(FILES)) {
        const answer = await fetchRaw(`/${file}`, acceptEncoding);
        expect(answer.status, file).toBe(200);
        expect(answer.headers['content-encoding'], file).toBeUndefined();
        expect(answer.headers.vary, file).toBe('Accept-Encoding');
        expect(answer.body.equals(source(file)), file).toBe(true);
      }
    }
  });

  it('keeps the content types and cache headers of the plain files', async () => {
    for (const acceptEncoding of [undefined, 'br']) {
      const entry = await fetchRaw('/assets/index-BbCDVXLK.js', acceptEncoding);
      expect(entry.headers['content-type']).toMatch(/javascript/);
      expect(entry.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      const sw = await fetchRaw('/sw.js', acceptEncoding);
      expect(sw.headers['content-type']).toMatch(/javascript/);
      expect(sw.headers['cache-control']).toBe('no-cache');
      const css = await fetchRaw('/assets/index-Cq1mXx2Z.css', acceptEncoding);
      expect(css.headers['content-type']).toMatch(/text\/css/);
    }
  });

  it('an app route gets index.html in the accepted encoding, revalidated each time', async () => {
    for (const path of ['/', '/night/42', '/settings']) {
      const answer = await fetchRaw(path, 'br');
      expect(answer.status, path).toBe(200);
      expect(answer.headers['content-encoding'], path).toBe('br');
      expect(answer.headers['content-type'], path).toMatch(/text\/html/);
      expect(answer.headers['cache-control'], path).toBe('no-cache');
      expect(decoded(answer).equals(source('index.html')), path).toBe(true);
      const plain = await fetchRaw(path);
      expect(plain.headers['content-encoding'], path).toBeUndefined();
      expect(plain.body.equals(source('index.html')), path).toBe(true);
    }
  });

  it('a PNG and a file under MIN_BYTES have no copies and are sent as they are', async () => {
    for (const file of PLAIN_ONLY) {
      const answer = await fetchRaw(`/${file}`, 'gzip, br');
      expect(answer.status, file).toBe(200);
      expect(answer.headers['content-encoding'], file).toBeUndefined();
      expect(answer.body.equals(source(file)), file).toBe(true);
    }
  });

  it('each encoding has its own ETag, so a 304 never answers for another encoding', async () => {
    const br = await fetchRaw('/assets/index-BbCDVXLK.js', 'br');
    const plain = await fetchRaw('/assets/index-BbCDVXLK.js');
    expect(br.headers.etag).toBeTruthy();
    expect(br.headers.etag).not.toBe(plain.headers.etag);
  });
});
