// The route script runs in a plain context here, with just enough of a page:
// what it links for each route, against the router's own reading of the hash.
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { DB_NAME } from '../../app/storage';
import { EARLY_READ_KEY } from '../../app/storage/early-read';
import { BOOT_CACHE_KEY } from '../../app/ui/boot-cache';
import { parseRoute } from '../../app/ui/router';
import type { RoutePlan } from '../../scripts/route-plan';
import { routeSource } from '../../scripts/route-script';

const ROOT = ['/assets/root-g.js', '/assets/dexie-h.js'];
const NIGHT = ['/assets/night-i.js', '/assets/ledger-j.js'];
const SETTLE = ['/assets/settle-k.js', '/assets/settle-l.css', '/assets/ledger-j.js'];
const PLAYERS = ['/assets/players-s.js'];
/** It shares the ledger chunk with the night and settle screens. */
const MARIAS = [
  '/assets/marias-m.js',
  '/assets/marias-n.css',
  '/assets/ledger-j.js',
  '/assets/engine-o.js',
];
const MARIAS_OWN = MARIAS.filter((f) => !f.includes('ledger'));
const MARIAS_WORDS = { cs: '/assets/locale-cs-marias-p.js', en: '/assets/locale-en-marias-q.js' };
const SETTLEMENT_WORDS = '/assets/locale-en-settlement-r.js';

/** What scripts/route-plan.ts would make of the chunks above. */
function plan(): RoutePlan {
  const files: string[] = [];
  const at = (href: string) => {
    if (!files.includes(href)) files.push(href);
    return files.indexOf(href);
  };
  return {
    files,
    locales: {
      cs: { marias: at(MARIAS_WORDS.cs) },
      en: { marias: at(MARIAS_WORDS.en), settlement: at(SETTLEMENT_WORDS) },
    },
    app: ROOT.map(at),
    screens: {
      night: { js: NIGHT.map(at), ns: [], game: 1 },
      'night-settle': { js: SETTLE.map(at), ns: ['settlement'], game: 1 },
      players: { js: PLAYERS.map(at), ns: [] },
    },
    games: { marias: { js: MARIAS.map(at), ns: 'marias' } },
  };
}

interface Page {
  stored?: string | null | Error;
  hash?: string;
  /** What the boot script set on <html lang>. */
  lang?: string;
  /** Links the app has added already (what Vite's preload of a dynamic import does). */
  present?: string[];
  /** A page in the background gets no animation frames. */
  hidden?: boolean;
  /** A page with IndexedDB: the databases the script opened, and what it left on `window`. */
  database?: { opened: string[]; window: Record<string, unknown> };
}

interface Link {
  rel: string;
  href: string;
  as?: string;
  crossOrigin?: string;
  marked?: string;
  onload?: () => void;
  onerror?: () => void;
  setAttribute?: unknown;
}

/**
 * Runs the script, then the first animation frame and the task after it;
 * `arrive` decides which links load (true), fail (false) or stay pending.
 */
function run(
  { stored = null, hash = '', lang = 'en', present = [], hidden = false, database }: Page,
  arrive: (href: string) => boolean | undefined = () => true,
) {
  const links: Link[] = [];
  const frames: (() => void)[] = [];
  const tasks: (() => void)[] = [];
  const withDatabase = database && {
    window: database.window,
    Promise,
    indexedDB: { open: (name: string) => (database.opened.push(name), {}) },
  };
  runInNewContext(routeSource(plan()), {
    ...withDatabase,
    requestAnimationFrame: (f: () => void) => frames.push(f),
    setTimeout: (f: () => void) => tasks.push(f),
    localStorage: {
      getItem: (key: string) => {
        if (stored instanceof Error) throw stored;
        return key === BOOT_CACHE_KEY ? stored : null;
      },
    },
    location: { hash },
    document: {
      visibilityState: hidden ? 'hidden' : 'visible',
      documentElement: { lang },
      createElement: () => ({
        setAttribute(this: Link, name: string) {
          this.marked = name;
        },
      }),
      querySelector: (selector: string) =>
        [...present, ...links.map((l) => l.href)].find(
          (href) => selector === `link[href="${href}"]`,
        ) ?? null,
      head: { appendChild: (link: Link) => links.push(link) },
    },
  });
  const before = links.length;
  frames.splice(0).forEach((f) => f());
  const inFrame = links.length;
  tasks.splice(0).forEach((f) => f());
  // Files arrive one by one, the ones added meanwhile too.
  for (let i = 0; i < links.length; i++) {
    const ok = arrive(links[i]!.href);
    if (ok === true) links[i]!.onload?.();
    if (ok === false) links[i]!.onerror?.();
  }
  const hrefs = links.map((l) => l.href);
  // Marked as the route script's (the e2e test tells them from the app's by it).
  expect(links.every((l) => l.marked === 'data-route')).toBe(true);
  const plain = links.map(({ rel, href, as, crossOrigin }) => ({ rel, href, as, crossOrigin }));
  return { links: plain, hrefs, before, inFrame };
}

const night = (id: string, game: unknown) => ({ id, game });
const cache = (nights: unknown) => JSON.stringify({ language: 'cs', nights });

describe('route script', () => {
  it('preloads the app on every route, as modules, only after the first paint', () => {
    const { links, before, inFrame } = run({ hash: '#/' });
    expect([before, inFrame]).toEqual([0, 0]);
    expect(links).toEqual(ROOT.map((href) => ({ rel: 'modulepreload', crossOrigin: '', href })));
  });

  it('preloads at once on a hidden page, which gets no animation frame', () => {
    const { hrefs, before } = run({ hash: '#/', hidden: true });
    expect(before).toBe(ROOT.length);
    expect(hrefs).toEqual(ROOT);
  });

  it('asks for the screen and the game once every app file is in, or failed', () => {
    const stored = cache([night('n1', 'marias')]);
    const page = { stored, hash: '#/night/n1' };
    expect(run(page, (href) => (href === ROOT[1] ? undefined : true)).hrefs).toEqual(ROOT);
    const failed = run(page, (href) => href !== ROOT[0]).hrefs;
    expect(failed).toEqual([...ROOT, ...NIGHT, ...MARIAS_OWN, MARIAS_WORDS.en]);
  });

  it("adds a remembered night's screen, game, CSS and words in the shown language", () => {
    const stored = cache([night('other', 'vint'), night('n 1', 'marias')]);
    const result = run({ stored, hash: '#/night/n%201', lang: 'cs' });
    expect(result.hrefs).toEqual([...ROOT, ...NIGHT, ...MARIAS_OWN, MARIAS_WORDS.cs]);
    const css = result.links.filter((l) => l.href.endsWith('.css'));
    expect(css).toEqual([{ rel: 'preload', as: 'style', crossOrigin: '', href: MARIAS[1] }]);
  });

  it("a screen's own words, and a chunk two lists share once", () => {
    const result = run({ stored: cache([night('n1', 'marias')]), hash: '#/night/n1/settle' });
    expect(result.hrefs).toEqual([
      ...ROOT,
      ...SETTLE,
      SETTLEMENT_WORDS,
      ...MARIAS_OWN,
      MARIAS_WORDS.en,
    ]);
  });

  it('no game when the cache does not know the night, or names a game the build has not', () => {
    const odd = [
      cache([night('n2', 'marias')]),
      cache([night('n1', 'chess'), night('n1', 'constructor'), night('n1', null)]),
      cache('n1:marias'),
      cache({ length: 1, 0: night('n1', 'marias') }),
      cache([null, 7, 'x']),
      '{"nights":',
      'null',
      '7',
      new Error('SecurityError'),
    ];
    for (const stored of odd)
      expect(run({ stored, hash: '#/night/n1' }).hrefs, String(stored)).toEqual([
        ...ROOT,
        ...NIGHT,
      ]);
    // A language the plan has no words in: the code still comes.
    const stored = cache([night('n1', 'marias')]);
    expect(run({ stored, hash: '#/night/n1', lang: 'de' }).hrefs).toEqual([
      ...ROOT,
      ...NIGHT,
      ...MARIAS_OWN,
    ]);
  });

  it('does not ask again for what the app has linked already', () => {
    const result = run({ hash: '#/night/n1', present: [ROOT[1]!, NIGHT[0]!] });
    expect(result.hrefs).toEqual([ROOT[0], NIGHT[1]]);
  });

  it('picks the screen exactly as the router does', () => {
    const hashes = ['', '#/', '#/new', '#/players', '#/settings', '#/history', '#/night'];
    hashes.push('#/night/n1', '#/night/n1/settle', '#/night/n1/rules', '#/night/n1/share');
    hashes.push('#/night/n1/other', '#/join/s/viewer/x', '#/nope', '#players', '#//players/');
    hashes.push('#/%70layers', '#/night/n1/%73ettle', '#/constructor', '#/night/n1/toString');
    const expected: Record<string, string[]> = {
      night: NIGHT,
      'night-settle': [...SETTLE, SETTLEMENT_WORDS],
      players: PLAYERS,
    };
    for (const hash of hashes) {
      const screen = expected[parseRoute(hash).name] ?? [];
      expect(run({ hash }).hrefs, hash).toEqual([...new Set([...ROOT, ...screen])]);
    }
    // A hash the router cannot decode either: the app only.
    expect(run({ hash: '#/night/%E0' }).hrefs).toEqual(ROOT);
  });

  it("begins a night's early reads on a night's screen only, for the night the router reads", () => {
    const hashes = ['', '#/', '#/players', '#/night', '#/night/n1', '#/night/n%201'];
    hashes.push('#/night/n1/settle', '#/night/n1/rules', '#/join/s/viewer/x', '#/night/%E0');
    for (const hash of hashes) {
      const database = { opened: [] as string[], window: {} as Record<string, unknown> };
      run({ hash, database });
      const route = ((): ReturnType<typeof parseRoute> | undefined => {
        try {
          return parseRoute(hash);
        } catch {
          return undefined; // a hash the router cannot decode: no night
        }
      })();
      const held = database.window[EARLY_READ_KEY] as { nightId: string } | undefined;
      if (route?.name === 'night') {
        expect(database.opened, hash).toEqual([DB_NAME]);
        expect(held?.nightId, hash).toBe(route.nightId);
      } else {
        expect(database.opened, hash).toEqual([]);
        expect(held, hash).toBeUndefined();
      }
    }
  });

  it("hands a night's early reads over once the first frame is painted, at once if it is", async () => {
    for (const doneBeforePaint of [true, false]) {
      const early = readBeside();
      let handed = false;
      void early.read.then(() => (handed = true));
      const settled = () => new Promise((resolve) => setImmediate(() => resolve(handed)));
      if (doneBeforePaint) {
        early.finishReads();
        expect(await settled()).toBe(false);
        early.paint();
      } else {
        early.paint();
        early.finishReads();
      }
      expect(await settled()).toBe(true);
      expect(await early.read).toMatchObject({ nightId: 'n1', row: { id: 'n1' } });
    }
  });
});

/**
 * The route script on a night's address with an IndexedDB whose reads finish
 * when the test says (`finishReads`), as does the first frame (`paint`).
 */
function readBeside() {
  const frames: (() => void)[] = [];
  const tasks: (() => void)[] = [];
  const done: (() => void)[] = [];
  const window: Record<string, unknown> = {};
  const request = (result: unknown) => {
    const r: { result?: unknown; onsuccess?: () => void } = {};
    done.push(() => ((r.result = result), r.onsuccess?.()));
    return r;
  };
  const store = {
    get: (key: string) => request(key === 'n1' ? { id: 'n1' } : undefined),
    getAll: () => request([]),
    count: () => request(0),
    index: () => store,
  };
  const tx: { oncomplete?: () => void; objectStore: () => typeof store } = {
    objectStore: () => store,
  };
  const open: { result?: unknown; onsuccess?: () => void } = {};
  runInNewContext(routeSource(plan()), {
    window,
    Promise,
    IDBKeyRange: { bound: () => ({}) },
    indexedDB: { open: () => open },
    requestAnimationFrame: (f: () => void) => frames.push(f),
    setTimeout: (f: () => void) => tasks.push(f),
    localStorage: { getItem: () => null },
    location: { hash: '#/night/n1' },
    document: {
      visibilityState: 'visible',
      documentElement: { lang: 'en' },
      createElement: () => ({ setAttribute: () => undefined }),
      querySelector: () => null,
      head: { appendChild: () => undefined },
    },
  });
  const held = window[EARLY_READ_KEY] as { read: Promise<unknown> };
  return {
    read: held.read,
    finishReads: () => {
      open.result = { transaction: () => tx, close: () => undefined };
      open.onsuccess?.();
      while (done.length > 0) done.shift()!();
      tx.oncomplete?.();
    },
    paint: () => {
      frames.splice(0).forEach((f) => f());
      tasks.splice(0).forEach((f) => f());
    },
  };
}
