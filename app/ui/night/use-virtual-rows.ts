// A list in the page's own scroll that renders only the rows near the
// viewport: 5,000 hands cost what 30 do. Row heights are measured once drawn
// (by the row's stable index, its place in the append-only ledger, so they
// survive new rows arriving on top); rows not yet
// drawn count as the average of the first rows drawn. That estimate is fixed
// once taken: were it to follow every measurement, each newly drawn row would
// move thousands of rows below it and the view would never settle. The browser's scroll
// anchoring keeps the view still while estimates turn into measurements.
import { useEffect, useLayoutEffect, useRef, useState } from 'preact/hooks';
import { rowOffsets, visibleWindow, type RowWindow } from './virtual-window';

const MARGIN = 600; // px rendered beyond the viewport on each side
const FIRST_ESTIMATE = 72;
const MIN_ROWS = 30; // what the list showed before it was virtual

export interface VirtualRows {
  readonly window: RowWindow;
  /** Goes on the list element: its padding keeps the space of unrendered rows. */
  readonly listRef: { current: HTMLElement | null };
  /** Scrolls the page so that row `index` is at the top of the viewport. */
  readonly scrollToRow: (index: number) => void;
}

/**
 * Where the viewport is in the list's own coordinates (`top` < 0: the list
 * starts below the viewport's top), kept up to date on scroll and resize.
 */
function useListView(listRef: { current: HTMLElement | null }): { top: number; height: number } {
  const [view, setView] = useState(() => ({ top: 0, height: window.innerHeight }));
  useEffect(() => {
    let frame = 0;
    const update = () => {
      frame = 0;
      const list = listRef.current;
      if (!list) return;
      const top = -list.getBoundingClientRect().top;
      setView((v) =>
        Math.abs(v.top - top) < 1 && v.height === window.innerHeight
          ? v
          : { top, height: window.innerHeight },
      );
    };
    const schedule = () => {
      frame ||= requestAnimationFrame(update);
    };
    update();
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    // Content above the list can grow or shrink (a form opens) without a scroll.
    const resized = new ResizeObserver(schedule);
    resized.observe(document.body);
    return () => {
      resized.disconnect();
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
    };
  }, []);
  return view;
}

/**
 * `stableIndexOf(i)` names row i (0 = the top row) by something that does not
 * change when rows are added: the ledger list passes the entry's index in
 * seq order. Rows carry it in `data-index`.
 */
export function useVirtualRows(count: number, stableIndexOf: (row: number) => number): VirtualRows {
  const listRef = useRef<HTMLElement | null>(null);
  const heights = useRef<number[]>([]);
  const estimate = useRef<number | undefined>(undefined);
  const view = useListView(listRef);
  const [, setVersion] = useState(0);
  // The first render draws no row: the list starts under the balances and
  // the form, so on a phone none of its rows is on the first screen, and the
  // night is usable (balances, form) without them. Its padding holds their
  // place; the rows near the viewport and the MIN_ROWS newest follow once
  // that frame is painted (Preact runs effects after the paint), below what
  // the screen showed, so nothing on it moves. A 1,000-hand night's first
  // render took ~300 ms at CPU 4× with thirty rows, ~190 ms with twelve,
  // much of it the style and layout their measuring forced before the paint.
  const [settled, setSettled] = useState(false);
  useEffect(() => setSettled(true), []);

  const guess = estimate.current ?? FIRST_ESTIMATE;
  const known = heights.current;
  const offsets = rowOffsets(count, (i) => known[stableIndexOf(i)] ?? guess);
  const win = settled
    ? visibleWindow(offsets, view.top, view.height, MARGIN, MIN_ROWS)
    : { start: 0, end: 0, before: 0, after: offsets[count] ?? 0 };

  useLayoutEffect(() => {
    const list = listRef.current;
    const rows = list ? (Array.from(list.children) as HTMLElement[]) : [];
    // No row drawn (the first render): nothing to measure, no layout forced.
    if (!list || rows.length === 0) return;
    const gap = parseFloat(getComputedStyle(list).rowGap) || 0;
    let changed = false;
    let sum = 0;
    let n = 0;
    for (const row of rows) {
      const index = Number(row.dataset.index ?? NaN);
      if (!Number.isInteger(index)) continue;
      const height = row.getBoundingClientRect().height + gap;
      sum += height;
      n++;
      const old = heights.current[index];
      if (old !== undefined && Math.abs(old - height) < 0.5) continue;
      heights.current[index] = height;
      changed = true;
    }
    if (estimate.current === undefined && n > 0) estimate.current = sum / n;
    if (changed) setVersion((v) => v + 1);
  });

  const scrollToRow = (index: number) => {
    const list = listRef.current;
    if (!list) return;
    const listTop = list.getBoundingClientRect().top + window.scrollY;
    window.scrollTo({ top: listTop + (offsets[index] ?? 0) });
  };
  return { window: win, listRef, scrollToRow };
}
