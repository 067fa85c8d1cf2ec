// What the service worker precaches on install, and what it leaves for later
// (issue 31: a first visit moves ≤ 120 KiB, precache included). The core is
// what the home needs to start offline: index.html, the manifest, the entry
// and the app proper (root: database, engine, the home screen) with their
// static imports and CSS, and the service-worker bridge. Everything else
// (other screens, the games, the sync code, every language's words, the PNG
// icons) is kept when first used (app/pwa/offline-cache.ts: the runtime cache)
// and warmed in the background once the app is idle, on every visit, from
// `WARM_LIST` (a file the build writes beside sw.js). Pure apart from the
// plugin at the end, which hands the core to vite.config.ts's workbox
// `manifestTransforms`.
import { readFileSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import type { Plugin } from 'vite';
import { chunkOfModule } from './route-plan';

/** The runtime cache's name: app/pwa/offline-cache.ts and the workbox route share it. */
export const RUNTIME_CACHE = 'renonc-assets';

/** The list of what is not precached, under the base; fetched only when warming. */
export const WARM_LIST = 'warm-list.json';

/** Source modules whose static graphs make the core, besides the entry. */
export const CORE_MODULES = ['app/ui/root.tsx', 'app/pwa/register.ts'] as const;

export interface PlanChunk {
  readonly file: string;
  readonly module?: string;
  /** Every module the chunk holds (./chunk-groups.ts puts a root in its step's chunk). */
  readonly holds?: readonly string[];
  readonly imports: readonly string[];
  readonly css: readonly string[];
  readonly isEntry: boolean;
}

/** The files (relative to dist) the core needs: the roots' chunks, their static imports and CSS. */
export function coreFiles(
  chunks: readonly PlanChunk[],
  modules: readonly string[] = CORE_MODULES,
): Set<string> {
  const byFile = new Map(chunks.map((c) => [c.file, c]));
  const byModule = chunkOfModule(chunks);
  const missing = modules.filter((m) => !byModule.has(m));
  if (missing.length) throw new Error(`no chunk for ${missing.join(', ')}: the core is unknown`);
  const roots = [
    ...chunks.filter((c) => c.isEntry),
    ...modules.map((m) => byFile.get(byModule.get(m)!)!),
  ];
  const core = new Set<string>();
  const visit = (file: string): void => {
    if (core.has(file)) return;
    core.add(file);
    const chunk = byFile.get(file);
    for (const css of chunk?.css ?? []) core.add(css);
    for (const imported of chunk?.imports ?? []) visit(imported);
  };
  for (const root of roots) visit(root.file);
  return core;
}

/**
 * Files outside the chunk graph that are core: the page, the scripts it
 * names itself (./boot-script.ts: the route script, the boot script when not
 * inlined), its manifest link's target, the favicon.
 */
const CORE_OTHER =
  /^(?:index\.html|assets\/(?:route|boot)-\w+\.js|assets\/manifest-[\w-]+\.webmanifest|icons\/icon\.svg)$/;

export function isCore(url: string, core: ReadonlySet<string>): boolean {
  return core.has(url) || CORE_OTHER.test(url);
}

/**
 * The build's half: collects the core at generateBundle (the chunk graph is
 * known there), and `split` is called by workbox (closeBundle, after it) with
 * every file it found: it returns the core and writes the rest to WARM_LIST.
 */
export function precachePlan(): {
  plugin: Plugin;
  split: <E extends { url: string }>(entries: E[]) => { manifest: E[]; warnings: string[] };
} {
  let core: Set<string> | undefined;
  let outDir = 'dist';
  let base = '/';
  let root = process.cwd();
  const plugin: Plugin = {
    name: 'renonc-precache-plan',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      outDir = resolve(config.root, config.build.outDir);
      base = config.base;
    },
    generateBundle(_options, bundle) {
      const chunks: PlanChunk[] = [];
      for (const file of Object.values(bundle)) {
        if (file.type !== 'chunk') continue;
        chunks.push({
          file: file.fileName,
          ...(file.facadeModuleId ? { module: relative(root, file.facadeModuleId) } : {}),
          holds: file.moduleIds.map((id) => relative(root, id)),
          imports: file.imports,
          css: [...(file.viteMetadata?.importedCss ?? [])],
          isEntry: file.isEntry,
        });
      }
      core = coreFiles(chunks);
    },
  };
  const split = <E extends { url: string }>(entries: E[]) => {
    if (!core) throw new Error('the precache plan ran before the bundle was known');
    // The entry's stylesheet is inlined into index.html (./inline-html.ts):
    // only a lazily loaded chunk's preload may still ask for the file.
    const html = readFileSync(join(outDir, 'index.html'), 'utf8');
    const kept = new Set([...core].filter((f) => !f.endsWith('.css') || html.includes(f)));
    const manifest = entries.filter((e) => isCore(e.url, kept));
    const urls = (list: E[]) => list.map((e) => `${base}${e.url}`).sort();
    const later = entries.filter((e) => !isCore(e.url, kept));
    // app/pwa/offline-cache.ts reads it: `core` tells it the list is its own build's.
    const warmList = { core: urls(manifest), later: urls(later) };
    writeFileSync(join(outDir, WARM_LIST), `${JSON.stringify(warmList)}\n`);
    return { manifest, warnings: [] };
  };
  return { plugin, split };
}
