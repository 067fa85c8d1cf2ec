// Precompressed copies of the build: beside every compressible file of dist/
// of at least MIN_BYTES the build writes `<file>.br` (brotli, quality 11) and `<file>.gz` (gzip,
// level 9), made from the file's final bytes once every other plugin
// (the service worker's generator included) has written its output. The
// server (server/http.ts, sirv with `brotli`/`gzip`) hands a client the copy
// its Accept-Encoding allows and the plain file otherwise. Both copies are
// written or the build fails, so a copy can never be older than its source;
// `npm run check:build` checks each copy decompresses to its source.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import {
  brotliCompressSync,
  brotliDecompressSync,
  constants,
  gunzipSync,
  gzipSync,
} from 'node:zlib';
import type { Plugin } from 'vite';

/** Text formats: images (PNG) are compressed already and gain nothing. */
const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|webmanifest|json|txt|xml)$/;

/**
 * Below this a file fits in one packet anyway, and a few dozen bytes can come
 * out larger compressed (the manifest's ~400 bytes gain ~150): sent plain.
 */
export const MIN_BYTES = 1024;

export const ENCODINGS = [
  { suffix: '.br', decode: (data: Buffer) => brotliDecompressSync(data) },
  { suffix: '.gz', decode: (data: Buffer) => gunzipSync(data) },
] as const;

/**
 * Every file under `dir` that gets copies, relative paths; dot folders (.vite)
 * are never served.
 */
export function compressibleFiles(dir: string): string[] {
  const found: string[] = [];
  const walk = (folder: string): void => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      if (entry.name.startsWith('.')) continue;
      const path = join(folder, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (COMPRESSIBLE.test(entry.name) && statSync(path).size >= MIN_BYTES)
        found.push(relative(dir, path));
    }
  };
  walk(dir);
  return found.sort();
}

function brotli(data: Buffer): Buffer {
  return brotliCompressSync(data, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
    },
  });
}

/** Writes both copies of every compressible file in `dir`; throws on the first failure. */
export function precompressDir(dir: string): { files: number; bytes: number; brotli: number } {
  let bytes = 0;
  let brotliBytes = 0;
  const files = compressibleFiles(dir);
  for (const file of files) {
    const path = join(dir, file);
    const data = readFileSync(path);
    const br = brotli(data);
    writeFileSync(`${path}.br`, br);
    writeFileSync(`${path}.gz`, gzipSync(data, { level: 9 }));
    bytes += data.length;
    brotliBytes += br.length;
  }
  return { files: files.length, bytes, brotli: brotliBytes };
}

/** What is wrong with the copies in `dir`: missing, or not decompressing to their source. */
export function precompressProblems(dir: string): string[] {
  const problems: string[] = [];
  for (const file of compressibleFiles(dir)) {
    const source = readFileSync(join(dir, file));
    for (const { suffix, decode } of ENCODINGS) {
      let copy: Buffer;
      try {
        copy = decode(readFileSync(join(dir, `${file}${suffix}`)));
      } catch (error) {
        problems.push(`${file}${suffix}: ${(error as Error).message}`);
        continue;
      }
      if (!copy.equals(source)) problems.push(`${file}${suffix} differs from ${file}`);
    }
  }
  return problems;
}

/**
 * The build step: after the service worker's generator (vite-plugin-pwa writes
 * sw.js in its own closeBundle), so that sw.js and workbox-*.js get copies too.
 */
export function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'renonc-precompress',
    apply: 'build',
    configResolved(config) {
      // resolve, not join: a build into an absolute folder (the update tests'
      // second build in /tmp) must stay there.
      outDir = resolve(config.root, config.build.outDir);
    },
    closeBundle: {
      sequential: true,
      order: 'post',
      handler(error) {
        if (error) return;
        const { files, bytes, brotli: br } = precompressDir(outDir);
        this.info(
          `precompressed ${files} files: ${(bytes / 1024).toFixed(1)} KiB → ${(br / 1024).toFixed(1)} KiB brotli`,
        );
      },
    },
  };
}
