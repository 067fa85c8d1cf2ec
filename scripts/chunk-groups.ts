// Fewer, larger chunks on the paths a start takes (issue 31). Left to itself
// the bundler gives every set of modules shared by a different set of lazy
// screens its own chunk: the home's start asked for 11 files after the
// entry's 5, a night's for 10 more and its game's for 5, many under 1 KB,
// and offline each is a round trip through the service worker (and a link
// the route script inserts) before the app runs. Here the static graph of
// each step of a start becomes one chunk (with Dexie apart, see below):
// what the first screen needs
// (app/main.tsx's graph), the app proper (app/ui/root.tsx's: the database,
// the engine, the home), the night screen's, and each game's own. A module
// goes to the first of these graphs that holds it, so nothing an earlier
// step loads is fetched twice, and a later chunk only imports earlier ones.
// Modules two games share go to a chunk of their own, so that one game
// never loads another. Each step's root is in its step's chunk (the entry
// only keeps a chunk of its own): a root alone was a file of under 1 KB,
// and a request on a start's path costs a phone's main thread ~2 ms. The rest
// (other screens, locales, sync) is split as before. scripts/check-build.ts
// still checks the first screen's bytes.
import { resolve } from 'node:path';

/** The part of the bundler's chunking context used here (rolldown's ChunkingContext). */
export interface ChunkGraph {
  getModuleInfo(id: string): { readonly importedIds: readonly string[] } | null;
}

/** The start's steps, in the order they load; the first graph holding a module names its chunk. */
export const START_STEPS = [
  { name: 'first-screen', root: 'app/main.tsx' },
  { name: 'app', root: 'app/ui/root.tsx' },
  { name: 'night-screen', root: 'app/ui/screens/night.tsx' },
] as const;

/** Each game's screens and its rules (loaded without the screens too: settling, a backup's import). */
export const GAME_ROOTS = {
  marias: ['app/ui/games/marias/index.tsx', 'app/engine/games/marias/engine.ts'],
  vint: ['app/ui/games/vint/index.tsx', 'app/engine/games/vint/engine.ts'],
  preferans: ['app/ui/games/preferans/index.tsx', 'app/engine/games/preferans/engine.ts'],
} as const;

const DEXIE = /node_modules[\\/]dexie[\\/]/;

/**
 * Lazy features the app's index files re-export (app/engine/index.ts,
 * app/storage/index.ts): in every start's static graph, used only by the
 * screens that come later (a club, settling up). Left to the bundler, which
 * keeps them with those screens: in the app chunk they were ~3 KB gzip the
 * home loads for nothing.
 */
const LAZY_FEATURES =
  /app[\\/](?:engine[\\/](?:club|settlement)[\\/]|storage[\\/]club(?:s|-outbox)\.ts$)/;

/** Every module `root` imports statically, itself included. */
export function staticGraph(graph: ChunkGraph, root: string): Set<string> {
  const seen = new Set<string>();
  const stack = [root];
  while (stack.length > 0) {
    const id = stack.pop()!;
    if (seen.has(id)) continue;
    const info = graph.getModuleInfo(id);
    if (!info) continue;
    seen.add(id);
    stack.push(...info.importedIds);
  }
  return seen;
}

/** Module id → chunk name, for every module of the start's graphs; see the header. */
export function startChunkNames(graph: ChunkGraph, base = process.cwd()): Map<string, string> {
  const names = new Map<string, string>();
  const claim = (ids: Iterable<string>, name: string) => {
    for (const id of ids) if (!names.has(id)) names.set(id, name);
  };
  for (const step of START_STEPS) claim(staticGraph(graph, resolve(base, step.root)), step.name);
  // Dexie apart from the rest of the app: each stays under budget.json's lazyChunk.
  for (const [id, name] of names) if (name === 'app' && DEXIE.test(id)) names.set(id, 'dexie');
  const games = Object.entries(GAME_ROOTS).map(([game, roots]) => {
    const ids = new Set<string>();
    for (const root of roots) for (const id of staticGraph(graph, resolve(base, root))) ids.add(id);
    return [game, ids] as const;
  });
  const owners = new Map<string, string[]>();
  for (const [game, ids] of games)
    for (const id of ids) if (!names.has(id)) owners.set(id, [...(owners.get(id) ?? []), game]);
  for (const [id, of] of owners) names.set(id, of.length === 1 ? `${of[0]}-game` : 'games-shared');
  // The entry stays the entry (index.html names its chunk). The build's plans
  // find the other roots in the chunks that hold them (./route-plan.ts,
  // ./precache-plan.ts).
  names.delete(resolve(base, START_STEPS[0].root));
  // A stylesheet stays with the chunk that imports it: the app's own
  // (app/main.tsx's) with the entry, whose CSS index.html carries inlined
  // (./inline-html.ts). In the first screen's chunk it was a dependency of
  // every chunk importing that one, and each start's first dynamic import
  // fetched and applied the same 13 KB again.
  // And the lazy features are left to the bundler (see LAZY_FEATURES).
  for (const id of names.keys()) if (/\.css$/.test(id) || LAZY_FEATURES.test(id)) names.delete(id);
  return names;
}

/**
 * Rolldown's `codeSplitting.groups` entry: names computed once per chunking
 * pass (the context's module infos are that pass's).
 */
export function startChunkGroup(base = process.cwd()) {
  let cached: { key: object; names: Map<string, string> } | undefined;
  return {
    debugName: 'start',
    name: (id: string, graph: ChunkGraph): string | null => {
      const key = graph.getModuleInfo(resolve(base, START_STEPS[0].root));
      if (!key) return null;
      if (cached?.key !== key) cached = { key, names: startChunkNames(graph, base) };
      return cached.names.get(id) ?? null;
    },
  };
}
