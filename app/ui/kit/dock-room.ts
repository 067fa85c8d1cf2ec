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

/** The least height a message is cut to (about two lines and its × button). */
export const MIN_SPACE = 56;

/** The part of an action region that matters here: its top and bottom on screen. */
export interface Span {
  readonly top: number;
  readonly bottom: number;
}

/** Where the message stands: `room` px over the bottom of the screen, at most `space` px tall. */
export interface Place {
  readonly room: number;
  readonly space: number;
}

/**
 * The place of a message `height` px tall on a screen `screen` px high whose
 * top bar ends at `bar`: the lowest place (the bottom of the screen, or just
 * above an action region) whose space up to the next region or the bar holds
 * it; where none does (a tall live preview on a short screen), the place with
 * the most space, the message scrolling inside it (and with no gap of
 * MIN_SPACE anywhere, the bottom of the screen: a message seen over nothing).
 */
export function placeFor(
  docks: readonly Span[],
  screen: number,
  bar: number,
  height: number,
): Place {
  const rooms = [0, ...docks.map((d) => screen - d.top).filter((r) => r > 0)].sort((a, b) => a - b);
  let best: Place = { room: 0, space: 0 };
  for (const room of rooms) {
    const line = screen - room - GAP;
    if (line <= bar || docks.some((d) => d.top < line + GAP && d.bottom > line)) continue;
    const above = Math.max(bar, ...docks.filter((d) => d.bottom <= line).map((d) => d.bottom));
    const space = line - above;
    if (space >= height) return { room, space };
    if (space > best.space) best = { room, space };
  }
  // Never cut to a sliver: with no gap at all, the whole screen under the bar.
  return best.space >= MIN_SPACE ? best : { room: 0, space: screen - GAP - bar };
}

/** placeFor the page as it stands: the data-dock regions on screen, under the top bar. */
function placeNow(box: HTMLElement): Place {
  const screen = window.innerHeight;
  const docks = [...document.querySelectorAll('[data-dock]')]
    .map((el) => el.getBoundingClientRect())
    .filter((r) => r.height > 0 && r.bottom > 0 && r.top < screen);
  const bar = document.querySelector('.topbar')?.getBoundingClientRect().bottom ?? 0;
  // The messages' own height, not as cut to the space they were given last time.
  const messages = [...box.children] as HTMLElement[];
  const height = messages.reduce((sum, m, i) => sum + m.scrollHeight + (i > 0 ? GAP : 0), 0);
  return placeFor(docks, screen, Math.max(bar, 0), height);
}

/** A ref for the message box: its --dock-room and --dock-space follow the primary actions while `active`. */
export function useDockRoom(active: boolean) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!active) return;
    let frame = 0;
    const put = () => {
      frame = 0;
      const el = box.current;
      if (!el) return;
      const place = placeNow(el);
      el.style.setProperty('--dock-room', `${place.room}px`);
      el.style.setProperty('--dock-space', `${place.space}px`);
    };
    const soon = () => {
      if (frame === 0) frame = requestAnimationFrame(put);
    };
    put();
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
