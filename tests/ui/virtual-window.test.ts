import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { rowAt, rowOffsets, visibleWindow } from '../../app/ui/night/virtual-window';

describe('virtual list window', () => {
  it('places rows by their heights and finds the row under a point', () => {
    const offsets = rowOffsets(4, (i) => [10, 20, 30, 40][i]!);
    expect([...offsets]).toEqual([0, 10, 30, 60, 100]);
    expect(rowAt(offsets, -5)).toBe(0);
    expect(rowAt(offsets, 9.9)).toBe(0);
    expect(rowAt(offsets, 10)).toBe(1);
    expect(rowAt(offsets, 59)).toBe(2);
    expect(rowAt(offsets, 500)).toBe(3);
    expect(visibleWindow(offsets, 15, 20, 0)).toEqual({ start: 1, end: 3, before: 10, after: 40 });
    // Still below the viewport: the newest minRows rows are there anyway.
    expect(visibleWindow(offsets, -900, 300, 0, 2)).toEqual({
      start: 0,
      end: 2,
      before: 0,
      after: 70,
    });
    expect(visibleWindow(offsets, 0, 10, 0, 9)).toEqual({ start: 0, end: 4, before: 0, after: 0 });
    expect(
      visibleWindow(
        rowOffsets(0, () => 1),
        0,
        100,
        10,
      ),
    ).toEqual({
      start: 0,
      end: 0,
      before: 0,
      after: 0,
    });
  });

  it('covers every row that overlaps the viewport and keeps the total height', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 1, max: 200 }), { minLength: 1, maxLength: 300 }),
        fc.integer({ min: 0, max: 20_000 }),
        fc.integer({ min: 1, max: 2_000 }),
        fc.integer({ min: 0, max: 500 }),
        (heights, top, height, margin) => {
          const offsets = rowOffsets(heights.length, (i) => heights[i]!);
          const w = visibleWindow(offsets, top, height, margin);
          // Reference: a row is needed when it overlaps [top - margin, top + height + margin].
          let y = 0;
          heights.forEach((h, i) => {
            const overlaps = y + h > top - margin && y < top + height + margin;
            if (overlaps) expect(i >= w.start && i < w.end).toBe(true);
            y += h;
          });
          const rendered = heights.slice(w.start, w.end).reduce((s, h) => s + h, 0);
          expect(w.before + rendered + w.after).toBe(y);
          expect(w.end - w.start).toBeGreaterThan(0);
        },
      ),
      { seed: 12, numRuns: 300 },
    );
  });
});
