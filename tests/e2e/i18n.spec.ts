// Switching language shows translated screens with no raw keys, and is remembered.
import { expect, test, type Page } from '@playwright/test';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { RenoncApp } from './support/app';

/** Every key path of the English locales: none may appear on screen as text. */
function allKeys(): string[] {
  const keys: string[] = [];
  const walk = (value: unknown, prefix: string) => {
    for (const [k, v] of Object.entries(value as Record<string, unknown>)) {
      const key = `${prefix}.${k}`;
      if (v && typeof v === 'object') walk(v, key);
      else keys.push(key.slice(1).replace(/_(one|few|many|other)$/, ''));
    }
  };
  const dir = fileURLToPath(new URL('../../locales/en', import.meta.url));
  for (const file of readdirSync(dir)) walk(JSON.parse(readFileSync(join(dir, file), 'utf8')), '');
  return keys.filter((k) => k.includes('.'));
}

const KEYS = allKeys();

async function expectNoRawKeys(page: Page): Promise<void> {
  await page.waitForTimeout(100);
  const text = await page.locator('body').innerText();
  const labels = await page
    .locator('[aria-label]')
    .evaluateAll((els) => els.map((e) => e.getAttribute('aria-label') ?? ''));
  const all = `${text}\n${labels.join('\n')}`;
  expect(KEYS.filter((k) => all.includes(k))).toEqual([]);
  expect(all).not.toMatch(/\{\{\w+\}\}/);
}

const SCREENS = ['/#/', '/#/players', '/#/new', '/#/settings', '/#/history'];

for (const [lang, label, expected] of [
  ['cs', 'Čeština', { newNight: 'Nový večer', players: 'Hráči', settle: 'Vyúčtování' }],
  ['ru', 'Русский', { newNight: 'Новый вечер', players: 'Игроки', settle: 'Расчёт' }],
] as const) {
  test(`switching to ${lang} translates every screen and is remembered`, async ({ page }) => {
    const app = new RenoncApp(page);
    await app.open('/#/settings');
    await page.getByRole('button', { name: label }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    await app.addPlayersIn(lang, ['Olga', 'Pavel', 'Radek']);
    for (const screen of SCREENS) {
      await page.goto(screen);
      await expect(page.locator('.topbar')).toBeVisible();
      await expectNoRawKeys(page);
    }
    await page.goto('/#/');
    await expect(page.getByRole('link', { name: expected.newNight })).toBeVisible();
    await page.getByRole('link', { name: expected.newNight }).click();
    for (const n of ['Olga', 'Pavel', 'Radek']) await page.locator(`[data-player="${n}"]`).click();
    await page.locator('.bottombar button').click();
    await expect(page.getByRole('link', { name: expected.settle })).toBeVisible();
    await expectNoRawKeys(page);
    await page.getByRole('link', { name: expected.settle }).click();
    await expectNoRawKeys(page);

    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    await page.goto('/#/players');
    await expect(page.getByRole('heading', { name: expected.players })).toBeVisible();
  });
}

test('the first language is the browser language', async ({ browser }) => {
  const context = await browser.newContext({ locale: 'ru-RU' });
  const page = await context.newPage();
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
  await expect(page.getByRole('link', { name: 'Новый вечер' })).toBeVisible();
  await context.close();
});

test('the "ready offline" note that came in English changes with the language while it shows', async ({
  page,
}) => {
  const app = new RenoncApp(page);
  await app.open('/#/settings');
  // A first visit: the note comes uninvited once the service worker has the app.
  const note = page.getByRole('status').filter({ hasText: 'Ready to work offline.' });
  await expect(note).toBeVisible({ timeout: 30_000 });
  await page.getByRole('button', { name: 'Čeština' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'cs');
  await expect(
    page.getByRole('status').filter({ hasText: 'Připraveno i bez připojení.' }),
  ).toBeVisible();
  await expect(note).toHaveCount(0);
});
