// The table trial's checks of a screen as it stands, each returning what is
// wrong (empty when all is well): no word broken inside (each word's Range
// has one line box), no short text cut with an ellipsis (only a long name
// may end in "…", and it has a title), nothing a player taps covered by
// another element, and the focused control not hidden under a pinned bar.
import type { Page } from '@playwright/test';

/**
 * Words broken over two lines. A word is what lies between ordinary spaces
 * (a no-break space joins, so "+39,00 Kč" is one word) and after a hyphen
 * (a compound name may break after its hyphen).
 */
export async function brokenWords(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    const shown = (el: Element) => {
      if (el.closest('dialog:not([open]), [hidden], .visually-hidden, svg, script, style'))
        return false;
      const r = el.getBoundingClientRect();
      return r.width > 0 && r.height > 0 && getComputedStyle(el).visibility !== 'hidden';
    };
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    const range = document.createRange();
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? '';
      const parent = node.parentElement;
      if (!parent || !text.trim() || !shown(parent)) continue;
      // A text cut with an ellipsis stays on one line; its words are checked by ellipsisCuts.
      for (const match of text.matchAll(/[^ \t\n\r\u2009-]+-?/g)) {
        const word = match[0];
        if ([...word].length < 2) continue;
        range.setStart(node, match.index);
        range.setEnd(node, match.index + word.length);
        const tops = new Set<number>();
        for (const rect of range.getClientRects()) {
          if (rect.width > 0) tops.add(Math.round(rect.top / 3));
        }
        if (tops.size > 1) {
          const where = parent.closest('[class]')?.className ?? parent.tagName;
          problems.push(`"${word}" broken over ${tops.size} lines (in .${where})`);
        }
      }
    }
    return problems;
  });
}

/**
 * Texts cut with an ellipsis: allowed only for a long name (more than 12
 * letters) that shows in full elsewhere (a title); "Саша" cut to "Са…" is a
 * problem.
 */
export async function ellipsisCuts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    for (const el of document.querySelectorAll<HTMLElement>('body *')) {
      if (el.closest('dialog:not([open]), [hidden]')) continue;
      const style = getComputedStyle(el);
      if (style.textOverflow !== 'ellipsis' || el.scrollWidth <= el.clientWidth + 1) continue;
      if (el.getBoundingClientRect().width === 0) continue;
      const text = el.innerText.trim();
      const holder = el.closest('[title]');
      const longName = [...text].length > 12 && holder !== null;
      if (!longName) problems.push(`"${text}" cut with an ellipsis (.${el.className})`);
    }
    return problems;
  });
}

/** What sits over a control at its centre: the control itself (or its content), or something else. */
const COVER_CHECK = (selector: string) => {
  const problems: string[] = [];
  for (const el of document.querySelectorAll<HTMLElement>(selector)) {
    if (el.closest('dialog:not([open]), [hidden], .visually-hidden')) continue;
    if (document.querySelector('dialog[open]') && !el.closest('dialog[open]')) continue;
    // A closed <details> keeps laying out its content unseen (Chromium's
    // content-visibility), under its summary: only the summary is there to tap.
    if (el.closest('details:not([open])') && !el.closest('summary')) continue;
    const r = el.getBoundingClientRect();
    if (r.width === 0 || r.height === 0) continue;
    const x = r.left + r.width / 2;
    const y = r.top + r.height / 2;
    if (y < 0 || y > window.innerHeight || x < 0 || x > window.innerWidth) continue;
    const hit = document.elementFromPoint(x, y);
    if (!hit || hit === el || el.contains(hit) || hit.contains(el)) continue;
    // Scrolled under the sticky top bar or a pinned save row: the page scrolls
    // it out, so it is only "out of sight"; everything else is a real cover.
    if (hit.closest('.topbar, [data-dock]')) continue;
    // A toast stands over the form for its few seconds; messageProblems keeps it
    // off the top bar, the live preview and the save buttons.
    if (hit.closest('.notice')) continue;
    const name = (el.innerText || el.getAttribute('aria-label') || el.tagName).trim();
    problems.push(`"${name.slice(0, 40)}" covered by .${(hit as HTMLElement).className}`);
  }
  return problems;
};

/** Buttons, links and fields whose centre something else covers (a toast is checked apart). */
export async function coveredControls(page: Page): Promise<string[]> {
  return page.evaluate(
    `(${COVER_CHECK.toString()})('button, a[href], input, select, textarea, [role="button"]')`,
  );
}

/**
 * Tabs through up to `stops` controls from the top of the page and names each
 * one focused under a pinned bar (top bar or save row) or off screen: a
 * keyboard user must always see where he is.
 */
export async function hiddenFocus(page: Page, stops: number): Promise<string[]> {
  const problems: string[] = [];
  await page.evaluate(() => {
    (document.activeElement as HTMLElement | null)?.blur();
    window.scrollTo(0, 0);
  });
  for (let i = 0; i < stops; i++) {
    await page.keyboard.press('Tab');
    const problem = await page.evaluate(() => {
      const el = document.activeElement as HTMLElement | null;
      if (!el || el === document.body) return null;
      const r = el.getBoundingClientRect();
      const name = (el.innerText || el.getAttribute('aria-label') || el.tagName).trim();
      if (r.bottom < 0 || r.top > window.innerHeight) return `"${name}" focused off screen`;
      const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
      if (hit && hit !== el && !el.contains(hit) && !hit.contains(el))
        return `"${name.slice(0, 40)}" focused under .${(hit as HTMLElement).className}`;
      return null;
    });
    if (problem) problems.push(`tab ${i + 1}: ${problem}`);
  }
  return problems;
}

/** Every check of a still screen (no keyboard): words, ellipses, covers. */
export async function screenProblems(page: Page): Promise<string[]> {
  return [
    ...(await brokenWords(page)),
    ...(await ellipsisCuts(page)),
    ...(await coveredControls(page)),
  ];
}
