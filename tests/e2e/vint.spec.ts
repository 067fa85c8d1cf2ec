// Vint through the UI: worked examples E3, R2 and R5 of rules section 8
// entered by tapping, checked on the score sheet; a revoke claim refused once
// the next deal exists; a correction that re-scores the sheet; the engine's
// honours check; a half-entered deal surviving a reload.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { RenoncApp } from './support/app';
import { VintTable } from './support/vint';

// Seating N, E, S, W: Anna and Vera are N–S (side A), Boris and Gleb E–W (side B).
const TABLE = ['Anna', 'Boris', 'Vera', 'Gleb'] as const;

async function expectAccessible(page: Page, where: string): Promise<void> {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${where}: ${v.id} ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(serious).toEqual([]);
}

async function setUp(page: Page) {
  const app = new RenoncApp(page);
  await app.open();
  await app.addPlayers(TABLE);
  return new VintTable(page);
}

test('E3: three aces in no trumps take N–S from 380 to game', async ({ page }) => {
  const vint = await setUp(page);
  await vint.startNight(TABLE); // honours: majority (the default)

  // 2♦ made with 9 and 2♥ with 10: N–S 180 + 200 = 380 below the line, no game.
  await vint.enterDeal({
    declarer: 'Anna',
    level: 2,
    denomination: 'diamonds',
    tricks: 9,
    trumps: 2,
    aces: 2,
  });
  await vint.enterDeal({
    declarer: 'Vera',
    level: 2,
    denomination: 'hearts',
    tricks: 10,
    trumps: 3,
    aces: 2,
  });
  await expect(vint.status()).toHaveAttribute('data-below-a', '380');
  await expect(vint.status()).toHaveAttribute('data-below-b', '140');
  await expect(vint.status()).toContainText('Rubber 1 · game 1 · N–S 0 : E–W 0');

  // The live preview before saving: +270 below, 2250 aces + 1000 game above.
  const form = vint.form();
  await vint.fillDeal(form, { declarer: 'Anna', level: 3, denomination: 'noTrumps', tricks: 9 });
  await expect(form.locator('[data-name="trumps"]')).toHaveCount(0); // only aces in no trumps
  await vint.fillDeal(form, { aces: 3 });
  const preview = vint.preview();
  await expect(preview.locator('[data-side="A"]')).toHaveAttribute('data-below', '270');
  await expect(preview.locator('[data-side="A"]')).toHaveAttribute('data-above', '3250');
  await expect(preview.locator('[data-side="B"]')).toHaveAttribute('data-below', '120');
  await expect(preview.locator('[data-vint="preview-game"]')).toHaveText('Game for N–S');
  await form.locator('[data-vint="save"]').click();
  await expect(form.locator('#vint-deal-title')).toHaveText('Deal 4');
  await vint.dismissToasts();

  await vint.expectCell({ deal: 3, side: 'A', part: 'below' }, 270);
  await vint.expectCell({ deal: 3, side: 'B', part: 'below' }, 120);
  expect(await vint.aboveItems(3, 'A')).toEqual([
    ['aces', 2250],
    ['game', 1000],
  ]);
  expect(await vint.aboveItems(3, 'B')).toEqual([]);
  await expect(vint.game(1)).toHaveAttribute('data-winner', 'A');
  await vint.expectGameTotal(1, 'A', 650);
  await vint.expectGameTotal(1, 'B', 260);
  await expect(vint.status()).toContainText('Rubber 1 · game 2 · N–S 1 : E–W 0');

  // Every number explains itself.
  await vint.cell({ deal: 3, side: 'A', part: 'above', reason: 'aces' }).click();
  const dialog = page.getByRole('dialog', { name: 'Deal 3' });
  await expect(dialog.locator('[data-vint="explain-focus"]')).toContainText('3 aces × 750 = 2,250');
  await expect(dialog).toContainText('N–S: 3 NT by Anna, 9 tricks');
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
});

test('R2 and R5: revoke penalty tricks, a missing trick, and the 490 cap', async ({ page }) => {
  const vint = await setUp(page);
  await vint.startNight(TABLE, { honours: 'off' });

  // R2: N–S 5♦ play 11–2, E–W revoked → 13–0 with one trick missing.
  await vint.enterDeal({
    declarer: 'Anna',
    level: 5,
    denomination: 'diamonds',
    tricks: 11,
    revokes: [{ offender: 'Boris' }],
  });
  await vint.expectCell({ deal: 1, side: 'A', part: 'below' }, 650);
  await expect(vint.cell({ deal: 1, side: 'B', part: 'below' })).toHaveCount(0);
  expect(await vint.aboveItems(1, 'A')).toEqual([
    ['renonceMissingTricks', 5000],
    ['grandSlam', 2000],
    ['game', 1000],
  ]);
  expect(await vint.aboveItems(1, 'B')).toEqual([]);
  await expect(vint.game(1)).toHaveAttribute('data-winner', 'A');

  // N–S to 400 in game 2: 2♠ with 10 tricks, twice.
  await vint.enterDeal({ declarer: 'Anna', level: 2, denomination: 'spades', tricks: 10 });
  await vint.enterDeal({ declarer: 'Vera', level: 2, denomination: 'spades', tricks: 10 });
  await vint.expectGameTotal(2, 'A', 400);

  // R5 as it happens at the table: the deal is entered (it would win the rubber)…
  await vint.enterDeal({ declarer: 'Anna', level: 3, denomination: 'clubs', tricks: 10 });
  await expect(vint.game(2)).toHaveAttribute('data-winner', 'A');
  await expect(vint.sheet().locator('.vint-sheet[data-rubber="1"]')).toHaveAttribute(
    'data-finished',
    'true',
  );
  // …then E–W claim that Vera revoked: 3 tricks pass (7–6) and N–S stop at 490.
  await vint.claimRevoke({ offender: 'Vera' });
  await vint.expectCell({ deal: 4, side: 'A', part: 'below', reason: 'capped' }, 90);
  await vint.expectCell({ deal: 4, side: 'B', part: 'below' }, 180);
  expect(await vint.aboveItems(4, 'A')).toEqual([['renonceExcess', 120]]);
  expect(await vint.aboveItems(4, 'B')).toEqual([['undertricks', 6000]]);
  await expect(vint.game(2)).toHaveAttribute('data-winner', '');
  await vint.expectGameTotal(2, 'A', 490);
  await vint.expectGameTotal(2, 'B', 300);
  await expect(vint.sheet().locator('.vint-sheet[data-rubber="1"]')).toHaveAttribute(
    'data-finished',
    'false',
  );
  await expect(page.locator('.ledger-entry[data-seq="5"]')).toContainText(
    'N–S: 3♣ by Anna, 10 tricks · revoke: Vera',
  );

  // The cards are cut: once deal 5 exists, no revoke can be claimed in deal 4.
  await vint.enterDeal({ declarer: 'Boris', level: 1, denomination: 'hearts', tricks: 7 });
  const edit = await vint.openCorrection(5);
  await expect(edit.locator('[data-vint="add-renonce"]')).toBeDisabled();
  await expect(edit.locator('[data-vint="cards-cut"]')).toHaveText(
    'The cards for the next deal were cut: a revoke can no longer be claimed',
  );
  await expect(
    edit.locator('[data-claim="1"] [data-vint="offender"][data-player="Vera"]'),
  ).toHaveAttribute('aria-pressed', 'true');
  await page.getByRole('button', { name: 'Cancel', exact: true }).click();
  await expect(edit).toBeHidden();
});

test('a corrected or voided deal re-scores the sheet from that deal on', async ({ page }) => {
  const vint = await setUp(page);
  await vint.startNight(TABLE, { honours: 'off' });
  await vint.enterDeal({ declarer: 'Anna', level: 2, denomination: 'spades', tricks: 10 });
  await vint.enterDeal({ declarer: 'Vera', level: 2, denomination: 'spades', tricks: 10 });
  await vint.enterDeal({
    declarer: 'Anna',
    level: 3,
    denomination: 'clubs',
    tricks: 10,
    revokes: [{ offender: 'Vera' }],
  });
  await vint.expectCell({ deal: 3, side: 'A', part: 'below' }, 90);

  // Deal 1 was 9 tricks, not 10: N–S 180 (not 200), so deal 3 now fits 110 under 490.
  await vint.correctDeal(1, { tricks: 9 }, 'Wrong tricks');
  await vint.expectCell({ deal: 1, side: 'A', part: 'below' }, 180);
  await vint.expectCell({ deal: 1, side: 'B', part: 'below' }, 80);
  await vint.expectCell({ deal: 3, side: 'A', part: 'below' }, 110);
  expect(await vint.aboveItems(3, 'A')).toEqual([['renonceExcess', 100]]);
  await vint.expectGameTotal(1, 'A', 490);
  await expect(page.locator('.ledger-entry[data-seq="1"]')).toHaveAttribute('data-active', 'false');
  await expect(page.locator('.ledger-entry[data-seq="4"]')).toContainText('Wrong tricks');

  // Voiding deal 2 moves the revoke deal up: from 180 its 210 fits under 490, nothing capped.
  await page
    .locator('.ledger-entry[data-seq="2"]')
    .getByRole('button', { name: 'Void', exact: true })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Void an entry' });
  await dialog.getByRole('button', { name: 'Entered twice' }).click();
  await dialog.getByRole('button', { name: 'Void', exact: true }).click();
  await expect(dialog).toBeHidden();
  await vint.expectCell({ deal: 2, side: 'A', part: 'below', reason: 'tricks' }, 210);
  expect(await vint.aboveItems(2, 'A')).toEqual([]);
  expect(await vint.aboveItems(2, 'B')).toEqual([['undertricks', 6000]]);
  await expect(vint.cell({ deal: 3, side: 'A', part: 'below' })).toHaveCount(0);
  await vint.expectGameTotal(1, 'A', 390);
});

test('impossible honours are refused with the engine’s message', async ({ page }) => {
  const vint = await setUp(page);
  await vint.startNight(TABLE);
  const form = vint.form();
  await vint.fillDeal(form, {
    declarer: 'Boris',
    level: 4,
    denomination: 'spades',
    tricks: 10,
    trumps: 5,
    aces: 0,
  });
  const issues = form.locator('[data-vint="issues"]');
  await expect(issues).toContainText(
    'All five trump honours include the trump ace: the declarers have at least one ace.',
  );
  await form.locator('[data-vint="save"]').click();
  await expect(form.locator('#vint-deal-title')).toHaveText('Deal 1');
  await expect(page.locator('.ledger-entry')).toHaveCount(0);

  await vint.fillDeal(form, { aces: 1 });
  await expect(issues).toHaveCount(0);
  await form.locator('[data-vint="save"]').click();
  await expect(form.locator('#vint-deal-title')).toHaveText('Deal 2');
  // E–W hold all five honours (5 × 400) and N–S three aces (3 × 400).
  expect(await vint.aboveItems(1, 'B')).toEqual([['honours', 2000]]);
  expect(await vint.aboveItems(1, 'A')).toEqual([['aces', 1200]]);
});

test('a half-entered deal survives a reload', async ({ page }) => {
  const vint = await setUp(page);
  await vint.startNight(TABLE);
  const form = vint.form();
  await vint.fillDeal(form, { declarer: 'Gleb', level: 6, denomination: 'hearts', trumps: 4 });
  await page.reload();
  await expect(form.locator('[data-vint="declarer"][data-player="Gleb"]')).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(
    form.locator('[data-vint="contract"][data-level="6"][data-denomination="hearts"]'),
  ).toHaveAttribute('aria-pressed', 'true');
  // The tricks followed the contract: 12 (made exactly) until tapped.
  await expect(form.locator('[data-vint="tricks"][data-value="12"]')).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(form.locator('[data-name="trumps"][data-value="4"]')).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(vint.preview().locator('[data-vint="missing"]')).toHaveText(
    'Still to choose: honours.',
  );
});

test('the sheet, the deal form, a claim and an explanation pass axe in dark mode', async ({
  page,
}) => {
  test.slow(); // axe runs three times over a long page; on a loaded machine that takes a while
  await page.emulateMedia({ colorScheme: 'dark' });
  const vint = await setUp(page);
  await vint.startNight(TABLE);
  await vint.enterDeal({
    declarer: 'Anna',
    level: 2,
    denomination: 'hearts',
    tricks: 9,
    trumps: 3,
    aces: 2,
  });
  await vint.enterDeal({
    declarer: 'Gleb',
    level: 3,
    denomination: 'noTrumps',
    tricks: 7,
    aces: 2,
    revokes: [{ offender: 'Anna', liable: 'alone' }],
  });
  await vint.fillDeal(vint.form(), {
    declarer: 'Vera',
    level: 1,
    denomination: 'spades',
    trumps: 3,
    aces: 1,
  });
  await expectAccessible(page, 'night with sheet and a filled form');
  await vint.form().locator('[data-vint="claim-last"]').click();
  await vint.fillRevoke(vint.form('claim'), { offender: 'Boris' });
  await expectAccessible(page, 'revoke claim');
  await vint.form('claim').getByRole('button', { name: 'Cancel' }).click();
  await vint.cell({ deal: 2, side: 'B', part: 'below' }).click();
  await expect(page.getByRole('dialog', { name: 'Deal 2' })).toBeVisible();
  await expectAccessible(page, 'explanation');
});
