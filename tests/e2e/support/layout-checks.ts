// The layout specs' checks of a screen as it stands, each returning what is
// wrong (empty when all is well): no horizontal overflow, nothing clipped
// inside a button or chip, no toast or bar over a form's preview and save
// buttons (layoutProblems); and the vint deal form's dock, Save, dealer and
// score in sight and not covered, with or without a toast (vintProblems).
import type { Page } from '@playwright/test';

/** What is wrong with the layout as it stands; empty when all is well. */
export async function layoutProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    const doc = document.documentElement;
    if (doc.scrollWidth > window.innerWidth + 1) {
      // Name the innermost element sticking out, so the message says where to look.
      const widest = [...document.querySelectorAll<HTMLElement>('body *')].findLast(
        (el) => el.getBoundingClientRect().right > window.innerWidth + 1,
      );
      problems.push(
        `page is ${doc.scrollWidth}px wide in ${window.innerWidth}px (${widest?.outerHTML.slice(0, 200) ?? ''})`,
      );
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
    // What is scrolled under the sticky top bar is hidden by the bar, not by a toast over it.
    const barBottom = document.querySelector('.topbar')?.getBoundingClientRect().bottom ?? 0;
    for (const fixed of document.querySelectorAll('.notice, .update-bar')) {
      const f = fixed.getBoundingClientRect();
      for (const target of covered) {
        const r = target.getBoundingClientRect();
        const top = Math.max(r.top, barBottom);
        const overlap =
          r.width > 0 &&
          top < r.bottom &&
          f.left < r.right &&
          r.left < f.right &&
          f.top < r.bottom &&
          top < f.bottom;
        if (overlap) problems.push(`"${(fixed as HTMLElement).innerText}" covers the form`);
      }
    }
    return problems;
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
export async function vintProblems(page: Page, where: string, saved: number): Promise<string[]> {
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
        // Each line of it (a name wraps onto a second line at 360 px): the middle
        // of the whole box of a wrapped line is between its lines, not on it.
        for (const line of el.getClientRects()) {
          const hit = document.elementFromPoint(
            line.left + line.width / 2,
            line.top + line.height / 2,
          );
          if (!hit || !(hit === el || el.contains(hit))) {
            problems.push(`${where}: ${sel} covered by ${hit?.className ?? 'nothing'}`);
          }
        }
      };
      const form = document.querySelector('[data-vint-form="new"]')!;
      // Toast or none: the undo toast keeps to the top bar, a lasting message to above the dock.
      for (const sel of ['[data-vint="save"]', '[data-vint="dealer"]', '[data-vint="games"]']) {
        inSight(sel, form.querySelector(sel));
      }
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
