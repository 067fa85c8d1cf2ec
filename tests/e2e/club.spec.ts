// A club's season on one phone (issue #30), at 360 × 740 in Czech and
// Russian: create a club, add members and match the phone's players to
// them, play two short mariáš nights that belong to the club and close them
// (each result goes to the club when it is closed), then the club's home:
// the season table with each member's own mariáš figures in the language's
// words (and the same on the board page), the tab with the fewest payments, one of them paid in
// part, one larger than the debt refused in the engine's words, a member's
// statement, and a night withdrawn and gone from the tab. Every screen is
// checked for overflow, clipped controls, broken words and serious axe
// findings, and shot to test-results/club/.
import { readFileSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { layoutProblems } from './support/layout-checks';
import { inLanguageWithPlayers, LANGS, messageProblems, nextFrames } from './support/layout';
import { screenProblems } from './support/screen-checks';

const PLAYERS = ['Karel Novotný', 'Jana Nováková', 'Ольга'] as const;
const PHONE = { width: 360, height: 740 };

const errorsOf = (lang: string) =>
  JSON.parse(readFileSync(`locales/${lang}/errors.json`, 'utf8')) as {
    club: { paymentTooLarge: string };
  };

const clubWords = (lang: string) =>
  JSON.parse(readFileSync(`locales/${lang}/club.json`, 'utf8')) as {
    home: { figure: string };
    figures: { marias: Record<string, string> };
  };

/** The hands the two nights save, all won: Karel declares 2, Jana 2, Olga 1 (docs/club.md C4). */
const FIGURES: Readonly<Record<string, Readonly<Record<string, number>>>> = {
  [PLAYERS[0]]: { declared: 2, declaredWon: 2, renoncs: 0 },
  [PLAYERS[1]]: { declared: 2, declaredWon: 2, renoncs: 0 },
  [PLAYERS[2]]: { declared: 1, declaredWon: 1, renoncs: 0 },
};

/** Each player's row shows his figures in order, each as "label: value" in the language's words. */
async function expectFigures(rows: Locator, lang: string): Promise<void> {
  const words = clubWords(lang);
  for (const [name, figures] of Object.entries(FIGURES)) {
    const shown = Object.entries(figures).map(([key, value]) =>
      words.home.figure
        .replace('{{label}}', words.figures.marias[key]!)
        .replace('{{value}}', String(value)),
    );
    // The board shortens names ("Karel N."): the first name finds the row.
    const row = rows.filter({ hasText: name.split(' ')[0]! });
    await expect(row.locator('.club-figure')).toHaveText(shown);
  }
}

async function check(page: Page, lang: string, where: string): Promise<void> {
  await nextFrames(page);
  const at = `${where} (${lang})`;
  expect(await layoutProblems(page), at).toEqual([]);
  expect(await screenProblems(page), at).toEqual([]);
  expect(await messageProblems(page), at).toEqual([]);
  const axe = await new AxeBuilder({ page }).analyze();
  const serious = axe.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(serious, at).toEqual([]);
  await page.screenshot({
    path: `test-results/club/${lang}-${where.replace(/\W+/g, '-')}.png`,
    fullPage: true,
  });
}

/** Starts a mariáš night of the three, saves `hands` won hands (declarer by name), and closes it. */
async function playNight(
  page: Page,
  marias: string,
  declarers: readonly string[],
  putInClub: 'new-night' | 'after',
  lang: string,
): Promise<string> {
  await page.goto('/#/new');
  await page.getByRole('button', { name: marias, exact: true }).click();
  for (const name of PLAYERS) await page.locator(`[data-player="${name}"]`).click();
  if (putInClub === 'new-night') {
    // Offered once every seated player is matched to a member.
    await page.locator('[data-name="club"]', { hasText: 'U Kocoura' }).click();
    await check(page, lang, 'new night with a club');
  }
  await page.locator('.bottombar button').click();
  const form = page.locator('[data-marias-form="hand"]');
  await expect(form).toBeVisible();
  const entries = page.locator('.ledger-entry');
  for (const declarer of declarers) {
    // A night may open with what the last one left unpaid (a carry-over entry).
    const before = await entries.count();
    await form.locator(`[data-name="declarer"]`, { hasText: declarer }).click();
    await form.locator('[data-marias="save-won"]').click();
    await expect(entries).toHaveCount(before + 1);
  }
  const night = decodeURIComponent(page.url().split('#/night/')[1]!.split('/')[0]!);
  await page.goto(`/#/night/${night}/settle`);
  const club = page.locator('[data-card="night-club"]');
  if (putInClub === 'new-night') {
    await expect(club.locator('[data-night-club]')).toBeVisible();
    await check(page, lang, 'settle with its club before closing');
  }
  await page.locator('section[aria-labelledby="settle-night-title"] .btn-primary').click();
  await page.locator('dialog[open] .btn-primary').click();
  await expect(page.locator('.closed-notice')).toBeVisible();
  if (putInClub === 'after') await club.locator('button[data-club]').click();
  await expect(club.locator('[data-counted="yes"]')).toBeVisible();
  return night;
}

/** Each player's rounded balance on the settle screen shown now. */
async function settledBalances(page: Page): Promise<Record<string, number>> {
  const out: Record<string, number> = {};
  for (const row of await page.locator('.settle-balance').all()) {
    const name = (await row.getAttribute('data-player'))!;
    out[name] = Number(await row.locator('.settle-amount').getAttribute('data-amount'));
  }
  return out;
}

/** The tab as shown: from → to → amount, by names. */
async function shownTab(page: Page) {
  const rows = page.locator('[data-card="tab"] .club-pay');
  const out: { names: string; amount: number }[] = [];
  for (const row of await rows.all()) {
    out.push({
      names: (await row.locator('.club-pay-names').innerText()).trim(),
      amount: Number(await row.locator('.club-pay-amount').getAttribute('data-amount')),
    });
  }
  return out;
}

/** The fewest payments for three nets summing to zero: one fewer than the uneven, unless one is zero. */
const fewestForThree = (nets: readonly number[]) => nets.filter((n) => n !== 0).length - 1;

async function createClub(page: Page, lang: string): Promise<void> {
  await page.goto('/#/');
  await page.locator('[data-home-clubs]').click();
  await expect(page).toHaveURL(/#\/clubs$/);
  await check(page, lang, 'clubs empty');
  await page.locator('#club-name').fill('U Kocoura');
  await page.locator('[data-name="club-me"]', { hasText: PLAYERS[0] }).click();
  await page.locator('form button[type="submit"]').click();
  await expect(page).toHaveURL(/#\/club\/[A-Za-z0-9_-]{22}$/);
  await expect(page.locator('[data-card="members"] [data-member]')).toHaveCount(1);
  await check(page, lang, 'club home new');
}

async function matchPlayers(page: Page, lang: string): Promise<void> {
  await page.locator('#club-member-name').fill('Petr');
  await page.locator('#club-member-name').press('Enter');
  await expect(page.locator('[data-card="members"] [data-member]')).toHaveCount(2);
  await page.locator('[data-card="members"] a[href$="/match"]').click();
  await expect(page.locator('.club-match')).toHaveCount(PLAYERS.length);
  await check(page, lang, 'match');
  for (const [i, name] of PLAYERS.slice(1).entries()) {
    const row = page.locator(`.club-match[data-player="${name}"]`);
    await row.locator('.btn').last().click();
    await check(page, lang, `match dialog ${i + 1}`);
    await page.locator('dialog[open] .btn-primary').click();
    await expect(row).toHaveAttribute('data-state', 'matched');
  }
}

for (const { lang, label, marias } of LANGS) {
  test(`a club's season on a phone in ${lang}`, async ({ page }) => {
    test.setTimeout(240_000);
    await page.setViewportSize(PHONE);
    await inLanguageWithPlayers(page, { lang, label }, PLAYERS);
    await createClub(page, lang);
    const clubUrl = page.url();
    await matchPlayers(page, lang);

    // Two nights of the club: the first put in when it starts, the second once closed.
    const first = await playNight(page, marias, [PLAYERS[0], PLAYERS[0]], 'new-night', lang);
    const one = await settledBalances(page);
    await check(page, lang, 'settle closed and counted');
    await page.goto(`/#/night/${first}`);
    await expect(page.locator('.night-club-line')).toBeVisible();
    await check(page, lang, 'night with its club');
    await playNight(page, marias, [PLAYERS[1], PLAYERS[2], PLAYERS[1]], 'after', lang);
    const two = await settledBalances(page);

    await page.goto(clubUrl);
    const table = page.locator('[data-card="season"] .club-table > li');
    await expect(table).toHaveCount(PLAYERS.length);
    // The second night opened with the first's unpaid debts (carried over on
    // this phone); the club counts each night's own result once, so its tab
    // is what the second night's settle-up shows.
    const nets = PLAYERS.map((p) => two[p] ?? 0);
    const tab = await shownTab(page);
    expect(tab).toHaveLength(fewestForThree(nets));
    expect(tab.reduce((s, p) => s + p.amount, 0)).toBe(
      nets.filter((n) => n > 0).reduce((s, n) => s + n, 0),
    );
    await expectFigures(table, lang);
    await check(page, lang, 'club home with two nights');
    // The board page, at the same phone width: its season table shows them too.
    await page.goto(`${clubUrl}/board`);
    await expectFigures(page.locator('.board-standing tbody tr'), lang);
    await check(page, lang, 'board season');
    await page.goto(clubUrl);

    // Paid in part: the same line stays, less what was paid. The line paid to
    // Karel, who won the first night: after that night is all that is left,
    // he is still owed, so the payment still counts.
    const pay = page.locator('[data-card="tab"] .club-pay', { hasText: PLAYERS[0] }).first();
    const owed = Number(await pay.locator('.club-pay-amount').getAttribute('data-amount'));
    await pay.locator('.btn').click();
    await check(page, lang, 'pay dialog');
    const part = Math.max(1, Math.floor(owed / 2)); // half, in haléře
    await page.locator('#club-pay-amount').fill((part / 100).toFixed(2).replace('.', ','));
    await page.locator('dialog[open] button[type="submit"]').click();
    await expect(page.locator('dialog[open]')).toHaveCount(0);
    await expect(pay.locator('.club-pay-amount')).toHaveAttribute(
      'data-amount',
      String(owed - part),
    );

    // More than is owed: refused with the engine's message, nothing written.
    await pay.locator('.btn').click();
    await page.locator('#club-pay-amount').fill((owed / 100).toFixed(2).replace('.', ','));
    await page.locator('dialog[open] button[type="submit"]').click();
    const refusal = errorsOf(lang).club.paymentTooLarge.split('{{max}}')[0]!;
    await expect(page.locator('dialog[open] .field-message')).toContainText(refusal.trim());
    await check(page, lang, 'payment refused');
    await page.keyboard.press('Escape');
    await expect(pay.locator('.club-pay-amount')).toHaveAttribute(
      'data-amount',
      String(owed - part),
    );

    // A member's statement: his nights and the payment, newest first.
    await table.first().locator('a').click();
    await expect(page).toHaveURL(/\/member\//);
    await expect(page.locator('.club-line[data-kind="night"]')).toHaveCount(2);
    // Two nights of one date and one table read apart: each says its hands.
    await expect(page.locator('.club-line-detail')).toHaveCount(2);
    const details = await page.locator('.club-line-detail').allTextContents();
    expect(details[0]).not.toEqual(details[1]);
    await check(page, lang, 'statement');

    // Withdraw the second night: gone from the statement and the tab.
    await page.locator('.club-line[data-kind="night"] .club-line-withdraw').first().click();
    await check(page, lang, 'withdraw dialog');
    await page.locator('dialog[open] .btn-primary').click();
    await expect(page.locator('.club-line[data-kind="night"]')).toHaveCount(1);
    await page.goto(clubUrl);
    await expect(page.locator('[data-card="season"] .club-table > li')).toHaveCount(PLAYERS.length);
    const after = await shownTab(page);
    // Left: the first night, less the part paid.
    const left = PLAYERS.map((p) => one[p] ?? 0);
    expect(after.reduce((s, p) => s + p.amount, 0)).toBe(
      left.filter((n) => n > 0).reduce((s, n) => s + n, 0) - part,
    );
    await check(page, lang, 'club home after a withdrawal');

    // Two members who are one person: refused for two who sat together (in
    // the engine's words, nothing written), done for Petr, who never sat.
    const members = page.locator('[data-card="members"] [data-member]');
    const before = await members.count();
    await page.locator('.club-merge > summary').click();
    await pick(page, '#club-merge-into', PLAYERS[0]);
    await pick(page, '#club-merge-member', PLAYERS[1]);
    await page.locator('.club-merge button[type="submit"]').click();
    await expect(page.locator('.club-merge .form-errors')).toBeVisible();
    await check(page, lang, 'merge refused');
    await expect(members).toHaveCount(before);
    await pick(page, '#club-merge-member', 'Petr');
    await page.locator('.club-merge button[type="submit"]').click();
    await expect(members).toHaveCount(before - 1);
    await expect(page.locator('[data-card="issues"]')).toHaveCount(0);

    // The admin's settings: a season from today (the season table says so),
    // and the board may show initials only, whatever the board chose.
    await page.locator('.club-settings > summary').click();
    await page.locator('[data-name="club-board-names"][data-value="initials"]').click();
    const today = await page.evaluate(() => new Date().toLocaleDateString('sv-SE'));
    await page.locator('#club-season-start').fill(today);
    await page.locator('.club-settings button[type="submit"]').click();
    await expect(page.locator(`.club-settings [data-start="${today}"]`)).toBeVisible();
    await expect(page.locator('[data-card="season"] .club-table').first()).toHaveAttribute(
      'data-season',
      today,
    );
    await check(page, lang, 'club settings');
    await page.goto(`${clubUrl}/board`);
    await expect(page.locator('.board-foot [data-style]')).toHaveCount(1);
    await expect(
      page.locator('.board-standing .tt-name > bdi', { hasText: /^J\. N\.$/ }),
    ).toBeVisible();
    await expect(page.locator('.board-standing', { hasText: PLAYERS[1] })).toHaveCount(0);
    await check(page, lang, 'board with initials only');
  });
}

/** Chooses a member in one of the merge form's lists by the name it shows. */
async function pick(page: Page, select: string, name: string): Promise<void> {
  const value = await page.locator(`${select} option`, { hasText: name }).getAttribute('value');
  await page.locator(select).selectOption(value ?? '');
}
