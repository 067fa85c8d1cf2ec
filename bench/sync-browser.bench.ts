// Save on phone A → shown on phone B, in two real Chromium pages (two browser
// contexts: two phones) against the real server process (server/main.ts
// serving the built app and /sync on one loopback port). Petr saves 200
// adjustments through the UI; the clock starts in A's page at the tap on
// "Save" and stops in B's page when B's balances show the new total (both
// pages read the same machine clock: performance.timeOrigin + now()).
import { chromium, type Page } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../tests/e2e/support/chromium';
import { newPhone, type Phone } from '../tests/e2e/support/sync';
import { startServerProcess, tempDataDir } from '../tests/server/support/server-process';
import { BENCH_DIST } from './preview';
import { median, percentile, type BenchRow } from './types';

const PORT = 4462;
const SAVES = 200;

/**
 * Arms B's page: once Petr's balance reads `minor`, the moment (machine clock)
 * is kept; returns when the watch is in place, before A taps.
 */
async function armShown(page: Page, minor: number): Promise<void> {
  await page.evaluate((minor) => {
    const w = window as unknown as { shownAt?: Promise<number> };
    w.shownAt = new Promise<number>((resolve) => {
      const selector = '.balance[data-player="Petr"] .balance-amount';
      const check = () => {
        if (document.querySelector(selector)?.getAttribute('data-amount') !== String(minor)) return;
        observer.disconnect();
        resolve(performance.timeOrigin + performance.now());
      };
      const observer = new MutationObserver(check);
      observer.observe(document.body, {
        subtree: true,
        childList: true,
        attributes: true,
        characterData: true,
      });
      check();
    });
  }, minor);
}

const shownAt = (page: Page): Promise<number> =>
  page.evaluate(() => (window as unknown as { shownAt: Promise<number> }).shownAt);

/** In A's page: fills an adjustment Jana → Petr of 1 and taps Save; returns the tap's time. */
async function saveOne(phone: Phone): Promise<number> {
  const { page } = phone;
  await page.getByRole('button', { name: 'Adjustment: one player pays another' }).click();
  const form = page.getByRole('form', { name: 'Adjustment' });
  await form.locator('[data-name="from"]', { hasText: 'Jana' }).click();
  await form.locator('[data-name="to"]', { hasText: 'Petr' }).click();
  await form.getByLabel(/Amount/).fill('1');
  return page.evaluate(() => {
    const start = performance.timeOrigin + performance.now();
    document.querySelector<HTMLButtonElement>('form[aria-label] button[type="submit"]')!.click();
    return start;
  });
}

export async function bench(): Promise<BenchRow[]> {
  const server = await startServerProcess(
    PORT,
    // A table's pace is far slower than a bench's: the per-connection rate limit stays out of the way.
    { RENONC_DIST: BENCH_DIST, RENONC_DATA: tempDataDir('bench-browser'), RENONC_SYNC_RATE: '600' },
    [],
  );
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    // The page model is written against @playwright/test's Browser: the same playwright-core object.
    const petr = await newPhone(browser as never, server.url);
    await petr.addPlayers(['Petr', 'Jana', 'Karel']);
    const nightId = await petr.startNight('Volený mariáš', ['Petr', 'Jana', 'Karel']);
    const { scorer } = await petr.share(nightId, 'Petr');
    const jana = await newPhone(browser as never, server.url);
    await jana.join(scorer, 'Jana');
    await petr.expectUpToDate(2);
    await jana.expectUpToDate(2);
    // Under tsx, esbuild names inner functions with a __name helper the page lacks.
    for (const phone of [petr, jana]) await phone.page.evaluate('globalThis.__name ??= (f) => f');
    const times: number[] = [];
    // The same save shown on A itself: what of B's time is the app, not sync.
    const local: number[] = [];
    for (let i = 1; i <= SAVES; i++) {
      await armShown(jana.page, i * 100);
      await armShown(petr.page, i * 100);
      const start = await saveOne(petr);
      local.push((await shownAt(petr.page)) - start);
      times.push((await shownAt(jana.page)) - start);
    }
    const p95 = percentile(times, 95);
    return [
      {
        name: `sync: the same save shown on A itself, p50 / p95 reference (p50; p95 ${percentile(local, 95).toFixed(0)} ms)`,
        value: median(local),
        unit: 'ms',
      },
      {
        name: `sync: save on A → shown on B, 2 Chromium pages, real server, p50 (${SAVES} entries)`,
        value: median(times),
        unit: 'ms',
      },
      {
        name: `sync: save on A → shown on B, 2 Chromium pages, real server, p95 (${SAVES} entries)`,
        value: p95,
        unit: 'ms',
        target: '≤ 150 ms',
        ok: p95 <= 150,
      },
    ];
  } finally {
    await browser.close();
    await server.kill('SIGTERM');
  }
}
