// Reach at 360 × 740 (#28 items 5, 6): the common choices of each game and
// its save action on screen and free without a scroll of the player's own,
// on opening the night, while a hand is tapped in, and after each save.
import { expect, test, type Page } from '@playwright/test';
import { LANGS, inLanguageWithPlayers, nextFrames } from '../support/layout';
import { unreachable } from '../support/reach';
import { hiddenFocus } from '../support/screen-checks';

test.use({ viewport: { width: 360, height: 740 } });

const NAMES = ['Ольга', 'Jana', 'Саша'] as const;

async function startNight(page: Page, lang: (typeof LANGS)[number], game: string) {
  await inLanguageWithPlayers(page, lang, NAMES);
  await page.goto('/#/new');
  await page.locator(`[data-name="game"][data-value="${game}"]`).click();
  for (const n of NAMES) await page.locator(`[data-player="${n}"]`).click();
  await page.locator('.bottombar .btn-primary').click();
  await expect(page).toHaveURL(/#\/night\//);
}

for (const lang of LANGS) {
  test(`${lang.lang}: preferans, the common deal without a scroll, Записать pinned`, async ({
    page,
  }) => {
    await startNight(page, lang, 'preferans');
    const form = page.locator('[data-pref-form="new"]');
    const save = form.locator('[data-pref="save"]');
    const cell = (level: number, suit: string) =>
      form.locator(`[data-pref="contract"][data-level="${level}"][data-suit="${suit}"]`);
    for (const deal of [1, 2, 3]) {
      await expect(form.locator('#pref-deal-title')).toContainText(String(deal));
      await nextFrames(page);
      // The form at the top: the kind, the declarers, the whole contract grid and Save.
      const opening = [
        save,
        form.locator('[data-name="mode"]').first(),
        form.locator('[data-name="declarer"]').last(),
        cell(6, 'spades'),
        cell(10, 'noTrumps'),
      ];
      expect(await unreachable(opening), `deal ${deal}, the form`).toEqual([]);
      await cell(7, 'hearts').click();
      await nextFrames(page);
      // The contract tapped: the first defender's tricks and Save, still no scroll of one's own.
      const first = form.locator('[data-name="first"][data-value="2"]');
      await expect(first).toBeVisible();
      await expect
        .poll(() => unreachable([first, save, form.locator('[data-name="first"]').last()]))
        .toEqual([]);
      await first.click();
      await save.click();
    }
  });
}

for (const lang of LANGS) {
  test(`${lang.lang}: mariáš, trumps and flecks free of the pinned Won/Lost, focus never under it`, async ({
    page,
  }) => {
    await startNight(page, lang, 'marias');
    const form = page.locator('[data-marias-form="hand"]');
    const chip = (name: string, value: string) =>
      form.locator(`[data-name="${name}"][data-value="${value}"]`);
    for (const hand of [1, 2, 3]) {
      await expect(form.locator('#marias-hand-title')).toContainText(String(hand));
      await nextFrames(page);
      const common = [
        form.locator('[data-marias="save-won"]'),
        form.locator('[data-marias="save-lost"]'),
        form.locator('[data-name="declarer"]').first(),
        chip('game', 'hra'),
        chip('game', 'betl'),
        ...['cerveny', 'zeleny', 'kule', 'zaludy'].map((s) => chip('suit', s)),
        form.locator('[data-name="flek-game"] button').last(),
        form.locator('[data-marias="where"]'),
      ];
      await expect.poll(() => unreachable(common), `hand ${hand}`).toEqual([]);
      await form.locator('[data-marias="save-won"]').click();
    }
    // Keyboard: every tab stop of the form shows, none under the top bar or Won/Lost
    // (once the form takes input again: during the quiet time after a save its
    // controls are disabled, and Tab goes on to the ledger below).
    await expect(page.locator('.entry-guard')).toHaveAttribute('aria-busy', 'false');
    expect(await hiddenFocus(page, 40)).toEqual([]);
  });
}
