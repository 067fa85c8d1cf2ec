// Diagnosis of the cold offline open of a night (not part of `npm run bench`):
// for each build, a fresh profile opens the night once online (the service
// worker installs, the boot cache learns the night's game), then new pages
// open it offline, the builds taking turns so that load on the shared machine
// hits both alike. Prints the median of the app's marks and the first paint;
// with one build and `--trace`, also each page's resource timings, which show
// the rounds of requests.
//   npx tsx bench/diag-cold.ts <dist> [<dist-b>] [--rounds 5] [--hands 0] [--trace]
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type BrowserContext } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../tests/e2e/support/chromium';
import { seedNight } from '../tests/e2e/support/seed-night';
import { serveDists } from './dist-server';
import { markTime } from './marks';
import { BENCH_PORT } from './preview';
import { median } from './types';

const MARKS = ['start', 'first-render', 'app-render', 'settings-read', 'night-read', 'night-ready'];

const args = process.argv.slice(2);
const option = (name: string, fallback: number) => {
  const at = args.indexOf(`--${name}`);
  return at >= 0 ? Number(args[at + 1]) : fallback;
};
const dists = args.filter(
  (a, i) => !a.startsWith('--') && !['--rounds', '--hands'].includes(args[i - 1] ?? ''),
);
const trace = args.includes('--trace');
const rounds = option('rounds', 5);
const hands = option('hands', 0);
const BASE = `http://localhost:${BENCH_PORT}`;

const server = await serveDists(BENCH_PORT, dists[0]!);

async function prepare(dist: string): Promise<{ context: BrowserContext; profile: string }> {
  server.use(dist);
  const profile = mkdtempSync(join(tmpdir(), 'renonc-cold-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_ARGS,
    viewport: { width: 390, height: 844 },
    locale: 'en-GB',
  });
  const page = context.pages()[0] ?? (await context.newPage());
  await page.goto(BASE);
  await page.waitForSelector('.topbar');
  await page.evaluate(async () => void (await navigator.serviceWorker.ready));
  await seedNight(page, 'x', { hands, head: true });
  await page.goto(`${BASE}/#/night/x`);
  // A new document, controlled by the worker: the offline opens are served by it.
  await page.reload();
  await page.waitForSelector('.balances');
  await page.waitForFunction(() => navigator.serviceWorker.controller?.state === 'activated');
  await page.waitForTimeout(2000);
  await context.setOffline(true);
  return { context, profile };
}

async function coldOpen(context: BrowserContext): Promise<Record<string, number>> {
  const page = await context.newPage();
  await page.goto(`${BASE}/#/night/x`);
  await markTime(page, 'night-ready');
  const result = await page.evaluate((trace) => {
    const times: Record<string, number> = {};
    for (const m of performance.getEntriesByType('mark'))
      times[m.name.replace('renonc:', '')] = m.startTime;
    for (const p of performance.getEntriesByType('paint')) times[p.name] = p.startTime;
    const lines = trace
      ? (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).map(
          (e) => `${e.startTime.toFixed(0)}-${e.responseEnd.toFixed(0)} ${e.name.split('/').pop()}`,
        )
      : [];
    return { times, lines };
  }, trace);
  if (trace) console.log(`---\n${result.lines.join('\n')}`);
  await page.close();
  return result.times;
}

const setups = [];
for (const dist of dists) setups.push({ dist, ...(await prepare(dist)) });
const seen: Record<string, Record<string, number[]>> = {};
try {
  for (let round = 0; round < rounds; round++)
    for (const { dist, context } of round % 2 ? [...setups].reverse() : setups) {
      const times = await coldOpen(context);
      for (const [k, v] of Object.entries(times)) ((seen[dist] ??= {})[k] ??= []).push(v);
    }
} finally {
  for (const { context, profile } of setups) {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
  server.close();
}
for (const dist of dists) {
  const marks = [...MARKS, 'first-contentful-paint'].map((k) => {
    const list = seen[dist]?.[k] ?? [];
    return `${k} ${Math.round(median(list))}`;
  });
  console.log(
    `${dist.padEnd(16)} ${marks.join('  ')}  [night-ready ${seen[dist]?.['night-ready']?.map(Math.round).join(' ')}]`,
  );
}
