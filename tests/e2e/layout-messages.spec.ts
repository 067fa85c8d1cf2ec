// Where messages stand at 360 × 740 (and 390 × 844) in Czech and Russian, in
// the states that put most of them on screen at once:
// * the first save on a new phone while the app is still making itself ready
//   offline: the undo toast and the "ready offline" note come together, and
//   still one toast shows, inside the top bar, with the vint deal's head
//   (dealer, score), its dock and Save free; the note shows once the undo is gone.
// * a full disk: the lasting "storage full" message covers neither the top
//   bar nor the primary actions (the vint dock and Save, mariáš Won/Lost and
//   their preview, preferans's preview and Save) and is whole on screen.
import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { simulateDiskFull } from './support/disk-full';
import { layoutProblems, vintProblems } from './support/layout-checks';
import {
  formInPlace,
  inLanguageWithPlayers,
  LANGS,
  messageProblems,
  NAMES,
  nextFrames,
  SIZES,
} from './support/layout';

const words = (lang: string) =>
  JSON.parse(readFileSync(`locales/${lang}/common.json`, 'utf8')) as {
    pwa: { offlineReady: string };
  };

async function startNight(page: Page, game: string): Promise<void> {
  await page.goto('/#/new');
  await page.getByRole('button', { name: game, exact: true }).click();
  for (const name of NAMES) await page.locator(`[data-player="${name}"]`).click();
  await page.locator('.bottombar button').click();
  await expect(page).toHaveURL(/#\/night\//);
}

/** Taps in a whole vint deal (Petr declares 2♠, the honours 2 and 1); Save is left to the caller. */
async function enterVintDeal(page: Page): Promise<void> {
  const form = page.locator('[data-vint-form="new"]');
  await form.locator('[data-vint="declarer"][data-player="Petr"]').click();
  await form.locator('[data-vint="contract"][data-level="2"][data-denomination="spades"]').click();
  await form.locator('[data-name="trumps"][data-value="2"]').click();
  await form.locator('[data-name="aces"][data-value="1"]').click();
}

for (const { lang, label, vint } of LANGS) {
  test(`${lang}: the first save while the app gets ready offline shows one toast in the top bar, the deal head free`, async ({
    page,
    context,
  }) => {
    // The service worker's script waits until the deal is saved, so "ready
    // offline" arrives while the undo toast shows, as on a phone's first night.
    let release = () => {};
    const held = new Promise<void>((done) => (release = done));
    await context.route('**/sw.js', async (route) => {
      await held;
      await route.continue();
    });
    await page.setViewportSize(SIZES[0]);
    await inLanguageWithPlayers(page, { lang, label }, NAMES);
    await startNight(page, vint);
    const form = page.locator('[data-vint-form="new"]');
    await enterVintDeal(page);
    await form.locator('[data-vint="save"]').click();
    await expect(form.locator('#vint-deal-title')).toContainText('2');
    const undo = page.getByRole('status').filter({ has: page.locator('.notice-action') });
    await expect(undo).toBeVisible();

    release();
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    await formInPlace(form);
    await nextFrames(page);
    const where = `after the first save, ready offline, ${lang}`;
    expect(await messageProblems(page), where).toEqual([]);
    expect(await vintProblems(page, where, 1)).toEqual([]);
    expect(await layoutProblems(page), where).toEqual([]);

    // The note waited its turn: it shows once the undo toast is closed, in the bar too.
    await undo.locator('.notice-close').click();
    await expect(
      page.getByRole('status').filter({ hasText: words(lang).pwa.offlineReady }),
    ).toBeVisible();
    expect(await messageProblems(page), `${where}, the note`).toEqual([]);
    expect(await vintProblems(page, `${where}, the note`, 1)).toEqual([]);
  });
}

for (const { lang, label, marias, vint, preferans } of LANGS) {
  test(`${lang}: "storage full" stands clear of the top bar and the save actions`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const full = await simulateDiskFull(page);
    await inLanguageWithPlayers(page, { lang, label }, NAMES);
    const alert = page.getByRole('alert');

    // Vint: a whole deal tapped in, Save refused.
    await startNight(page, vint);
    const form = page.locator('[data-vint-form="new"]');
    await expect(form).toBeVisible();
    await full(true);
    await enterVintDeal(page);
    await form.locator('[data-vint="save"]').click();
    await expect(alert).toHaveCount(1);
    for (const size of SIZES) {
      await page.setViewportSize(size);
      // Where the form stands at the table (it scrolls itself there on opening and after a save).
      await form.evaluate((el) => el.scrollIntoView({ block: 'start' }));
      await nextFrames(page);
      const where = `vint, storage full, ${lang} at ${size.width}×${size.height}`;
      expect(await messageProblems(page), where).toEqual([]);
      expect(await vintProblems(page, where, 0)).toEqual([]);
      expect(await layoutProblems(page), where).toEqual([]);
    }
    await full(false);
    await form.locator('[data-vint="save"]').click();
    await expect(alert).toHaveCount(0);

    // Mariáš: Won refused, the message over neither the preview nor Won/Lost.
    await startNight(page, marias);
    await expect(page.locator('[data-marias="save-won"]')).toBeVisible();
    await full(true);
    await page.locator('[data-marias="save-won"]').click();
    await expect(alert).toHaveCount(1);
    for (const size of SIZES) {
      await page.setViewportSize(size);
      await nextFrames(page);
      const where = `mariáš, storage full, ${lang} at ${size.width}×${size.height}`;
      expect(await messageProblems(page), where).toEqual([]);
      expect(await layoutProblems(page), where).toEqual([]);
      // Scrolled to the ledger (the actions go by) and back: the message follows.
      await page.evaluate(() => window.scrollTo({ top: document.documentElement.scrollHeight }));
      await nextFrames(page);
      expect(await messageProblems(page), `${where}, scrolled down`).toEqual([]);
      await page.evaluate(() => window.scrollTo({ top: 0 }));
      await nextFrames(page);
      expect(await messageProblems(page), `${where}, scrolled up`).toEqual([]);
    }
    await full(false);
    await page.locator('[data-marias="save-won"]').click();
    await expect(alert).toHaveCount(0);

    // Preferans: a deal with its live preview, Save refused; Save and the preview stay free.
    await startNight(page, preferans);
    const pref = page.locator('[data-pref-form="new"]');
    await pref.locator('[data-pref="contract"][data-level="7"][data-suit="noTrumps"]').click();
    await pref.locator('[data-name="first"][data-value="1"]').click();
    await expect(pref.locator('[data-pref="writes"]')).toBeVisible();
    await full(true);
    await pref.locator('[data-pref="save"]').click();
    await expect(alert).toHaveCount(1);
    for (const size of SIZES) {
      await page.setViewportSize(size);
      await pref.locator('[data-pref="save"]').scrollIntoViewIfNeeded();
      await nextFrames(page);
      const where = `preferans, storage full, ${lang} at ${size.width}×${size.height}`;
      expect(await messageProblems(page), where).toEqual([]);
      expect(await layoutProblems(page), where).toEqual([]);
    }
  });
}
