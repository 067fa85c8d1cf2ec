// The start's chunks (scripts/chunk-groups.ts): each module goes to the first
// step whose static graph holds it, a game's own modules to its chunk, what
// two games share to one chunk of its own, and each root is in its step's
// chunk (the entry only keeps its own).
import { describe, expect, it } from 'vitest';
import { startChunkGroup, startChunkNames, type ChunkGraph } from '../../scripts/chunk-groups';

const BASE = '/p';
const at = (path: string) => `${BASE}/${path}`;

/** A module graph from "importer: imported…" pairs (ids relative to BASE). */
function graphOf(edges: Record<string, string[]>): ChunkGraph {
  return {
    getModuleInfo: (id) => {
      const key = id.slice(BASE.length + 1);
      const imports = edges[key];
      return imports === undefined ? null : { importedIds: imports.map(at) };
    },
  };
}

const EDGES: Record<string, string[]> = {
  'app/main.tsx': ['app/ui/router.ts', 'node_modules/preact/dist/preact.mjs', 'app/ui/styles.css'],
  'app/ui/styles.css': [],
  'app/ui/router.ts': [],
  'node_modules/preact/dist/preact.mjs': [],
  'app/ui/root.tsx': [
    'app/ui/router.ts',
    'app/storage/index.ts',
    'node_modules/dexie/dist/dexie.mjs',
  ],
  'app/storage/index.ts': ['node_modules/dexie/dist/dexie.mjs', 'app/storage/clubs.ts'],
  'app/storage/clubs.ts': ['app/engine/club/tab.ts'],
  'app/engine/club/tab.ts': [],
  'node_modules/dexie/dist/dexie.mjs': [],
  'app/ui/screens/night.tsx': ['app/ui/night/ledger-list.tsx', 'app/storage/index.ts'],
  'app/ui/night/ledger-list.tsx': [],
  'app/ui/games/marias/index.tsx': ['app/ui/games/marias/form.tsx', 'app/ui/games/chips.tsx'],
  'app/ui/games/marias/form.tsx': ['app/ui/night/ledger-list.tsx'],
  'app/engine/games/marias/engine.ts': ['app/engine/games/marias/reducer.ts'],
  'app/engine/games/marias/reducer.ts': [],
  'app/ui/games/vint/index.tsx': ['app/ui/games/chips.tsx'],
  'app/engine/games/vint/engine.ts': [],
  'app/ui/games/chips.tsx': [],
  'app/ui/games/preferans/index.tsx': [],
  'app/engine/games/preferans/engine.ts': [],
};

describe('the start chunks', () => {
  const names = startChunkNames(graphOf(EDGES), BASE);
  const nameOf = (path: string) => names.get(at(path));

  it('puts each module in the first step that loads it', () => {
    expect(nameOf('app/ui/router.ts')).toBe('first-screen');
    expect(nameOf('node_modules/preact/dist/preact.mjs')).toBe('first-screen');
    expect(nameOf('app/storage/index.ts')).toBe('app');
    expect(nameOf('node_modules/dexie/dist/dexie.mjs')).toBe('dexie');
    expect(nameOf('app/ui/night/ledger-list.tsx')).toBe('night-screen');
  });

  it('gives a game its screens and rules, and what games share a chunk of its own', () => {
    expect(nameOf('app/ui/games/marias/form.tsx')).toBe('marias-game');
    expect(nameOf('app/engine/games/marias/reducer.ts')).toBe('marias-game');
    expect(nameOf('app/ui/games/chips.tsx')).toBe('games-shared');
  });

  it("leaves a stylesheet with the chunk that imports it: the entry's inlined one is no dependency", () => {
    expect(nameOf('app/ui/styles.css')).toBeUndefined();
  });

  it('leaves the lazy features the index files re-export to the bundler', () => {
    expect(nameOf('app/storage/clubs.ts')).toBeUndefined();
    expect(nameOf('app/engine/club/tab.ts')).toBeUndefined();
  });

  it("puts each root in its step's chunk, and leaves the entry to its own", () => {
    expect(nameOf('app/main.tsx')).toBeUndefined();
    expect(nameOf('app/ui/root.tsx')).toBe('app');
    expect(nameOf('app/ui/screens/night.tsx')).toBe('night-screen');
    expect(nameOf('app/ui/games/marias/index.tsx')).toBe('marias-game');
    expect(nameOf('app/engine/games/marias/engine.ts')).toBe('marias-game');
    expect(nameOf('app/ui/games/preferans/index.tsx')).toBe('preferans-game');
  });

  it('names modules for the bundler, and nothing outside the graphs', () => {
    const group = startChunkGroup(BASE);
    const graph = graphOf({ ...EDGES, 'app/ui/screens/settings.tsx': [] });
    expect(group.name(at('app/storage/index.ts'), graph)).toBe('app');
    expect(group.name(at('app/ui/screens/settings.tsx'), graph)).toBeNull();
  });
});
