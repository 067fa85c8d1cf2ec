// A new version deployed while an entry is half typed: the app offers the
// update and never reloads by itself; after the tap, the half-typed entry is
// still there. And with two tabs, a real second build deployed in place of
// the first: once one tab updates, the other (still the old version, but
// served by the new worker, which holds none of the old chunks) still opens
// its screens and its own Update button updates it.
import { readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { RenoncApp } from './support/app';
import { buildSecondVersion, type SecondBuild } from './support/second-build';
import { serveCopyOfDist, type Deployment } from './support/static-server';

let deployment: Deployment;

test.beforeAll(async () => {
  deployment = await serveCopyOfDist(4191);
});

test.afterAll(async () => {
  await deployment.close();
});

test('an update waits for the tap and keeps the half-entered form', async ({ page }) => {
  const app = new RenoncApp(page);
  await page.goto(`${deployment.url}/`);
  await app.waitForOfflineReady();
  // Come back once: from now on the service worker controls the page, as on any later visit.
  await page.reload();
  await expect(page.locator('.topbar')).toBeVisible();
  expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
  await app.addPlayers(['Zdeněk', 'Alena', 'Boris']);
  await app.startNight('Volený mariáš', ['Zdeněk', 'Alena', 'Boris']);

  await page.getByRole('button', { name: 'Adjustment: one player pays another' }).click();
  const form = page.getByRole('form', { name: 'Adjustment' });
  await form.locator('[data-name="from"]', { hasText: 'Alena' }).click();
  await form.locator('[data-name="to"]', { hasText: 'Boris' }).click();
  await form.getByLabel(/Amount/).fill('15');
  await form.getByLabel(/Note/).fill('half typed');

  deployment.deployNewVersion('2');
  await page.evaluate(async () => {
    const registration = await navigator.serviceWorker.getRegistration();
    await registration?.update();
  });
  const prompt = page.getByRole('status').filter({ hasText: 'A new version is ready.' });
  await expect(prompt).toBeVisible({ timeout: 20_000 });
  // Nothing reloaded by itself: the form is as the user left it.
  await expect(form.getByLabel(/Note/)).toHaveValue('half typed');

  const reloaded = page.waitForEvent('load');
  await prompt.getByRole('button', { name: 'Update' }).click();
  await reloaded;
  await expect(page.getByRole('region', { name: 'Balances' })).toBeVisible();
  await page.getByRole('button', { name: 'Adjustment: one player pays another' }).click();
  await expect(form.getByLabel(/Amount/)).toHaveValue('15');
  await expect(form.getByLabel(/Note/)).toHaveValue('half typed');
  await expect(form.locator('[data-name="from"][aria-pressed="true"]')).toHaveText('Alena');
  await form.getByRole('button', { name: 'Save' }).click();
  await app.expectBalance('Boris', 1500);
});

test.describe('a second tab after an update', () => {
  let next: SecondBuild;
  let site: Deployment;

  test.beforeAll(async () => {
    test.setTimeout(300_000); // a whole production build of the next version
    next = await buildSecondVersion('next');
  });

  test.afterAll(() => next.remove());

  test.beforeEach(async () => {
    site = await serveCopyOfDist(0); // a new origin: no worker or data from another test
  });

  test.afterEach(async () => {
    await site.close();
  });

  /** Whether the page runs the second build (its scripts carry the marker). */
  const runsNext = (page: Page) =>
    page.evaluate(
      (marker) => [...document.scripts].some((s) => s.src.includes(`/assets/${marker}-`)),
      next.marker,
    );

  const adjustment = (page: Page) => page.getByRole('form', { name: 'Adjustment' });
  const prompt = (page: Page) =>
    page.getByRole('status').filter({ hasText: 'A new version is ready.' });

  /**
   * Tab A starts a night; tab B opens it and half types an adjustment. The
   * second build is deployed, both tabs offer the update, A taps it and
   * reloads onto it. Returns B, still the first build.
   */
  async function updateFirstTab(context: BrowserContext): Promise<Page> {
    const a = await context.newPage();
    const app = new RenoncApp(a);
    await a.goto(`${site.url}/`);
    await app.waitForOfflineReady();
    await a.reload();
    await expect(a.locator('.topbar')).toBeVisible();
    await app.addPlayers(['Zdeněk', 'Alena', 'Boris']);
    const night = await app.startNight('Volený mariáš', ['Zdeněk', 'Alena', 'Boris']);

    const b = await context.newPage();
    await b.goto(`${site.url}/#/night/${encodeURIComponent(night)}`);
    await expect(b.getByRole('region', { name: 'Balances' })).toBeVisible();
    expect(await b.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
    await b.getByRole('button', { name: 'Adjustment: one player pays another' }).click();
    await adjustment(b).locator('[data-name="from"]', { hasText: 'Alena' }).click();
    await adjustment(b).locator('[data-name="to"]', { hasText: 'Boris' }).click();
    await adjustment(b)
      .getByLabel(/Amount/)
      .fill('15');
    await adjustment(b).getByLabel(/Note/).fill('half typed');

    site.deployBuild(next.dir);
    await a.evaluate(async () => {
      const registration = await navigator.serviceWorker.getRegistration();
      await registration?.update();
    });
    await expect(prompt(a)).toBeVisible({ timeout: 20_000 });
    await expect(prompt(b)).toBeVisible({ timeout: 20_000 });
    const reloaded = a.waitForEvent('load');
    await prompt(a).getByRole('button', { name: 'Update' }).click();
    await reloaded;
    await expect(a.locator('.topbar')).toBeVisible();
    expect(await runsNext(a)).toBe(true);
    expect(await runsNext(b)).toBe(false);
    return b;
  }

  async function expectDraftKept(b: Page): Promise<void> {
    await expect(b.getByRole('region', { name: 'Balances' })).toBeVisible();
    await b.getByRole('button', { name: 'Adjustment: one player pays another' }).click();
    await expect(adjustment(b).getByLabel(/Amount/)).toHaveValue('15');
    await expect(adjustment(b).getByLabel(/Note/)).toHaveValue('half typed');
  }

  test('its Update button updates it and keeps the half-typed entry', async ({ context }) => {
    const b = await updateFirstTab(context);
    const reloaded = b.waitForEvent('load');
    await prompt(b).getByRole('button', { name: 'Update' }).click();
    await reloaded;
    expect(await runsNext(b)).toBe(true);
    await expectDraftKept(b);
    await expect(prompt(b)).toHaveCount(0);
  });

  test('a screen it never opened still opens (it reloads itself once onto the new version)', async ({
    context,
  }) => {
    const b = await updateFirstTab(context);
    const night = b.url();
    // The history screen's chunk of the first build is in no cache and not on the server.
    await b.evaluate(() => (window.location.hash = '#/history'));
    await expect(b.getByRole('heading', { name: 'History' })).toBeVisible({ timeout: 20_000 });
    await expect(b.getByText('This screen could not be loaded')).toHaveCount(0);
    expect(await runsNext(b)).toBe(true);
    await b.goto(night);
    await expectDraftKept(b);
  });

  test('a chunk missing for good reloads the page once, then says so (no loop)', async ({
    page,
  }) => {
    // The history screen's file is gone before the first visit (no worker holds it either).
    const manifest = JSON.parse(
      readFileSync(join(site.dir, '.vite/manifest.json'), 'utf8'),
    ) as Record<string, { file: string }>;
    rmSync(join(site.dir, manifest['app/ui/screens/history.tsx']!.file));
    let loads = 0;
    page.on('load', () => loads++);
    await page.goto(`${site.url}/`);
    await expect(page.locator('.topbar')).toBeVisible();
    await page.evaluate(() => (window.location.hash = '#/history'));
    await expect(page.getByText('This screen could not be loaded')).toBeVisible({
      timeout: 20_000,
    });
    expect(loads).toBe(2);
    await page.waitForTimeout(1000); // and it stays put
    expect(loads).toBe(2);
  });
});
