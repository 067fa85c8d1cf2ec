// The first frame comes from the boot cache (localStorage), never instead of
// the stored settings: a stale cache is corrected, and without localStorage
// the app starts as before, from the database.
import { expect, test } from '@playwright/test';
import { RenoncApp } from './support/app';

const CACHE = 'renonc:boot';

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
  expect(JSON.parse((await page.evaluate((k) => localStorage.getItem(k), CACHE)) ?? '{}')).toEqual({
    language: 'cs',
    theme: 'dark',
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
    .toEqual({ language: 'ru', theme: 'system' });
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
