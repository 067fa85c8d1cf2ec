// Phones of one club driven through its screens against the real sync
// server (issue #30's season e2e): create the club, hand out its links, join
// by them, play a short mariáš night and close it, read the tab.
import { expect, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { layoutProblems } from './layout-checks';
import { inLanguageWithPlayers, nextFrames } from './layout';
import { screenProblems } from './screen-checks';

export const PHONE = { width: 360, height: 740 };
export const TV = { width: 1920, height: 1080 };

export interface Phone {
  readonly context: BrowserContext;
  readonly page: Page;
}

export async function phone(
  browser: Browser,
  language: { lang: string; label: string },
  players: readonly string[],
  viewport = PHONE,
): Promise<Phone> {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  await inLanguageWithPlayers(page, language, players);
  return { context, page };
}

/** The admin creates the club with himself (`players[0]`) and adds `others` as members. */
export async function createClub(page: Page, me: string, others: readonly string[]) {
  await page.goto('/#/clubs');
  await page.locator('#club-name').fill('U Kocoura');
  await page.locator('[data-name="club-me"]', { hasText: me }).click();
  await page.locator('form button[type="submit"]').click();
  await expect(page).toHaveURL(/#\/club\/[A-Za-z0-9_-]{22}$/);
  const members = page.locator('[data-card="members"] [data-member]');
  for (const [i, name] of others.entries()) {
    await page.locator('#club-member-name').fill(name);
    await page.locator('#club-member-name').press('Enter');
    await expect(members).toHaveCount(i + 2);
  }
  await synced(page);
  const clubId = decodeURIComponent(page.url().split('#/club/')[1]!);
  return { clubId, clubUrl: page.url() };
}

/**
 * The screen as drawn has no overflow, clipped control or broken word; its
 * shot goes to test-results/club/<file>-<lang>-<where>.png.
 */
export async function checkScreen(page: Page, lang: string, where: string, file: string) {
  await nextFrames(page);
  const at = `${where} (${lang})`;
  expect(await layoutProblems(page), at).toEqual([]);
  expect(await screenProblems(page), at).toEqual([]);
  await page.screenshot({
    path: `test-results/club/${file}-${lang}-${where.replace(/\W+/g, '-')}.png`,
    fullPage: true,
  });
}

export async function synced(page: Page): Promise<void> {
  await expect(page.locator('.sync-status').first()).toHaveAttribute('data-state', 'synced');
}

/** Each member's id on the club's home, by name. */
export async function memberIds(page: Page, names: readonly string[]) {
  const ids = new Map<string, string>();
  for (const name of names) {
    const row = page.locator('[data-card="members"] [data-member]', { hasText: name });
    ids.set(name, (await row.first().getAttribute('data-member'))!);
  }
  return ids;
}

export async function linkOf(page: Page, role: 'member' | 'board' | 'admin'): Promise<string> {
  const links = page.locator('[data-card="links"]');
  await links.locator(`[data-name="club-link-role"][data-value="${role}"]`).click();
  return links.locator('input').inputValue();
}

/** Opens the member link and says "I am `name`": on to matching this phone's players. */
export async function joinAs(page: Page, link: string, name: string): Promise<void> {
  await page.goto(link);
  await page.locator('.club-choose [data-member]', { hasText: name }).click();
  await expect(page).toHaveURL(/\/match$/);
}

/** Closes the night open on `page` from its settle screen; its result goes to the club. */
export async function closeNight(page: Page): Promise<string> {
  const night = decodeURIComponent(page.url().split('#/night/')[1]!.split('/')[0]!);
  await page.goto(`/#/night/${night}/settle`);
  await page.locator('section[aria-labelledby="settle-night-title"] .btn-primary').click();
  await page.locator('dialog[open] .btn-primary').click();
  await expect(page.locator('.closed-notice')).toBeVisible();
  return night;
}

/** Saves one won hand (a simple game) of `declarer` on the mariáš night shown. */
export async function wonHand(page: Page, declarer: string): Promise<void> {
  const form = page.locator('[data-marias-form="hand"]');
  const entries = page.locator('.ledger-entry');
  const before = await entries.count();
  await form.locator('[data-name="declarer"]', { hasText: declarer }).click();
  await form.locator('[data-marias="save-won"]').click();
  await expect(entries).toHaveCount(before + 1);
}

/** Each player's rounded balance on the settle screen shown now. */
export async function settledBalances(page: Page): Promise<Record<string, number>> {
  const out: Record<string, number> = {};
  for (const row of await page.locator('.settle-balance').all()) {
    const name = (await row.getAttribute('data-player'))!;
    out[name] = Number(await row.locator('.settle-amount').getAttribute('data-amount'));
  }
  return out;
}

/** The tab as shown: "from → to" names and amount, sorted. */
export async function shownTab(page: Page) {
  const rows = page.locator('[data-card="tab"] .club-pay');
  const out: { names: string; amount: number }[] = [];
  for (const row of await rows.all())
    out.push({
      names: (await row.locator('.club-pay-names').innerText()).replace(/\s+/g, ' ').trim(),
      amount: Number(await row.locator('.club-pay-amount').getAttribute('data-amount')),
    });
  return out.sort((a, b) => (a.names < b.names ? -1 : 1));
}
