// The boot script: a few lines that run in <head> before anything else and
// before the first paint. From the boot cache (app/ui/boot-cache.ts) or the
// browser's languages it picks the language, sets <html lang> and the theme
// (no flash of the wrong one), preloads that language's first-screen
// translation chunks, and puts the first frame on screen: the build renders
// app/ui/first-frame.tsx in every language (app/ui/first-frame-html.tsx) and
// the script writes the one for this language and route into #app as soon as
// the parser has made it, before the first paint and before any module has
// loaded. main.tsx later draws the same markup in its place.
// The build inlines it into index.html (with the entry's stylesheet), allowed
// by its sha256 hash in the Content-Security-Policy (./inline-html.ts): the
// first text waits for no request after the page's. The app never depends on
// it: main.tsx makes the same choices and draws the frame itself.
import { createHash } from 'node:crypto';
import preact from '@preact/preset-vite';
import type { Plugin, Rolldown } from 'vite';
import { AFTER_PAINT_SOURCE } from './after-paint';
import { inlineScript, inlineStylesheet } from './inline-html';
import { routeScriptOf } from './route-script';
import { BOOT_CACHE_KEY } from '../app/ui/boot-cache';
import { FIRST_SCREEN_NAMESPACES, type FrameHtml } from '../app/ui/i18n/first-screen';

export type { FrameHtml };

/** The top-level route names that are not the home screen (app/ui/router.ts parseRoute). */
const SCREENS = ['new', 'players', 'settings', 'history'];

/**
 * Plain ES5-level JavaScript: it runs before any module and must never throw.
 * It ships as written (inline in index.html), so its comments live here:
 * - the translations are preloaded after the first paint (./after-paint.ts):
 *   inserting the links costs ~25 ms at CPU 4× (traces of the first text) and
 *   the frame needs no translation;
 * - `fill` runs in the parser's task that inserted #app, so before any paint of it.
 * - the home frame carries the empty list's words when the home is known to
 *   be empty: a first visit (storage works, no cache) or `listed: false`
 *   (homeKnownEmpty in app/ui/boot-cache.ts, which main.tsx uses alike); the
 *   largest text of a first visit is then in the first paint, not after the
 *   database has been read.
 */
export function bootSource(
  chunks: Readonly<Record<string, readonly string[]>>,
  frames: FrameHtml,
  build = 'dev',
): string {
  return `(function () {
  var chunks = ${JSON.stringify(chunks)};
  var frames = ${JSON.stringify(packFrames(frames))};
  var build = ${JSON.stringify(build)};
  var has = function (l) { return Object.prototype.hasOwnProperty.call(chunks, l); };
  var cache = {};
  var fresh = false;
  try {
    var stored = localStorage.getItem(${JSON.stringify(BOOT_CACHE_KEY)});
    fresh = stored === null;
    cache = JSON.parse(stored || '{}') || {};
  } catch (e) {}
  var language = has(cache.language) ? cache.language : null;
  var preferred = navigator.languages || [navigator.language];
  for (var i = 0; !language && i < preferred.length; i++) {
    var base = String(preferred[i]).toLowerCase().split('-')[0];
    if (has(base)) language = base;
  }
  language = language || 'en';
  var root = document.documentElement;
  root.lang = language;
  if (cache.theme === 'dark' || cache.theme === 'light') root.setAttribute('data-theme', cache.theme);
  var preload = function () {
    (chunks[language] || []).forEach(function (href) {
      var link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      document.head.appendChild(link);
    });
  };
  ${AFTER_PAINT_SOURCE}
  afterPaint(preload);
  ${FRAME_SOURCE}
})();
`;
}

/**
 * The frame part of the boot script (ES5, never throws out of its try):
 * - the home is drawn with the empty list's words when it is known to be
 *   empty, or with the list it last showed when the boot cache keeps it for
 *   this language and this build (app/ui/home-snapshot.ts; any write to the
 *   nights or players drops it), and the link under the list;
 * - #app is marked `data-boot` until main.tsx takes over: a tap on one of
 *   the frame's links before then draws the next frame at once (the app
 *   opens that screen when it comes), instead of leaving the tap unanswered;
 * - a home drawn with what it holds (its nights, or none) and whose links
 *   all work is usable at its first paint: the `renonc:usable` mark
 *   (app/ui/usable.ts) is set then, with `from: 'boot'`.
 */
const FRAME_SOURCE = `try {
    var screenOf = function () {
      var parts = [];
      location.hash.replace(/^#\\/?/, '').split('/').forEach(function (p) { if (p) parts.push(decodeURIComponent(p)); });
      return parts[0] === 'join' || ${JSON.stringify(SCREENS)}.indexOf(parts[0]) >= 0 || (parts[0] === 'night' && !!parts[1]);
    };
    var own = Object.prototype.hasOwnProperty.call(frames, language) ? frames[language] : null;
    var empty = fresh || cache.listed === false;
    var kept = cache.home;
    var items = !empty && cache.listed === true && kept && kept.language === language && kept.build === build && typeof kept.items === 'string' ? kept.items : '';
    var home = !own ? '' : empty ? own.home.replace('<ul', own.empty + '<ul') : items ? own.home.replace('</ul>', items + '</ul>' + own.clubs) : own.home;
    var opened = screenOf();
    var frame = !own ? '' : opened ? own.screen : home;
    var fill = function () {
      var app = document.getElementById('app');
      if (!app) return false;
      if (!app.firstChild) {
        app.innerHTML = frame;
        app.setAttribute('data-boot', '');
      }
      return true;
    };
    if (frame && !fill()) {
      var observer = new MutationObserver(function () { if (fill()) observer.disconnect(); });
      observer.observe(root, { childList: true, subtree: true });
    }
    var follow = function () {
      var app = document.getElementById('app');
      if (app && app.hasAttribute('data-boot')) app.innerHTML = screenOf() ? own.screen : home;
      else window.removeEventListener('hashchange', follow);
    };
    if (frame) window.addEventListener('hashchange', follow);
    if (frame && !opened && (empty || items)) afterPaint(function () {
      var app = document.getElementById('app');
      if (app && app.hasAttribute('data-boot') && !screenOf()) performance.mark('renonc:usable', { detail: { screen: 'home', from: 'boot' } });
    });
  } catch (e) {}`;

/**
 * The frames as the boot script carries them: the empty home is the home
 * with one paragraph before its list, and the listed home the home with the
 * link under its list, so only that paragraph and that link travel (the
 * first text's bytes). Fails the build if the frames differ otherwise, or if
 * the home has more than its one list (the script fills the first).
 */
export function packFrames(frames: FrameHtml): Record<string, Record<string, string>> {
  const packed: Record<string, Record<string, string>> = {};
  for (const [language, kinds] of Object.entries(frames)) {
    const { home, 'home-empty': homeEmpty, 'home-listed': homeListed, screen } = kinds;
    const at = home.indexOf('<ul');
    const empty = homeEmpty.slice(at, at + homeEmpty.length - home.length);
    if (at < 0 || home.slice(0, at) + empty + home.slice(at) !== homeEmpty)
      throw new Error(`the empty home frame in ${language} is not the home with a paragraph added`);
    const end = home.indexOf('</ul>') + '</ul>'.length;
    const clubs = homeListed.slice(end, end + homeListed.length - home.length);
    const oneList = home.indexOf('<ul', at + 1) < 0;
    if (!oneList || home.slice(0, end) + clubs + home.slice(end) !== homeListed)
      throw new Error(`the listed home frame in ${language} is not the home with a link added`);
    packed[language] = { home, empty, clubs, screen };
  }
  return packed;
}

interface AppFacts {
  readonly frames: FrameHtml;
  /** Each game and its translation namespace (app/engine/games/registry.ts). */
  readonly games: readonly { readonly game: string; readonly namespace: string }[];
}

/**
 * Renders the first frames with the app's own components and reads the game
 * list, through Vite (JSX, import.meta.glob; and the app's sources stay out
 * of the config's own bundle).
 */
async function appFacts(root: string): Promise<AppFacts> {
  const [{ createServer }, { Window }] = await Promise.all([import('vite'), import('happy-dom')]);
  const server = await createServer({
    root,
    configFile: false,
    logLevel: 'error',
    plugins: [preact()],
    appType: 'custom',
    server: { middlewareMode: true, hmr: false, ws: false },
    optimizeDeps: { noDiscovery: true, include: [] },
  });
  const window = new Window();
  try {
    const module = (await server.ssrLoadModule('/app/ui/first-frame-html.tsx')) as {
      firstFrameHtml: (document: Document) => Promise<FrameHtml>;
    };
    const registry = (await server.ssrLoadModule('/app/engine/games/registry.ts')) as {
      BUILT_IN_GAMES: AppFacts['games'];
    };
    return {
      frames: await module.firstFrameHtml(window.document as unknown as Document),
      games: registry.BUILT_IN_GAMES.map(({ game, namespace }) => ({ game, namespace })),
    };
  } finally {
    await window.happyDOM.close();
    await server.close();
  }
}

/**
 * The order in index.html that puts the first text up soonest (seen in CDP
 * traces of the offline repeat visit at CPU 4×, bench/first-text-trace.ts):
 * the page's main thread is busy from the navigation to the first paint, so
 * what runs before the paint is what counts. The boot script comes first in
 * <head>, then the stylesheet: both are requested and handled before anything
 * else. The entry module and its modulepreloads go to the end of <body>:
 * the preload scanner still requests them while the boot script blocks the
 * parser, and module scripts run after parsing anyway, but their responses
 * no longer queue ahead of the boot script's and the stylesheet's. Before,
 * with the boot script last in <head>, its response came after every
 * module's, which were compiled (and sometimes run) before the first paint.
 * The route script (`routeTag`, ./route-script.ts) goes just before the entry:
 * deferred, it runs right before it.
 */
export function arrangeHtml(html: string, bootTag: string, routeTag?: string): string {
  const modules: string[] = routeTag ? [`    ${routeTag}\n`] : [];
  const rest = html.replace(
    /[ \t]*<(?:script type="module"[^>]*><\/script|link rel="modulepreload"[^>]*)>\n?/g,
    (tag) => {
      modules.push(`    ${tag.trim()}\n`);
      return '';
    },
  );
  if (!rest.includes('</title>') || !rest.includes('</body>'))
    throw new Error('index.html has no </title> or </body>');
  return rest
    .replace('</title>', () => `</title>\n    ${bootTag}`)
    .replace(/\s*<\/body>/, () => `\n${modules.join('')}  </body>`);
}

/**
 * `inline`: the boot script and the entry's stylesheet go into index.html
 * itself (./inline-html.ts), so that the first paint waits for no request.
 * `build`: the build's id (vite.config.ts), which a kept home list must name
 * to be drawn.
 */
export function bootScript({ inline = false, build = 'dev' } = {}): Plugin {
  let base = '/';
  let root = process.cwd();
  const pattern = new RegExp(
    `^assets/locale-(\\w+)-(${FIRST_SCREEN_NAMESPACES.join('|')})-[\\w-]+\\.js$`,
  );
  const emit = (context: Rolldown.PluginContext, name: string, source: string) => {
    const hash = createHash('sha256').update(source).digest('hex').slice(0, 8);
    const fileName = `assets/${name}-${hash}.js`;
    context.emitFile({ type: 'asset', fileName, source });
    return `${base}${fileName}`;
  };
  return {
    name: 'renonc-boot-script',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      base = config.base;
      root = config.root;
    },
    async generateBundle(_options, bundle) {
      const chunks: Record<string, string[]> = {};
      for (const file of Object.values(bundle)) {
        const match = file.fileName.match(pattern);
        if (match) (chunks[match[1]!] ??= []).push(`${base}${file.fileName}`);
      }
      for (const list of Object.values(chunks)) list.sort();
      const facts = await appFacts(root);
      let route: string;
      try {
        route = routeScriptOf(bundle, root, base, facts.games);
      } catch (error) {
        this.error(String(error));
      }
      const boot = bootSource(chunks, facts.frames, build);
      const routeHref = emit(this, 'route', route);
      const index = bundle['index.html'];
      if (index?.type !== 'asset') this.error('index.html is not in the bundle');
      let html = String(index.source);
      let bootTag: string;
      if (inline) {
        ({ html, tag: bootTag } = inlineScript(html, boot));
        for (const [, href] of html.matchAll(/<link rel="stylesheet"[^>]*href="([^"]+)"/g)) {
          const css = bundle[href!.slice(base.length)];
          if (css?.type === 'asset')
            html = inlineStylesheet(html, href!, Buffer.from(css.source).toString('utf8'));
        }
      } else bootTag = `<script src="${emit(this, 'boot', boot)}"></script>`;
      index.source = arrangeHtml(html, bootTag, `<script defer src="${routeHref}"></script>`);
    },
  };
}
