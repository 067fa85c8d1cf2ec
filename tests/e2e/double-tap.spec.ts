// A double tap on a save button stores one entry (issue 28, item 1): mariáš
// Won 60, 150 and 300 ms apart, preferans «Пас – пас, записать» and
// «Записать», vint's Save; the toast names what was stored; a tap after the
// quiet moment saves the next hand as usual; "Given up" asks before it saves.
// The taps are real pointer clicks at the button's place (not `locator.click`,
// which would wait for the button to be enabled again).
import { expect, test, type Locator, type Page } from '@playwright/test';
import { RenoncApp } from './support/app';
import { inLanguageWithPlayers, LANGS } from './support/layout';
import { MariasTable } from './support/marias';
import { PulkaForm } from './support/preferans';
import { VintTable } from './support/vint';

async function doubleTap(page: Page, target: Locator, gapMs: number): Promise<void> {
  const box = await target.boundingBox();
  if (!box) throw new Error('the button is not on screen');
  const x = box.x + box.width / 2;
  const y = box.y + box.height / 2;
  await page.mouse.click(x, y);
  await page.waitForTimeout(gapMs);
  await page.mouse.click(x, y);
}

/**
 * Waits out the save and its quiet moment (the entry area takes taps again),
 * and a little longer, so that a second save, had the tap made one, is in the
 * ledger before the test counts.
 */
async function settled(page: Page): Promise<void> {
  await expect(page.locator('fieldset.entry-guard:disabled')).toHaveCount(0);
  await page.waitForTimeout(500);
}

test('mariáš: Won tapped twice 60, 150 or 300 ms apart saves one hand', async ({ page }) => {
  const table = new MariasTable(page);
  await table.start(['Adam', 'Bára', 'Cyril']);
  const entries = table.app.ledgerEntries();
  for (const [i, gap] of [60, 150, 300].entries()) {
    await table.saveButton('won').scrollIntoViewIfNeeded();
    await doubleTap(page, table.saveButton('won'), gap);
    await settled(page);
    await expect(entries).toHaveCount(i + 1);
    // The toast names the hand stored, not only its number.
    await expect(
      page.getByRole('status').filter({ hasText: `Saved as no. ${i + 1}.` }),
    ).toContainText('won');
  }
  // Dealer and forhont moved on once a hand: three hands, three moves.
  await expect(table.status()).toHaveAttribute('data-hand', '4');
  // A tap after the quiet moment is the next hand, saved as ever.
  await table.save('lost');
  await expect(entries).toHaveCount(4);
});

test('mariáš: "Given up" asks first, and a double tap on it stores one hand', async ({ page }) => {
  const table = new MariasTable(page);
  await table.start(['Adam', 'Bára', 'Cyril']);
  await table.flek('game', 1); // a flek without re: the declarer may give the game up
  const concede = table.handForm().locator('[data-marias="save-conceded"]');
  await concede.scrollIntoViewIfNeeded();
  await doubleTap(page, concede, 60);
  const confirm = page.locator('[data-marias="confirm-conceded"]');
  await expect(confirm).toBeVisible();
  await expect(table.app.ledgerEntries()).toHaveCount(0);
  await doubleTap(page, confirm, 150);
  await settled(page);
  await expect(table.app.ledgerEntries()).toHaveCount(1);
  await expect(page.locator('.ledger-entry[data-seq="1"]')).toContainText('given up');
});

test('vint: Save tapped twice saves one deal', async ({ page }) => {
  const app = new RenoncApp(page);
  await app.open();
  await app.addPlayers(['Anna', 'Boris', 'Vera', 'Gleb']);
  const vint = new VintTable(page);
  await vint.startNight(['Anna', 'Boris', 'Vera', 'Gleb']);
  await vint.fillDeal(vint.form(), {
    declarer: 'Anna',
    level: 2,
    denomination: 'diamonds',
    tricks: 8,
    trumps: 0,
    aces: 0,
  });
  await doubleTap(page, vint.form().locator('[data-vint="save"]'), 150);
  await settled(page);
  await expect(app.ledgerEntries()).toHaveCount(1);
  await expect(vint.form().locator('#vint-deal-title')).toHaveText('Deal 2');
});

test.describe('preferans', () => {
  test.use({ locale: 'ru-RU' });

  test('«Пас – пас, записать» and «Записать» tapped twice save one deal each', async ({ page }) => {
    const pulka = new PulkaForm(page);
    await pulka.start(['Анна', 'Борис', 'Вера']);
    const entries = pulka.app.ledgerEntries();
    const before = await entries.count();
    await pulka.fill({ mode: 'contract', level: 6, suit: 'spades' });
    const unplayed = pulka.form().locator('[data-pref="save-unplayed"]');
    await unplayed.scrollIntoViewIfNeeded();
    await doubleTap(page, unplayed, 60);
    await settled(page);
    await expect(entries).toHaveCount(before + 1);
    await expect(pulka.form().locator('#pref-deal-title')).toHaveText('Сдача 2');

    await pulka.fill({ mode: 'contract', level: 6, suit: 'spades', calls: 'pass-whist' });
    const save = pulka.form().locator('[data-pref="save"]');
    await save.scrollIntoViewIfNeeded();
    await doubleTap(page, save, 300);
    await settled(page);
    await expect(entries).toHaveCount(before + 2);
    await expect(pulka.form().locator('#pref-deal-title')).toHaveText('Сдача 3');
  });
});

test('Start tapped twice before the game’s rules have loaded starts one night, with their defaults', async ({
  page,
}) => {
  await inLanguageWithPlayers(page, LANGS[0], ['Olga', 'Jana', 'Sasha']);
  // A slow phone's first start: preferans' code and rules arrive 1.5 s late.
  await page.route(/\/assets\/preferans[^/]*\.js$/, async (route) => {
    await new Promise((r) => setTimeout(r, 1500));
    await route.continue();
  });
  await page.goto('/#/new');
  await page.locator('[data-name="game"][data-value="preferans"]').click();
  for (const n of ['Olga', 'Jana', 'Sasha']) await page.locator(`[data-player="${n}"]`).click();
  // Before the rules are in: the tap is kept, not dropped, and the second adds nothing.
  await expect(page.locator('[data-name="convention"]')).toHaveCount(0);
  await doubleTap(page, page.locator('.bottombar .btn-primary'), 100);
  await expect(page).toHaveURL(/#\/night\//, { timeout: 15_000 });
  await page.goto('/#/');
  await expect(page.locator('[data-night]')).toHaveCount(1);
});
