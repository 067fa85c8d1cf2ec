// A first visit stays small (issue 31): the service worker precaches only the
// home's core (scripts/precache-plan.ts), and what the page used on that visit
// (its language's words, a game it opened) is kept for offline use
// (app/pwa/offline-cache.ts). The rest is warmed on a later visit
// (tests/e2e/foundation.spec.ts, pwa.spec.ts).
import { expect, test, type Page } from '@playwright/test';
import { RenoncApp } from './support/app';

/** Paths in each cache, by cache name. */
function cachedPaths(page: Page): Promise<Record<string, string[]>> {
  return page.evaluate(async () => {
    const out: Record<string, string[]> = {};
    for (const name of await caches.keys()) {
      const requests = await (await caches.open(name)).keys();
      out[name] = requests.map((r) => new URL(r.url).pathname);
    }
    return out;
  });
}

/** Waits until every script the page has loaded from /assets/ is in some cache. */
async function waitUntilKept(page: Page): Promise<void> {
  await expect
    .poll(
      () =>
        page.evaluate(async () => {
          const loaded = performance
            .getEntriesByType('resource')
            .map((e) => new URL(e.name))
            .filter((u) => u.origin === location.origin && /^\/assets\/.+\.js$/.test(u.pathname));
          const missing: string[] = [];
          for (const url of loaded) if (!(await caches.match(url.href))) missing.push(url.pathname);
          return missing;
        }),
      { timeout: 15_000 },
    )
    .toEqual([]);
}

test('a first visit precaches the core only and keeps the words it showed', async ({
  page,
  context,
}) => {
  const app = new RenoncApp(page);
  await app.open();
  await app.waitForOfflineReady();
  await waitUntilKept(page);
  const caches = await cachedPaths(page);
  const precache = Object.entries(caches).find(([name]) => name.includes('precache'))?.[1] ?? [];
  expect(precache).toContain('/index.html');
  expect(precache.some((p) => /\/assets\/dexie-/.test(p))).toBe(true);
  // No words, no game, no sync code: those come when used.
  expect(
    precache.filter((p) => /\/assets\/(?:locale-|marias-|vint-|preferans-|protocol-)/.test(p)),
  ).toEqual([]);
  const all = Object.values(caches).flat();
  for (const ns of ['common', 'errors']) {
    expect(all.filter((p) => new RegExp(`/assets/locale-en-${ns}-`).test(p))).toHaveLength(1);
    expect(all.filter((p) => new RegExp(`/assets/locale-(?:cs|ru)-${ns}-`).test(p))).toEqual([]);
  }
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('link', { name: 'New night' })).toBeVisible();
  expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
});

test('a game opened on the first visit works offline after a reload', async ({ page, context }) => {
  const app = new RenoncApp(page);
  await app.open();
  await app.addPlayers(['Petr', 'Jana', 'Eva']);
  await app.startNight('Volený mariáš', ['Petr', 'Jana', 'Eva']);
  await app.addAdjustment('Jana', 'Petr', '20');
  await app.expectBalance('Petr', 2000);
  await app.waitForOfflineReady();
  await waitUntilKept(page);
  await context.setOffline(true);
  await page.reload();
  await app.expectBalance('Petr', 2000);
  await app.expectBalance('Jana', -2000);
  await app.addAdjustment('Eva', 'Jana', '5');
  await app.expectBalance('Eva', -500);
  await expect(app.ledgerEntries()).toHaveCount(2);
});

test('a first visit warms every game once idle: a game never opened starts offline', async ({
  page,
  context,
}) => {
  const app = new RenoncApp(page);
  await app.open();
  await app.addPlayers(['Petr', 'Jana', 'Eva', 'Olga']);
  await app.waitForOfflineReady();
  await page.waitForFunction(() => performance.getEntriesByName('renonc:warmed').length > 0, null, {
    timeout: 30_000,
  });
  await context.setOffline(true);
  await page.reload();
  // Vint was never opened on this visit: it comes from the first visit's
  // warm-up (the reload's own warm-up cannot fetch its list offline).
  await app.startNight('Vint', ['Petr', 'Jana', 'Eva', 'Olga']);
});
