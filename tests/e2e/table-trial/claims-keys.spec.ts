// Claims and keys at 360 × 740 (#28 items 6, 7): the mariáš renonc claim's
// money beside its Save without a scroll, its two roles said in words; vint's
// "+ claim a revoke" never under the pinned save row, and a skip link to Save
// as the first tab stops; in mariáš no tab stop under the pinned rows.
import { expect, test, type Page } from '@playwright/test';
import { LANGS, inLanguageWithPlayers, nextFrames } from '../support/layout';
import { unreachable } from '../support/reach';
import { hiddenFocus } from '../support/screen-checks';

test.use({ viewport: { width: 360, height: 740 } });

const NAMES = ['Ольга', 'Jana', 'Саша', 'Petr'] as const;

async function startNight(
  page: Page,
  lang: (typeof LANGS)[number],
  game: string,
  players: readonly string[],
) {
  await inLanguageWithPlayers(page, lang, NAMES);
  await page.goto('/#/new');
  await page.locator(`[data-name="game"][data-value="${game}"]`).click();
  for (const n of players) await page.locator(`[data-player="${n}"]`).click();
  await page.locator('.bottombar .btn-primary').click();
  await expect(page).toHaveURL(/#\/night\//);
}

/** Tab presses from the top of a freshly opened page until `target` has the focus (at most `limit`). */
async function tabsTo(page: Page, target: string, limit: number): Promise<number> {
  // As a keyboard user opens the night: the browser's tab order starts at the top.
  await page.reload();
  await expect(page.locator('[data-skip="save"]').first()).toBeVisible();
  for (let i = 1; i <= limit; i++) {
    await page.keyboard.press('Tab');
    if (await page.evaluate((sel) => document.activeElement?.matches(sel) ?? false, target)) {
      return i;
    }
  }
  return Infinity;
}

for (const lang of LANGS) {
  test(`${lang.lang}: mariáš renonc, who pays whom beside Save, the roles in words`, async ({
    page,
  }) => {
    await startNight(page, lang, 'marias', NAMES.slice(0, 3));
    await page.locator('[data-marias="renonc"]').click();
    const form = page.locator('[data-marias-form="renonc"]');
    await expect(form).toBeVisible();
    const chip = (name: string, value: string) =>
      form.locator(`[data-name="${name}"][data-value="${value}"]`);
    await chip('tier', '1').click();
    // The offender first, then the claimant: the offender's chip in the
    // claimant row says "offender" in words, and a tap there moves him.
    const offender = form.locator('[data-name="offender"]').nth(1);
    await offender.click();
    const id = await offender.getAttribute('data-value');
    const same = chip('claimant', id!);
    await expect(same).toBeEnabled();
    await expect(same.locator('.marias-person-role')).toBeVisible();
    await same.evaluate((el) => el.scrollIntoView({ block: 'center' }));
    await nextFrames(page);
    await page.screenshot({ path: `test-results/claims-keys/marias-roles-${lang.lang}.png` });
    await expect(
      form.locator('[data-name="claimant"]').first().locator('..').locator('..'),
    ).toContainText(lang.lang === 'cs' ? 'nehlásí' : 'не заявляет');
    await form
      .locator('[data-name="claimant"]:not([data-value="' + id + '"])')
      .first()
      .click();
    await form.locator('[data-name="reason"]').last().click();
    await nextFrames(page);
    // Nothing scrolled by hand: the money (two payments) and Save on screen, free.
    const payments = form.locator('[data-marias="renonc-dock"] .marias-payments li');
    await expect(payments).toHaveCount(2);
    const save = form.locator('[data-marias="save-renonc"]');
    await expect(save).toBeEnabled();
    expect(
      await unreachable([
        payments.first(),
        payments.last(),
        form.locator('[data-marias="renonc-who"]'),
        save,
      ]),
    ).toEqual([]);
    await page.screenshot({ path: `test-results/claims-keys/marias-renonc-${lang.lang}.png` });
    // Keyboard: no tab stop of the claim under the top bar or its pinned row.
    expect(await hiddenFocus(page, 40)).toEqual([]);
    await save.click();
    await expect(form).toBeHidden();
    // The hand form takes input again (after the quiet time that follows a save).
    await expect(page.locator('.entry-guard')).toHaveAttribute('aria-busy', 'false');
    expect(await hiddenFocus(page, 45)).toEqual([]);
  });
}

for (const lang of LANGS) {
  test(`${lang.lang}: vint, "+ claim a revoke" never under the save row, Save two tabs away`, async ({
    page,
  }) => {
    await startNight(page, lang, 'vint', NAMES);
    const form = page.locator('[data-vint-form="new"]');
    for (const deal of [1, 2, 3]) {
      await form.locator('[data-vint="declarer"]').first().click();
      await form.locator('[data-vint="contract"]').nth(8).click();
      await form.locator('[data-name="trumps"][data-value="0"]').click();
      await form.locator('[data-name="aces"][data-value="0"]').click();
      await form.locator('[data-vint="save"]').click();
      await expect(page.locator('#vint-deal-title')).toContainText(String(deal + 1));
    }
    // The claim button, wherever the form is scrolled: over none of the pinned row.
    const add = form.locator('[data-vint="add-renonce"]');
    for (const where of ['start', 'center', 'end'] as const) {
      await add.evaluate((el, block) => el.scrollIntoView({ block }), where);
      await nextFrames(page);
      const covered = await add.evaluate((el) => {
        const r = el.getBoundingClientRect();
        const d = document.querySelector('[data-vint="dock"]')!.getBoundingClientRect();
        return r.bottom > d.top + 1 && r.top < d.bottom - 1;
      });
      expect(covered, `scrolled to ${where}`).toBe(false);
    }
    // The first tab stops: to the form, to Save.
    const skip = page.locator('[data-skip-to="save"]');
    expect(await tabsTo(page, '[data-skip-to="save"]', 3)).toBe(2);
    await expect(skip).toBeInViewport();
    await page.screenshot({ path: `test-results/claims-keys/vint-skip-${lang.lang}.png` });
    await page.keyboard.press('Enter');
    await expect(form.locator('[data-vint="save"]')).toBeFocused();
    expect(await unreachable([form.locator('[data-vint="save"]')])).toEqual([]);
    expect(await tabsTo(page, '[data-skip-to="form"]', 2)).toBe(1);
    await page.keyboard.press('Enter');
    await expect(form.locator('[data-vint="declarer"]').first()).toBeFocused();
    // A claim added from under the save row opens in the form, in sight.
    await add.click();
    await expect(form.locator('[data-claim="1"] [data-vint="offender"]').first()).toBeFocused();
    expect(
      await unreachable([form.locator('[data-claim="1"] [data-vint="offender"]').first()]),
    ).toEqual([]);
    await page.screenshot({ path: `test-results/claims-keys/vint-claim-${lang.lang}.png` });
  });
}

for (const lang of LANGS) {
  test(`${lang.lang}: preferans, the skip links reach Записать and the deal form`, async ({
    page,
  }) => {
    await startNight(page, lang, 'preferans', NAMES.slice(0, 3));
    const form = page.locator('[data-pref-form="new"]');
    expect(await tabsTo(page, '[data-skip-to="save"]', 3)).toBe(2);
    await page.keyboard.press('Enter');
    await expect(form.locator('[data-pref="save"]')).toBeFocused();
    expect(await tabsTo(page, '[data-skip-to="form"]', 2)).toBe(1);
    await page.keyboard.press('Enter');
    await expect.poll(() => form.evaluate((el) => el.contains(document.activeElement))).toBe(true);
  });
}
