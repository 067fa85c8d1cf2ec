// Security and accessibility: markup in user text stays text, the CSP allows
// no inline script, and axe finds no serious or critical violations.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { RenoncApp } from './support/app';

const HOSTILE = '<img src=x onerror="window.__pwned=1">Bob<script>window.__pwned=2</script>';

async function expectAccessible(page: Page, where: string): Promise<void> {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) => `${where}: ${v.id} (${v.impact}) ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
    );
  expect(serious).toEqual([]);
}

test('player names with markup and very long text render as text', async ({ page }) => {
  const app = new RenoncApp(page);
  await app.open();
  await page.goto('/#/players');
  await page.locator('#new-player').fill(HOSTILE.slice(0, 40));
  await page.locator('#new-player').press('Enter');
  await expect(page.locator('.player-name').first()).toHaveText(HOSTILE.slice(0, 40));
  await page.locator('#new-player').fill('x'.repeat(41));
  await page.locator('#new-player').press('Enter');
  await expect(page.getByRole('alert')).toContainText('at most 40 characters');
  await app.addPlayers(['Ota', 'Pepa']);
  await app.startNight('Volený mariáš', [HOSTILE.slice(0, 40), 'Ota', 'Pepa']);
  await page.getByRole('button', { name: 'Adjustment: one player pays another' }).click();
  const note = `<b>bold</b>${'y'.repeat(300)}`;
  const form = page.getByRole('form', { name: 'Adjustment' });
  await form.locator('[data-name="from"]').nth(1).click();
  await form.locator('[data-name="to"]').nth(2).click();
  await form.getByLabel(/Amount/).fill('1');
  await form.getByLabel(/Note/).fill(note);
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(page.locator('.ledger-entry').first()).toContainText('<b>bold</b>');
  expect(await page.evaluate(() => (window as { __pwned?: number }).__pwned)).toBeUndefined();
  expect(await page.locator('img[src="x"], b').count()).toBe(0);
});

test('the Content-Security-Policy allows no unsafe-inline or unsafe-eval and stops injected script', async ({
  page,
}) => {
  const app = new RenoncApp(page);
  await app.open();
  const csp = await page
    .locator('meta[http-equiv="Content-Security-Policy"]')
    .getAttribute('content');
  expect(csp).toContain("script-src 'self'");
  expect(csp).not.toContain('unsafe-inline');
  expect(csp).not.toContain('unsafe-eval');
  // An injected inline script must not run.
  await page.addScriptTag({ content: 'window.__inline = 1;' }).catch(() => undefined);
  expect(await page.evaluate(() => (window as { __inline?: number }).__inline)).toBeUndefined();
});

for (const [lang, label] of [
  ['cs', 'Čeština'],
  ['ru', 'Русский'],
] as const) {
  test(`every screen passes axe in ${lang}, with every control named`, async ({ page }) => {
    // axe over a dozen screens is slow on a loaded machine; this is not a timing test.
    test.setTimeout(300_000);
    const app = new RenoncApp(page);
    await app.open('/#/settings');
    await page.getByRole('button', { name: label }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    await app.addPlayersIn(lang, ['Adam', 'Běta', 'Cecil', 'Dora']);
    for (const screen of ['/#/', '/#/players', '/#/new', '/#/settings', '/#/history']) {
      await page.goto(screen);
      await expect(page.locator('.topbar')).toBeVisible();
      await expectAccessible(page, `${lang} ${screen}`);
    }
    for (const game of ['marias', 'vint'] as const) {
      await page.goto('/#/new');
      await page.locator(`[data-name="game"][data-value="${game}"]`).click();
      for (const n of ['Adam', 'Běta', 'Cecil', 'Dora'])
        await page.locator(`[data-player="${n}"]`).click();
      await expectAccessible(page, `${lang} new ${game}`);
      await page.locator('.bottombar button').click();
      await expect(page).toHaveURL(/#\/night\//);
      await expect(page.locator('.balances')).toBeVisible();
      await expectAccessible(page, `${lang} night ${game}`);
      const nightUrl = page.url();
      await page.goto(`${nightUrl}/rules`);
      await expect(page.locator('.topbar')).toBeVisible();
      await expectAccessible(page, `${lang} rules ${game}`);
      await page.goto(`${nightUrl}/settle`);
      await expect(page.locator('.topbar')).toBeVisible();
      await expectAccessible(page, `${lang} settle ${game}`);
    }
    // Every button and link has a name a screen reader can say.
    await page.goto('/#/');
    const unnamed = await page
      .locator('button, a[href], input, [role="button"]')
      .evaluateAll((els) =>
        els
          .filter((e) => !(e.getAttribute('aria-label') || e.textContent?.trim() || e.id))
          .map((e) => e.outerHTML.slice(0, 80)),
      );
    expect(unnamed).toEqual([]);
  });
}

test('every control can be reached with the keyboard', async ({ page }) => {
  const app = new RenoncApp(page);
  await app.open('/#/new');
  const controls = await page
    .locator('.screen button:not([disabled]), .screen a[href], .screen input')
    .count();
  const reached = new Set<string>();
  for (let i = 0; i < controls + 5; i++) {
    await page.keyboard.press('Tab');
    reached.add(
      await page.evaluate(() => {
        const el = document.activeElement as HTMLElement | null;
        return el
          ? `${el.tagName}:${el.textContent?.trim()}:${el.getAttribute('aria-label')}:${el.id}`
          : '';
      }),
    );
  }
  expect(reached.size).toBeGreaterThanOrEqual(controls);
});
