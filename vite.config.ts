// Build: Preact, the PWA service worker (precaching the home's core, keeping
// the rest when first used: ./scripts/precache-plan.ts) and the brotli/gzip copies the server hands out (./scripts/precompress.ts).
// The root manifest.webmanifest is linked from index.html, so Vite
// emits it with a content hash and the link always points at the current one.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import preact from '@preact/preset-vite';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { bootScript } from './scripts/boot-script';
import { startChunkGroup } from './scripts/chunk-groups';
import { precachePlan, RUNTIME_CACHE } from './scripts/precache-plan';
import { precompress } from './scripts/precompress';

/**
 * A hash of the sources under `dirs`. The engine's (ledger fold and every
 * game's rules): stored snapshots of a night's fold name it, so a build with
 * other rules or fold code never resumes from a snapshot an older build
 * wrote. The app's and its words: the home's list kept for the first frame
 * names it (app/ui/home-snapshot.ts), so a build with other markup never
 * draws an older build's list.
 */
function sourceHash(...dirs: string[]): string {
  const hash = createHash('sha256');
  const walk = (d: string): void => {
    for (const entry of readdirSync(d, { withFileTypes: true }).sort((a, b) =>
      a.name < b.name ? -1 : 1,
    )) {
      const path = join(d, entry.name);
      if (entry.isDirectory()) walk(path);
      else hash.update(path).update(readFileSync(path));
    }
  };
  for (const dir of dirs) walk(dir);
  return hash.digest('hex').slice(0, 16);
}

const plan = precachePlan();
const uiBuild = sourceHash('app', 'locales');

export default defineConfig({
  define: {
    __RENONC_ENGINE__: JSON.stringify(sourceHash('app/engine')),
    __RENONC_UI__: JSON.stringify(uiBuild),
  },
  plugins: [
    preact(),
    bootScript({ inline: process.env.RENONC_INLINE_BOOT !== '0', build: uiBuild }),
    plan.plugin,
    VitePWA({
      registerType: 'prompt',
      injectRegister: false,
      manifest: false,
      includeManifestIcons: false,
      workbox: {
        globPatterns: ['**/*.{js,css,html,svg,png,webmanifest}'],
        // Only the home's core is precached; the rest is listed for the warm-up.
        manifestTransforms: [async (entries) => plan.split(entries)],
        // What is not precached is kept once fetched: hashed names never change.
        runtimeCaching: [
          {
            urlPattern: ({ url }) => /^\/(?:assets|icons)\//.test(url.pathname),
            handler: 'CacheFirst',
            // A copy the page kept (app/pwa/offline-cache.ts) was asked for
            // without the module loader's Origin header: a server that
            // varies on it (vite preview) must not make it a miss.
            options: { cacheName: RUNTIME_CACHE, matchOptions: { ignoreVary: true } },
          },
        ],
        navigateFallback: '/index.html',
        cleanupOutdatedCaches: true,
        // The update waits for the user's tap (see app/pwa/register.ts).
        skipWaiting: false,
        clientsClaim: false,
      },
    }),
    // Last: brotli and gzip copies of every file written above, sw.js included.
    precompress(),
  ],
  build: {
    target: 'es2022',
    sourcemap: false,
    // dist/.vite/manifest.json: scripts/check-build.ts reads what the first screen loads.
    manifest: true,
    rollupOptions: {
      output: {
        // One chunk per step of a start (the first screen, the app, the night
        // screen, each game): fewer round trips (./scripts/chunk-groups.ts).
        codeSplitting: {
          groups: [{ ...startChunkGroup(), includeDependenciesRecursively: false }],
        },
        // Locale chunks get their own names (locale-cs-marias-…), apart from game chunks.
        chunkFileNames: (chunk) => {
          const match = chunk.facadeModuleId?.match(/locales\/(\w+)\/(\w+)\.json$/);
          return match
            ? `assets/locale-${match[1]}-${match[2]}-[hash].js`
            : 'assets/[name]-[hash].js';
        },
      },
    },
  },
  preview: { port: 4173, strictPort: true, host: 'localhost' },
  server: { port: 5173, host: 'localhost' },
});
