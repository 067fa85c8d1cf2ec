// The foundation's promises: offline after one visit, nothing lost, tabs agree.
import { expect, test } from '@playwright/test';
import { RenoncApp } from './support/app';

test('after one online visit and its warm-up the app works fully offline', async ({
  page,
  context,
}) => {
  const app = new RenoncApp(page);
  await app.open();
  await app.waitForWarmed();
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('link', { name: 'New night' })).toBeVisible();
  const fromSw = await page.evaluate(() => navigator.serviceWorker.controller !== null);
  expect(fromSw).toBe(true);

  await app.addPlayers(['Petr', 'Jana', 'Eva']);
  await app.startNight('Volený mariáš', ['Petr', 'Jana', 'Eva']);
  await app.addAdjustment('Jana', 'Petr', '20');
  await app.expectBalance('Petr', 2000);
  await app.expectBalance('Jana', -2000);
  await app.expectBalance('Eva', 0);
  await expect(app.ledgerEntries()).toHaveCount(1);
});

test('an entry added in one tab appears in the other without a reload', async ({ context }) => {
  const first = new RenoncApp(await context.newPage());
  await first.open();
  await first.addPlayers(['Ann', 'Bob', 'Cyril']);
  await first.startNight('Volený mariáš', ['Ann', 'Bob', 'Cyril']);
  const second = new RenoncApp(await context.newPage());
  await second.open(first.page.url().replace(/^https?:\/\/[^/]+/, ''));
  await second.expectBalance('Ann', 0);

  await first.addAdjustment('Bob', 'Ann', '12,50');
  await second.expectBalance('Ann', 1250);
  await second.expectBalance('Bob', -1250);
  await expect(second.ledgerEntries()).toHaveCount(1);
});

test('voiding an entry keeps it in the ledger and takes its money out', async ({ page }) => {
  const app = new RenoncApp(page);
  await app.open();
  await app.addPlayers(['Dan', 'Ema', 'Filip']);
  await app.startNight('Volený mariáš', ['Dan', 'Ema', 'Filip']);
  await app.addAdjustment('Ema', 'Dan', '5');
  await app.addAdjustment('Filip', 'Dan', '3');
  await app.expectBalance('Dan', 800);
  await page.locator('.ledger-entry[data-seq="1"]').getByRole('button', { name: 'Void' }).click();
  const dialog = page.getByRole('dialog', { name: 'Void an entry' });
  await dialog.getByRole('button', { name: 'Entered twice' }).click();
  await dialog.getByRole('button', { name: 'Void', exact: true }).click();
  await app.expectBalance('Dan', 300);
  await app.expectBalance('Ema', 0);
  await expect(page.locator('.ledger-entry[data-seq="1"]')).toHaveAttribute('data-active', 'false');
  await expect(page.locator('.ledger-entry[data-seq="3"]')).toContainText('Entered twice');
});

test('refuses too few players and duplicate names with a clear message', async ({ page }) => {
  const app = new RenoncApp(page);
  await app.open();
  await app.addPlayers(['Gustav']);
  await page.getByLabel("New player's name").fill('gustav');
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(page.getByRole('alert')).toContainText('already is a player called gustav');
  await page.goto('/#/new');
  await page.locator('[data-player="Gustav"]').click();
  await page.getByRole('button', { name: 'Start the night' }).click();
  await expect(page.getByRole('alert')).toContainText('needs 3 to 4 players; you chose 1');
  await expect(page).toHaveURL(/#\/new/);
});
