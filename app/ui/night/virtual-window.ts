// Which rows of a long list are on screen: row offsets from measured heights
// (an estimate for rows not yet measured) and the range that overlaps the
// viewport plus a margin. Pure, so the arithmetic is tested without a browser.

export interface RowWindow {
  /** First row to render (inclusive) and the row after the last one. */
  readonly start: number;
  readonly end: number;
  /** Space kept for the rows above and below the rendered ones, in px. */
  readonly before: number;
  readonly after: number;
}

/** offsets[i] is where row i starts; offsets[count] is the list's full height. */
export function rowOffsets(count: number, heightOf: (index: number) => number): Float64Array {
  const offsets = new Float64Array(count + 1);
  for (let i = 0; i < count; i++) offsets[i + 1] = offsets[i]! + heightOf(i);
  return offsets;
}

/** The last row whose start is at or above `y` (0 for y above the list). */
export function rowAt(offsets: Float64Array, y: number): number {
  let lo = 0;
  let hi = offsets.length - 2;
  if (hi < 0) return 0;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (offsets[mid]! <= y) lo = mid;
    else hi = mid - 1;
  }
  return lo;
}

/**
 * The rows overlapping [top, top + height) of the list's own coordinates,
 * widened by `margin` px either side so a quick flick does not show blanks,
 * and at least `minRows` rows (the newest ones stay in the page even while
 * the list is still below the viewport: find-in-page, screen readers, tests).
 */
export function visibleWindow(
  offsets: Float64Array,
  top: number,
  height: number,
  margin: number,
  minRows = 1,
): RowWindow {
  const count = offsets.length - 1;
  if (count <= 0) return { start: 0, end: 0, before: 0, after: 0 };
  const start = rowAt(offsets, Math.max(0, top - margin));
  const end = Math.min(
    count,
    Math.max(start + minRows, rowAt(offsets, Math.max(0, top + height + margin)) + 1),
  );
  return {
    start,
    end,
    before: offsets[start]!,
    after: offsets[count]! - offsets[end]!,
  };
}
