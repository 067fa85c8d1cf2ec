// Names of 40 letters without a space (the longest allowed) never make a
// screen wider than a 360 px phone (issue 28: the night screen grew to 742 px
// through the ledger's money line): each screen that shows names is checked
// for horizontal overflow after a hand with all three names in its money.
import { expect, test, type Page } from '@playwright/test';
import { RenoncApp } from './support/app';

const NAMES = ['Adalbertus', 'Bartolomej', 'Cyrilometodej'].map((n) => n.repeat(5).slice(0, 40));

async function expectNoOverflow(page: Page, where: string): Promise<void> {
  await expect(page.locator('.topbar')).toBeVisible();
  await page.waitForLoadState('networkidle');
  const { width, widest } = await page.evaluate(() => {
    const over = [...document.querySelectorAll<HTMLElement>('body *')]
      .filter(
        (el) =>
          el.getBoundingClientRect().right > 361 ||
          (el.scrollWidth > el.clientWidth + 1 && getComputedStyle(el).overflowX === 'visible'),
      )
      .map(
        (el) =>
          `${el.tagName.toLowerCase()}.${el.className}<${el.parentElement?.className}<${el.parentElement?.parentElement?.className}`,
      );
    return { width: document.documentElement.scrollWidth, widest: over.slice(-3).join(' | ') };
  });
  expect(width, `${where} is ${width} px wide (${widest})`).toBeLessThanOrEqual(360);
}

test('40-letter names keep every screen at 360 px', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  const app = new RenoncApp(page);
  await app.open();
  await app.addPlayers(NAMES);
  await expectNoOverflow(page, 'players');
  const nightId = await app.startNight('Volený mariáš', NAMES);
  await page.locator('[data-marias="save-won"]').click();
  await expect(app.ledgerEntries()).toHaveCount(1);
  await expect(app.ledgerEntries().first().locator('.money-line')).toContainText(NAMES[0]!);
  await expectNoOverflow(page, 'night');
  for (const [where, path] of [
    ['settle', `/#/night/${nightId}/settle`],
    ['rules', `/#/night/${nightId}/rules`],
    ['history', '/#/history'],
    ['home', '/#/'],
    ['new night', '/#/new'],
  ] as const) {
    await app.go(path);
    await expectNoOverflow(page, where);
  }
});
