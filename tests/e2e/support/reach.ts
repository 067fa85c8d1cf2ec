// Reach at the table: is a control on screen under the top bar, above every
// pinned row (data-dock) it is not part of, and not covered at its centre,
// as it stands, without a scroll of the player's own.
import type { Locator } from '@playwright/test';

/** Why `target` cannot be tapped as the page stands; null when it can. */
export async function outOfReach(target: Locator): Promise<string | null> {
  return target.evaluate((el) => {
    const r = el.getBoundingClientRect();
    const bar = document.querySelector('.topbar')?.getBoundingClientRect().bottom ?? 0;
    const name = (el as HTMLElement).innerText.trim() || el.getAttribute('data-name') || el.tagName;
    if (r.height === 0) return `"${name}" not shown`;
    if (r.top < bar - 1 || r.bottom > window.innerHeight + 1) {
      return `"${name}" off screen (${Math.round(r.top)}–${Math.round(r.bottom)})`;
    }
    const inDock = el.closest('[data-dock]');
    for (const dock of document.querySelectorAll('[data-dock]')) {
      // Only a pinned row hides what scrolls under it.
      if (dock === inDock || !/sticky|fixed/.test(getComputedStyle(dock).position)) continue;
      const d = dock.getBoundingClientRect();
      if (d.height > 0 && r.bottom > d.top + 1 && r.top < d.bottom - 1) {
        return `"${name}" under the pinned row (${Math.round(r.bottom)} > ${Math.round(d.top)})`;
      }
    }
    const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
    if (!hit || !(hit === el || el.contains(hit))) {
      return `"${name}" covered by .${(hit as HTMLElement | null)?.className ?? 'nothing'}`;
    }
    return null;
  });
}

/** Every control in `targets` that cannot be tapped as the page stands. */
export async function unreachable(targets: readonly Locator[]): Promise<string[]> {
  const problems: string[] = [];
  for (const target of targets) {
    const problem = await outOfReach(target);
    if (problem) problems.push(problem);
  }
  return problems;
}
