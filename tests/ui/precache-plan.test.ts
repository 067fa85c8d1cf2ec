// The precache's core (scripts/precache-plan.ts): the static graph of the
// entry and the core modules, their CSS, and nothing a dynamic import brings.
import { describe, expect, it } from 'vitest';
import { coreFiles, isCore, type PlanChunk } from '../../scripts/precache-plan';

const chunk = (file: string, more: Partial<PlanChunk> = {}): PlanChunk => ({
  file,
  imports: [],
  css: [],
  isEntry: false,
  ...more,
});

// entry → vendor; root → dexie → shared; register; a game and a locale reached only dynamically.
const GRAPH: PlanChunk[] = [
  chunk('assets/index-a.js', {
    isEntry: true,
    imports: ['assets/vendor-b.js'],
    css: ['assets/index-c.css'],
  }),
  chunk('assets/vendor-b.js'),
  chunk('assets/root-d.js', { module: 'app/ui/root.tsx', imports: ['assets/dexie-e.js'] }),
  chunk('assets/dexie-e.js', { imports: ['assets/shared-f.js'] }),
  chunk('assets/shared-f.js'),
  chunk('assets/register-g.js', { module: 'app/pwa/register.ts' }),
  chunk('assets/marias-h.js', {
    module: 'app/ui/games/marias/index.tsx',
    imports: ['assets/shared-f.js'],
  }),
  chunk('assets/locale-en-common-i.js', { module: 'locales/en/common.json' }),
];

describe('coreFiles', () => {
  it('is the static graph of the entry, the app and the bridge, with their CSS', () => {
    expect([...coreFiles(GRAPH)].sort()).toEqual([
      'assets/dexie-e.js',
      'assets/index-a.js',
      'assets/index-c.css',
      'assets/register-g.js',
      'assets/root-d.js',
      'assets/shared-f.js',
      'assets/vendor-b.js',
    ]);
  });

  it("finds a core module in the chunk that holds it (its step's chunk, scripts/chunk-groups.ts)", () => {
    const merged = GRAPH.map((c) =>
      c.module === 'app/ui/root.tsx'
        ? chunk('assets/app-d.js', { holds: ['app/ui/root.tsx'], imports: c.imports })
        : c,
    );
    expect([...coreFiles(merged)]).toContain('assets/app-d.js');
    expect([...coreFiles(merged)]).toContain('assets/shared-f.js');
  });

  it('refuses a bundle without a core module (the core would silently shrink)', () => {
    expect(() => coreFiles(GRAPH.filter((c) => c.module !== 'app/pwa/register.ts'))).toThrow(
      /app\/pwa\/register\.ts/,
    );
  });
});

describe('isCore', () => {
  const core = new Set(['assets/root-d.js']);
  it('takes the page, its own scripts, the manifest and the favicon', () => {
    for (const url of [
      'index.html',
      'assets/route-1a2b3c4d.js',
      'assets/boot-1a2b3c4d.js',
      'assets/manifest-B6IefMuO.webmanifest',
      'icons/icon.svg',
      'assets/root-d.js',
    ])
      expect(isCore(url, core)).toBe(true);
  });
  it('leaves games, words and large icons for later', () => {
    for (const url of ['assets/marias-h.js', 'assets/locale-en-common-i.js', 'icons/icon-512.png'])
      expect(isCore(url, core)).toBe(false);
  });
});
