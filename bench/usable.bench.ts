// What a player waits for (issue 31): navigation to the `usable` mark
// (app/ui/usable.ts: the home with its nights listed, a night with its
// balances and entry form), with the largest contentful paint and the first
// text of the same visits beside it. Mobile 390 × 844, CPU 1× and 4×, served
// as `npm start` serves it (bench/app-server.ts). Per run, in one fresh
// profile: a first visit of the home (and the bytes the server sent until the
// service worker had precached the app); then, after one online open of a
// night of 1,000 hands seeded meanwhile (the phone then locked on its
// screen), offline, a repeat visit of the home (which lists it) and a repeat
// visit of that night. Medians; the runs of the two rates alternate. The
// home's `usable` is the boot script's when its first paint already shows
// what the home holds (its kept nights, or known empty: all its links work);
// the app's own read (`renonc:app-usable`) is reported beside it.
//   npx tsx bench/run.ts usable            (the build in dist/)
//   RENONC_USABLE_DISTS=a,b npx tsx bench/usable.bench.ts   (A/B, builds alternating)
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../tests/e2e/support/chromium';
import { seedNight } from '../tests/e2e/support/seed-night';
import { APP_BENCH_PORT, startApp, type AppServer } from './app-server';
import { MOBILE } from './first-text.bench';
import { markTime } from './marks';
import { median, type BenchRow } from './types';

const RUNS = Number(process.env.RENONC_USABLE_RUNS ?? 7);
/** `RENONC_USABLE_RATES=4` for an A/B of the 4× rows only. */
const RATES = (process.env.RENONC_USABLE_RATES ?? '1,4').split(',').map(Number);
const NIGHT = 'bench-usable-1k';
const HANDS = 1000;

interface Visit {
  readonly usable: number;
  /** The app's own (`renonc:app-usable`): after `usable` when the boot script drew the home's data. */
  readonly app: number;
  readonly lcp: number;
  readonly fcp: number;
}

/** The page's paints and `usable` mark, read once the mark is there. */
async function timesOf(page: Page, rate: number): Promise<Visit> {
  const usable = await markTime(page, 'usable', { firstLook: 400 * rate });
  // A build from before the mark (an A/B against it) has only `usable`.
  const app = await markTime(page, 'app-usable', { firstLook: 0, timeout: 5000 }).catch(
    () => usable,
  );
  const paints = await page.evaluate(
    () =>
      new Promise<{ lcp: number; fcp: number }>((resolve) => {
        const lcps: number[] = [];
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) lcps.push(entry.startTime);
        }).observe({ type: 'largest-contentful-paint', buffered: true });
        // Buffered entries arrive in the observer's first callback, a task later.
        setTimeout(() => {
          const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? -1;
          resolve({ lcp: lcps[lcps.length - 1] ?? -1, fcp });
        }, 50);
      }),
  );
  // Nothing is usable before it is on screen: the boot script's mark comes
  // after its frame is painted but before the browser presents it (FCP).
  return { usable: Math.max(usable, paints.fcp), app, ...paints };
}

async function visit(context: BrowserContext, url: string, rate: number) {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
  await page.goto(url);
  const times = await timesOf(page, rate);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  await cdp.detach();
  return { page, times };
}

/**
 * The phone locked on the night's screen, as a night ends (a page on a phone
 * is hidden before it is ever ended): the night keeps its result, and the
 * home's list is kept for the next start (app/ui/home-refresh.tsx). Waits
 * until that copy names the night (at most 3 s: a build without it has none).
 */
async function lockedOnNight(page: Page): Promise<void> {
  await page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
  });
  for (let waited = 0; waited < 3000; waited += 100) {
    const kept = await page.evaluate(() => localStorage.getItem('renonc:boot') ?? '');
    if (kept.includes('"home"')) return;
    await page.waitForTimeout(100);
  }
}

type Case = 'first-home' | 'repeat-home' | 'repeat-night';

interface RunResult {
  readonly visits: Record<Case, Visit>;
  readonly bytes: number;
}

/** One fresh profile: the first visit, then the offline repeats. */
async function run(browser: Browser, app: AppServer, rate: number): Promise<RunResult> {
  const context = await browser.newContext(MOBILE);
  try {
    app.reset();
    const first = await visit(context, `${app.base}/#/`, rate);
    await first.page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    // The idle-time preloads (the night screen) come after the precache: let them finish.
    await first.page.waitForTimeout(1500);
    const bytes = app.sent();
    await seedNight(first.page, NIGHT, { hands: HANDS, head: true });
    await first.page.close();
    // Opened once online before the measured opens, as a player does: the
    // boot cache then knows the night's game (a first open of it reads the row
    // first), and its game's files are kept for offline use (only the home's
    // core is precached: app/pwa/offline-cache.ts).
    const warm = await visit(context, `${app.base}/#/night/${NIGHT}`, 1);
    await lockedOnNight(warm.page);
    await warm.page.close();
    await context.setOffline(true);
    const home = await visit(context, `${app.base}/#/`, rate);
    await home.page.close();
    const night = await visit(context, `${app.base}/#/night/${NIGHT}`, rate);
    await night.page.close();
    return {
      visits: { 'first-home': first.times, 'repeat-home': home.times, 'repeat-night': night.times },
      bytes,
    };
  } finally {
    await context.close();
  }
}

const TARGETS: Record<string, number> = {
  'first-home-4': 600,
  'repeat-home-4': 300,
  'repeat-night-4': 400,
};

const LABELS: Record<Case, string> = {
  'first-home': 'Home usable, first visit',
  'repeat-home': 'Home usable, offline repeat visit',
  'repeat-night': `Night of ${HANDS.toLocaleString('en')} hands usable, offline repeat visit`,
};

type Samples = Record<string, Visit[]>;

function rowsOf(samples: Samples, bytes: number[], label = ''): BenchRow[] {
  const rows: BenchRow[] = [];
  for (const [key, list] of Object.entries(samples)) {
    const [visitName, where, rate] = key.split('-');
    const value = median(list.map((v) => v.usable));
    const lcp = Math.round(median(list.map((v) => v.lcp)));
    const fcp = Math.round(median(list.map((v) => v.fcp)));
    const app = Math.round(median(list.map((v) => v.app)));
    const target = TARGETS[key];
    rows.push({
      name: `${label}${LABELS[`${visitName}-${where}` as Case]}, CPU ${rate}× (median of ${list.length}; LCP ${lcp} ms, first text ${fcp} ms, the app's own read ${app} ms)`,
      value,
      unit: 'ms',
      ...(target === undefined ? {} : { target: `≤ ${target} ms`, ok: value <= target }),
    });
  }
  const kib = median(bytes) / 1024;
  rows.push({
    name: `${label}Bytes over the wire, first visit until the service worker has precached the app (median of ${bytes.length})`,
    value: kib,
    unit: 'KiB',
    target: '≤ 120 KiB',
    ok: kib <= 120,
  });
  return rows;
}

/** Every dist's rows; with several, the dists alternate run by run. */
export async function measure(dists: readonly string[]): Promise<BenchRow[]> {
  const apps = await Promise.all(dists.map((dist, i) => startApp(dist, APP_BENCH_PORT + 2 * i)));
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  const samples = apps.map((): Samples => ({}));
  const bytes = apps.map((): number[] => []);
  try {
    await run(browser, apps[0]!, 1); // warm-up: disk caches, the browser's first start
    for (let n = 0; n < RUNS; n++) {
      for (const rate of RATES) {
        const order = apps.map((_, i) => i);
        for (const i of n % 2 ? order.reverse() : order) {
          const result = await run(browser, apps[i]!, rate);
          for (const [key, times] of Object.entries(result.visits))
            (samples[i]![`${key}-${rate}`] ??= []).push(times);
          bytes[i]!.push(result.bytes);
        }
      }
    }
  } finally {
    await browser.close();
    await Promise.all(apps.map((app) => app.close()));
  }
  return dists.flatMap((dist, i) =>
    rowsOf(samples[i]!, bytes[i]!, dists.length > 1 ? `[${dist}] ` : ''),
  );
}

export function bench(): Promise<BenchRow[]> {
  return measure([process.env.RENONC_DIST ?? 'dist']);
}

if (process.env.RENONC_USABLE_DISTS) {
  const rows = await measure(process.env.RENONC_USABLE_DISTS.split(','));
  for (const row of rows) console.log(`${row.name}: ${row.value.toFixed(1)} ${row.unit}`);
}
