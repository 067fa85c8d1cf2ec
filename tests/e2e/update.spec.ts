// A new version deployed while an entry is half typed: the app offers the
// update and never reloads by itself; after the tap, the half-typed entry is
// still there.
import { expect, test } from '@playwright/test';
import { RenoncApp } from './support/app';
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
