// Issue 11 at the table, one test per item that had none: storage full keeps
// the half-entered hand and shows one message; long names fit and show in full
// on a tap; balances keep their seats and mark the leader; the void dialog's
// reasons fit the entry and its buttons never share a verb; the new-night
// error goes once the table is right; a one-word name never breaks in a chip;
// roubles are ₽ in history; names cannot reorder what is around them.
import { readFileSync } from 'node:fs';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { RenoncApp } from './support/app';
import { expectChosen } from './support/chips';
import { simulateDiskFull } from './support/disk-full';
import { MariasTable } from './support/marias';

type Lang = 'cs' | 'ru';
const LANG_LABEL = { cs: 'Čeština', ru: 'Русский' } as const;

/** A locale's common words, read from the files the app ships. */
interface Common {
  readonly cancel: string;
  readonly void: Readonly<Record<string, string>>;
  readonly ledger: Readonly<Record<string, string>>;
}

function common(lang: Lang | 'en'): Common {
  return JSON.parse(readFileSync(`locales/${lang}/common.json`, 'utf8')) as Common;
}

async function useLanguage(page: Page, lang: Lang): Promise<void> {
  await page.goto('/#/settings');
  await page.getByRole('button', { name: LANG_LABEL[lang] }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', lang);
}

/** Starts a night of a game with saved players, whatever the UI language. */
async function startNightIn(page: Page, game: string, names: readonly string[]): Promise<string> {
  await page.goto('/#/new');
  await page.locator(`button[data-name="game"][data-value="${game}"]`).click();
  for (const name of names) await page.locator(`[data-player="${name}"]`).click();
  await page.locator('.bottombar button').click();
  await expect(page).toHaveURL(/#\/night\//);
  return decodeURIComponent(page.url().split('#/night/')[1]!.split('/')[0]!);
}

/** The page's width beyond the viewport, in px (0 when nothing sticks out). */
const overflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

/** How many lines the longest word of an element's own text takes (its text boxes' distinct tops). */
const wordLines = (target: Locator) =>
  target.evaluate((el) => {
    let most = 0;
    const walk = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
    for (let node = walk.nextNode(); node; node = walk.nextNode()) {
      const text = node.textContent ?? '';
      for (const m of text.matchAll(/\S+/g)) {
        const range = document.createRange();
        range.setStart(node, m.index);
        range.setEnd(node, m.index + m[0].length);
        const tops = new Set([...range.getClientRects()].map((r) => Math.round(r.top)));
        most = Math.max(most, tops.size);
      }
    }
    return most;
  });

test('storage full: one message until a save works, the half-entered hand kept across screens', async ({
  page,
}) => {
  const full = await simulateDiskFull(page);
  const table = new MariasTable(page);
  await table.start(['Adam', 'Bára', 'Cyril']);

  await full(true);
  // Half-entered: a sedma in hearts, the game flecked — every change is a draft write that fails.
  await table.game('sedma');
  await table.suit('cerveny');
  await table.flek('game', 1);
  await table.sedmaResult(true);
  for (let i = 0; i < 3; i++) await table.saveButton('won').click();
  const alerts = page.getByRole('alert');
  await expect(alerts.filter({ hasText: 'storage is full' })).toHaveCount(1);
  await expect(alerts).toHaveCount(1);
  await expect(table.app.ledgerEntries()).toHaveCount(0);

  // Away to the settlement and back (the way back a phone's gesture takes; the
  // message, above the save actions, stays): the hand is as it was, the message still there.
  const night = page.url();
  await page.goto(`${night}/settle`);
  await expect(page.locator('.settle-balance')).toHaveCount(3);
  await expect(page).toHaveURL(/\/settle$/);
  await expect(alerts).toHaveCount(1);
  await page.goto(night);
  await expect(table.handForm()).toBeVisible();
  await expectChosen(table.handForm(), { game: 'sedma', suit: 'cerveny' });
  await table.flekShown('game', 'flek');
  await expect(alerts).toHaveCount(1);

  // Space again: the same tap saves, and the message goes with it.
  await full(false);
  await table.save('won');
  await expect(alerts).toHaveCount(0);
  await expect(table.app.ledgerEntries().first()).toHaveAttribute('data-kind', 'marias.hand');
});

// Realistic 30-character names (with the spaces real names have, and one without).
const LONG = [
  'Maximilián Hohenzollern-Sigmar',
  'Bartoloměj Svatopluk Nepomucký',
  'Александра Вячеславовна Шишкин',
  'Přemyslovnakrajinskobohuslavov',
] as const;

test('30-character names end in an ellipsis, show in full on a tap, and push nothing off screen at 390 px', async ({
  page,
}) => {
  for (const n of LONG) expect(n).toHaveLength(30);
  await page.setViewportSize({ width: 390, height: 844 });
  const app = new RenoncApp(page);
  await app.open();
  await app.addPlayersIn('en', LONG);
  await startNightIn(page, 'marias', LONG);
  await app.addAdjustment(LONG[0], LONG[3], '12,34');
  expect(await overflow(page)).toBeLessThanOrEqual(0);

  const name = page.locator(`.balance[data-player="${LONG[0]}"] .balance-name`);
  const cut = (l: Locator) =>
    l.evaluate((el) => {
      const text = el.querySelector('bdi') ?? el;
      return (
        getComputedStyle(text).textOverflow === 'ellipsis' && text.scrollWidth > text.clientWidth
      );
    });
  expect(await cut(name)).toBe(true);
  await expect(name).toHaveAttribute('title', LONG[0]);
  await name.click();
  await expect(name).toHaveAttribute('aria-expanded', 'true');
  expect(await cut(name)).toBe(false);
  await expect(name).toBeInViewport({ ratio: 1 });
  expect(await overflow(page)).toBeLessThanOrEqual(0);

  await page.getByRole('link', { name: 'Settle up' }).click();
  await expect(page.locator('.pay-row')).toHaveCount(1);
  expect(await overflow(page)).toBeLessThanOrEqual(0);

  await page.goto('/#/history');
  const totals = page.locator('.history-totals[data-currency="CZK"]');
  await expect(totals).toBeVisible();
  expect(await overflow(page)).toBeLessThanOrEqual(0);
  // Every total is on screen, whole.
  for (const n of LONG) {
    await expect(totals.locator(`tr[data-player="${n}"] td[data-amount]`)).toBeInViewport({
      ratio: 1,
    });
  }
  const row = totals.locator(`tr[data-player="${LONG[3]}"] .name-cut`);
  expect(await cut(row)).toBe(true);
  await row.click();
  await expect(row).toHaveAttribute('aria-expanded', 'true');
  expect(await cut(row)).toBe(false);
  expect(await overflow(page)).toBeLessThanOrEqual(0);
});

test('balances stay in seating order and the leader is marked', async ({ page }) => {
  const table = new MariasTable(page);
  const seats = ['Adam', 'Bára', 'Cyril'];
  await table.start(seats);
  const order = () =>
    page.locator('.balances .balance').evaluateAll((els) => els.map((e) => e.dataset['player']));
  const leader = () =>
    page
      .locator('.balances .balance[data-leader="true"]')
      .evaluateAll((els) => els.map((e) => e.dataset['player']));
  expect(await order()).toEqual(seats);
  expect(await leader()).toEqual([]);
  // Bára (forhont) declares and wins; then Cyril; then Adam: each time the leader changes.
  await table.save('won');
  expect(await order()).toEqual(seats);
  expect(await leader()).toEqual(['Bára']);
  await table.app.addAdjustment('Bára', 'Cyril', '5');
  expect(await order()).toEqual(seats);
  expect(await leader()).toEqual(['Cyril']);
  await expect(page.locator('.balance[data-player="Cyril"] .balance-lead')).toContainText('▲');
  await expect(page.locator('.balance[data-leader="false"] .balance-lead')).toHaveCount(0);
});

for (const lang of ['cs', 'ru'] as const) {
  test(`${lang}: the void dialog offers reasons that fit the entry, and no two of its buttons share a verb`, async ({
    page,
  }) => {
    const words = common(lang);
    await useLanguage(page, lang);
    const app = new RenoncApp(page);
    await app.addPlayersIn(lang, ['Adam', 'Bára', 'Cyril']);
    await startNightIn(page, 'marias', ['Adam', 'Bára', 'Cyril']);
    await page.locator('[data-marias="save-won"]').click();
    await expect(app.ledgerEntries()).toHaveCount(1);

    await app
      .ledgerEntries()
      .first()
      .getByRole('button', { name: words.ledger['void'], exact: true })
      .click();
    const dialog = page.getByRole('dialog', { name: words.void['title'] });
    await expect(dialog).toBeVisible();
    const reasons = await dialog.locator('.choice-options .chip').allInnerTexts();
    expect(reasons).toEqual([words.void['reasonMistake'], words.void['reasonTwice']]);
    expect(reasons).not.toContain(words.void['reasonDispute']);
    // The void and the way out: different first words (cs "Zrušit záznam" / "Ponechat").
    const verbs = (await dialog.locator('button.btn').allInnerTexts()).map((s) =>
      s.trim().split(/\s+/)[0]!.toLowerCase(),
    );
    expect(verbs).toHaveLength(2);
    expect(new Set(verbs).size).toBe(2);
    await dialog.locator('button.btn').last().click();
    await expect(dialog).toBeHidden();

    // A renonc claim is the entry that may turn out to be no renonc.
    await page.locator('[data-marias="renonc"]').click();
    const renonc = page.locator('[data-marias-form="renonc"]');
    await expect(renonc).toBeVisible();
    // The entry form's cancel is not the void's verb either.
    const cancel = words.cancel.split(/\s+/)[0]!.toLowerCase();
    expect(cancel).not.toBe(words.void['confirm']!.split(/\s+/)[0]!.toLowerCase());
    expect(cancel).not.toBe(words.ledger['void']!.split(/\s+/)[0]!.toLowerCase());
  });
}

test('cs: the "vybráno: 0" refusal goes once four players are picked, and the night starts', async ({
  page,
}) => {
  await useLanguage(page, 'cs');
  const app = new RenoncApp(page);
  const names = ['Ольга', 'Petr', 'Jana', 'Eva'];
  await app.addPlayersIn('cs', names);
  await page.goto('/#/new');
  await page.locator('button[data-name="game"][data-value="vint"]').click();
  await page.locator('.bottombar button').click();
  await expect(page.locator('.form-errors')).toContainText('vybráno: 0');
  for (const name of names) await page.locator(`[data-player="${name}"]`).click();
  await expect(page.locator('.form-errors')).toHaveCount(0);
  await page.locator('.bottombar button').click();
  await expect(page).toHaveURL(/#\/night\//);
});

for (const lang of ['cs', 'ru'] as const) {
  test(`${lang}: a one-word name never breaks inside a chip at 390 and 360 px`, async ({
    page,
  }) => {
    await useLanguage(page, lang);
    const app = new RenoncApp(page);
    const names = ['Ольга', 'Maximilián', 'Přemysl', 'Bartoloměj'];
    await app.addPlayersIn(lang, names);
    await startNightIn(page, 'marias', names);
    const form = page.locator('[data-marias-form="hand"]');
    await expect(form).toBeVisible();
    for (const width of [390, 360]) {
      await page.setViewportSize({ width, height: 844 });
      const chips = form.locator('[data-name="declarer"]');
      expect(await chips.count()).toBeGreaterThan(0);
      for (const chip of await chips.all()) {
        const text = (await chip.innerText()).trim();
        expect(await wordLines(chip), `"${text}" at ${width} px`).toBe(1);
        expect(await chip.evaluate((el) => el.scrollWidth <= el.clientWidth + 1)).toBe(true);
      }
      expect(await overflow(page)).toBeLessThanOrEqual(0);
    }
  });
}

test('ru: roubles read ₽ in history, never RUB', async ({ page }) => {
  await useLanguage(page, 'ru');
  const app = new RenoncApp(page);
  const names = ['Ольга', 'Пётр', 'Анна', 'Иван'];
  await app.addPlayersIn('ru', names);
  await startNightIn(page, 'vint', names);
  await page.locator('.entry-area ~ button.btn-wide, button.btn-wide').last().click();
  const form = page.locator('form.card').filter({ has: page.locator('#transfer-amount') });
  await form.locator('[data-name="from"]', { hasText: 'Пётр' }).click();
  await form.locator('[data-name="to"]', { hasText: 'Ольга' }).click();
  await form.locator('#transfer-amount').fill('150');
  await form.locator('button[type="submit"]').click();
  await expect(app.ledgerEntries()).toHaveCount(1);
  await page.goto('/#/history');
  const totals = page.locator('.history-totals[data-currency="RUB"]');
  await expect(totals).toBeVisible();
  // Every amount (totals and each night's results) in roubles as ₽.
  const amounts = await page
    .locator('.history-totals td[data-amount], .history-night')
    .allInnerTexts();
  expect(amounts.length).toBeGreaterThan(4);
  for (const a of amounts) {
    expect(a).toContain('₽');
    expect(a).not.toContain('RUB');
  }
  await expect(totals.locator('tr[data-player="Ольга"] td[data-amount]')).toHaveText(
    /^\+150,00\s₽$/,
  );
});

test('names cannot reorder the numbers: bidi controls are dropped, right-to-left names isolated on screen, in shared text and in CSV', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const app = new RenoncApp(page);
  await app.open();
  // A right-to-left override typed into a name is taken out: the name is plain "Karel".
  await page.goto('/#/players');
  for (const name of ['\u202eKarel', 'דוד', 'Petr']) {
    await page.locator('#new-player').fill(name);
    await page.locator('#new-player').press('Enter');
  }
  await expect(page.locator('.player-name')).toHaveCount(3);
  const stored = await page.locator('.player-name').allInnerTexts();
  expect(stored).toContain('Karel');
  expect(stored.join('')).not.toContain('\u202e');

  await startNightIn(page, 'marias', ['Karel', 'דוד', 'Petr']);
  await app.addAdjustment('דוד', 'Petr', '13');
  // On screen: the name in its own isolate (bdi or U+2068…U+2069), the amount outside it.
  const entry = app.ledgerEntries().first();
  expect(await entry.innerText()).toContain('\u2068דוד\u2069');
  const tile = page.locator('.balance[data-player="\u2068דוד\u2069"], .balance[data-player="דוד"]');
  await expect(tile.locator('bdi')).toHaveCount(1);
  await expect(tile.locator('.balance-amount bdi, bdi .balance-amount')).toHaveCount(0);

  // Shared text: the name isolated, the amount as written.
  await page.getByRole('link', { name: 'Settle up' }).click();
  await page.evaluate(() => Object.defineProperty(navigator, 'share', { value: undefined }));
  await page.getByRole('button', { name: 'Share' }).click();
  await expect(page.getByText('The settlement is copied')).toBeVisible();
  const copied = (await page.evaluate(() => navigator.clipboard.readText())).replace(
    /[\u00a0\u202f]/g,
    ' ',
  );
  expect(copied).toContain('\u2068דוד\u2069 → Petr · Kč 13.00');

  // CSV: the cell holds the isolated name.
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: /CSV/ }).click();
  const file = await (await download).path();
  const csv = readFileSync(file, 'utf8');
  expect(csv).toContain('\u2068דוד\u2069');
  expect(csv).not.toContain('\u202e');
});
