// The tap counts the README promises: the common mariáš hand in one tap, the
// common preferans deals in at most five (each also checked on the sheet), a
// typical vint deal in four without scrolling at 360 × 740.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { MariasTable } from './support/marias';
import { PulkaForm, type PrefStep } from './support/preferans';

test('the common mariáš hand is one tap: Won', async ({ page }) => {
  const table = new MariasTable(page);
  await table.start(['Adam', 'Bára', 'Cyril']);
  table.resetTaps();
  await table.save('won');
  expect(table.taps).toBe(1);
  await table.expectBalances({ Adam: -100, Bára: 200, Cyril: -100 });
});

// Preferans (Russian UI, three players, dealers from Анна): the common deals
// from the night screen, counting the declarer's tap even where the forhont
// is preselected. Defaults: the forhont declares, «вист – вист», the
// contract made exactly, a misère without a trick.
test.describe('preferans', () => {
  test.use({ locale: 'ru-RU' });

  test('the common deals take at most five taps', async ({ page }) => {
    const pulka = new PulkaForm(page);
    await pulka.start(['Анна', 'Борис', 'Вера']);
    const count = async (step: PrefStep, next: number) => {
      pulka.resetTaps();
      await pulka.fill(step);
      await pulka.save(next);
      return pulka.taps;
    };
    const value = (player: string, cell: string) =>
      pulka.cell(player, cell).getAttribute('data-value');

    // Two whisters, contract made: declarer, 7♥, Анна's tricks (Борис the rest), save.
    const made = {
      mode: 'contract',
      declarer: 'Вера',
      level: 7,
      suit: 'hearts',
      first: 2,
    } as const;
    expect(await count(made, 2)).toBe(4);
    expect(await value('Вера', 'pulya')).toBe('4');
    expect(await value('Анна', 'whists-Вера')).toBe('8');
    expect(await value('Борис', 'whists-Вера')).toBe('4');

    // Two whisters, one down: one tap more for the declarer's tricks.
    const down = {
      mode: 'contract',
      declarer: 'Анна',
      level: 6,
      suit: 'spades',
      declarerTricks: 5,
      first: 3,
    } as const;
    expect(await count(down, 3)).toBe(5);
    expect(await value('Анна', 'gora')).toBe('2');
    expect(await value('Борис', 'whists-Анна')).toBe('8'); // 3 tricks × 2 + consolation 2
    expect(await value('Вера', 'whists-Анна')).toBe('6'); // 2 tricks × 2 + consolation 2

    // All-pass: the mode, two players' tricks (the third takes the rest), save.
    expect(await count({ mode: 'allPass', tricks: [2, 5] }, 4)).toBe(4);
    expect(await value('Вера', 'gora')).toBe('3');

    // Misère without a trick: the mode, the declarer, save.
    expect(await count({ mode: 'misere', declarer: 'Вера' }, 5)).toBe(3);
    expect(await value('Вера', 'pulya')).toBe('14');

    // A lone whist, contract made: declarer, 8♦, «вист – пас», save.
    const lone = {
      mode: 'contract',
      declarer: 'Анна',
      level: 8,
      suit: 'diamonds',
      calls: 'whist-pass',
    } as const;
    expect(await count(lone, 6)).toBe(4);
    expect(await value('Борис', 'whists-Анна')).toBe('20');

    // Not played, the forhont declares: 6♣ and «Пас – пас, записать», which saves.
    pulka.resetTaps();
    await pulka.tap(
      pulka.form().locator('[data-pref="contract"][data-level="6"][data-suit="clubs"]'),
    );
    await pulka.tap(pulka.form().locator('[data-pref="save-unplayed"]'));
    await expect(pulka.form().locator('#pref-deal-title')).toHaveText('Сдача 7');
    expect(pulka.taps).toBe(2);
    expect(await value('Анна', 'pulya')).toBe('8');

    // The same through the calls row: 6♣, «пас – пас», Записать.
    const unplayed = { mode: 'contract', level: 6, suit: 'clubs', calls: 'pass-pass' } as const;
    expect(await count(unplayed, 8)).toBe(3);
    expect(await value('Борис', 'pulya')).toBe('2');
  });

  // A not-played deal at 360 × 740: the declarer, the contract, then «Пас – пас,
  // записать», which saves at once — its own preview says what is
  // written before the tap. Both dealers are on screen before and after.
  test('a not-played deal is three taps: declarer, contract, «без игры»', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    const pulka = new PulkaForm(page);
    await pulka.start(['Анна', 'Борис', 'Вера']);
    const form = pulka.form();
    const dealers = async () => ({
      form: await form.locator('[data-pref="dealer"]').innerText(),
      status: await page.locator('[data-pref="status-dealer"]').innerText(),
    });
    const first = await dealers();
    const dealer = (await page.locator('[data-pref="status"]').getAttribute('data-dealer'))!;
    expect(first.form).toContain(`Сдаёт ${dealer}`);
    expect(first.form).toMatch(/затем (Анна|Борис|Вера)/);
    expect(first.status).toContain(`Сдаёт ${dealer}`);
    // A declarer other than the forhont, so his tap counts.
    const forhont = /затем (\S+)/.exec(first.form)![1]!;
    const declarer = ['Анна', 'Борис', 'Вера'].find((p) => p !== dealer && p !== forhont)!;

    pulka.resetTaps();
    await pulka.tap(pulka.playerChip('declarer', declarer));
    await pulka.tap(form.locator('[data-pref="contract"][data-level="7"][data-suit="diamonds"]'));
    await expect(form.locator('[data-pref="unplayed-preview"]')).toContainText(
      `Без игры — ${declarer}: пуля +4`,
    );
    const button = form.locator('[data-pref="save-unplayed"]');
    await expect(button).toHaveText('Пас – пас, записать');
    await pulka.tap(button);
    await expect(form.locator('#pref-deal-title')).toHaveText('Сдача 2');
    expect(pulka.taps).toBe(3);
    await expect(pulka.cell(declarer, 'pulya')).toHaveAttribute('data-value', '4');
    for (const p of ['Анна', 'Борис', 'Вера'].filter((x) => x !== declarer)) {
      await expect(pulka.cell(p, 'pulya')).toHaveAttribute('data-value', '0');
      await expect(pulka.cell(p, 'gora')).toHaveAttribute('data-value', '0');
    }
    // The next deal: the forhont deals now, and the form says so at once.
    const second = await dealers();
    expect(second.form).toContain(`Сдаёт ${forhont}`);
    expect(second.status).toContain(`Сдаёт ${forhont}`);
    expect(second.form).toContain(`затем ${declarer}`);
    // The «без игры» save has nothing to ask before a contract is chosen.
    await expect(form.locator('[data-pref="save-unplayed"]')).toHaveCount(0);
  });
});

// Vint at 360 × 740 in Czech and Russian with long names: a typical deal is
// tapped where it stands, without scrolling: each target is inside the screen
// below the top bar and is what a finger there would hit (not the sticky save
// row), and the page does not move between taps. After the save the next
// deal's form is in the same place. Without honours: declarer, contract,
// tricks (one down), save = 4 taps. With honours (the default): declarer,
// contract, trump honours, aces, save = 5 taps for a contract made exactly.
const VINT_NAMES = ['Ольга', 'Jana Nováková', 'Maximilián Hohenzollern-Sigmar', 'Petr'] as const;
const VINT_LANGS = [
  { lang: 'cs', label: 'Čeština', vint: 'Vint' },
  { lang: 'ru', label: 'Русский', vint: 'Винт' },
] as const;

async function tapInPlace(page: Page, target: Locator): Promise<void> {
  const where = await target.evaluate((el) => {
    const r = el.getBoundingClientRect();
    const bar = document.querySelector('.topbar')!.getBoundingClientRect().bottom;
    const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
    return {
      inside: r.top >= bar && r.bottom <= window.innerHeight && r.left >= 0,
      hit: hit !== null && (hit === el || el.contains(hit)),
      text: (el as HTMLElement).innerText,
    };
  });
  expect(where, `"${where.text}" is on screen and not covered`).toMatchObject({
    inside: true,
    hit: true,
  });
  const box = (await target.boundingBox())!;
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
}

async function startVint(page: Page, label: string, vint: string, honours?: string) {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/#/settings');
  await page.getByRole('button', { name: label }).click();
  await page.goto('/#/players');
  for (const name of VINT_NAMES) {
    await page.locator('#new-player').fill(name);
    await page.locator('#new-player').press('Enter');
    await expect(page.locator('.player-name', { hasText: name })).toBeVisible();
  }
  await page.goto('/#/new');
  await page.getByRole('button', { name: vint, exact: true }).click();
  for (const name of VINT_NAMES) await page.locator(`[data-player="${name}"]`).click();
  if (honours) await page.locator(`[data-name="honours"][data-value="${honours}"]`).click();
  await page.locator('.bottombar button').click();
  const form = page.locator('[data-vint-form="new"]');
  await expect(form).toBeVisible();
  return form;
}

/** Deals 1 and 2, each tapped in place; the taps between the first and the save keep the page still. */
async function tapDeals(page: Page, form: Locator, targets: readonly string[]): Promise<void> {
  for (const deal of [1, 2]) {
    await expect(form.locator('#vint-deal-title')).toContainText(String(deal));
    // Just after a save the form takes no tap for a moment (a double tap saves once).
    await expect(page.locator('fieldset.entry-guard:disabled')).toHaveCount(0);
    await page.waitForTimeout(300); // the form scrolls itself into place
    const scrolled = await page.evaluate(() => window.scrollY);
    let taps = 0;
    for (const target of targets) {
      taps++;
      await tapInPlace(page, form.locator(target));
      // The save scrolls the next deal's form into place (the sheet grew above it).
      if (taps < targets.length) expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
    }
    await expect(form.locator('#vint-deal-title')).toContainText(String(deal + 1));
  }
}

const DECLARER = '[data-vint="declarer"][data-player="Petr"]';
const TWO_SPADES = '[data-vint="contract"][data-level="2"][data-denomination="spades"]';
const SAVE = '[data-vint="save"]';

for (const { lang, label, vint } of VINT_LANGS) {
  test(`a typical vint deal is 4 taps without scrolling at 360 × 740 (${lang})`, async ({
    page,
  }) => {
    const form = await startVint(page, label, vint, 'off');
    const oneDown = '[data-vint="tricks"][data-value="7"]';
    await tapDeals(page, form, [DECLARER, TWO_SPADES, oneDown, SAVE]);
    expect(await form.locator('[data-vint="honours"]').count()).toBe(0);
  });

  test(`with honours a vint deal made exactly is 5 taps without scrolling at 360 × 740 (${lang})`, async ({
    page,
  }) => {
    const form = await startVint(page, label, vint); // honours: majority (the default)
    const trumps = '[data-name="trumps"][data-value="2"]';
    const aces = '[data-name="aces"][data-value="1"]';
    await tapDeals(page, form, [DECLARER, TWO_SPADES, trumps, aces, SAVE]);
    // Both deals were saved as tapped: Petr (E–W) made 2♠ exactly, 160 below the line each time.
    for (const deal of [1, 2]) {
      const below = `.vint-num[data-deal="${deal}"][data-side="B"][data-part="below"]`;
      await expect(page.locator(`[data-vint="sheet"] ${below}`)).toHaveAttribute(
        'data-points',
        '160',
      );
    }
  });
}
