// Where opening a long night spends its time: Chromium's CPU profiler (CDP)
// around navigating from the home screen to a seeded night, printed as the
// top functions by self time. Not a benchmark row (run by hand:
// `npx tsx bench/profile-open.ts [hands] [corrections] [snapshot]`, after a
// build into RENONC_DIST).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../tests/e2e/support/chromium';
import { seedNight } from '../tests/e2e/support/seed-night';
import { startPreview, stopPreview } from './preview';

interface ProfileNode {
  readonly id: number;
  readonly callFrame: { functionName: string; url: string; lineNumber: number };
  readonly hitCount?: number;
}
interface Profile {
  readonly nodes: readonly ProfileNode[];
  readonly samples: readonly number[];
  readonly timeDeltas: readonly number[];
}

function topSelf(profile: Profile, count: number): string[] {
  const byNode = new Map(profile.nodes.map((n) => [n.id, n]));
  const self = new Map<string, number>();
  profile.samples.forEach((id, i) => {
    const f = byNode.get(id)!.callFrame;
    const key = `${f.functionName || '(anonymous)'} ${f.url.split('/').pop()}:${f.lineNumber + 1}`;
    self.set(key, (self.get(key) ?? 0) + (profile.timeDeltas[i] ?? 0) / 1000);
  });
  const total = [...self.values()].reduce((a, b) => a + b, 0);
  return [...self.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(([k, ms]) => `${ms.toFixed(1).padStart(8)} ms ${((100 * ms) / total).toFixed(1)}%  ${k}`);
}

/** How long IndexedDB itself takes to hand over the night's rows and its snapshot. */
function rawReads(): Promise<Record<string, number>> {
  const req = <T>(r: IDBRequest<T>) =>
    new Promise<T>((resolve, reject) => {
      r.onsuccess = () => resolve(r.result);
      r.onerror = () => reject(r.error);
    });
  return (async () => {
    const db = await req(indexedDB.open('renonc'));
    const out: Record<string, number> = {};
    const time = async (name: string, run: (tx: IDBTransaction) => Promise<unknown>) => {
      const start = performance.now();
      await run(db.transaction(['entries', 'snapshots'], 'readonly'));
      out[name] = Math.round(performance.now() - start);
    };
    const night = IDBKeyRange.bound(['p', -Infinity], ['p', Infinity]);
    await time('getAll entries', (tx) =>
      req(tx.objectStore('entries').index('[nightId+seq]').getAll(night)),
    );
    await time('count entries', (tx) =>
      req(tx.objectStore('entries').index('[nightId+seq]').count(night)),
    );
    await time('getAllKeys entries', (tx) =>
      req(tx.objectStore('entries').index('[nightId+seq]').getAllKeys(night)),
    );
    await time('get snapshot', (tx) => req(tx.objectStore('snapshots').get('p')));
    db.close();
    return out;
  })();
}

async function main(): Promise<void> {
  const [hands = '10000', corrections = '0', snapshot = 'snapshot'] = process.argv.slice(2);
  const { server, base } = await startPreview();
  const dir = mkdtempSync(join(tmpdir(), 'renonc-profile-'));
  const context = await chromium.launchPersistentContext(dir, {
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_ARGS,
    viewport: { width: 390, height: 844 },
    locale: 'en-GB',
  });
  await context.addInitScript('globalThis.__name ??= (f) => f');
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    await page.goto(base);
    await page.waitForSelector('.topbar');
    const n = Number(corrections);
    await seedNight(page, 'p', { hands: Number(hands), corrections: n, voids: n });
    if (snapshot === 'snapshot') {
      // A first open writes the night's snapshot; the profiled one reads it.
      await page.goto(`${base}/#/night/p`);
      await page.waitForSelector('.balances');
      await page.waitForTimeout(3_000);
    }
    await page.goto(base);
    await page.waitForSelector('.topbar');
    await page.waitForTimeout(500);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
    await cdp.send('Profiler.start');
    const start = Date.now();
    await page.evaluate(() => {
      performance.clearMarks('renonc:night-ready');
      location.hash = '#/night/p';
    });
    await page.waitForFunction(() => performance.getEntriesByName('renonc:night-ready').length > 0);
    const wall = Date.now() - start;
    const { profile } = (await cdp.send('Profiler.stop')) as { profile: Profile };
    console.log(`open to night-ready: ${wall} ms (hands ${hands}, ${snapshot})`);
    console.log(`raw reads: ${JSON.stringify(await page.evaluate(rawReads))}`);
    for (const line of topSelf(profile, 30)) console.log(line);
  } finally {
    await context.close();
    rmSync(dir, { recursive: true, force: true });
    stopPreview(server);
  }
}

await main();
