// Where a lasting message stands: as low as it can, but never over the
// screen's primary actions (every region marked data-dock: the vint dock,
// mariáš Won/Lost with their live preview and the thrown-hand save, preferans's
// preview and Save, a screen's bottom bar), so it covers neither them nor the
// top bar. Those regions are sticky or scroll with the page, so the place is
// measured again on scroll, resize and re-render, and only while such a
// message shows.
import { useEffect, useRef } from 'preact/hooks';

/** The gap between a message and the action region under it, in px. */
export const GAP = 8;

/** The part of an action region that matters here: its top and bottom on screen. */
export interface Span {
  readonly top: number;
  readonly bottom: number;
}

/**
 * The room to leave under a message `height` px tall on a screen `screen` px
 * high: 0 (the bottom of the screen) when no action region is in the way, else
 * just above the regions in the way, moving up until the message stands clear
 * of every one — the lowest place that is clear.
 */
export function roomUnder(docks: readonly Span[], screen: number, height: number): number {
  let room = 0;
  for (let moved = true; moved;) {
    moved = false;
    const bottom = screen - room;
    const top = bottom - height - GAP;
    for (const r of docks) {
      if (r.top < bottom && r.bottom > top && screen - r.top > room) {
        room = screen - r.top;
        moved = true;
      }
    }
  }
  return room;
}

/** roomUnder for the page as it stands: the data-dock regions on screen. */
function dockRoom(height: number): number {
  const screen = window.innerHeight;
  const docks = [...document.querySelectorAll('[data-dock]')]
    .map((el) => el.getBoundingClientRect())
    .filter((r) => r.height > 0 && r.bottom > 0 && r.top < screen);
  return roomUnder(docks, screen, height);
}

/** A ref for the message box: its --dock-room follows the primary actions while `active`. */
export function useDockRoom(active: boolean) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!active) return;
    let frame = 0;
    const place = () => {
      frame = 0;
      const el = box.current;
      if (el) el.style.setProperty('--dock-room', `${dockRoom(el.offsetHeight)}px`);
    };
    const soon = () => {
      if (frame === 0) frame = requestAnimationFrame(place);
    };
    place();
    window.addEventListener('scroll', soon, { passive: true });
    window.addEventListener('resize', soon);
    const changes = new MutationObserver(soon);
    changes.observe(document.body, { childList: true, subtree: true, characterData: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', soon);
      window.removeEventListener('resize', soon);
      changes.disconnect();
    };
  }, [active]);
  return box;
}
