// A night of 5,000 hands with late corrections and voids of early hands: the
// ledger renders only what is near the viewport, any hand is one jump away,
// and a save still shows at the top. (Speed is measured in `npm run bench`.)
import { expect, test } from '@playwright/test';
import { RenoncApp } from './support/app';
import { seedNight, snapshotCount } from './support/seed-night';

test('a 5,000-hand night renders a window of the ledger and jumps to any hand', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const app = new RenoncApp(page);
  await app.open('/');
  const last = await seedNight(page, 'long', { hands: 5_000, corrections: 50, voids: 50 });
  await app.go('/#/night/long');
  await page.reload(); // the seed went around Dexie: start fresh, as after a night's sleep
  await expect(page.locator(`.ledger-entry[data-seq="${last}"]`)).toBeVisible({ timeout: 60_000 });
  expect(await page.locator('.ledger-entry').count()).toBeLessThan(120);

  const jump = page.getByRole('form', { name: 'Go to entry' });
  await jump.getByLabel('Entry number').fill('2');
  await jump.getByRole('button', { name: 'Go to entry' }).click();
  const second = page.locator('.ledger-entry[data-seq="2"]');
  await expect(second).toBeInViewport();
  // Hand 2 was corrected at the end of the night: shown as replaced, not counted.
  await expect(second).toHaveAttribute('data-active', 'false');
  expect(await page.locator('.ledger-entry').count()).toBeLessThan(120);

  await jump.getByLabel('Entry number').fill('99999');
  await jump.getByRole('button', { name: 'Go to entry' }).click();
  await expect(jump.getByRole('alert')).toHaveText('There is no entry no. 99999 in this night.');
  await jump.getByLabel('Entry number').fill('5100');
  await jump.getByRole('button', { name: 'Go to entry' }).click();
  await expect(page.locator('.ledger-entry[data-seq="5100"]')).toBeInViewport();
  await expect(jump.getByRole('alert')).toBeHidden();

  // Scrolling to the very end reaches the first hand.
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await expect(page.locator('.ledger-entry[data-seq="1"]')).toBeInViewport();

  await page.evaluate(() => window.scrollTo(0, 0));
  await app.addAdjustment('Player 1', 'Player 2', '5');
  await expect(page.locator(`.ledger-entry[data-seq="${last + 1}"]`)).toBeVisible();

  // The night's fold is now cached as a snapshot; opening again reads it and
  // the entries after it, resumes from it and shows the same money.
  const before = await Promise.all(['Player 1', 'Player 2', 'Player 3'].map((p) => app.balance(p)));
  await expect.poll(() => snapshotCount(page, 'long'), { timeout: 30_000 }).toBeGreaterThan(5_000);
  await page.reload();
  await expect(page.locator(`.ledger-entry[data-seq="${last + 1}"]`)).toBeVisible({
    timeout: 60_000,
  });
  const after = await Promise.all(['Player 1', 'Player 2', 'Player 3'].map((p) => app.balance(p)));
  expect(after).toEqual(before);
  // It read the snapshot and only the entries stored after it, not the night's 5,000 rows.
  const read = await page.evaluate(
    () => (performance.getEntriesByName('renonc:night-read')[0] as PerformanceMark).detail,
  );
  expect(read).toEqual({ tailOnly: true });
  expect(before.reduce((a, b) => a + b, 0)).toBe(0);
});
