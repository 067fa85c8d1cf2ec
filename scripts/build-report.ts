// Reads dist/: gzip size of every chunk, what the first screen loads, and what
// the service worker precaches. Used by `npm run check:build` (fails on a
// budget overrun or a missing precache entry) and by the benchmarks.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { START_STEPS } from './chunk-groups';

export interface ChunkSize {
  readonly file: string;
  readonly bytes: number;
  readonly gzip: number;
  readonly firstScreen: boolean;
}

export interface BuildReport {
  readonly chunks: readonly ChunkSize[];
  /** What runs before the first text: the boot script, which writes the pre-rendered frame. */
  readonly firstTextJs: number;
  /** What draws the first frame itself: the entry, its static imports, the boot script. */
  readonly firstScreenJs: number;
  /** The first screen plus the app chunk (database, home list) loaded right after it. */
  readonly homeScreenJs: number;
  readonly firstScreenCss: number;
  readonly totalJs: number;
  readonly precache: readonly string[];
  /** The boot script's text and where it is: its own file, or inline in index.html. */
  readonly boot?: { readonly file: string; readonly source: string };
}

interface ManifestChunk {
  file: string;
  /** The chunk's name: a start step's (./chunk-groups.ts) for the chunks it makes. */
  name?: string;
  imports?: string[];
  css?: string[];
  isEntry?: boolean;
}

/** The name the report gives a boot script inlined into index.html. */
export const INLINE_BOOT = 'index.html <script>';

/**
 * The app proper (app/ui/root.tsx), imported by the entry right after the
 * first frame: the chunk of the start's app step, which holds root.tsx
 * (./chunk-groups.ts); the manifest names no key after a module it holds.
 */
const isAppChunk = (chunk: ManifestChunk) => chunk.name === START_STEPS[1].name;

export function buildReport(dist = 'dist'): BuildReport {
  const manifestPath = join(dist, '.vite', 'manifest.json');
  if (!existsSync(manifestPath)) throw new Error(`${manifestPath} is missing: run the build first`);
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Record<string, ManifestChunk>;
  const graph = (keys: string[]) => {
    const files = new Set<string>();
    const visit = (key: string) => {
      const chunk = manifest[key];
      if (!chunk || files.has(chunk.file)) return;
      files.add(chunk.file);
      for (const css of chunk.css ?? []) files.add(css);
      for (const imported of chunk.imports ?? []) visit(imported);
    };
    keys.forEach(visit);
    return files;
  };
  const entries = Object.keys(manifest).filter((key) => manifest[key]!.isEntry);
  const first = graph(entries);
  // The boot script the build writes into index.html runs before everything.
  for (const name of readdirSync(join(dist, 'assets')))
    if (/^boot-\w+\.js$/.test(name)) first.add(`assets/${name}`);
  const home = new Set([
    ...first,
    ...graph(Object.keys(manifest).filter((key) => isAppChunk(manifest[key]!))),
  ]);

  const assets = readdirSync(join(dist, 'assets')).filter((f) => /\.(js|css)$/.test(f));
  const sizes = (file: string, content: Buffer) => ({
    file,
    bytes: content.length,
    gzip: gzipSync(content, { level: 9 }).length,
  });
  const chunks: ChunkSize[] = assets.map((name) => {
    const file = `assets/${name}`;
    return { ...sizes(file, readFileSync(join(dist, file))), firstScreen: first.has(file) };
  });
  // A boot script inlined into index.html (scripts/inline-html.ts) counts as a chunk of its own.
  const html = readFileSync(join(dist, 'index.html'), 'utf8');
  const inline = html.match(/<script>([\s\S]*?)<\/script>/)?.[1];
  if (inline !== undefined)
    chunks.push({ ...sizes(INLINE_BOOT, Buffer.from(inline)), firstScreen: true });
  const bootFile = chunks.find(
    (c) => c.file === INLINE_BOOT || /^assets\/boot-\w+\.js$/.test(c.file),
  );
  const sum = (xs: ChunkSize[]) => xs.reduce((s, c) => s + c.gzip, 0);
  const isJs = (c: ChunkSize) => c.file.endsWith('.js') || c.file === INLINE_BOOT;
  if (inline !== undefined) home.add(INLINE_BOOT);
  const sw = readFileSync(join(dist, 'sw.js'), 'utf8');
  const precache = [...sw.matchAll(/url:"([^"]+)"/g)].map((m) => m[1]!);
  return {
    chunks: chunks.sort((a, b) => b.gzip - a.gzip),
    firstTextJs: bootFile?.gzip ?? 0,
    firstScreenJs: sum(chunks.filter((c) => c.firstScreen && isJs(c))),
    homeScreenJs: sum(chunks.filter((c) => home.has(c.file) && isJs(c))),
    firstScreenCss: sum(chunks.filter((c) => c.firstScreen && c.file.endsWith('.css'))),
    totalJs: sum(chunks.filter(isJs)),
    precache,
    ...(bootFile
      ? {
          boot: {
            file: bootFile.file,
            source: inline ?? readFileSync(join(dist, bootFile.file), 'utf8'),
          },
        }
      : {}),
  };
}
