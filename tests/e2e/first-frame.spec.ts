// The first frame comes from the boot cache (localStorage), never instead of
// the stored settings: a stale cache is corrected, and without localStorage
// the app starts as before, from the database. The boot script puts the frame
// on screen before any module loads, and the app's own first render is the
// same markup (no jump).
import { expect, test, type Page } from '@playwright/test';
import { RenoncApp } from './support/app';
import { seedNight } from './support/seed-night';

const CACHE = 'renonc:boot';
const NEW_NIGHT = { cs: 'Nový večer', ru: 'Новый вечер', en: 'New night' } as const;
const LANGUAGES = ['cs', 'ru', 'en'] as const;

/** A database that never answers: indexedDB.open() returns a request that never fires. */
async function blockDatabase(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as { __opens: number };
    w.__opens = 0;
    IDBFactory.prototype.open = function () {
      w.__opens++;
      return {} as IDBOpenDBRequest;
    };
  });
}

for (const language of LANGUAGES) {
  test(`the home frame is on screen in ${language} before any module has loaded`, async ({
    page,
  }) => {
    await page.addInitScript(
      ([key, value]) => localStorage.setItem(key!, value!),
      [CACHE, JSON.stringify({ language })],
    );
    // The entry module never arrives: what is on screen is the boot script's alone.
    await page.route(/\/assets\/index-[\w-]{8}\.js$/, (route) => route.abort());
    await page.goto('/#/');
    await expect(page.getByRole('link', { name: NEW_NIGHT[language] })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', language);
    await page.goto('/#/players');
    await page.reload();
    await expect(page.locator('.topbar .title')).toHaveText('Renonc');
    await expect(page.getByRole('link', { name: NEW_NIGHT[language] })).toHaveCount(0);
  });

  test(`the app's first frame in ${language} is the boot script's, unchanged, while the database does not answer`, async ({
    page,
  }) => {
    await blockDatabase(page);
    await page.addInitScript(
      ([key, value]) => {
        localStorage.setItem(key!, value!);
        // Every screen element #app has shown, and each one's distinct markups.
        const seen: { node: Element; html: string[] }[] = [];
        (window as unknown as { __screens: typeof seen }).__screens = seen;
        new MutationObserver(() => {
          const node = document.querySelector('#app > .screen');
          if (!node) return;
          if (seen[seen.length - 1]?.node !== node) seen.push({ node, html: [] });
          const { html } = seen[seen.length - 1]!;
          if (html[html.length - 1] !== node.outerHTML) html.push(node.outerHTML);
        }).observe(document, {
          childList: true,
          subtree: true,
          characterData: true,
          attributes: true,
        });
      },
      [CACHE, JSON.stringify({ language })],
    );
    await page.goto('/#/');
    // The app has drawn its first frame and its home screen, and asked for the database.
    await page.waitForFunction(() => performance.getEntriesByName('renonc:app-render').length > 0);
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { __opens: number }).__opens))
      .toBeGreaterThan(0);
    const screens = await page.evaluate(() =>
      (window as unknown as { __screens: { html: string[] }[] }).__screens.map((s) => s.html),
    );
    // The boot script's frame, then the app's own (drawn in its place): one markup.
    expect(screens.length).toBeGreaterThanOrEqual(2);
    expect(screens.every((html) => html.length === 1)).toBe(true);
    expect(new Set(screens.flat()).size).toBe(1);
    expect(screens[0]![0]).toContain(NEW_NIGHT[language]);
    await expect(page.getByRole('link', { name: NEW_NIGHT[language] })).toBeVisible();
  });
}

test('a first visit gets the frame in the browser language', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ baseURL: baseURL!, locale: 'ru-RU' });
  const page = await context.newPage();
  await page.route(/\/assets\/index-[\w-]{8}\.js$/, (route) => route.abort());
  await page.goto('/');
  await expect(page.getByRole('link', { name: NEW_NIGHT.ru })).toBeVisible();
  await context.close();
});

test('the stored language and theme are in the first frame after a reload', async ({ page }) => {
  const app = new RenoncApp(page);
  await app.open('/#/settings');
  await page.getByRole('button', { name: 'Čeština' }).click();
  await page.getByRole('button', { name: 'Tmavý' }).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await page.goto('/#/');
  await page.reload();
  // The boot script sets both before any module runs.
  await expect(page.locator('html')).toHaveAttribute('lang', 'cs');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await expect(page.getByRole('link', { name: 'Nový večer' })).toBeVisible();
  // Written once the home has drawn its (empty) list, a moment after the link shows.
  await expect
    .poll(async () =>
      JSON.parse((await page.evaluate((k) => localStorage.getItem(k), CACHE)) ?? '{}'),
    )
    .toEqual({
      language: 'cs',
      theme: 'dark',
      // The home was shown empty (app/ui/boot-cache.ts `listed`).
      listed: false,
    });
});

test('a stale cache loses to the stored settings', async ({ page }) => {
  const app = new RenoncApp(page);
  await app.open('/#/settings');
  await page.getByRole('button', { name: 'Русский' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
  // Another tab or an old version left a different language in the cache.
  await page.evaluate((k) => localStorage.setItem(k, '{"language":"cs","theme":"light"}'), CACHE);
  await page.goto('/#/');
  await page.reload();
  await expect(page.getByRole('link', { name: 'Новый вечер' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
  await expect(page.locator('html')).not.toHaveAttribute('data-theme', /./);
  await expect
    .poll(async () => JSON.parse((await page.evaluate((k) => localStorage.getItem(k), CACHE))!))
    .toEqual({ language: 'ru', theme: 'system', listed: false });
});

test('without a usable localStorage the app starts from the database', async ({ page }) => {
  await page.addInitScript(() => {
    const quota = () => {
      throw new DOMException('full', 'QuotaExceededError');
    };
    Storage.prototype.setItem = quota;
    Storage.prototype.getItem = () => null;
  });
  const app = new RenoncApp(page);
  await app.open('/#/settings');
  await page.getByRole('button', { name: 'Čeština' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'cs');
  await page.goto('/#/');
  await page.reload();
  await expect(page.getByRole('link', { name: 'Nový večer' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'cs');
});

/** The links the route script added (scripts/route-script.ts marks them), as "rel path". */
async function routeLinks(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLLinkElement>('link[data-route]')].map(
      (l) => `${l.rel} ${new URL(l.href).pathname}`,
    ),
  );
}

test("a night's cold open asks for the app, the night screen and its game before the app does", async ({
  page,
}) => {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  const app = new RenoncApp(page);
  await app.open('/#/');
  await seedNight(page, 'n1', { hands: 3 });
  await app.go('/#/night/n1');
  await expect(page.getByRole('region', { name: 'Balances' })).toBeVisible();
  await expect
    .poll(async () => JSON.parse((await page.evaluate((k) => localStorage.getItem(k), CACHE))!))
    .toMatchObject({ nights: [{ id: 'n1', game: 'marias' }] });
  await page.reload();
  await expect(page.getByRole('region', { name: 'Balances' })).toBeVisible();
  await expect(page.locator('.ledger-entry')).toHaveCount(3);
  const linked = await routeLinks(page);
  for (const wanted of [
    /^modulepreload \/assets\/dexie-[\w-]{8}\.js$/,
    /^modulepreload \/assets\/app-[\w-]{8}\.js$/,
    /^modulepreload \/assets\/night-screen-[\w-]{8}\.js$/,
    /^modulepreload \/assets\/marias-game-[\w-]{8}\.js$/,
    /^preload \/assets\/marias-[\w-]{8}\.css$/,
    /^modulepreload \/assets\/locale-en-marias-[\w-]{8}\.js$/,
  ])
    expect(
      linked.filter((l) => wanted.test(l)),
      String(wanted),
    ).toHaveLength(1);
  // Another game's chunks are not asked for.
  expect(linked.some((l) => /\/(vint|preferans)-|locale-en-vint/.test(l))).toBe(false);
  // Nor the club engine (the club screens' own) by a night in no club, until it is usable.
  const beforeUsable = await page.evaluate(() => {
    const usable = performance.getEntriesByName('renonc:usable')[0]?.startTime ?? Infinity;
    return performance
      .getEntriesByType('resource')
      .filter((e) => e.startTime < usable)
      .map((e) => new URL(e.name).pathname);
  });
  expect(beforeUsable.some((p) => /^\/assets\/night-screen-/.test(p))).toBe(true);
  expect(beforeUsable.filter((p) => /^\/assets\/clubs?-/.test(p))).toEqual([]);
  // The app's stylesheet is in index.html: no import asks for it again.
  expect(beforeUsable.filter((p) => /\.css$/.test(p))).toEqual([
    expect.stringMatching(/^\/assets\/marias-[\w-]{8}\.css$/),
  ]);
  // The home screen gets the app, and no screen or game.
  await app.go('/#/');
  await page.reload();
  await expect(page.getByRole('link', { name: 'New night' })).toBeVisible();
  const home = await routeLinks(page);
  expect(home.some((l) => /\/app-/.test(l))).toBe(true);
  expect(home.some((l) => /\/(night|marias)-/.test(l))).toBe(false);
  expect(errors).toEqual([]);
});

test('with localStorage blocked, a night still opens, with the app preloaded', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.addInitScript(() => {
    Object.defineProperty(window, 'localStorage', {
      get() {
        throw new DOMException('blocked', 'SecurityError');
      },
    });
  });
  const app = new RenoncApp(page);
  await app.open('/#/');
  await seedNight(page, 'n1', { hands: 2 });
  await app.go('/#/night/n1');
  await expect(page.getByRole('region', { name: 'Balances' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('region', { name: 'Balances' })).toBeVisible();
  await expect(page.locator('.ledger-entry')).toHaveCount(2);
  const linked = await routeLinks(page);
  expect(linked.some((l) => /^modulepreload \/assets\/night-/.test(l))).toBe(true);
  // Which game the night is, only the database knows: the app loads it after the row.
  expect(linked.some((l) => /\/marias-/.test(l))).toBe(false);
  expect(errors).toEqual([]);
});

test('a first visit draws the empty home before any module; once nights are listed it never does', async ({
  page,
}) => {
  const entry = /\/assets\/index-[\w-]{8}\.js$/;
  await page.route(entry, (route) => route.abort());
  await page.goto('/#/');
  // The boot script alone: no cache yet, so the home is known to be empty.
  await expect(page.locator('#app p.empty')).toHaveText('No nights yet. Start one below.');
  await page.unroute(entry);
  await page.reload();
  await seedNight(page, 'listed-night', { hands: 1 });
  await page.reload();
  await expect(page.locator('a[data-night="listed-night"]')).toBeVisible();
  await expect
    .poll(async () => JSON.parse((await page.evaluate((k) => localStorage.getItem(k), CACHE))!))
    .toMatchObject({ listed: true });
  await page.route(entry, (route) => route.abort());
  await page.reload();
  await expect(page.getByRole('link', { name: 'New night' })).toBeVisible();
  await expect(page.locator('#app p.empty')).toHaveCount(0);
});
