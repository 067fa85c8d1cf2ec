// What the route script (scripts/route-script.ts) preloads for each route,
// worked out at build time from the bundle's chunk graph. Without it a cold
// open fetches in rounds: the entry, then the app (root, database, engine)
// once the entry runs, then the screen once the route renders, then the game
// once the night's row names it. With it, they are requested at once, just
// before the entry runs. Pure: scripts/boot-script.ts turns the bundle into
// GraphChunks and writes the plan into the route script.

/** One chunk of the bundle: its file (under the base), static imports and CSS, by file name. */
export interface GraphChunk {
  readonly file: string;
  /** The source module the chunk is made from, relative to the project root. */
  readonly module?: string;
  /** Every module the chunk holds (./chunk-groups.ts puts a root in its step's chunk). */
  readonly holds?: readonly string[];
  readonly imports: readonly string[];
  readonly css: readonly string[];
  readonly isEntry: boolean;
}

export interface ScreenSpec {
  /** The screen's module (a dynamic import of app/ui/app.tsx). */
  readonly module: string;
  /** Translation namespaces its lazyScreen loads with it. */
  readonly namespaces: readonly string[];
  /** It shows a night and so needs the night's game (app/ui/night/use-night-ledger.ts). */
  readonly game: boolean;
}

export interface GameSpec {
  /** The game's UI module and its rules' module. */
  readonly modules: readonly string[];
  readonly namespace: string;
}

export interface PlanSpec {
  /** The app proper, imported by the entry right after the first frame (app/ui/root.tsx). */
  readonly app: string;
  /** By route name (app/ui/router.ts). */
  readonly screens: Readonly<Record<string, ScreenSpec>>;
  /** By game kind. */
  readonly games: Readonly<Record<string, GameSpec>>;
  /** Translation chunks: language → namespace → file. */
  readonly locales: Readonly<Record<string, Readonly<Record<string, string>>>>;
}

/**
 * What the route script carries. Numbers index `files`, so a chunk that
 * several routes need is written once. Files the entry already preloads from
 * index.html are left out, and so are the translations no listed screen or
 * game needs (the first screen's are the boot script's).
 */
export interface RoutePlan {
  readonly files: readonly string[];
  readonly locales: Readonly<Record<string, Readonly<Record<string, number>>>>;
  /** The app's chunks beyond the entry's: every route imports them right after the first frame. */
  readonly app: readonly number[];
  readonly screens: Readonly<Record<string, { js: number[]; ns: string[]; game?: 1 }>>;
  readonly games: Readonly<Record<string, { js: number[]; ns: string }>>;
}

/** The chunk that loads each module: the one it heads, else the one holding it. */
export function chunkOfModule(
  chunks: readonly Pick<GraphChunk, 'file' | 'module' | 'holds'>[],
): Map<string, string> {
  const byModule = new Map<string, string>();
  for (const c of chunks) for (const m of c.holds ?? []) byModule.set(m, c.file);
  for (const c of chunks) if (c.module) byModule.set(c.module, c.file);
  return byModule;
}

/** Every file a set of chunks loads statically: themselves, their imports, their CSS. */
export function staticClosure(chunks: readonly GraphChunk[], roots: readonly string[]): string[] {
  const byFile = new Map(chunks.map((c) => [c.file, c]));
  const seen = new Set<string>();
  const visit = (file: string) => {
    const chunk = byFile.get(file);
    if (!chunk || seen.has(file)) return;
    seen.add(file);
    chunk.imports.forEach(visit);
    for (const css of chunk.css) seen.add(css);
  };
  roots.forEach(visit);
  return [...seen];
}

export function routePlan(chunks: readonly GraphChunk[], spec: PlanSpec, base: string): RoutePlan {
  const byModule = chunkOfModule(chunks);
  const fileOf = (module: string) => {
    const file = byModule.get(module);
    if (!file) throw new Error(`route plan: no chunk for ${module}`);
    return file;
  };
  const entry = staticClosure(
    chunks,
    chunks.filter((c) => c.isEntry).map((c) => c.file),
  );
  const appFiles = staticClosure(chunks, [fileOf(spec.app)]);
  const before = new Set([...entry, ...appFiles]);
  const files: string[] = [];
  const index = (file: string) => {
    const href = `${base}${file}`;
    const at = files.indexOf(href);
    return at >= 0 ? at : files.push(href) - 1;
  };
  const needs = (modules: readonly string[]) =>
    staticClosure(chunks, modules.map(fileOf))
      .filter((f) => !before.has(f))
      .map(index);
  const app = appFiles.filter((f) => !entry.includes(f)).map(index);
  const screens: Record<string, { js: number[]; ns: string[]; game?: 1 }> = {};
  for (const [route, screen] of Object.entries(spec.screens))
    screens[route] = {
      js: needs([screen.module]),
      ns: [...screen.namespaces],
      ...(screen.game ? { game: 1 as const } : {}),
    };
  const games: Record<string, { js: number[]; ns: string }> = {};
  for (const [kind, game] of Object.entries(spec.games))
    games[kind] = { js: needs(game.modules), ns: game.namespace };
  const wanted = new Set([
    ...Object.values(screens).flatMap((s) => s.ns),
    ...Object.values(games).map((g) => g.ns),
  ]);
  const locales: Record<string, Record<string, number>> = {};
  for (const [language, namespaces] of Object.entries(spec.locales)) {
    locales[language] = {};
    for (const ns of [...wanted].sort()) {
      const file = namespaces[ns];
      if (!file) throw new Error(`route plan: no ${language} translations for ${ns}`);
      locales[language][ns] = index(file);
    }
  }
  return { files, locales, app, screens, games };
}
