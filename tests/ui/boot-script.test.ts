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

/** The home frame with its list, with the empty list's words before it, and with the link under it. */
const home = (title: string, empty: string) => ({
  home: `<h1>${title}</h1><ul class="list"></ul><nav></nav>`,
  'home-empty': `<h1>${title}</h1><p class="empty">${empty}</p><ul class="list"></ul><nav></nav>`,
  'home-listed': `<h1>${title}</h1><ul class="list"></ul><a data-home-clubs>${title}</a><nav></nav>`,
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

function boot(
  { stored = null, languages = ['en'], hash = '', appExists = true, visible }: Page,
  build = 'b1',
) {
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
  const app = {
    firstChild: null as unknown,
    innerHTML: '',
    marks: new Set<string>(),
    setAttribute: (name: string) => app.marks.add(name),
    hasAttribute: (name: string) => app.marks.has(name),
    /** main.tsx takes over. */
    removeAttribute: (name: string) => app.marks.delete(name),
  };
  const location = { hash };
  const hashListeners = new Set<() => void>();
  const window = {
    addEventListener: (_: string, f: () => void) => hashListeners.add(f),
    removeEventListener: (_: string, f: () => void) => hashListeners.delete(f),
  };
  const marks: { name: string; detail: unknown }[] = [];
  const performance = {
    mark: (name: string, options?: { detail?: unknown }) =>
      marks.push({ name, detail: options?.detail }),
  };
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
  runInNewContext(bootSource(CHUNKS, FRAMES, build), {
    ...frames,
    localStorage,
    navigator: { languages },
    location,
    window,
    performance,
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
  /** A tap on one of the frame's links. */
  const follow = (to: string) => {
    location.hash = to;
    for (const f of [...hashListeners]) f();
  };
  return {
    lang: root.lang,
    theme: attributes['data-theme'],
    links,
    app,
    parseBody,
    observers,
    paint,
    marks,
    follow,
    hashListeners,
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

  const ITEMS = '<li><a href="#/night/n1" data-night="n1">Mariáš</a></li>';
  const kept = (patch: Record<string, unknown> = {}) =>
    JSON.stringify({
      language: 'en',
      listed: true,
      home: { language: 'en', build: 'b1', items: ITEMS, ...patch },
    });
  const listed = `<h1>New night</h1><ul class="list">${ITEMS}</ul><a data-home-clubs>New night</a><nav></nav>`;

  it('draws the list the home last showed, for its language and build only', () => {
    expect(boot({ stored: kept(), hash: '#/' }).app.innerHTML).toBe(listed);
    const notDrawn: [string, Page['stored'], string?][] = [
      ['another language', kept({ language: 'cs' })],
      ['another build', kept(), 'b2'],
      ['a list not known to hold nights', kept().replace('"listed":true', '"listed":false')],
      ['no items', kept({ items: 5 })],
    ];
    for (const [why, stored, build] of notDrawn) {
      const html = boot({ stored, hash: '#/' }, build).app.innerHTML;
      expect(html, why).not.toContain('data-night');
    }
    // Another screen opened: its bare frame.
    expect(boot({ stored: kept(), hash: '#/settings' }).app.innerHTML).toBe(FRAMES.en.screen);
  });

  it('marks the home usable after its first paint when it shows what it holds', () => {
    const cases: [string, Page['stored'], string, boolean][] = [
      ['the kept list', kept(), '#/', true],
      ['a first visit: known empty', null, '#/', true],
      ['known empty', '{"listed":false}', '', true],
      ['unknown', '{"listed":true}', '#/', false],
      ['another screen', kept(), '#/night/n1', false],
    ];
    for (const [why, stored, hash, usable] of cases) {
      const result = boot({ stored, hash, visible: true });
      expect(result.marks, why).toEqual([]);
      result.paint();
      const expected = usable
        ? [{ name: 'renonc:usable', detail: { screen: 'home', from: 'boot' } }]
        : [];
      expect(result.marks, why).toEqual(expected);
    }
    // main.tsx took over before the paint: the app sets the mark, not the boot script.
    const late = boot({ stored: kept(), hash: '#/', visible: true });
    late.app.removeAttribute('data-boot');
    late.paint();
    expect(late.marks).toEqual([]);
  });

  it("answers a tap on the frame's links until main.tsx takes over", () => {
    const result = boot({ stored: kept(), hash: '#/' });
    result.follow('#/night/n1');
    expect(result.app.innerHTML).toBe(FRAMES.en.screen);
    result.follow('#/');
    expect(result.app.innerHTML).toBe(listed);
    result.app.removeAttribute('data-boot');
    result.follow('#/new');
    expect(result.app.innerHTML).toBe(listed);
    expect(result.hashListeners.size).toBe(0);
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
      clubs: '<a data-home-clubs>New night</a>',
      screen: FRAMES.en.screen,
    });
    const moved = {
      en: { ...FRAMES.en, 'home-listed': '<a data-home-clubs></a>' + FRAMES.en.home },
    };
    expect(() => packFrames(moved)).toThrow(/listed home frame in en/);
    const twoLists = `${FRAMES.en.home}<ul></ul>`;
    const two = {
      en: { ...FRAMES.en, home: twoLists, 'home-empty': FRAMES.en['home-empty'] + '<ul></ul>' },
    };
    expect(() => packFrames(two)).toThrow(/home frame in en/);
    const odd = { en: { ...FRAMES.en, 'home-empty': '<h1>Other</h1><ul class="list"></ul>' } };
    expect(() => packFrames(odd)).toThrow(/empty home frame in en/);
    const noList = {
      en: { home: '<h1>x</h1>', 'home-empty': '<h1>x</h1><p>y</p>', 'home-listed': '', screen: '' },
    };
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
