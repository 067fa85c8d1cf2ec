// Time from navigation to the first text on screen (first contentful paint),
// the way a player feels it: mobile viewport, fresh profile per first visit,
// CPU 1× and 4× (CDP Emulation.setCPUThrottlingRate, a cheap phone), on a
// first visit and on an offline repeat visit served by the service worker.
// Medians of 10 runs, the four cases alternating so load on the shared
// machine hits them alike. Beside each, the same visits to a one-line static
// page (bench/floor-page.ts): what Chromium itself costs on this machine.
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../tests/e2e/support/chromium';
import { serveDists } from './dist-server';
import { writeFloorPage } from './floor-page';
import { BENCH_PORT, startPreview, stopPreview } from './preview';
import { median, type BenchRow } from './types';

const RUNS = 10;
const RATES = [1, 4] as const;
const TARGETS = {
  'first-1': 250,
  'first-4': 600,
  'repeat-1': undefined,
  'repeat-4': 400,
} as const;

export const MOBILE = {
  viewport: { width: 390, height: 844 },
  deviceScaleFactor: 3,
  isMobile: true,
  hasTouch: true,
  locale: 'en-GB',
} as const;

/** Navigates with the CPU slowed `rate` times and returns first contentful paint in ms. */
async function firstText(page: Page, url: string, rate: number): Promise<number> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
  await page.goto(url);
  const fcp = await page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        new PerformanceObserver((list) => {
          const entry = list.getEntriesByName('first-contentful-paint')[0];
          if (entry) resolve(entry.startTime);
        }).observe({ type: 'paint', buffered: true });
      }),
  );
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  await cdp.detach();
  return fcp;
}

/** A first visit in a fresh profile; the context is kept for the repeat visit. */
export async function firstVisit(browser: Browser, base: string, rate: number) {
  const context = await browser.newContext(MOBILE);
  const page = await context.newPage();
  const time = await firstText(page, base, rate);
  return { context, page, time };
}

/** Once the service worker controls the origin: offline, a new tab, first text. */
export async function repeatVisit(context: BrowserContext, page: Page, base: string, rate: number) {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.close();
  await context.setOffline(true);
  const again = await context.newPage();
  const time = await firstText(again, base, rate);
  await again.close();
  return time;
}

type Case = keyof typeof TARGETS;

/** A first visit and its offline repeat at `rate`, for the page at `base`. */
async function visitPair(browser: Browser, base: string, rate: number): Promise<[number, number]> {
  const visit = await firstVisit(browser, base, rate);
  const repeat = await repeatVisit(visit.context, visit.page, base, rate);
  await visit.context.close();
  return [visit.time, repeat];
}

function rowsOf(times: Record<Case, number[]>, floor: Record<Case, number[]>): BenchRow[] {
  return (Object.keys(TARGETS) as Case[]).map((key) => {
    const [visit, rate] = key.split('-');
    const value = median(times[key]);
    const target = TARGETS[key];
    return {
      name: `First text, ${visit === 'first' ? 'first visit' : 'offline repeat visit'}, CPU ${rate}× (median of ${RUNS}; a one-line static page: ${Math.round(median(floor[key]))} ms)`,
      value,
      unit: 'ms',
      ...(target === undefined ? {} : { target: `≤ ${target} ms`, ok: value <= target }),
    };
  });
}

const noTimes = (): Record<Case, number[]> => ({
  'first-1': [],
  'first-4': [],
  'repeat-1': [],
  'repeat-4': [],
});

export async function bench(): Promise<BenchRow[]> {
  const { server, base } = await startPreview();
  // The floor (bench/floor-page.ts) on a port of its own: another origin, so
  // its service worker and the app's never meet.
  const floorServer = await serveDists(BENCH_PORT + 1, writeFloorPage());
  const floorBase = `http://localhost:${BENCH_PORT + 1}`;
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  const times = noTimes();
  const floor = noTimes();
  try {
    // One warm-up visit so the first measured run does not pay for disk caches.
    const warm = await firstVisit(browser, base, 1);
    await warm.context.close();
    for (let run = 0; run < RUNS; run++) {
      for (const rate of RATES) {
        const pages: [string, Record<Case, number[]>][] = [
          [base, times],
          [floorBase, floor],
        ];
        for (const [url, into] of run % 2 ? pages.reverse() : pages) {
          const [first, repeat] = await visitPair(browser, url, rate);
          into[`first-${rate}`].push(first);
          into[`repeat-${rate}`].push(repeat);
        }
      }
    }
  } finally {
    await browser.close();
    floorServer.close();
    stopPreview(server);
  }
  return rowsOf(times, floor);
}
