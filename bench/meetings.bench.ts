// Two phones apart for a long while, then together (issue 27), in two real
// Chromium pages against the real server process. Each phone, offline, enters
// 100 entries through the UI: the same 30 hands read differently (Petr: won,
// Jana: lost, so 30 conflicts, none identical) and 70 adjustments. Measured:
// from both phones back online to both showing the same night (nothing left
// to send, the same balances, the 30 conflicts listed on each); then Petr
// resolving the 30 conflicts, one "keep" tap each, until none is left on
// either phone. Clocks are the node process's; a poll every 10 ms.
import { chromium, type Page } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../tests/e2e/support/chromium';
import { MariasTable } from '../tests/e2e/support/marias';
import { joinedPhone, shareNewNight, type Phone } from '../tests/e2e/support/sync';
import { startServerProcess, tempDataDir } from '../tests/server/support/server-process';
import { BENCH_DIST } from './preview';
import type { BenchRow } from './types';

const PORT = 4680;
// A quick look at a smaller night: RENONC_BENCH_SMALL=1.
const SMALL = process.env.RENONC_BENCH_SMALL === '1';
const HANDS = SMALL ? 3 : 30;
const ADJUSTMENTS = SMALL ? 2 : 70;

/** What must be equal on every phone: the sync state, the balances, the conflicts listed. */
function fingerprint(page: Page): Promise<string> {
  return page.evaluate(() => {
    const status = document.querySelector('.sync-status');
    const amounts = [...document.querySelectorAll('.balance .balance-amount')].map((e) =>
      e.getAttribute('data-amount'),
    );
    const conflicts = document.querySelector('section.conflicts')?.getAttribute('data-conflicts');
    return JSON.stringify([
      status?.getAttribute('data-state'),
      status?.getAttribute('data-to-send'),
      amounts,
      conflicts ?? '0',
    ]);
  });
}

/** Waits until every phone shows the same night with `conflicts` listed; returns when (ms). */
async function allEqual(phones: readonly Phone[], conflicts: number): Promise<number> {
  for (;;) {
    const prints = await Promise.all(phones.map((p) => fingerprint(p.page)));
    const [state, toSend, , listed] = JSON.parse(prints[0]!) as [string, string, unknown, string];
    const same = prints.every((p) => p === prints[0]);
    if (same && state === 'online' && toSend === '0' && listed === String(conflicts))
      return performance.now();
    await new Promise((r) => setTimeout(r, 10));
  }
}

async function enterApart(phone: Phone, won: boolean): Promise<void> {
  const table = new MariasTable(phone.page);
  for (let i = 0; i < HANDS; i++) {
    await table.game('hra');
    await table.save(won ? 'won' : 'lost');
  }
  for (let i = 1; i <= ADJUSTMENTS; i++) await phone.addAdjustment('Karel', 'Jana', String(i));
}

/** Petr keeps his own version of each conflict, the first row each time. */
async function resolveAll(petr: Phone): Promise<void> {
  const list = petr.page.locator('section.conflicts');
  for (let left = HANDS; left > 0; left--) {
    const row = list.locator('.conflict-list details.conflict').first();
    await row.locator('summary').click();
    await row.locator('.conflict-version').first().getByRole('button').click();
    await petr.page
      .waitForFunction(
        (left) =>
          (document.querySelector('section.conflicts')?.getAttribute('data-conflicts') ?? '0') !==
          String(left),
        left,
        { polling: 'raf' },
      )
      .catch(async (error: unknown) => {
        const told = await petr.page.locator('[role="alert"], .notice').allTextContents();
        throw new Error(`${left} conflicts left, the phone says: ${told.join(' | ')}`, {
          cause: error,
        });
      });
  }
}

export async function bench(): Promise<BenchRow[]> {
  const server = await startServerProcess(
    PORT,
    {
      RENONC_DIST: BENCH_DIST,
      RENONC_DATA: tempDataDir('bench-meetings'),
      RENONC_SYNC_RATE: '600',
    },
    [],
  );
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    // The page model is written against @playwright/test's Browser: the same playwright-core object.
    const tall = { tall: true }; // every row rendered: the page model counts them
    const { petr, links } = await shareNewNight(browser as never, server.url, tall);
    const jana = await joinedPhone(browser as never, server.url, links.scorer, 'Jana', tall);
    await petr.expectUpToDate(2);
    await jana.expectUpToDate(2);
    for (const phone of [petr, jana]) await phone.page.evaluate('globalThis.__name ??= (f) => f');
    for (const phone of [petr, jana]) await phone.page.context().setOffline(true);
    await enterApart(petr, true);
    await enterApart(jana, false);

    const back = performance.now();
    await Promise.all([petr, jana].map((p) => p.page.context().setOffline(false)));
    const equal = (await allEqual([petr, jana], HANDS)) - back;

    const rows: BenchRow[] = [
      {
        name: `meetings: back online → both phones equal, 2 × ${HANDS + ADJUSTMENTS} offline entries, ${HANDS} conflicts (2 Chromium pages, real server)`,
        value: equal,
        unit: 'ms',
      },
    ];
    const start = performance.now();
    try {
      await resolveAll(petr);
    } catch (error) {
      // A refused keep is a bug to see, not a number: the row is left out, the reason printed.
      console.warn(`meetings: resolving not measured: ${String(error)}`);
      return rows;
    }
    const resolved = (await allEqual([petr, jana], 0)) - start;
    return [
      ...rows,
      {
        name: `meetings: ${HANDS} conflicts resolved on one phone, one tap each, until none on either phone`,
        value: resolved,
        unit: 'ms',
      },
      {
        name: `meetings: one conflict resolved, mean of ${HANDS} (tap to the next row, both phones)`,
        value: resolved / HANDS,
        unit: 'ms',
      },
    ];
  } finally {
    await browser.close();
    await server.kill('SIGTERM');
  }
}
