// The route script: a deferred classic script in index.html, run after the
// document is parsed and just before the entry module (scripts run in
// document order). Once the first frame is painted it preloads what the
// route needs next: the app (root, database, engine) on every route; then, as
// soon as that is in, on a night's screens the screen's chunks and, when the
// boot cache remembers which game the night is (app/ui/boot-cache.ts), that
// game's code, CSS and words in the shown language. Without it these arrive
// in rounds, each requested only once its importer has run (the game's only
// after the night's row is read). A preload only fetches and compiles:
// nothing runs before the app imports it. Apart from the boot script, so
// that the part that blocks the first paint stays small; the app never
// depends on it.
import { relative } from 'node:path';
import type { Rolldown } from 'vite';
import { earlyReadSource } from '../app/storage/early-read';
import { BOOT_CACHE_KEY } from '../app/ui/boot-cache';
import { AFTER_PAINT_SOURCE } from './after-paint';
import {
  routePlan,
  type GameSpec,
  type GraphChunk,
  type PlanSpec,
  type RoutePlan,
} from './route-plan';

/** Route names by the hash's first part (app/ui/router.ts parseRoute); a night's by its third. */
const ROUTES = { new: 'new-night', players: 'players', settings: 'settings', history: 'history' };
const NIGHT_ROUTES = { rules: 'night-rules', settle: 'night-settle', share: 'night-share' };

/**
 * The screens whose cold open waits on the most rounds: a night's (its screen,
 * then its game once the night's row names it), as app/ui/app.tsx loads them
 * (module, namespaces). Other screens still load after the app.
 */
const SCREEN_SPECS: PlanSpec['screens'] = {
  night: { module: 'app/ui/screens/night.tsx', namespaces: [], game: true },
  'night-rules': { module: 'app/ui/screens/night-rules.tsx', namespaces: [], game: true },
  'night-settle': {
    module: 'app/ui/screens/settle.tsx',
    namespaces: ['settlement', 'backup'],
    game: true,
  },
};

/** Plain ES5-level JavaScript that never throws; `language` is what the boot script set. */
export function routeSource(plan: RoutePlan): string {
  return `(function () {
  var plan = ${JSON.stringify(plan)};
  var has = function (o, k) { return !!o && Object.prototype.hasOwnProperty.call(o, k); };
  var cache = {};
  try { cache = JSON.parse(localStorage.getItem(${JSON.stringify(BOOT_CACHE_KEY)}) || '{}') || {}; } catch (e) {}
  var language = document.documentElement.lang;
  // done: called once the file has arrived (or failed, or was asked for already).
  var preload = function (n, done) {
    var href = plan.files[n];
    // The app may have asked for it already (Vite's preload of a dynamic import's chunks).
    if (typeof href !== 'string' || document.querySelector('link[href="' + href + '"]')) {
      if (done) done();
      return;
    }
    var link = document.createElement('link');
    if (/\\.css$/.test(href)) { link.rel = 'preload'; link.as = 'style'; } else link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    link.setAttribute('data-route', '');
    if (done) link.onload = link.onerror = done;
    document.head.appendChild(link);
  };
  var words = function (ns) { if (has(plan.locales[language], ns)) preload(plan.locales[language][ns]); };
  try {
    var parts = [];
    location.hash.replace(/^#\\/?/, '').split('/').forEach(function (p) { if (p) parts.push(decodeURIComponent(p)); });
    var routes = ${JSON.stringify(ROUTES)};
    var nights = ${JSON.stringify(NIGHT_ROUTES)};
    var route = parts[0] === 'join' ? 'join' : has(routes, parts[0]) ? routes[parts[0]]
      : parts[0] === 'night' && parts[1] ? (has(nights, parts[2]) ? nights[parts[2]] : 'night') : 'home';
  } catch (e) {}
  var forScreen = function () {
    var screen = has(plan.screens, route) ? plan.screens[route] : null;
    if (!screen) return;
    screen.js.forEach(function (n) { preload(n); });
    screen.ns.forEach(words);
    var recent = screen.game && Array.isArray(cache.nights) ? cache.nights : [];
    for (var i = 0; i < recent.length; i++) {
      var night = recent[i];
      if (night && night.id === parts[1] && has(plan.games, night.game)) {
        plan.games[night.game].js.forEach(function (n) { preload(n); });
        words(plan.games[night.game].ns);
        return;
      }
    }
  };
  // The app first, on its own: it is needed first, and the files of one
  // round share the service worker and the disk. The screen and the game
  // follow as soon as it is in, while the app starts and opens the database.
  var forRoute = function () {
    var left = plan.app.length + 1;
    var arrived = function () {
      if (--left === 0) try { forScreen(); } catch (e) {}
    };
    plan.app.forEach(function (n) { preload(n, arrived); });
    arrived();
  };
  // After the first paint: asking for thirty files costs the page's main thread too.
  ${AFTER_PAINT_SOURCE}
  // Runs f once the first frame is painted: at once when it already is. The
  // early read's results are handed over so: their rows are read long after
  // that paint on a long night, and another frame's wait would only hold the app.
  var painted = false;
  var onPaint = [];
  var afterFirstPaint = function (f) { if (painted) f(); else onPaint.push(f); };
  var paintDone = function () {
    painted = true;
    for (var i = 0; i < onPaint.length; i++) try { onPaint[i](); } catch (e) {}
    onPaint = [];
  };
  // A night's first reads, at once: the database works apart from the page (app/storage/early-read.ts).
  try { if (route === 'night') (${earlyReadSource()})(parts[1], afterFirstPaint); } catch (e) {}
  try { afterPaint(function () { paintDone(); try { forRoute(); } catch (e) {} }); } catch (e) { paintDone(); }
})();
`;
}

/** The bundle as chunks and where each language's namespaces are. */
function graphOf(bundle: Rolldown.OutputBundle, root: string) {
  const chunks: GraphChunk[] = [];
  const locales: Record<string, Record<string, string>> = {};
  for (const file of Object.values(bundle)) {
    if (file.type !== 'chunk') continue;
    const module = file.facadeModuleId ? relative(root, file.facadeModuleId) : undefined;
    const locale = module?.match(/^locales\/(\w+)\/(\w+)\.json$/);
    if (locale) (locales[locale[1]!] ??= {})[locale[2]!] = file.fileName;
    chunks.push({
      file: file.fileName,
      ...(module ? { module } : {}),
      holds: file.moduleIds.map((id) => relative(root, id)),
      imports: file.imports,
      css: [...(file.viteMetadata?.importedCss ?? [])],
      isEntry: file.isEntry,
    });
  }
  return { chunks, locales };
}

/** The route script for this bundle; `games` as app/engine/games/registry.ts lists them. */
export function routeScriptOf(
  bundle: Rolldown.OutputBundle,
  root: string,
  base: string,
  games: readonly { readonly game: string; readonly namespace: string }[],
): string {
  const { chunks, locales } = graphOf(bundle, root);
  const specs: Record<string, GameSpec> = {};
  for (const { game, namespace } of games)
    specs[game] = {
      modules: [`app/ui/games/${game}/index.tsx`, `app/engine/games/${game}/engine.ts`],
      namespace,
    };
  const spec = { app: 'app/ui/root.tsx', screens: SCREEN_SPECS, games: specs, locales };
  return routeSource(routePlan(chunks, spec, base));
}
