// The tap counts the README promises: the common mariáš hand in one tap, a
// typical vint deal in at most five with no scrolling, also deep into a
// rubber (the sheet keeps its own box, so the form does not drift down).
import { expect, test, type Locator } from '@playwright/test';
import { RenoncApp } from './support/app';
import { MariasTable } from './support/marias';
import { VintTable } from './support/vint';

/** Whether the element is wholly inside the viewport as it stands (no scrolling). */
async function inView(target: Locator): Promise<boolean> {
  return target.evaluate((el) => {
    const r = el.getBoundingClientRect();
    return r.top >= 0 && r.bottom <= window.innerHeight && r.width > 0;
  });
}

test('the common mariáš hand is one tap: Won', async ({ page }) => {
  const table = new MariasTable(page);
  await table.start(['Adam', 'Bára', 'Cyril']);
  table.resetTaps();
  await table.save('won');
  expect(table.taps).toBe(1);
  await table.expectBalances({ Adam: -100, Bára: 200, Cyril: -100 });
});

test('a typical vint deal takes at most five taps and no scrolling, also after six deals', async ({
  page,
}) => {
  const app = new RenoncApp(page);
  await app.open();
  await app.addPlayers(['Anna', 'Boris', 'Vera', 'Gleb']);
  const vint = new VintTable(page);
  await vint.startNight(['Anna', 'Boris', 'Vera', 'Gleb']);
  for (let i = 0; i < 6; i++) {
    const form = vint.form();
    const taps = [
      form.locator('[data-vint="declarer"][data-player="Boris"]'),
      form.locator('[data-vint="contract"][data-level="1"][data-denomination="spades"]'),
      form.locator('[data-vint="tricks"][data-value="8"]'),
      form.locator('[data-vint="save"]'),
    ];
    for (const tap of taps) {
      expect(await inView(tap), `deal ${i + 1}: ${await tap.innerText()} in view`).toBe(true);
      await tap.click();
    }
    expect(taps.length).toBeLessThanOrEqual(5);
    await expect(form.locator('#vint-deal-title')).toHaveText(`Deal ${i + 2}`);
    // After the save the view is back at the sheet's latest line and the form.
    await expect(page.locator('[data-vint="sheet"]')).toBeInViewport();
  }
});
