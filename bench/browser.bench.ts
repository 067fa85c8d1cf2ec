// In headless Chromium against the built app (dist/): time from tapping "save"
// to the entry being committed and shown, with a short and a long history, and
// the cold offline start to a usable night screen.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type BrowserContext, type Page } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../tests/e2e/support/chromium';
import { seedNight as seedLongNight } from '../tests/e2e/support/seed-night';
import { markTime } from './marks';
import { BENCH_PORT, startPreview, stopPreview } from './preview';
import { median, percentile, type BenchRow } from './types';

const BASE = `http://localhost:${BENCH_PORT}`;

/** A night of `history` transfer entries written straight into the app's database. */
async function seedNight(page: Page, nightId: string, history: number): Promise<void> {
  await seedLongNight(page, nightId, { hands: history, head: true });
}

async function openNight(page: Page, nightId: string, history: number): Promise<void> {
  await page.goto(`${BASE}/#/night/${nightId}`);
  await page.waitForSelector('.balances');
  if (history > 0) await page.waitForSelector(`.ledger-entry[data-seq="${history}"]`);
}

export async function measureSaves(page: Page, history: number, saves: number): Promise<number[]> {
  const times: number[] = [];
  for (let i = 0; i < saves; i++) {
    await page.getByRole('button', { name: 'Adjustment: one player pays another' }).click();
    const form = page.getByRole('form', { name: 'Adjustment' });
    await form
      .locator('[data-name="from"]')
      .nth(i % 3)
      .click();
    await form
      .locator('[data-name="to"]')
      .nth((i + 1) % 3)
      .click();
    await form.getByLabel(/Amount/).fill(String(1 + (i % 9)));
    const seq = history + i + 1;
    times.push(
      await page.evaluate(
        (seq) =>
          new Promise<number>((resolve) => {
            const selector = `.ledger-entry[data-seq="${seq}"]`;
            const start = performance.now();
            const observer = new MutationObserver(() => {
              if (document.querySelector(selector)) {
                observer.disconnect();
                resolve(performance.now() - start);
              }
            });
            observer.observe(document.body, { childList: true, subtree: true });
            document
              .querySelector<HTMLButtonElement>('form[aria-label] button[type="submit"]')!
              .click();
          }),
        seq,
      ),
    );
  }
  return times;
}

async function coldStart(context: BrowserContext, nightId: string, history: number, runs: number) {
  const times: number[] = [];
  await context.setOffline(true);
  for (let i = 0; i < runs; i++) {
    const page = await context.newPage();
    await page.goto(`${BASE}/#/night/${nightId}`);
    // The app marks the moment the night screen is usable (balances, form, ledger).
    times.push(await markTime(page, 'night-ready'));
    await page.close();
  }
  await context.setOffline(false);
  return median(times);
}

export async function bench(): Promise<BenchRow[]> {
  const { server } = await startPreview();
  const profile = mkdtempSync(join(tmpdir(), 'renonc-bench-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_ARGS,
    viewport: { width: 390, height: 844 },
    locale: 'en-GB',
  });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    await page.goto(BASE);
    await page.waitForSelector('.topbar');
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    await seedNight(page, 'bench-100', 100);
    await seedNight(page, 'bench-10k', 10_000);
    await seedNight(page, 'bench-empty', 0);

    await openNight(page, 'bench-100', 100);
    const short = await measureSaves(page, 100, 200);
    await openNight(page, 'bench-10k', 10_000);
    const long = await measureSaves(page, 10_000, 200);

    const coldEmpty = await coldStart(context, 'bench-empty', 0, 5);
    const cold10k = await coldStart(context, 'bench-10k', 10_200, 5);

    const p95Long = percentile(long, 95);
    const ratio = p95Long / percentile(short, 95);
    return [
      { name: 'Save → shown, 100 earlier entries, p50', value: median(short), unit: 'ms' },
      { name: 'Save → shown, 100 earlier entries, p95', value: percentile(short, 95), unit: 'ms' },
      { name: 'Save → shown, 10,000 earlier entries, p50', value: median(long), unit: 'ms' },
      {
        name: 'Save → shown, 10,000 earlier entries, p95',
        value: p95Long,
        unit: 'ms',
        target: '≤ 50 ms',
        ok: p95Long <= 50,
      },
      {
        name: 'Save → shown p95 ratio, 10,000 / 100',
        value: ratio,
        unit: '×',
        target: '≤ 1.5',
        ok: ratio <= 1.5,
      },
      { name: 'Cold offline start to usable night, empty database', value: coldEmpty, unit: 'ms' },
      {
        name: 'Cold offline start to usable night, 10,000 entries',
        value: cold10k,
        unit: 'ms',
        target: '≤ 500 ms',
        ok: cold10k <= 500,
      },
    ];
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
    stopPreview(server);
  }
}
