// The layout specs' shared set-up and checks: the app switched to a language
// with a night's players added, the page settled after a resize or a save
// (waited on as states, never as durations), and where the messages stand —
// a toast over the top bar's title only (its back, rules, share and settle
// stay in reach), a lasting message (storage full) over neither the top bar
// nor the primary actions, and both fully on screen.
import { expect, type Locator, type Page } from '@playwright/test';

/** The phone sizes every layout check runs at. */
export const SIZES = [
  { width: 360, height: 740 },
  { width: 390, height: 844 },
] as const;

/** The languages, with the words their new-night screen shows. */
export const LANGS = [
  { lang: 'cs', label: 'Čeština', marias: 'Volený mariáš', vint: 'Vint', preferans: 'Preferans' },
  {
    lang: 'ru',
    label: 'Русский',
    marias: 'Мариаш (волёный)',
    vint: 'Винт',
    preferans: 'Преферанс',
  },
] as const;

/** Realistic, long names: what pushes layouts apart. */
export const NAMES = ['Ольга', 'Jana Nováková', 'Maximilián Hohenzollern-Sigmar', 'Petr'] as const;

/** Switches the app to `label`'s language and adds `names` as saved players. */
export async function inLanguageWithPlayers(
  page: Page,
  language: { readonly lang: string; readonly label: string },
  names: readonly string[],
): Promise<void> {
  await page.goto('/#/settings');
  await page.getByRole('button', { name: language.label }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', language.lang);
  await page.goto('/#/players');
  for (const name of names) {
    await page.locator('#new-player').fill(name);
    await page.locator('#new-player').press('Enter');
    await expect(page.locator('.player-name', { hasText: name })).toBeVisible();
  }
}

/** Resolves once the browser has laid out and painted the page as it now is. */
export async function nextFrames(page: Page): Promise<void> {
  await page.evaluate(
    () =>
      new Promise<void>((done) => requestAnimationFrame(() => requestAnimationFrame(() => done()))),
  );
}

/** Waits until the form has scrolled itself to the top of the view (its scroll margin under the bar). */
export async function formInPlace(form: Locator): Promise<void> {
  await expect
    .poll(() =>
      form.evaluate((el) => {
        const margin = parseFloat(getComputedStyle(el).scrollMarginTop);
        return Math.abs(el.getBoundingClientRect().top - margin) <= 1;
      }),
    )
    .toBe(true);
}

/** The primary actions and live previews no message may cover. */
export const PRIMARY =
  '[data-marias="preview"], [data-marias^="save-"], [data-vint="save"], [data-vint="dock-preview"], [data-pref="save"], [data-pref="writes"], .bottombar button, .content .btn-primary';

/**
 * Where the messages stand: a toast (role status) inside the top bar's box
 * but over none of its buttons, so Back, Rules, Share and Settle stay in
 * reach (#28) and nothing under the bar is covered; an error (role alert)
 * below the top bar and fully on screen; neither over a primary action or a
 * preview.
 */
export async function messageProblems(page: Page): Promise<string[]> {
  return page.evaluate((primary) => {
    const problems: string[] = [];
    const bar = document.querySelector('.topbar')?.getBoundingClientRect();
    const meets = (a: DOMRect, b: DOMRect) =>
      a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
    for (const notice of document.querySelectorAll<HTMLElement>('.notice')) {
      const n = notice.getBoundingClientRect();
      const what = `"${notice.innerText.replace(/\s+/g, ' ').trim()}"`;
      if (n.top < -1 || n.bottom > window.innerHeight + 1) problems.push(`${what} off screen`);
      if (notice.getAttribute('role') === 'alert') {
        if (bar && n.top < bar.bottom - 0.5) problems.push(`${what} over the top bar`);
      } else if (bar && (n.top < bar.top - 0.5 || n.bottom > bar.bottom + 0.5)) {
        problems.push(
          `${what} (${Math.round(n.top)}–${Math.round(n.bottom)}) outside the top bar (${Math.round(bar.top)}–${Math.round(bar.bottom)})`,
        );
      }
      for (const action of document.querySelectorAll<HTMLElement>('.topbar button, .topbar a')) {
        const a = action.getBoundingClientRect();
        if (a.width > 0 && meets(n, a)) {
          const name = action.innerText.trim() || action.getAttribute('aria-label') || '';
          problems.push(`${what} covers the top bar's "${name}"`);
        }
      }
      for (const target of document.querySelectorAll<HTMLElement>(primary)) {
        const r = target.getBoundingClientRect();
        // What is scrolled under the sticky top bar is hidden by the bar itself.
        const shown = new DOMRect(r.left, Math.max(r.top, bar?.bottom ?? 0), r.width, 0);
        shown.height = Math.max(0, r.bottom - shown.top);
        if (r.width > 0 && shown.height > 0 && meets(n, shown)) {
          problems.push(`${what} covers "${target.innerText.replace(/\s+/g, ' ').trim()}"`);
        }
      }
    }
    return problems;
  }, PRIMARY);
}

/**
 * A thumb's tap where the control is on screen now: no scrolling first, as
 * Playwright's click does (it honours the scroll margins that keep a
 * keyboard's focus clear of the pinned rows, and so moves the page a tap
 * would not). A control covered at its centre takes no tap, and the test
 * that expected it fails.
 */
export async function tapWhereItIs(target: Locator): Promise<void> {
  const box = await target.boundingBox();
  if (!box) throw new Error('the control is not on screen');
  await target.page().mouse.click(box.x + box.width / 2, box.y + box.height / 2);
}
