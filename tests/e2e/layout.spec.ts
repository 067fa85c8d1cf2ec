// Every screen at phone size in Czech and Russian (360 × 740 and 390 × 844),
// mariáš, vint and preferans nights included:
// no horizontal overflow, no text clipped inside a button or chip, and no
// toast or bar covering the hand form's preview and save buttons. Names are
// realistic and long, since that is what pushes layouts apart.
import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { layoutProblems, vintProblems } from './support/layout-checks';
import {
  formInPlace,
  inLanguageWithPlayers,
  LANGS,
  messageProblems,
  NAMES,
  nextFrames,
  SIZES,
  tapWhereItIs,
} from './support/layout';

async function checkAll(page: Page, where: string): Promise<void> {
  for (const size of SIZES) {
    await page.setViewportSize(size);
    await nextFrames(page);
    const at = `${where} at ${size.width}×${size.height}`;
    expect(await layoutProblems(page), at).toEqual([]);
    expect(await messageProblems(page), at).toEqual([]);
  }
}

for (const { lang, label, marias, vint, preferans } of LANGS) {
  test(`every screen fits a phone in ${lang}`, async ({ page }) => {
    test.setTimeout(120_000);
    await inLanguageWithPlayers(page, { lang, label }, NAMES);
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

for (const { lang, label, vint } of LANGS) {
  test(`the vint form keeps money, save, dealer and score in sight (${lang})`, async ({ page }) => {
    test.setTimeout(120_000);
    await inLanguageWithPlayers(page, { lang, label }, NAMES);
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
        await formInPlace(form);
        // The dealer moves on with each deal: N first (Ольга), then E (Jana).
        await expect(form.locator('[data-vint="dealer"]')).toContainText(NAMES[deal - 1]!);
        // Tapped where they are: the deal is entered without a scroll, once the
        // entry area takes taps again (it sits out a double tap after a save).
        await expect(page.locator('.entry-guard')).toHaveAttribute('aria-busy', 'false');
        await tapWhereItIs(form.locator('[data-vint="declarer"][data-player="Petr"]'));
        await tapWhereItIs(
          form.locator('[data-vint="contract"][data-level="2"][data-denomination="spades"]'),
        );
        await tapWhereItIs(form.locator('[data-name="trumps"][data-value="2"]'));
        await tapWhereItIs(form.locator('[data-name="aces"][data-value="1"]'));
        await expect(form.locator('[data-name="aces"][data-value="1"]')).toHaveAttribute(
          'aria-pressed',
          'true',
        );
        expect(await vintProblems(page, `deal ${deal} entered at ${at}`, 0)).toEqual([]);
        expect(await layoutProblems(page), `deal ${deal} entered at ${at}`).toEqual([]);
        await form.locator('[data-vint="save"]').click();
        await expect(form.locator('#vint-deal-title')).toContainText(String(deal + 1));
        await expect(page.locator('.notice').last()).toBeVisible();
        await formInPlace(form);
        await nextFrames(page);
        // Strict while the undo toast shows: it keeps to the top bar, the deal's head is free.
        expect(await vintProblems(page, `after saving deal ${deal} at ${at}`, deal)).toEqual([]);
        expect(await layoutProblems(page), `after saving deal ${deal} at ${at}`).toEqual([]);
        expect(await messageProblems(page), `after saving deal ${deal} at ${at}`).toEqual([]);
      }
    }
  });
}

// ——— words (issue 11): the screens and states the test above does not reach ———
// The undo toast leaves the form, its preview and the primary buttons free
// wherever the page is scrolled; header buttons are drawn icons and the night's title is whole; a voided
// entry's "Obnovit"/"Восстановить", the void dialog, the settlement with a paid
// row (on screen and printed, amounts in one column), the share and join
// screens, and the settlement of a vint and a preferans night.

/** A toast over the form's preview, its save buttons or a screen's primary button; an emoji in the header. */
async function headerProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    const barBottom = document.querySelector('.topbar')?.getBoundingClientRect().bottom ?? 0;
    const targets = document.querySelectorAll(
      '[data-marias="preview"], [data-marias^="save-"], .content .btn-primary, .bottombar button',
    );
    for (const fixed of document.querySelectorAll('.notice')) {
      const f = fixed.getBoundingClientRect();
      for (const target of targets) {
        const r = target.getBoundingClientRect();
        const top = Math.max(r.top, barBottom);
        if (
          r.width > 0 &&
          top < r.bottom &&
          f.left < r.right &&
          r.left < f.right &&
          f.top < r.bottom &&
          top < f.bottom
        ) {
          problems.push(
            `"${(fixed as HTMLElement).innerText}" covers "${target.getAttribute('aria-label') ?? (target as HTMLElement).innerText}"`,
          );
        }
      }
    }
    for (const action of document.querySelectorAll('.topbar-actions a, .topbar-actions button')) {
      if (!action.querySelector('svg'))
        problems.push(`header button without a drawn icon: ${action.outerHTML.slice(0, 80)}`);
    }
    const header = document.querySelector<HTMLElement>('.topbar')?.innerText ?? '';
    if (/\p{Extended_Pictographic}/u.test(header)) problems.push(`emoji in the header: ${header}`);
    const title = document.querySelector<HTMLElement>('.topbar .title');
    if (
      title &&
      (title.scrollWidth > title.clientWidth + 1 || title.scrollHeight > title.clientHeight + 1)
    ) {
      problems.push(`the title is cut: "${title.innerText}"`);
    }
    return problems;
  });
}

async function checkHeader(page: Page, where: string): Promise<void> {
  for (const size of SIZES) {
    await page.setViewportSize(size);
    await nextFrames(page);
    expect(await headerProblems(page), `${where} at ${size.width}×${size.height}`).toEqual([]);
  }
}

/** The words of a locale's common namespace that the steps tap. */
function tapWords(lang: 'cs' | 'ru') {
  const common = JSON.parse(readFileSync(`locales/${lang}/common.json`, 'utf8')) as {
    transfer: { open: string };
    ledger: { void: string };
    void: { reasonMistake: string; confirm: string };
  };
  return {
    adjust: common.transfer.open,
    void: common.ledger.void,
    reason: common.void.reasonMistake,
    confirm: common.void.confirm,
  };
}

async function adjust(page: Page, lang: 'cs' | 'ru', from: string, to: string, amount: string) {
  await page.getByRole('button', { name: tapWords(lang).adjust }).click();
  const form = page.locator('form.card').filter({ has: page.locator('#transfer-amount') });
  await form.locator('[data-name="from"]', { hasText: from }).click();
  await form.locator('[data-name="to"]', { hasText: to }).click();
  await form.locator('#transfer-amount').fill(amount);
  await form.locator('button[type="submit"]').click();
  await expect(form).toBeHidden();
}

for (const { lang, label, marias, vint, preferans } of LANGS) {
  test(`${lang}: the toast, the header, a void, settle and print, share and join fit a phone`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await inLanguageWithPlayers(page, { lang, label }, NAMES);
    const start = async (game: string) => {
      await page.goto('/#/new');
      await page.getByRole('button', { name: game, exact: true }).click();
      for (const name of NAMES) await page.locator(`[data-player="${name}"]`).click();
      await page.locator('.bottombar button').click();
      await expect(page).toHaveURL(/#\/night\//);
      return page.url().split('#/night/')[1]!.split('/')[0]!;
    };

    // Mariáš: a saved hand, its undo toast over neither the next hand's preview nor the header.
    const night = await start(marias);
    await page.locator('[data-marias="save-won"]').click();
    await expect(page.locator('.notice').last()).toBeVisible();
    await expect(page.locator('[data-marias="preview"]').first()).toBeVisible();
    await checkHeader(page, 'mariáš night after a save');
    await checkAll(page, 'mariáš night after a save');

    // Money both ways, then the hand voided: the void dialog, and "Restore" in the log.
    await adjust(page, lang, NAMES[1], NAMES[0], '120,40');
    await adjust(page, lang, NAMES[3], NAMES[2], '35,30');
    const words = tapWords(lang);
    await page
      .locator('.ledger-entry[data-seq="1"]')
      .getByRole('button', { name: words.void, exact: true })
      .click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: words.reason }).click();
    await checkAll(page, 'the void dialog');
    await dialog.getByRole('button', { name: words.confirm, exact: true }).click();
    await expect(page.locator('.ledger-entry[data-kind="void"]')).toHaveCount(1);
    await expect(page.locator('.ledger-void .btn-small')).toBeVisible();
    await checkAll(page, 'mariáš night with a voided hand');
    await checkHeader(page, 'mariáš night with a voided hand');

    // The settlement with one payment marked paid, on screen and printed.
    await page.goto(`/#/night/${night}/settle`);
    await expect(page.locator('.pay-row')).toHaveCount(2);
    await page.locator('.pay-row').first().locator('input[type="checkbox"]').check();
    await expect(page.locator('.pay-row').first()).toHaveAttribute('data-paid', 'true');
    await checkAll(page, 'mariáš settle with a paid row');
    await checkHeader(page, 'mariáš settle');
    await page.emulateMedia({ media: 'print' });
    for (const size of SIZES) {
      await page.setViewportSize(size);
      const edges = await page
        .locator('.pay-row .pay-amount')
        .evaluateAll((els) => els.map((e) => Math.round(e.getBoundingClientRect().right)));
      expect(edges, `printed amounts at ${size.width}`).toHaveLength(2);
      expect(
        Math.abs(edges[0]! - edges[1]!),
        `printed amounts at ${size.width}: ${edges}`,
      ).toBeLessThanOrEqual(1);
      await expect(page.locator('.pay-row').first().locator('.pay-status')).not.toBeEmpty();
      expect(await layoutProblems(page), `printed settle at ${size.width}`).toEqual([]);
    }
    await page.emulateMedia({ media: 'screen' });

    // The share screen before and after sharing, and a join link that opens nothing.
    await page.goto(`/#/night/${night}/share`);
    await expect(page.locator('[data-name="phone"]').first()).toBeVisible();
    await checkAll(page, 'share screen');
    await page.locator('[data-name="phone"]', { hasText: NAMES[0] }).click();
    await page.locator('.content .btn-primary').click();
    await expect(page.locator('#share-link')).toHaveValue(/#\/join\//);
    await checkAll(page, 'share screen with its link');
    await page.goto('/#/join/nothing-here/s/not-a-secret');
    await expect(page.locator('.topbar')).toBeVisible();
    await expect(page.locator('.content')).not.toBeEmpty();
    await checkAll(page, 'join screen');

    // The settlement of a vint and of a preferans night.
    for (const game of [vint, preferans]) {
      const id = await start(game);
      await adjust(page, lang, NAMES[2], NAMES[1], '15');
      await page.goto(`/#/night/${id}/settle`);
      await expect(page.locator('.pay-row')).toHaveCount(1);
      await checkAll(page, `${game} settle`);
      await checkHeader(page, `${game} settle`);
    }
  });
}
