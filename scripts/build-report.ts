// Reads dist/: gzip size of every chunk, what the first screen loads, and what
// the service worker precaches. Used by `npm run check:build` (fails on a
// budget overrun or a missing precache entry) and by the benchmarks.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

export interface ChunkSize {
  readonly file: string;
  readonly bytes: number;
  readonly gzip: number;
  readonly firstScreen: boolean;
}

export interface BuildReport {
  readonly chunks: readonly ChunkSize[];
  readonly firstScreenJs: number;
  readonly firstScreenCss: number;
  readonly totalJs: number;
  readonly precache: readonly string[];
}

interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
  isEntry?: boolean;
}

export function buildReport(dist = 'dist'): BuildReport {
  const manifestPath = join(dist, '.vite', 'manifest.json');
  if (!existsSync(manifestPath)) throw new Error(`${manifestPath} is missing: run the build first`);
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Record<string, ManifestChunk>;
  const first = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || first.has(chunk.file)) return;
    first.add(chunk.file);
    for (const css of chunk.css ?? []) first.add(css);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) visit(key);

  const assets = readdirSync(join(dist, 'assets')).filter((f) => /\.(js|css)$/.test(f));
  const chunks = assets.map((name) => {
    const file = `assets/${name}`;
    const content = readFileSync(join(dist, file));
    return {
      file,
      bytes: content.length,
      gzip: gzipSync(content, { level: 9 }).length,
      firstScreen: first.has(file),
    };
  });
  const sum = (xs: ChunkSize[]) => xs.reduce((s, c) => s + c.gzip, 0);
  const sw = readFileSync(join(dist, 'sw.js'), 'utf8');
  const precache = [...sw.matchAll(/url:"([^"]+)"/g)].map((m) => m[1]!);
  return {
    chunks: chunks.sort((a, b) => b.gzip - a.gzip),
    firstScreenJs: sum(chunks.filter((c) => c.firstScreen && c.file.endsWith('.js'))),
    firstScreenCss: sum(chunks.filter((c) => c.firstScreen && c.file.endsWith('.css'))),
    totalJs: sum(chunks.filter((c) => c.file.endsWith('.js'))),
    precache,
  };
}
