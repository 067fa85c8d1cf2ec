// Names typed quickly are all kept (issue 28, item 2): three names in a row,
// twenty times, each submitted without waiting for the one before to be
// stored (fill + Enter, and fill + a tap on Add), then a reload: all 60 are
// there. The same on the new-night screen, where each name is also seated.
import { expect, test, type Page } from '@playwright/test';
import { RenoncApp } from './support/app';

const ROUNDS = 20;
const names = (prefix: string) =>
  Array.from({ length: ROUNDS }, (_, round) =>
    ['Anna', 'Boris', 'Cyril'].map((base) => `${prefix} ${base} ${round + 1}`),
  ).flat();

async function expectAllKept(page: Page, typed: readonly string[]): Promise<void> {
  await page.reload();
  const app = new RenoncApp(page);
  await app.go('/#/players');
  const shown = page.locator('.player-name');
  await expect(shown).toHaveCount(typed.length);
  const kept = new Set(await shown.allInnerTexts());
  expect(typed.filter((n) => !kept.has(n))).toEqual([]);
}

test('60 names typed fast with Enter on the Players screen: none lost', async ({ page }) => {
  const app = new RenoncApp(page);
  await app.open();
  await app.go('/#/players');
  const field = page.locator('#new-player');
  const typed = names('Enter');
  for (const name of typed) {
    await field.fill(name);
    await field.press('Enter');
  }
  await expect(page.locator('.player-name')).toHaveCount(typed.length);
  await expectAllKept(page, typed);
});

test('60 names typed fast with a tap on Add: none lost', async ({ page }) => {
  const app = new RenoncApp(page);
  await app.open();
  await app.go('/#/players');
  const field = page.locator('#new-player');
  // A thumb's tap where the button is (the form stays put above the growing list).
  const add = (await page.getByRole('button', { name: 'Add', exact: true }).boundingBox())!;
  const typed = names('Tap');
  for (const name of typed) {
    await field.fill(name);
    await page.mouse.click(add.x + add.width / 2, add.y + add.height / 2);
  }
  await expect(page.locator('.player-name')).toHaveCount(typed.length);
  await expectAllKept(page, typed);
});

test('names typed fast on the new-night screen are all saved and seated', async ({ page }) => {
  const app = new RenoncApp(page);
  await app.open();
  await app.go('/#/new');
  await page.getByRole('button', { name: 'Volený mariáš', exact: true }).click();
  const field = page.locator('#new-night-name');
  const typed = names('New');
  for (const name of typed) {
    await field.fill(name);
    await field.press('Enter');
  }
  await expect(page.locator('.seating-row')).toHaveCount(typed.length);
  await expectAllKept(page, typed);
});
