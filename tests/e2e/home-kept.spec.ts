// The home's list kept for the next start (app/ui/home-snapshot.ts): the
// boot script draws the nights the home last showed at the first paint,
// before any module has loaded, with their links working; the app takes over
// without a jump; and any write to the nights or players drops the copy, so
// a start never draws a list the database has moved on from.
import { expect, test, type Page } from '@playwright/test';
import { RenoncApp } from './support/app';
import { seedNight } from './support/seed-night';

const CACHE = 'renonc:boot';
const NIGHTS = { cs: 'Večery', ru: 'Вечера', en: 'Nights' } as const;
const LANGUAGE_BUTTON = { cs: 'Čeština', ru: 'Русский', en: 'English' } as const;
const ENTRY = /\/assets\/index-[\w-]{8}\.js$/;

// The service worker would serve the entry module past page.route's abort.
test.use({ serviceWorkers: 'block' });

const keptHome = (page: Page) =>
  page.evaluate((key) => {
    const cache = JSON.parse(localStorage.getItem(key) ?? '{}') as { home?: { items: string } };
    return cache.home?.items ?? '';
  }, CACHE);

/** The page as a locked phone's: hidden, as the browser tells it. */
const hide = (page: Page) => setVisibility(page, 'hidden');
const show = (page: Page) => setVisibility(page, 'visible');
const setVisibility = (page: Page, state: DocumentVisibilityState) =>
  page.evaluate((state) => {
    Object.defineProperty(document, 'visibilityState', { value: state, configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
  }, state);

/** A night listed once by the app in `language`: the home keeps its list. */
async function listOnce(page: Page, language: keyof typeof NIGHTS, nightId: string) {
  await new RenoncApp(page).open('/#/settings');
  await page.getByRole('button', { name: LANGUAGE_BUTTON[language] }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', language);
  await seedNight(page, nightId, { hands: 3 });
  await page.goto('/#/');
  await page.reload();
  await expect(page.locator(`a[data-night="${nightId}"] .list-sub`)).toHaveText(
    'Player 1, Player 2, Player 3',
  );
  await expect.poll(() => keptHome(page)).toContain(`data-night="${nightId}"`);
}

for (const language of ['cs', 'ru'] as const) {
  test(`the kept nights are on screen in ${language} before any module, and their links answer`, async ({
    page,
  }) => {
    await listOnce(page, language, 'kept-1');
    // The entry module never arrives: what is on screen is the boot script's alone.
    await page.route(ENTRY, (route) => route.abort());
    await page.reload();
    const night = page.locator('a[data-night="kept-1"]');
    await expect(night.locator('.list-sub')).toHaveText('Player 1, Player 2, Player 3');
    await expect(page.getByRole('list', { name: NIGHTS[language] })).toBeVisible();
    await expect(page.locator('[data-home-clubs]')).toBeVisible();
    const usable = await page.evaluate(() =>
      performance.getEntriesByName('renonc:usable').map((m) => (m as PerformanceMark).detail),
    );
    expect(usable).toEqual([{ screen: 'home', from: 'boot' }]);
    // A tap before the app has come: the night's frame at once.
    await night.click();
    await expect(page).toHaveURL(/#\/night\/kept-1$/);
    await expect(night).toHaveCount(0);
    await expect(page.locator('.topbar .title')).toHaveText('Renonc');
    // The app, once it comes, opens the night tapped.
    await page.unroute(ENTRY);
    await page.reload();
    await expect(page.locator('.balances')).toBeVisible();
  });

  test(`the app takes over the kept list in ${language} without a jump, even with the database silent`, async ({
    page,
  }) => {
    await listOnce(page, language, 'kept-2');
    await page.addInitScript(() => {
      IDBFactory.prototype.open = () => ({}) as IDBOpenDBRequest; // never answers
      const seen: string[] = [];
      (window as unknown as { __lists: string[] }).__lists = seen;
      new MutationObserver(() => {
        const list = document.querySelector('#app ul.list');
        if (list && seen[seen.length - 1] !== list.outerHTML) seen.push(list.outerHTML);
      }).observe(document, { childList: true, subtree: true, characterData: true });
    });
    await page.reload();
    await page.waitForFunction(() => performance.getEntriesByName('renonc:app-render').length > 0);
    // Two frames: the home screen has rendered (and would have blanked the list).
    await page.evaluate(
      () => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))),
    );
    const lists = await page.evaluate(() => (window as unknown as { __lists: string[] }).__lists);
    expect(lists).toHaveLength(1);
    expect(lists[0]).toContain('data-night="kept-2"');
    await expect(page.locator('a[data-night="kept-2"]')).toBeVisible();
  });
}

test('a player renamed elsewhere: the kept list is dropped at once and drawn again with the new name', async ({
  page,
}) => {
  await listOnce(page, 'en', 'kept-3');
  await new RenoncApp(page).go('/#/players');
  const row = page.locator('li', { hasText: 'Player 1' });
  await row.getByRole('button', { name: 'Rename' }).click();
  await page.locator('#rename-p-a').fill('Hana');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.locator('.player-name', { hasText: 'Hana' })).toBeVisible();
  // Never the old name: dropped with the write, then drawn again apart from the home.
  expect(await keptHome(page)).not.toContain('Player 1');
  await expect.poll(() => keptHome(page)).toContain('Hana, Player 2, Player 3');
  // The next start draws it, the home never having been shown since.
  await page.route(ENTRY, (route) => route.abort());
  await page.goto('about:blank');
  await page.goto('/#/');
  await expect(page.locator('a[data-night="kept-3"] .list-sub')).toHaveText(
    'Hana, Player 2, Player 3',
  );
});

test('a night started and played in the app is kept with its result, the home never shown', async ({
  page,
}) => {
  await listOnce(page, 'en', 'kept-4');
  const app = new RenoncApp(page);
  await app.addPlayersIn('en', ['Adam', 'Bára', 'Cyril']);
  const nightId = await app.startNight('Volený mariáš', ['Adam', 'Bára', 'Cyril']);
  await expect.poll(() => keptHome(page)).toContain(`data-night="${nightId}"`);
  expect(await keptHome(page)).toContain('data-night="kept-4"');
  // A hand changes the night's result; the phone is locked on the night's
  // screen: the kept list follows, never the old amount.
  await app.addAdjustment('Adam', 'Bára', '40');
  await hide(page);
  await expect.poll(() => keptHome(page)).toMatch(/Bára.{0,40} leads .{0,20}40/);
  await show(page);
  await app.addAdjustment('Bára', 'Cyril', '100');
  await hide(page);
  await expect.poll(() => keptHome(page)).toMatch(/Cyril.{0,40} leads .{0,20}100/);
});

test('a copy from another build or language is not drawn', async ({ page }) => {
  await listOnce(page, 'en', 'kept-5');
  await page.evaluate((key) => {
    const cache = JSON.parse(localStorage.getItem(key)!) as { home: { build: string } };
    cache.home.build = 'an-older-build';
    localStorage.setItem(key, JSON.stringify(cache));
  }, CACHE);
  await page.route(ENTRY, (route) => route.abort());
  await page.goto('about:blank');
  await page.goto('/#/');
  await expect(page.getByRole('link', { name: 'New night' })).toBeVisible();
  await expect(page.locator('a[data-night]')).toHaveCount(0);
  expect(await page.evaluate(() => performance.getEntriesByName('renonc:usable').length)).toBe(0);
});

test("a first visit's empty home keeps its words through the takeover, with the database silent", async ({
  page,
}) => {
  await page.addInitScript(() => {
    IDBFactory.prototype.open = () => ({}) as IDBOpenDBRequest; // never answers
    const seen: boolean[] = [];
    (window as unknown as { __empty: boolean[] }).__empty = seen;
    new MutationObserver(() => {
      const shown = document.querySelector('#app p.empty') !== null;
      if (document.querySelector('#app .screen') && seen[seen.length - 1] !== shown)
        seen.push(shown);
    }).observe(document, { childList: true, subtree: true });
  });
  await page.goto('/#/');
  await page.waitForFunction(() => performance.getEntriesByName('renonc:app-render').length > 0);
  await page.evaluate(
    () => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))),
  );
  // Shown by the boot script, then never taken away by the app's frame or its home screen.
  expect(await page.evaluate(() => (window as unknown as { __empty: boolean[] }).__empty)).toEqual([
    true,
  ]);
  await expect(page.getByText('No nights yet')).toBeVisible();
});
