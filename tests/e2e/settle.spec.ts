// The end of the night in the built app: a night of four settled with the
// fewest payments, a payment marked paid, the rest carried into the next night
// of the same players; a night exported and restored in a fresh browser; and
// a corrupt file refused with the reason, changing nothing.
import { readFileSync, rmSync } from 'node:fs';
import { dirname } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { RenoncApp } from './support/app';
import { BackupCard, SettlePage } from './support/settle';

const TABLE = ['Karel', 'Petr', 'Jana', 'Eva'] as const;

/**
 * A mariáš night of four whose money came in through adjustments (the hand
 * form is not needed for the settlement): Karel −127.65, Petr +130.40,
 * Jana −28.05, Eva +25.30 Kč. Rounded to 1 Kč: −128, +131, −28, +25.
 */
async function playNight(page: Page): Promise<{ app: RenoncApp; nightId: string }> {
  const app = new RenoncApp(page);
  await app.open();
  await app.addPlayers(TABLE);
  const nightId = await app.startNight('Volený mariáš', TABLE);
  await app.addAdjustment('Karel', 'Petr', '120,40');
  await app.addAdjustment('Jana', 'Eva', '35,30');
  await app.addAdjustment('Eva', 'Petr', '10');
  await app.addAdjustment('Karel', 'Jana', '7,25');
  await app.expectBalance('Karel', -12_765);
  await app.expectBalance('Petr', 13_040);
  return { app, nightId };
}

test('settles a night of four, marks a payment paid and carries the rest over', async ({
  page,
}) => {
  const { app } = await playNight(page);
  const settle = new SettlePage(page);
  await settle.openFromNight();

  expect(await settle.balances()).toEqual([
    ['Petr', 13_100],
    ['Eva', 2_500],
    ['Jana', -2_800],
    ['Karel', -12_800],
  ]);
  await expect(page.getByRole('heading', { name: '3 payments' })).toBeVisible();
  // Largest first.
  expect(await settle.payments()).toEqual([
    { from: 'Karel', to: 'Petr', amount: 12_800, paid: false },
    { from: 'Jana', to: 'Eva', amount: 2_500, paid: false },
    { from: 'Jana', to: 'Petr', amount: 300, paid: false },
  ]);

  // Why Karel pays: his two adjustments, biggest first, and the rounding.
  const why = await settle.explain('Karel', 'Petr');
  await expect(why.locator('.explain-row')).toHaveCount(2);
  await expect(why.locator('.explain-row').first()).toHaveAttribute('data-seq', '1');
  await expect(why.locator('.explain-row').first()).toContainText('Karel → Petr');
  await expect(why.locator('dd[data-amount="-12765"]')).toBeVisible();
  await why.getByRole('button', { name: 'Close' }).click();
  await expect(why).toBeHidden();

  // Rounding to 0.50 shifts the last units by the largest remainders; back to 1 Kč.
  await settle.chooseRounding('Kč\u00a00.50');
  expect(await settle.balances()).toEqual([
    ['Petr', 13_050],
    ['Eva', 2_500],
    ['Jana', -2_800],
    ['Karel', -12_750],
  ]);
  await settle.chooseRounding('Kč\u00a01.00');
  await expect(settle.paymentRows().first()).toHaveAttribute('data-amount', '12800');

  await settle.paidBox('Karel', 'Petr').check();
  await expect(settle.paymentRows().first()).toHaveAttribute('data-paid', 'true');
  // The box shows paid at once and stays disabled until the mark is stored:
  // reloading before that could end the write (this test was flaky so).
  await expect(settle.paidBox('Karel', 'Petr')).toBeEnabled();
  await page.reload();
  await expect(settle.paidBox('Karel', 'Petr')).toBeChecked();
  await expect(settle.paidBox('Jana', 'Eva')).not.toBeChecked();
  await expect(page.getByText('2 payments still open')).toBeVisible();

  await page.getByRole('button', { name: 'Close the night' }).click();
  await page
    .getByRole('dialog', { name: 'Close the night?' })
    .getByRole('button', { name: 'Close', exact: true })
    .click();
  await expect(page.getByText(/^The night is closed \(/)).toBeVisible();

  // The next night of the same four opens with what Jana still owes.
  const next = await app.startNight('Volený mariáš', ['Petr', 'Karel', 'Eva', 'Jana']);
  await expect(app.ledgerEntries()).toHaveCount(1);
  await expect(app.ledgerEntries().first()).toContainText('Carried over from the last night');
  await app.expectBalance('Jana', -2_800);
  await app.expectBalance('Petr', 300);
  await app.expectBalance('Eva', 2_500);
  await app.expectBalance('Karel', 0);
  await settle.openFromNight();
  expect(await settle.payments()).toEqual([
    { from: 'Jana', to: 'Eva', amount: 2_500, paid: false },
    { from: 'Jana', to: 'Petr', amount: 300, paid: false },
  ]);

  // A third night does not carry the first night's debt a second time.
  await app.startNight('Volený mariáš', TABLE);
  await expect(app.ledgerEntries()).toHaveCount(1);
  await app.expectBalance('Jana', -2_800);

  // History: what was settled (the first night rounded to 1 Kč: Karel −128,
  // Jana −28, not the exact −127.65 and −28.05 nobody paid), and the carried
  // debt counts once, in the night it arose: the later nights add 0.
  await page.goto('/#/history');
  const totals = page.locator('.history-totals[data-currency="CZK"]');
  await expect(totals.locator('tr[data-player="Karel"] td[data-amount]')).toHaveAttribute(
    'data-amount',
    '-12800',
  );
  await expect(totals.locator('tr[data-player="Jana"] td[data-amount]')).toHaveAttribute(
    'data-amount',
    '-2800',
  );
  // The first night (listed last) says what its rounding moved: Petr +0.60 and
  // Jana +0.05 gained what Karel (−0.35) and Eva (−0.30) lost, 0.65 Kč.
  await expect(page.locator('.history-rounded').last()).toHaveAttribute('data-rounded-by', '65');
  await expect(page.locator(`.history-night[data-night="${next}"]`)).toBeVisible();
});

// Issue #28: at 360 × 740 a rounding button sat under the share/print bar
// (axe). The rounding now sits under the balances it makes; every choice is
// on the first screen, uncovered, and the screen says what rounding moved.
for (const [lang, label] of [
  ['cs', 'Čeština'],
  ['ru', 'Русский'],
] as const) {
  test(`the rounding choices are on the first screen and uncovered at 360 × 740 in ${lang}`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    const app = new RenoncApp(page);
    await app.open();
    const three = ['Karel', 'Petr', 'Jana'];
    await app.addPlayers(three);
    await app.startNight('Volený mariáš', three);
    // Exactly Petr +1.29, Jana −0.25, Karel −1.04; to 1 Kč: +1, 0, −1 (floors
    // +1, −1, −2 with remainders 29, 75, 96: the two units to Karel and Jana).
    await app.addAdjustment('Karel', 'Petr', '1,29');
    await app.addAdjustment('Jana', 'Karel', '0,25');
    const night = page.url();
    await app.go('/#/settings');
    await page.getByRole('button', { name: label }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    await page.goto(`${night}/settle`);
    const chips = page.locator('[data-name="roundTo"]');
    await expect(chips).toHaveCount(4);
    const bar = await page.locator('.bottombar').boundingBox();
    for (let i = 0; i < 4; i++) {
      const box = await chips.nth(i).boundingBox();
      expect(box!.y + box!.height, `chip ${i} above the bar`).toBeLessThanOrEqual(bar!.y);
      const uncovered = await chips.nth(i).evaluate((el) => {
        const r = el.getBoundingClientRect();
        // 8 px in: hit testing follows the chips' rounded corners.
        const points = [
          [r.left + 8, r.top + 8],
          [r.right - 8, r.top + 8],
          [r.left + 8, r.bottom - 8],
          [r.right - 8, r.bottom - 8],
          [r.left + r.width / 2, r.top + r.height / 2],
        ];
        return points.every(([x, y]) => el.contains(document.elementFromPoint(x!, y!)));
      });
      expect(uncovered, `chip ${i} uncovered`).toBe(true);
    }
    // Jana +0.25 and Karel +0.04 gained what Petr lost: 0.29 Kč moved.
    await expect(page.locator('.settle-moved')).toHaveAttribute('data-moved', '29');
    await expect(page.locator('.settle-moved')).toContainText('0,29');
  });
}

test('shares as text and prints a clean page', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await playNight(page);
  const settle = new SettlePage(page);
  await settle.openFromNight();

  // No Web Share in desktop Chromium on Linux: the text goes to the clipboard.
  await page.evaluate(() => Object.defineProperty(navigator, 'share', { value: undefined }));
  await page.getByRole('button', { name: 'Share' }).click();
  await expect(page.getByText('The settlement is copied')).toBeVisible();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  // Intl puts no-break spaces inside amounts; compare with plain ones.
  const text = copied.replace(/[\u00a0\u202f]/g, ' ');
  expect(text).toContain('Karel → Petr · Kč 128.00');
  expect(text).toContain('Petr +Kč 131.00');
  expect(text).toContain('3 payments:');

  await page.evaluate(() => {
    (window as unknown as { printed: number }).printed = 0;
    window.print = () => {
      (window as unknown as { printed: number }).printed += 1;
    };
  });
  await page.getByRole('button', { name: 'Print' }).click();
  expect(await page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);
  await page.emulateMedia({ media: 'print' });
  await expect(page.locator('.pay-row')).toHaveCount(3);
  await expect(page.locator('.settle-balance')).toHaveCount(4);
  for (const hidden of ['.topbar', '.bottombar', '.chart', '.pay-check']) {
    await expect(page.locator(hidden).first()).toBeHidden();
  }
});

test('a night exported here restores in a fresh browser with the same settlement', async ({
  page,
  browser,
}) => {
  await playNight(page);
  const settle = new SettlePage(page);
  await settle.openFromNight();
  await settle.paidBox('Jana', 'Petr').check();
  const before = await settle.balances();
  const payments = await settle.payments();

  const json = await settle.download('Export this night');
  expect(json.name).toMatch(/^renonc-\d{4}-\d{2}-\d{2}-marias\.json$/);
  const file = json.path;
  const backup = JSON.parse(readFileSync(file, 'utf8')) as {
    nights: unknown[];
    entries: unknown[];
  };
  expect(backup).toMatchObject({ format: 'renonc-backup', version: 1 });
  expect(backup.nights).toHaveLength(1);
  expect(backup.entries).toHaveLength(4);

  const csv = await settle.download('Export the ledger as CSV');
  expect(csv.name).toMatch(/\.csv$/);
  const csvText = readFileSync(csv.path, 'utf8');
  expect(csvText.split('\r\n')[0]).toContain('amount (minor units)');
  expect(csvText).toContain('Karel,-12040,-120.40');

  const fresh = await browser.newContext();
  const other = await fresh.newPage();
  const otherApp = new RenoncApp(other);
  await otherApp.open();
  const card = new BackupCard(other);
  await card.open();
  await card.restore(file);
  await expect(card.status()).toContainText(
    'Restored: 1 night, 4 entries, 4 players and 1 paid mark.',
  );

  // Importing the same file again adds nothing.
  await card.restore(file);
  await expect(card.status()).toContainText('Everything in this file is already on this device');

  await other.goto('/#/');
  await other.locator('[data-night]').first().click();
  const restored = new SettlePage(other);
  await restored.openFromNight();
  expect(await restored.balances()).toEqual(before);
  expect(await restored.payments()).toEqual(payments);
  await fresh.close();
  for (const f of [json, csv]) rmSync(dirname(f.path), { recursive: true, force: true });
});

test('a corrupt backup shows what is wrong and changes nothing', async ({ page }) => {
  await playNight(page);
  const card = new BackupCard(page);
  await card.open();
  const entriesBefore = await page.evaluate(async () => {
    const open = indexedDB.open('renonc');
    const db = await new Promise<IDBDatabase>(
      (resolve) => (open.onsuccess = () => resolve(open.result)),
    );
    const count = db.transaction('entries').objectStore('entries').count();
    return new Promise<number>((resolve) => (count.onsuccess = () => resolve(count.result)));
  });

  await card.restore({ name: 'cut.json', buffer: Buffer.from('{"format":"renonc-backup","vers') });
  await expect(card.status()).toContainText('The file cannot be restored');
  await expect(card.status()).toContainText('The file is not valid JSON');

  const bad = {
    format: 'renonc-backup',
    version: 1,
    exportedAt: 1_735_000_000_000,
    app: 'renonc test',
    players: [
      { id: 'a', name: '<img src=x onerror=alert(1)>', createdAt: 1 },
      { id: 'b', name: 'Bob', createdAt: 1 },
    ],
    nights: [
      {
        id: 'n',
        game: 'marias',
        playerIds: ['a', 'b', 'c'],
        currency: 'USD',
        settings: {},
        createdAt: 1,
      },
    ],
    entries: [
      {
        id: 'e1',
        nightId: 'n',
        seq: 1,
        kind: 'poker.hand',
        payload: {},
        createdAt: 1,
      },
    ],
  };
  await card.restore({ name: 'bad.json', buffer: Buffer.from(JSON.stringify(bad)) });
  const issues = card.status().locator('.backup-issues li');
  await expect(issues).toContainText([
    'nights[0].playerIds[2]: no player with the id “c” here.',
    'nights[0].currency: “USD” is not an allowed value.',
    'entries[0].kind: unknown entry kind “poker.hand”. (entry e1)',
  ]);

  const entriesAfter = await page.evaluate(async () => {
    const open = indexedDB.open('renonc');
    const db = await new Promise<IDBDatabase>(
      (resolve) => (open.onsuccess = () => resolve(open.result)),
    );
    const count = db.transaction('entries').objectStore('entries').count();
    return new Promise<number>((resolve) => (count.onsuccess = () => resolve(count.result)));
  });
  expect(entriesAfter).toBe(entriesBefore);
  await page.goto('/#/');
  await expect(page.locator('[data-night]')).toHaveCount(1);
});
