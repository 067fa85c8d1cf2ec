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
      '[data-marias="preview"], [data-marias^="save-"], [data-vint="save"], [data-vint="dock-preview"], [data-pref="save"], [data-pref="writes"]',
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

/**
 * The vint deal form at the table (#11): the dock's lines of what each side
 * writes and its money, Save, the dealer and the games score all on screen
 * and not covered; the score never broken inside; no contract cell clipped.
 * After a save: the form is back in place, and the latest line of the sheet
 * is in sight (in the sheet's box, or the dock's "deal N" line where the
 * screen is too short for both).
 */
async function vintProblems(page: Page, where: string, saved: number): Promise<string[]> {
  return page.evaluate(
    ({ where, saved }) => {
      const problems: string[] = [];
      const bar = document.querySelector('.topbar')!.getBoundingClientRect().bottom;
      const inSight = (sel: string, el: Element | null) => {
        if (!el) return problems.push(`${where}: ${sel} missing`);
        const r = el.getBoundingClientRect();
        if (r.height === 0 || r.top < bar - 1 || r.bottom > window.innerHeight + 1) {
          problems.push(
            `${where}: ${sel} off screen (${Math.round(r.top)}–${Math.round(r.bottom)})`,
          );
          return;
        }
        const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
        if (!hit || !(hit === el || el.contains(hit))) {
          problems.push(`${where}: ${sel} covered by ${hit?.className ?? 'nothing'}`);
        }
      };
      const form = document.querySelector('[data-vint-form="new"]')!;
      // While the undo toast shows (8 s after a save) it sits over the head, not the dock.
      const toast = document.querySelector('.notice') !== null;
      const head = toast ? [] : ['[data-vint="dealer"]', '[data-vint="games"]'];
      for (const sel of ['[data-vint="save"]', ...head]) inSight(sel, form.querySelector(sel));
      const lines = form.querySelectorAll('[data-vint="dock-preview"] .vint-dock-line');
      if (lines.length !== 2) problems.push(`${where}: ${lines.length} side lines in the dock`);
      lines.forEach((line, i) => inSight(`dock line ${i + 1}`, line));
      if (saved === 0) {
        const money = form.querySelectorAll('[data-vint="dock-money"]');
        if (money.length !== 2)
          problems.push(`${where}: ${money.length} money amounts in the dock`);
        money.forEach((m, i) => inSight(`dock money ${i + 1}`, m));
      } else {
        // The latest line: in the sheet's box where it is in sight, else the dock's "deal N:".
        const box = document.querySelector('[data-vint="sheet-box"]')!.getBoundingClientRect();
        const latest = [...document.querySelectorAll(`.vint-num[data-deal="${saved}"]`)].filter(
          (el) => {
            const r = el.getBoundingClientRect();
            return r.top >= Math.max(box.top, bar) - 1 && r.bottom <= box.bottom + 1;
          },
        );
        const dockLast = form.querySelector(`[data-vint="dock-last"][data-deal="${saved}"]`);
        if (latest.length === 0 && !dockLast) problems.push(`${where}: deal ${saved} not in sight`);
        if (dockLast) inSight('dock "deal N" line', dockLast);
      }
      // The games score on one line, in the deal's head and on the status bar.
      for (const el of document.querySelectorAll('[data-vint="games"], .vint-status-games')) {
        if (el.getClientRects().length > 1) {
          problems.push(`${where}: "${(el as HTMLElement).innerText}" broken over lines`);
        }
      }
      for (const cell of form.querySelectorAll<HTMLElement>('[data-vint="contract"]')) {
        if (cell.scrollWidth > cell.clientWidth + 1) {
          problems.push(`${where}: "${cell.innerText}" clipped`);
        }
      }
      return problems;
    },
    { where, saved },
  );
}

for (const { lang, label, vint } of LANGS) {
  test(`the vint form keeps money, save, dealer and score in sight (${lang})`, async ({ page }) => {
    test.setTimeout(120_000);
    await page.goto('/#/settings');
    await page.getByRole('button', { name: label }).click();
    await page.goto('/#/players');
    for (const name of NAMES) {
      await page.locator('#new-player').fill(name);
      await page.locator('#new-player').press('Enter');
      await expect(page.locator('.player-name', { hasText: name })).toBeVisible();
    }
    for (const size of SIZES) {
      const at = `${size.width}×${size.height}`;
      await page.setViewportSize(size);
      await page.goto('/#/new');
      await page.getByRole('button', { name: vint, exact: true }).click();
      for (const name of NAMES) await page.locator(`[data-player="${name}"]`).click();
      await page.locator('.bottombar button').click();
      const form = page.locator('[data-vint-form="new"]');
      await expect(form).toBeVisible();
      for (const deal of [1, 2]) {
        await expect(form.locator('#vint-deal-title')).toContainText(String(deal));
        await page.waitForTimeout(300); // the form scrolls itself into place
        // The dealer moves on with each deal: N first (Ольга), then E (Jana).
        await expect(form.locator('[data-vint="dealer"]')).toContainText(NAMES[deal - 1]!);
        await form.locator('[data-vint="declarer"][data-player="Petr"]').click();
        await form
          .locator('[data-vint="contract"][data-level="2"][data-denomination="spades"]')
          .click();
        await form.locator('[data-name="trumps"][data-value="2"]').click();
        await form.locator('[data-name="aces"][data-value="1"]').click();
        expect(await vintProblems(page, `deal ${deal} entered at ${at}`, 0)).toEqual([]);
        expect(await layoutProblems(page), `deal ${deal} entered at ${at}`).toEqual([]);
        await form.locator('[data-vint="save"]').click();
        await expect(form.locator('#vint-deal-title')).toContainText(String(deal + 1));
        await expect(page.locator('.notice').last()).toBeVisible();
        await page.waitForTimeout(300);
        expect(await vintProblems(page, `after saving deal ${deal} at ${at}`, deal)).toEqual([]);
        expect(await layoutProblems(page), `after saving deal ${deal} at ${at}`).toEqual([]);
      }
    }
  });
}
