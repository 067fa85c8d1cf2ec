// The build's precompressed copies (scripts/precompress.ts): both written for
// every text file of at least MIN_BYTES, each decompressing to its source, and
// the build check (precompressProblems) names a copy that is missing, broken
// or older than its source.
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import {
  compressibleFiles,
  MIN_BYTES,
  precompressDir,
  precompressProblems,
} from '../../scripts/precompress';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

const chunk = (label: string) =>
  Array.from({ length: 120 }, (_, i) => `export const ${label}${i} = ${i * 31};`).join('\n');

function dist(): string {
  const dir = mkdtempSync(join(tmpdir(), 'renonc-precompress-'));
  dirs.push(dir);
  mkdirSync(join(dir, 'assets'));
  mkdirSync(join(dir, '.vite'));
  writeFileSync(join(dir, 'index.html'), `<!doctype html>${'<p>Renonc</p>'.repeat(100)}`);
  writeFileSync(join(dir, 'assets', 'a-12345678.js'), chunk('a'));
  writeFileSync(join(dir, 'assets', 'b-12345678.css'), '.b{margin:0}'.repeat(100));
  writeFileSync(join(dir, 'assets', 'small-12345678.js'), 'export {};');
  writeFileSync(join(dir, 'icon.png'), Buffer.alloc(4096, 7));
  writeFileSync(join(dir, '.vite', 'manifest.json'), JSON.stringify({ x: chunk('m') }));
  return dir;
}

describe('precompressed copies', () => {
  it('writes a brotli and a gzip copy of each text file that decompress to it', () => {
    const dir = dist();
    const { files } = precompressDir(dir);
    expect(files).toBe(3);
    for (const file of ['index.html', 'assets/a-12345678.js', 'assets/b-12345678.css']) {
      const source = readFileSync(join(dir, file));
      expect(brotliDecompressSync(readFileSync(join(dir, `${file}.br`))).equals(source)).toBe(true);
      expect(gunzipSync(readFileSync(join(dir, `${file}.gz`))).equals(source)).toBe(true);
      expect(readFileSync(join(dir, `${file}.br`)).length).toBeLessThan(source.length);
    }
    expect(precompressProblems(dir)).toEqual([]);
  });

  it('leaves images, files under MIN_BYTES and dot folders alone', () => {
    const dir = dist();
    precompressDir(dir);
    expect(compressibleFiles(dir)).toEqual([
      'assets/a-12345678.js',
      'assets/b-12345678.css',
      'index.html',
    ]);
    expect('export {};'.length).toBeLessThan(MIN_BYTES);
    for (const file of ['assets/small-12345678.js', 'icon.png', '.vite/manifest.json'])
      for (const suffix of ['.br', '.gz'])
        expect(existsSync(join(dir, `${file}${suffix}`))).toBe(false);
  });

  it('names a copy that is missing, broken, or made from an older source', () => {
    const dir = dist();
    precompressDir(dir);
    rmSync(join(dir, 'assets', 'a-12345678.js.br'));
    writeFileSync(join(dir, 'assets', 'b-12345678.css.gz'), 'not gzip');
    // A source rewritten after the build: its old copies no longer match it.
    writeFileSync(join(dir, 'index.html'), `<!doctype html>${'<p>Other</p>'.repeat(100)}`);
    const problems = precompressProblems(dir);
    expect(problems).toHaveLength(4);
    expect(problems.join('\n')).toMatch(/assets\/a-12345678\.js\.br: ENOENT/);
    expect(problems.join('\n')).toMatch(/assets\/b-12345678\.css\.gz: /);
    expect(problems).toContain('index.html.br differs from index.html');
    expect(problems).toContain('index.html.gz differs from index.html');
  });

  it('a fresh build overwrites the copies of a changed file', () => {
    const dir = dist();
    precompressDir(dir);
    const changed = `<!doctype html>${'<p>Changed</p>'.repeat(100)}`;
    writeFileSync(join(dir, 'index.html'), changed);
    precompressDir(dir);
    expect(gunzipSync(readFileSync(join(dir, 'index.html.gz'))).toString()).toBe(changed);
    expect(precompressProblems(dir)).toEqual([]);
  });
});
