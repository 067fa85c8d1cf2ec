// The boot script runs in a plain context here, with just enough of a page.
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { BOOT_CACHE_KEY } from '../../app/ui/boot-cache';
import { parseRoute } from '../../app/ui/router';
import { arrangeHtml, bootSource, packFrames, type FrameHtml } from '../../scripts/boot-script';

const CHUNKS = {
  cs: ['/assets/locale-cs-common-a.js', '/assets/locale-cs-errors-b.js'],
  en: ['/assets/locale-en-common-c.js', '/assets/locale-en-errors-d.js'],
  ru: ['/assets/locale-ru-common-e.js', '/assets/locale-ru-errors-f.js'],
};

/** The home frame with its list, and with the empty list's words before it. */
const home = (title: string, empty: string) => ({
  home: `<h1>${title}</h1><ul class="list"></ul>`,
  'home-empty': `<h1>${title}</h1><p class="empty">${empty}</p><ul class="list"></ul>`,
});

const FRAMES = {
  cs: { ...home('Nový večer', 'Žádné večery'), screen: '<p>Zpět</p>' },
  en: { ...home('New night', 'No nights yet'), screen: '<p>Back</p>' },
  ru: { ...home('Новый вечер', 'Вечеров нет'), screen: '<p>Назад</p>' },
} as const satisfies FrameHtml;

interface Page {
  stored?: string | null | Error;
  languages?: string[];
  hash?: string;
  /** false: the parser has not made #app yet when the script runs (it is in <head>). */
  appExists?: boolean;
  /** true: a shown page, which gets animation frames (the plain context gets none). */
  visible?: boolean;
}

function boot({ stored = null, languages = ['en'], hash = '', appExists = true, visible }: Page) {
  const later: (() => void)[] = [];
  const frames = visible
    ? {
        requestAnimationFrame: (run: () => void) => later.push(run),
        setTimeout: (run: () => void) => later.push(run),
      }
    : {};
  /** The next frame is painted: what waited for it runs, and what that queued. */
  const paint = () => {
    while (later.length) later.shift()!();
  };
  const links: { rel: string; href: string; crossOrigin?: string }[] = [];
  const attributes: Record<string, string> = {};
  const app = { firstChild: null as unknown, innerHTML: '' };
  let parsed = appExists;
  const observers: { callback: () => void; connected: boolean }[] = [];
  const root = {
    lang: '',
    setAttribute: (k: string, v: string) => (attributes[k] = v),
  };
  const localStorage = {
    getItem: (key: string) => {
      if (stored instanceof Error) throw stored;
      return key === BOOT_CACHE_KEY ? stored : null;
    },
  };
  class MutationObserver {
    private readonly entry;
    constructor(callback: () => void) {
      this.entry = { callback, connected: false };
      observers.push(this.entry);
    }
    observe() {
      this.entry.connected = true;
    }
    disconnect() {
      this.entry.connected = false;
    }
  }
  runInNewContext(bootSource(CHUNKS, FRAMES), {
    ...frames,
    localStorage,
    navigator: { languages },
    location: { hash },
    MutationObserver,
    document: {
      ...(visible ? { visibilityState: 'visible' } : {}),
      documentElement: root,
      createElement: () => ({}),
      getElementById: (id: string) => (id === 'app' && parsed ? app : null),
      head: { appendChild: (link: (typeof links)[number]) => links.push(link) },
    },
  });
  /** The parser goes on to <body> and makes #app: the observers are told. */
  const parseBody = () => {
    parsed = true;
    for (const o of observers) if (o.connected) o.callback();
  };
  return {
    lang: root.lang,
    theme: attributes['data-theme'],
    links,
    app,
    parseBody,
    observers,
    paint,
  };
}

describe('boot script', () => {
  it('preloads the cached language and sets lang and theme before the first paint', () => {
    const result = boot({ stored: '{"language":"ru","theme":"dark"}', languages: ['cs-CZ'] });
    expect(result.lang).toBe('ru');
    expect(result.theme).toBe('dark');
    expect(result.links.map((l) => [l.rel, l.href, l.crossOrigin])).toEqual(
      CHUNKS.ru.map((href) => ['modulepreload', href, '']),
    );
  });

  it('on a shown page, preloads only after the first frame is painted', () => {
    const result = boot({ stored: '{"language":"cs"}', visible: true });
    expect(result.app.innerHTML).toBe(FRAMES.cs.home);
    expect(result.links).toEqual([]);
    result.paint();
    expect(result.links.map((l) => l.href)).toEqual(CHUNKS.cs);
  });

  it('falls back to the browser languages, then English, as main.tsx does', () => {
    expect(boot({ languages: ['de-DE', 'cs-CZ'] }).lang).toBe('cs');
    expect(boot({ stored: '{"language":"constructor"}', languages: ['fr'] }).lang).toBe('en');
    expect(boot({ stored: 'not json', languages: ['ru'] }).links.map((l) => l.href)).toEqual(
      CHUNKS.ru,
    );
  });

  it('survives a localStorage that throws and leaves the theme to the system', () => {
    const result = boot({ stored: new Error('SecurityError'), languages: ['en-GB'] });
    expect(result.lang).toBe('en');
    expect(result.theme).toBeUndefined();
    expect(result.app.innerHTML).toBe(FRAMES.en.home);
  });

  it('writes the frame of the chosen language into #app as soon as the parser makes it', () => {
    const result = boot({ stored: '{"language":"cs"}', appExists: false });
    expect(result.app.innerHTML).toBe('');
    result.parseBody();
    expect(result.app.innerHTML).toBe(FRAMES.cs.home);
    expect(result.observers.every((o) => !o.connected)).toBe(true);
  });

  it('picks the home frame exactly where the router shows the home screen', () => {
    const hashes = ['', '#', '#/', '#/new', '#/players', '#/settings', '#/history', '#/night'];
    hashes.push('#/night/n1', '#/night/n1/settle', '#/night/n1/rules', '#/night/n%201/share');
    hashes.push('#/join/s/viewer/x', '#/join', '#/nope', '#new', '#/%6Eew', '#//players/');
    for (const hash of hashes) {
      const home = parseRoute(hash).name === 'home';
      expect(boot({ stored: '{}', languages: ['ru'], hash }).app.innerHTML, hash).toBe(
        home ? FRAMES.ru.home : FRAMES.ru.screen,
      );
      // A first visit (no cache at all): the home with its empty list's words.
      expect(boot({ languages: ['ru'], hash }).app.innerHTML, hash).toBe(
        home ? FRAMES.ru['home-empty'] : FRAMES.ru.screen,
      );
    }
  });

  it('draws the empty home only when the home is known to be empty', () => {
    const cases: [Page['stored'], boolean][] = [
      [null, true], // a first visit: storage works and holds no cache
      ['{"language":"en","listed":false}', true],
      ['{"language":"en","listed":true}', false],
      ['{"language":"en"}', false], // written before `listed` existed: unknown
      ['{"listed":"false"}', false],
      ['not json', false],
      [new Error('SecurityError'), false], // storage that cannot be read says nothing
    ];
    for (const [stored, empty] of cases) {
      expect(boot({ stored, languages: ['en'], hash: '#/' }).app.innerHTML, String(stored)).toBe(
        empty ? FRAMES.en['home-empty'] : FRAMES.en.home,
      );
    }
  });

  it('leaves #app alone when something is already in it', () => {
    const result = boot({ appExists: false });
    result.app.firstChild = {};
    result.parseBody();
    expect(result.app.innerHTML).toBe('');
  });
});

describe('first frames in the boot script', () => {
  it('carries only the empty list paragraph, and refuses frames that differ otherwise', () => {
    expect(packFrames(FRAMES).en).toEqual({
      home: FRAMES.en.home,
      empty: '<p class="empty">No nights yet</p>',
      screen: FRAMES.en.screen,
    });
    const odd = { en: { ...FRAMES.en, 'home-empty': '<h1>Other</h1><ul class="list"></ul>' } };
    expect(() => packFrames(odd)).toThrow(/empty home frame in en/);
    const noList = { en: { home: '<h1>x</h1>', 'home-empty': '<h1>x</h1><p>y</p>', screen: '' } };
    expect(() => packFrames(noList)).toThrow(/empty home frame in en/);
  });
});

describe('index.html order', () => {
  const built = [
    '<html><head><title>Renonc</title>',
    '    <script type="module" crossorigin src="/assets/index-a.js"></script>',
    '    <link rel="modulepreload" crossorigin href="/assets/vendor-b.js">',
    '    <link rel="stylesheet" crossorigin href="/assets/index-c.css">',
    '  </head>',
    '  <body>',
    '    <div id="app"></div>',
    '  </body>',
    '</html>',
  ].join('\n');

  it('puts the boot script first, then the stylesheet, and the modules after #app', () => {
    const html = arrangeHtml(built, '<script src="/assets/boot-d.js"></script>');
    const at = (s: string) => html.indexOf(s);
    expect(at('boot-d.js')).toBeGreaterThan(at('</title>'));
    expect(at('boot-d.js')).toBeLessThan(at('index-c.css'));
    expect(at('index-c.css')).toBeLessThan(at('</head>'));
    expect(at('id="app"')).toBeLessThan(at('index-a.js'));
    expect(at('index-a.js')).toBeLessThan(at('vendor-b.js'));
    expect(at('vendor-b.js')).toBeLessThan(at('</body>'));
    expect(html.match(/<script|<link/g)).toHaveLength(4);
  });

  it('puts the deferred route script right before the entry, after #app', () => {
    const route = '<script defer src="/assets/route-e.js"></script>';
    const html = arrangeHtml(built, '<script src="/assets/boot-d.js"></script>', route);
    const at = (s: string) => html.indexOf(s);
    expect(at('id="app"')).toBeLessThan(at('route-e.js'));
    expect(at('route-e.js')).toBeLessThan(at('index-a.js'));
    expect(html.match(/<script|<link/g)).toHaveLength(5);
  });

  it('refuses an index.html it cannot place the scripts in', () => {
    expect(() => arrangeHtml('<html></html>', '<script></script>')).toThrow(/title/);
  });
});
