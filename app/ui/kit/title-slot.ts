// Where a toast stands: over the top bar's title, between the way back and
// the bar's actions, so Back, Rules, Share and Settle stay in reach while it
// shows (#28), and the deal's head under the bar, the form, its live preview
// and the save buttons stay free. The title's box is measured while a toast
// shows (a screen has one to three actions, a phone turns).
import { useLayoutEffect, useRef } from 'preact/hooks';

/** The least width a toast is given: only a title narrower than that (a phone under 340 px) is widened leftwards. */
export const MIN_TOAST_WIDTH = 100;

/** A toast's left edge and width for a title box; widened leftwards, never over the actions. */
export function slotFor(
  title: { left: number; right: number },
  screenWidth: number,
): { left: number; width: number } {
  const width = Math.max(title.right - title.left, 0);
  if (width >= MIN_TOAST_WIDTH) return { left: title.left, width };
  const left = Math.max(0, title.right - MIN_TOAST_WIDTH);
  return { left, width: Math.min(MIN_TOAST_WIDTH, screenWidth) };
}

/** A ref for the toast box: its --slot-left and --slot-width follow the title while `active`. */
export function useTitleSlot(active: boolean) {
  const box = useRef<HTMLDivElement>(null);
  // Before the browser paints: a toast is never drawn where it was not measured.
  useLayoutEffect(() => {
    if (!active) return;
    let frame = 0;
    const put = () => {
      frame = 0;
      const el = box.current;
      const title = document.querySelector('.topbar .title');
      if (!el) return;
      // No bar drawn yet (a screen still loading): the toast waits unseen
      // rather than stand over the whole bar, Back included, until it is.
      el.toggleAttribute('data-slotted', title !== null);
      if (!title) return;
      const slot = slotFor(title.getBoundingClientRect(), window.innerWidth);
      el.style.setProperty('--slot-left', `${slot.left}px`);
      el.style.setProperty('--slot-width', `${slot.width}px`);
    };
    const soon = () => {
      if (frame === 0) frame = requestAnimationFrame(put);
    };
    put();
    window.addEventListener('resize', soon);
    // Another screen draws another bar (more or fewer actions).
    const changes = new MutationObserver(soon);
    changes.observe(document.body, { childList: true, subtree: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('resize', soon);
      changes.disconnect();
    };
  }, [active]);
  return box;
}
