// The `usable` mark (app/ui/usable.ts) that `npm run bench` times: set once per
// page load, on the screen the page opened at, and only when that screen's
// data is on it (home: the nights listed, or the empty list; a night: its
// balances and entry form). What the page shows is recorded in the very call
// that sets the mark, so a mark set too early fails here.
import { expect, test, type Page } from '@playwright/test';
import { seedNight } from './support/seed-night';

interface Seen {
  readonly screen: string;
  readonly emptyText: boolean;
  readonly nightLinks: number;
  readonly listNames: string;
  readonly balances: number;
  readonly form: boolean;
}

/** Records, synchronously inside performance.mark, what #app holds when `renonc:usable` is set. */
async function watchUsable(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const seen: unknown[] = [];
    (window as unknown as { __usable: unknown[] }).__usable = seen;
    const mark = performance.mark.bind(performance);
    performance.mark = (name: string, options?: PerformanceMarkOptions) => {
      if (name === 'renonc:usable') {
        const app = document.getElementById('app')!;
        seen.push({
          screen: (options?.detail as { screen?: string } | undefined)?.screen ?? '',
          emptyText: !!app.querySelector('p.empty'),
          nightLinks: app.querySelectorAll('a[data-night]').length,
          listNames: app.querySelector('a[data-night] .list-sub')?.textContent ?? '',
          balances: app.querySelectorAll('.balances .balance').length,
          // The seeded nights are mariáš: its hand form, whose "Won" saves a hand.
          form: !!app.querySelector('[data-marias-form="hand"] button'),
        });
      }
      return mark(name, options);
    };
  });
}

const usable = (page: Page): Promise<Seen[]> =>
  page.evaluate(() => (window as unknown as { __usable: Seen[] }).__usable);

async function marks(page: Page): Promise<number> {
  return page.evaluate(() => performance.getEntriesByName('renonc:usable').length);
}

test('home: marked usable once the empty list is shown, and only once', async ({ page }) => {
  await watchUsable(page);
  await page.goto('/#/');
  await expect(page.locator('p.empty')).toBeVisible();
  await expect.poll(() => marks(page)).toBe(1);
  const [seen] = await usable(page);
  expect(seen).toMatchObject({ screen: 'home', emptyText: true, nightLinks: 0 });
  // Another screen and back is no new start.
  await page.goto('/#/settings');
  // The settings screen itself, not the boot frame: the app's code has run.
  await expect(page.locator('select, input').first()).toBeVisible();
  await page.goto('/#/');
  await expect(page.locator('p.empty')).toBeVisible();
  expect(await marks(page)).toBe(1);
});

test('home with a night: marked once the night is listed with its players', async ({ page }) => {
  await page.goto('/#/');
  await seedNight(page, 'usable-home', { hands: 3 });
  await watchUsable(page);
  await page.reload();
  await expect(page.locator('a[data-night="usable-home"]')).toBeVisible();
  await expect.poll(() => marks(page)).toBe(1);
  const [seen] = await usable(page);
  expect(seen).toMatchObject({ screen: 'home', emptyText: false, nightLinks: 1 });
  expect(seen!.listNames).toBe('Player 1, Player 2, Player 3');
});

test('home with its kept list: the boot script marks it, with the night and its players on screen', async ({
  page,
}) => {
  await page.goto('/#/');
  await seedNight(page, 'usable-kept', { hands: 3 });
  await page.reload();
  await expect(page.locator('a[data-night="usable-kept"]')).toBeVisible();
  // The home kept its list (app/ui/home-snapshot.ts) for the next start.
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem('renonc:boot') ?? ''))
    .toContain('usable-kept');
  await watchUsable(page);
  await page.reload();
  await expect.poll(() => marks(page)).toBe(1);
  const [seen] = await usable(page);
  expect(seen).toMatchObject({ screen: 'home', emptyText: false, nightLinks: 1 });
  expect(seen!.listNames).toBe('Player 1, Player 2, Player 3');
  // The app's own read follows, and sets its own mark only.
  await expect
    .poll(() => page.evaluate(() => performance.getEntriesByName('renonc:app-usable').length))
    .toBe(1);
  expect(await marks(page)).toBe(1);
});

test('a night of 1,000 hands: marked once its balances and entry form are shown', async ({
  page,
}) => {
  await page.goto('/#/');
  await seedNight(page, 'usable-night', { hands: 1000 });
  await watchUsable(page);
  await page.goto('/#/night/usable-night');
  await page.reload();
  await expect(page.locator('.balances')).toBeVisible();
  await expect.poll(() => marks(page)).toBe(1);
  const [seen] = await usable(page);
  expect(seen).toMatchObject({ screen: 'night', form: true, balances: 3 });
});

test('a page opened at settings is never marked, even after going home', async ({ page }) => {
  await page.goto('/#/settings');
  // The settings screen itself, not the boot frame: the app's code has run.
  await expect(page.locator('select, input').first()).toBeVisible();
  await page.goto('/#/');
  await expect(page.locator('p.empty')).toBeVisible();
  // Two frames and a task: Preact has run the home screen's effects by then.
  await page.evaluate(
    () =>
      new Promise((resolve) =>
        requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 0))),
      ),
  );
  expect(await marks(page)).toBe(0);
});
