// The route script's preload plan, worked out from a small chunk graph shaped
// like the real bundle's: an entry with its imports, the app (root), a night
// screen and a game sharing chunks with it and with the app.
import { describe, expect, it } from 'vitest';
import { routePlan, staticClosure, type GraphChunk, type PlanSpec } from '../../scripts/route-plan';

const chunk = (file: string, imports: string[] = [], more: Partial<GraphChunk> = {}) => ({
  file,
  imports,
  css: [],
  isEntry: false,
  ...more,
});

const CHUNKS: GraphChunk[] = [
  chunk('assets/index.js', ['assets/vendor.js'], { module: 'index.html', isEntry: true }),
  chunk('assets/vendor.js'),
  chunk('assets/root.js', ['assets/vendor.js', 'assets/services.js', 'assets/index.js'], {
    module: 'app/ui/root.tsx',
  }),
  chunk('assets/services.js', ['assets/dexie.js']),
  chunk('assets/dexie.js'),
  chunk('assets/night.js', ['assets/root.js', 'assets/ledger.js', 'assets/dialog.js'], {
    module: 'app/ui/screens/night.tsx',
  }),
  chunk('assets/ledger.js', ['assets/vendor.js']),
  chunk('assets/dialog.js'),
  chunk('assets/marias.js', ['assets/dialog.js', 'assets/services.js'], {
    module: 'app/ui/games/marias/index.tsx',
    css: ['assets/marias.css'],
  }),
  chunk('assets/marias-engine.js', ['assets/reducer.js'], {
    module: 'app/engine/games/marias/engine.ts',
  }),
  chunk('assets/reducer.js', ['assets/marias-engine.js']),
];

const SPEC: PlanSpec = {
  app: 'app/ui/root.tsx',
  screens: { night: { module: 'app/ui/screens/night.tsx', namespaces: ['sync'], game: true } },
  games: {
    marias: {
      modules: ['app/ui/games/marias/index.tsx', 'app/engine/games/marias/engine.ts'],
      namespace: 'marias',
    },
  },
  locales: {
    en: {
      common: 'assets/l-en-common.js',
      marias: 'assets/l-en-marias.js',
      sync: 'assets/l-en-sync.js',
      backup: 'assets/l-en-backup.js',
    },
  },
};

describe('route plan', () => {
  it("a chunk's static closure: itself, its imports' and their CSS, each once, cycles too", () => {
    expect(staticClosure(CHUNKS, ['assets/marias.js']).sort()).toEqual([
      'assets/dexie.js',
      'assets/dialog.js',
      'assets/marias.css',
      'assets/marias.js',
      'assets/services.js',
    ]);
    expect(staticClosure(CHUNKS, ['assets/reducer.js']).sort()).toEqual([
      'assets/marias-engine.js',
      'assets/reducer.js',
    ]);
    expect(staticClosure(CHUNKS, ['assets/unknown.js'])).toEqual([]);
  });

  it('lists the app without the entry, screens and games without either, shared files once', () => {
    const plan = routePlan(CHUNKS, SPEC, '/');
    const hrefs = (list: readonly number[]) => list.map((n) => plan.files[n]);
    expect(hrefs(plan.app)).toEqual(['/assets/root.js', '/assets/services.js', '/assets/dexie.js']);
    expect(hrefs(plan.screens.night!.js)).toEqual([
      '/assets/night.js',
      '/assets/ledger.js',
      '/assets/dialog.js',
    ]);
    expect(plan.screens.night).toMatchObject({ ns: ['sync'], game: 1 });
    expect(hrefs(plan.games.marias!.js)).toEqual([
      '/assets/marias.js',
      '/assets/dialog.js',
      '/assets/marias.css',
      '/assets/marias-engine.js',
      '/assets/reducer.js',
    ]);
    expect(plan.games.marias!.ns).toBe('marias');
    expect(new Set(plan.files).size).toBe(plan.files.length);
  });

  it("finds a root its step's chunk holds, and prefers the chunk a module heads", () => {
    // As the bundle is built (scripts/chunk-groups.ts): the game's two roots
    // are in its one chunk, which no module heads.
    const merged = [
      ...CHUNKS.filter((c) => !/marias/.test(c.file)),
      chunk('assets/marias-game.js', ['assets/dialog.js', 'assets/services.js'], {
        css: ['assets/marias.css'],
        holds: ['app/ui/games/marias/index.tsx', 'app/engine/games/marias/engine.ts'],
      }),
      // A chunk that only holds the screen too (it cannot: a module is in one
      // chunk) would not win over the one it heads.
      chunk('assets/other.js', [], { holds: ['app/ui/screens/night.tsx'] }),
    ];
    const plan = routePlan(merged, SPEC, '/');
    const hrefs = (list: readonly number[]) => list.map((n) => plan.files[n]);
    expect(hrefs(plan.games.marias!.js)).toEqual([
      '/assets/marias-game.js',
      '/assets/dialog.js',
      '/assets/marias.css',
    ]);
    expect(hrefs(plan.screens.night!.js)[0]).toBe('/assets/night.js');
  });

  it('carries only the translations the screens and the games use', () => {
    const plan = routePlan(CHUNKS, SPEC, '/app/');
    const en = plan.locales.en!;
    expect(Object.keys(en)).toEqual(['marias', 'sync']);
    expect(plan.files[en.sync!]).toBe('/app/assets/l-en-sync.js');
    expect(plan.files.some((f) => f.includes('backup'))).toBe(false);
  });

  it('refuses a spec naming a module the bundle has no chunk for, or words it lacks', () => {
    const screens = { ...SPEC.screens, rules: { module: 'app/x.tsx', namespaces: [], game: true } };
    expect(() => routePlan(CHUNKS, { ...SPEC, screens }, '/')).toThrow(/no chunk for app\/x.tsx/);
    const locales = { ...SPEC.locales, cs: { marias: 'assets/l-cs-marias.js' } };
    expect(() => routePlan(CHUNKS, { ...SPEC, locales }, '/')).toThrow(/no cs translations/);
  });
});
