// A night's address read before the app has loaded (app/storage/early-read.ts,
// run by the route script): the app's code is held back here, so the reads
// are done long before it mounts. What another tab saves meanwhile is still
// shown, and a first visit's reads make no database of their own.
import { expect, test, type Page } from '@playwright/test';
import { RenoncApp } from './support/app';
import { seedNight, snapshotCount } from './support/seed-night';

// Held back by the test, not served by the service worker past it.
test.use({ serviceWorkers: 'block' });

/** The app's chunk: app/ui/root.tsx is in it (scripts/chunk-groups.ts). */
const APP = /\/assets\/app-[\w-]{8}\.js$/;

/** Holds the app's chunk until `release()`: the page stays on its first frame. */
async function holdApp(page: Page): Promise<() => void> {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  await page.route(APP, async (route) => {
    await gate;
    await route.continue();
  });
  return release;
}

/** What the route script's reads found (undefined when they found nothing). */
function earlyRead(page: Page) {
  return page.evaluate(async () => {
    const held = (window as unknown as Record<string, { read: Promise<unknown> } | undefined>)[
      '__renoncEarlyRead'
    ];
    const found = (await held?.read) as
      | { row?: { id: string } | null; players?: unknown[]; count?: number; entries?: unknown[] }
      | undefined;
    // Sizes only: a long night's rows stay in the page.
    return (
      found && {
        row: found.row?.id,
        players: found.players?.length,
        count: found.count,
        tail: found.entries?.length,
      }
    );
  });
}

const databases = (page: Page) =>
  page.evaluate(async () => (await indexedDB.databases()).map((d) => d.name));

test('a cold open takes the night read before the app, and shows what another tab saved meanwhile', async ({
  page,
  context,
}) => {
  const app = new RenoncApp(page);
  await app.open('/');
  const last = await seedNight(page, 'early', { hands: 300 });
  await app.go('/#/night/early');
  await page.reload(); // the seed went around Dexie: start fresh
  await expect(page.locator(`.ledger-entry[data-seq="${last}"]`)).toBeVisible();
  // Opened once, the night's fold is kept as a snapshot: a cold open reads it
  // and only the entries stored after it.
  await expect.poll(() => snapshotCount(page, 'early'), { timeout: 30_000 }).toBe(last);

  const other = await context.newPage();
  const release = await holdApp(other);
  await other.goto('/#/night/early');
  expect(await earlyRead(other)).toEqual({ row: 'early', players: 3, count: last, tail: 0 });

  // After those reads, before the other tab's app has come: one more payment.
  await app.addAdjustment('Player 1', 'Player 2', '5');
  await expect(page.locator(`.ledger-entry[data-seq="${last + 1}"]`)).toBeVisible();
  const players = ['Player 1', 'Player 2', 'Player 3'];
  const want = await Promise.all(players.map((p) => app.balance(p)));
  release();
  const shown = new RenoncApp(other);
  await expect(other.locator(`.ledger-entry[data-seq="${last + 1}"]`)).toBeVisible();
  await expect.poll(() => Promise.all(players.map((p) => shown.balance(p)))).toEqual(want);
  // The app took the reads (and let go of them).
  expect(await other.evaluate(() => '__renoncEarlyRead' in window)).toBe(false);
});

test('a first visit straight to a night: its early read makes no database, the app makes its own', async ({
  page,
}) => {
  const release = await holdApp(page);
  await page.goto('/#/night/n-nowhere');
  expect(await earlyRead(page)).toBeUndefined();
  expect(await databases(page)).not.toContain('renonc');
  release();
  await expect(page.getByText('Night not found')).toBeVisible();
  expect(await databases(page)).toContain('renonc');
  // The app's database is whole: a night can be started on it.
  const app = new RenoncApp(page);
  await app.addPlayers(['Petr', 'Jana', 'Eva']);
  await app.startNight('Volený mariáš', ['Petr', 'Jana', 'Eva']);
});

test("the app draws a night over the boot script's bare frame, which answers a tap until then", async ({
  page,
  context,
}) => {
  await new RenoncApp(page).open('/');
  await seedNight(page, 'framed', { hands: 3 });
  const other = await context.newPage();
  const release = await holdApp(other);
  await other.goto('/#/night/framed');
  // main.tsx has run (its first frame is marked) and waits for the app: the
  // bare frame is still the boot script's (app/main.tsx leaves it be).
  await other.waitForFunction(() => performance.getEntriesByName('renonc:first-render').length > 0);
  await expect(other.locator('#app[data-boot] .topbar')).toBeVisible();
  // Its way back is the boot script's to follow: the home's frame at once.
  await other.locator('#app a[href="#/"]').first().click();
  const newNight = other.getByRole('link', { name: 'New night' });
  await expect(
    other.locator('#app[data-boot]').getByRole('link', { name: 'New night' }),
  ).toBeVisible();
  release();
  // The app has drawn the home over it, and answers from here on.
  await expect(other.locator('#app[data-boot]')).toHaveCount(0);
  await expect(newNight).toBeVisible();
  await new RenoncApp(other).go('/#/night/framed');
  await expect(other.locator('.ledger-entry')).toHaveCount(3);
});
