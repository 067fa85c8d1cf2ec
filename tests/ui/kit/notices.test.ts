// Where messages go: one toast at a time (the answer to the latest tap, an
// undo or a note, replacing the one before; a note nobody asked for waiting
// its turn; an undo replacing everything), one error per problem, and the lasting
// message's place above the primary actions — the lowest place clear of every
// action region, checked against a brute-force model over the only places it
// can be (the bottom, or just above a region's top).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { GAP, MIN_SPACE, placeFor, type Span } from '../../../app/ui/kit/dock-room';
import { MIN_TOAST_WIDTH, slotFor } from '../../../app/ui/kit/title-slot';
import {
  onScreen,
  shownToast,
  withError,
  withToast,
  type Notice,
} from '../../../app/ui/kit/notice-queue';

const undo = (id: number): Notice => ({
  id,
  text: `Saved as no. ${id}.`,
  tone: 'info',
  action: { label: 'Undo', run: () => {} },
});
const waiting = (id: number, text = 'Ready to work offline.'): Notice => ({
  id,
  text,
  tone: 'info',
  waits: true,
});
const answer = (id: number, text = 'Copied.'): Notice => ({ id, text, tone: 'info' });
const error = (id: number, text = 'The storage is full.'): Notice => ({ id, text, tone: 'error' });

describe('toasts', () => {
  it('shows the undo while there is one; a waiting note that came after it waits, then shows', () => {
    let all = withToast([], undo(1));
    all = withToast(all, waiting(2));
    expect(all.map((n) => n.id)).toEqual([1, 2]);
    expect(shownToast(all)?.id).toBe(1);
    all = all.filter((n) => n.id !== 1);
    expect(shownToast(all)?.id).toBe(2);
  });

  it('a new undo replaces the undo, the notes and the errors before it', () => {
    const all = withToast([undo(1), waiting(2), error(3)], undo(4));
    expect(all.map((n) => n.id)).toEqual([4]);
    expect(shownToast(all)?.text).toBe('Saved as no. 4.');
  });

  it('the answer to the latest tap replaces the toast before it, never a waiting note or an error', () => {
    // e2e sync-links "leaving a shared night": the undo of a save, the service
    // worker's "ready offline", then the tap that leaves the share, whose
    // answer waited up to 13 s behind the other two.
    let all = withToast([], undo(1));
    all = withToast(all, waiting(2));
    all = withToast(all, error(3));
    all = withToast(all, answer(4, 'This phone no longer syncs the night.'));
    expect(all.map((n) => n.id)).toEqual([2, 3, 4]);
    expect(shownToast(all)?.id).toBe(4);
    all = withToast(all, answer(5));
    expect(all.map((n) => n.id)).toEqual([2, 3, 5]);
    expect(shownToast(all)?.id).toBe(5);
    expect(shownToast(all.filter((n) => n.id !== 5))?.id).toBe(2);
  });

  it('the same waiting note twice is kept once (the later), beside the answer and the errors', () => {
    const all = withToast([undo(1), waiting(2), waiting(3, 'Update ready.'), error(4)], waiting(5));
    expect(all.map((n) => n.id)).toEqual([1, 3, 4, 5]);
    expect(shownToast(all)?.id).toBe(1);
    expect(shownToast(all.filter((n) => n.id !== 1))?.id).toBe(3);
  });

  it('errors are never the toast; the same error again adds nothing', () => {
    const once = withError([], error(1));
    expect(withError(once, error(2))).toBe(once);
    expect(withError(once, error(3, 'Another problem.')).map((n) => n.id)).toEqual([1, 3]);
    expect(shownToast(once)).toBeUndefined();
  });
});

describe('the lasting message stands above the primary actions', () => {
  // 360 × 740, the top bar ending at 58: a message 124 px tall.
  it('just above the pinned vint dock', () => {
    expect(placeFor([{ top: 650, bottom: 740 }], 740, 58, 124)).toEqual({ room: 90, space: 584 });
  });

  it('at the bottom when the actions scrolled away up the screen', () => {
    expect(placeFor([{ top: 262, bottom: 520 }], 740, 58, 124)).toEqual({ room: 0, space: 212 });
  });

  it('above the thrown-hand save too when it stands right over Won/Lost', () => {
    // Won/Lost 505–740; the thrown-hand save 400–450 in the gap above them.
    const docks = [
      { top: 505, bottom: 740 },
      { top: 400, bottom: 450 },
    ];
    expect(placeFor(docks, 740, 58, 124)).toEqual({ room: 340, space: 334 });
  });

  it('in the gap between two regions when it holds it', () => {
    const docks = [
      { top: 300, bottom: 400 },
      { top: 690, bottom: 740 },
    ];
    expect(placeFor(docks, 740, 58, 124)).toEqual({ room: 50, space: 282 });
  });

  it('where nothing holds it, the widest gap, scrolling inside it', () => {
    // Preferans at 360 × 740: the preview 104–562, Save 575–639, a message 110 px tall.
    const docks = [
      { top: 104, bottom: 562 },
      { top: 575, bottom: 639 },
    ];
    expect(placeFor(docks, 740, 58, 110)).toEqual({ room: 0, space: 93 });
  });

  it('never cut to a sliver: with no gap at all, the screen under the bar', () => {
    expect(placeFor([{ top: 40, bottom: 735 }], 740, 58, 110)).toEqual({ room: 0, space: 674 });
  });

  /** The model, pixel by pixel: is a message `height` tall, and GAP under it, clear with `room` under both? */
  const clear = (docks: readonly Span[], bar: number, room: number, height: number) => {
    const base = 740 - room;
    const top = base - GAP - height;
    return top >= bar && docks.every((d) => !(d.top < base && d.bottom > top));
  };

  it('is the lowest clear place that holds it, else a clear one (against a pixel scan)', () => {
    const span = fc
      .tuple(fc.integer({ min: -200, max: 900 }), fc.integer({ min: 1, max: 400 }))
      .map(([top, tall]) => ({ top, bottom: top + tall }));
    fc.assert(
      fc.property(
        fc.array(span, { maxLength: 6 }),
        fc.integer({ min: 0, max: 100 }),
        fc.integer({ min: 20, max: 300 }),
        (docks, bar, h) => {
          const place = placeFor(docks, 740, bar, h);
          let lowest: number | undefined;
          for (let r = 0; r <= 740 && lowest === undefined; r++) {
            if (clear(docks, bar, r, h)) lowest = r;
          }
          if (lowest !== undefined) {
            expect(place).toEqual({ room: lowest, space: place.space });
            expect(place.space).toBeGreaterThanOrEqual(h);
          } else if (place.space >= MIN_SPACE && place.space < 740 - GAP - bar) {
            expect(place.space).toBeLessThan(h);
            expect(clear(docks, bar, place.room, place.space)).toBe(true);
          } else {
            expect(place).toEqual({ room: 0, space: 740 - GAP - bar });
          }
        },
      ),
      { seed: 2012, numRuns: 500 },
    );
  });
});

describe('toasts and screens', () => {
  it('an answer to a tap goes with its screen; errors and waiting notes stay (#28)', () => {
    const closed: Notice = { ...answer(1, 'The night is closed.'), screen: '#/night/n1/settle' };
    const note = waiting(2);
    const full = error(3);
    const all = [closed, note, full];
    expect(onScreen(all, '#/night/n1/settle')).toBe(all);
    expect(onScreen(all, '#/history')).toEqual([note, full]);
    expect(shownToast(onScreen(all, '#/players'))).toEqual(note);
  });
});

describe("the toast's slot over the title (#28)", () => {
  it('takes the title box; only a very narrow one is widened leftwards, never over the actions', () => {
    expect(slotFor({ left: 65, right: 191 }, 360)).toEqual({ left: 65, width: 126 });
    expect(slotFor({ left: 60, right: 140 }, 320)).toEqual({
      left: 140 - MIN_TOAST_WIDTH,
      width: MIN_TOAST_WIDTH,
    });
    expect(slotFor({ left: 0, right: 50 }, 320)).toEqual({ left: 0, width: MIN_TOAST_WIDTH });
  });
});
