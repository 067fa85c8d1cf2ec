// A/B of two builds' first text (bench/first-text.bench.ts's visits), the
// builds alternating run by run on one port so that load on the shared
// machine hits them alike:
//   npx tsx bench/first-text-ab.ts <dist-a> <dist-b> [<dist-c> …] [--runs 10] [--rates 1,4]
// Served by bench/dist-server.ts (vite preview's headers, no-cache);
// each run is a fresh browser context, so nothing carries over between builds.
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../tests/e2e/support/chromium';
import { firstVisit, repeatVisit } from './first-text.bench';
import { serveDists } from './dist-server';
import { BENCH_PORT } from './preview';
import { median } from './types';

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const option = (name: string, fallback: string) => {
    const at = args.indexOf(`--${name}`);
    return at >= 0 ? (args[at + 1] ?? fallback) : fallback;
  };
  const dists = args.filter((arg, i) => !arg.startsWith('--') && !args[i - 1]?.startsWith('--'));
  const [a] = dists;
  if (!a || dists.length < 2) throw new Error('usage: first-text-ab.ts <dist-a> <dist-b> [...]');
  const runs = Number(option('runs', '10'));
  const rates = option('rates', '1,4').split(',').map(Number);
  const server = await serveDists(BENCH_PORT, a);
  const base = `http://localhost:${BENCH_PORT}`;
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  const times: Record<string, number[]> = {};
  const push = (key: string, value: number) => (times[key] ??= []).push(value);
  try {
    server.use(a);
    await (await firstVisit(browser, base, 1)).context.close();
    for (let run = 0; run < runs; run++) {
      for (const rate of rates) {
        for (const dist of run % 2 ? [...dists].reverse() : dists) {
          server.use(dist);
          const visit = await firstVisit(browser, base, rate);
          push(`${dist} first ${rate}×`, visit.time);
          push(`${dist} repeat ${rate}×`, await repeatVisit(visit.context, visit.page, base, rate));
          await visit.context.close();
        }
      }
    }
  } finally {
    await browser.close();
    server.close();
  }
  for (const [key, list] of Object.entries(times).sort()) {
    console.log(
      `${key.padEnd(28)} median ${Math.round(median(list))} ms  [${list.map(Math.round).join(' ')}]`,
    );
  }
}

await main();
