// Every screen at phone size in Czech and Russian (360 × 740 and 390 × 844),
// mariáš, vint and preferans nights included:
// no horizontal overflow, no text clipped inside a button or chip, and no
// toast or bar covering the hand form's preview and save buttons. Names are
// realistic and long, since that is what pushes layouts apart.
import { expect, test, type Page } from '@playwright/test';

const SIZES = [
  { width: 360, height: 740 },
  { width: 390, height: 844 },
] as const;

const LANGS = [
  { lang: 'cs', label: 'Čeština', marias: 'Volený mariáš', vint: 'Vint', preferans: 'Preferans' },
  { lang: 'ru', label: 'Русский', marias: 'Марьяж (волены)', vint: 'Винт', preferans: 'Преферанс' },
] as const;

const NAMES = ['Ольга', 'Jana Nováková', 'Maximilián Hohenzollern-Sigmar', 'Petr'] as const;

/** What is wrong with the layout as it stands; empty when all is well. */
async function layoutProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    const doc = document.documentElement;
    if (doc.scrollWidth > window.innerWidth + 1) {
      problems.push(`page is ${doc.scrollWidth}px wide in ${window.innerWidth}px`);
    }
    const visible = (el: Element) => {
      const r = el.getBoundingClientRect();
      return r.width > 0 && r.height > 0 && getComputedStyle(el).visibility !== 'hidden';
    };
    for (const el of document.querySelectorAll<HTMLElement>('button, .chip, a.btn')) {
      if (!visible(el) || el.closest('dialog:not([open])')) continue;
      // A name cut with an ellipsis is cut on purpose (the full name has a title).
      if (getComputedStyle(el).textOverflow === 'ellipsis' && el.title !== '') continue;
      if (el.scrollWidth > el.clientWidth + 1) {
        problems.push(`clipped (${el.scrollWidth} > ${el.clientWidth}): "${el.innerText.trim()}"`);
      }
    }
    const covered = document.querySelectorAll(
      '[data-marias="preview"], [data-marias^="save-"], [data-vint="save"], [data-pref="save"], [data-pref="writes"]',
    );
    for (const fixed of document.querySelectorAll('.notice, .update-bar')) {
      const f = fixed.getBoundingClientRect();
      for (const target of covered) {
        const r = target.getBoundingClientRect();
        const overlap =
          r.width > 0 &&
          f.left < r.right &&
          r.left < f.right &&
          f.top < r.bottom &&
          r.top < f.bottom;
        if (overlap) problems.push(`"${(fixed as HTMLElement).innerText}" covers the form`);
      }
    }
    return problems;
  });
}

async function checkAll(page: Page, where: string): Promise<void> {
  for (const size of SIZES) {
    await page.setViewportSize(size);
    await page.waitForTimeout(50); // one frame for the layout to settle
    expect(await layoutProblems(page), `${where} at ${size.width}×${size.height}`).toEqual([]);
  }
}

for (const { lang, label, marias, vint, preferans } of LANGS) {
  test(`every screen fits a phone in ${lang}`, async ({ page }) => {
    test.setTimeout(120_000);
    await page.goto('/#/settings');
    await page.getByRole('button', { name: label }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    await page.goto('/#/players');
    for (const name of NAMES) {
      await page.locator('#new-player').fill(name);
      await page.locator('#new-player').press('Enter');
      await expect(page.locator('.player-name', { hasText: name })).toBeVisible();
    }
    for (const screen of ['/#/', '/#/players', '/#/settings', '/#/history']) {
      await page.goto(screen);
      await expect(page.locator('.topbar')).toBeVisible();
      await checkAll(page, screen);
    }

    // A mariáš night of four: the new-night form with every setting open, the
    // night with a saved hand and its undo toast, the rules and the settlement.
    await page.goto('/#/new');
    await page.getByRole('button', { name: marias, exact: true }).click();
    for (const name of NAMES) await page.locator(`[data-player="${name}"]`).click();
    await page.locator('[data-marias="more-settings"]').click();
    await checkAll(page, 'new mariáš night');
    await page.locator('.bottombar button').click();
    await expect(page.locator('[data-marias-form="hand"]')).toBeVisible();
    await checkAll(page, 'mariáš night');
    await page.locator('[data-marias="save-won"]').click();
    await expect(page.locator('.notice').last()).toBeVisible();
    await checkAll(page, 'mariáš night after a save');
    const night = page.url().split('#/night/')[1]!.split('/')[0]!;
    for (const sub of ['rules', 'settle']) {
      await page.goto(`/#/night/${night}/${sub}`);
      await expect(page.locator('.topbar')).toBeVisible();
      await expect(page.locator('.content')).not.toBeEmpty();
      await checkAll(page, `mariáš ${sub}`);
    }

    // A vint night with one deal on the sheet.
    await page.goto('/#/new');
    await page.getByRole('button', { name: vint, exact: true }).click();
    for (const name of NAMES) await page.locator(`[data-player="${name}"]`).click();
    await checkAll(page, 'new vint night');
    await page.locator('.bottombar button').click();
    const form = page.locator('[data-vint-form="new"]');
    await expect(form).toBeVisible();
    await checkAll(page, 'vint night');
    await form
      .locator('[data-vint="contract"][data-level="1"][data-denomination="noTrumps"]')
      .click();
    await form.locator('[data-vint="declarer"]').first().click();
    await checkAll(page, 'vint night, a deal half entered');
    const vintNight = page.url().split('#/night/')[1]!.split('/')[0]!;
    await page.goto(`/#/night/${vintNight}/rules`);
    await expect(page.locator('.topbar')).toBeVisible();
    await checkAll(page, 'vint rules');

    // A preferans night of four: the new-night form, a deal half entered with
    // its live preview, the sheet, the rules page.
    await page.goto('/#/new');
    await page.getByRole('button', { name: preferans, exact: true }).click();
    for (const name of NAMES) await page.locator(`[data-player="${name}"]`).click();
    await checkAll(page, 'new preferans night');
    await page.locator('.bottombar button').click();
    const pref = page.locator('[data-pref-form="new"]');
    await expect(pref).toBeVisible();
    await checkAll(page, 'preferans night');
    await pref.locator('[data-pref="contract"][data-level="7"][data-suit="noTrumps"]').click();
    await pref.locator('[data-name="first"][data-value="1"]').click();
    await expect(pref.locator('[data-pref="writes"]')).toBeVisible();
    await checkAll(page, 'preferans night, a deal entered');
    await pref.locator('[data-pref="save"]').click();
    await expect(page.locator('.notice').last()).toBeVisible();
    await checkAll(page, 'preferans night after a save');
    const prefNight = page.url().split('#/night/')[1]!.split('/')[0]!;
    await page.goto(`/#/night/${prefNight}/rules`);
    await expect(page.locator('.topbar')).toBeVisible();
    await checkAll(page, 'preferans rules');

    await page.goto('/#/history');
    await checkAll(page, 'history with nights');
  });
}
