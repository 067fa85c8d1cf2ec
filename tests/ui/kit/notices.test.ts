// Where messages go: one toast at a time (the undo first, notes waiting their
// turn, an undo replacing everything), one error per problem, and the lasting
// message's place above the primary actions — the lowest place clear of every
// action region, checked against a brute-force model over the only places it
// can be (the bottom, or just above a region's top).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { GAP, roomUnder, type Span } from '../../../app/ui/kit/dock-room';
import { shownToast, withError, withToast, type Notice } from '../../../app/ui/kit/notice-queue';

const undo = (id: number): Notice => ({
  id,
  text: `Saved as no. ${id}.`,
  tone: 'info',
  action: { label: 'Undo', run: () => {} },
});
const note = (id: number, text = 'Ready to work offline.'): Notice => ({ id, text, tone: 'info' });
const error = (id: number, text = 'The storage is full.'): Notice => ({ id, text, tone: 'error' });

describe('toasts', () => {
  it('shows the undo while there is one; a note that came after it waits, then shows', () => {
    let all = withToast([], undo(1));
    all = withToast(all, note(2));
    expect(all.map((n) => n.id)).toEqual([1, 2]);
    expect(shownToast(all)?.id).toBe(1);
    all = all.filter((n) => n.id !== 1);
    expect(shownToast(all)?.id).toBe(2);
  });

  it('a new undo replaces the undo, the notes and the errors before it', () => {
    const all = withToast([undo(1), note(2), error(3)], undo(4));
    expect(all.map((n) => n.id)).toEqual([4]);
    expect(shownToast(all)?.text).toBe('Saved as no. 4.');
  });

  it('the same note twice is kept once (the later), beside the undo and the errors', () => {
    const all = withToast([undo(1), note(2), note(3, 'Copied.'), error(4)], note(5));
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
  // 360 × 740: the vint dock (650–740), a message 124 px tall.
  it('just above the pinned vint dock', () => {
    expect(roomUnder([{ top: 650, bottom: 740 }], 740, 124)).toBe(90);
  });

  it('at the bottom when the actions scrolled away up the screen', () => {
    expect(roomUnder([{ top: 262, bottom: 520 }], 740, 124)).toBe(0);
  });

  it('above the thrown-hand save too when it stands right over Won/Lost', () => {
    // Won/Lost 505–740; the thrown-hand save 400–450 in the band above them.
    const docks = [
      { top: 505, bottom: 740 },
      { top: 400, bottom: 450 },
    ];
    expect(roomUnder(docks, 740, 124)).toBe(340);
  });

  it('in a gap between two regions when it fits there', () => {
    // Save at the bottom (690–740), the preview 300–400: 690 − 400 = 290 ≥ 124 + GAP.
    const docks = [
      { top: 300, bottom: 400 },
      { top: 690, bottom: 740 },
    ];
    expect(roomUnder(docks, 740, 124)).toBe(50);
  });

  /** The model: of the only places the message can stand, the lowest that no region meets. */
  const model = (docks: readonly Span[], screen: number, height: number) => {
    const clear = (room: number) =>
      docks.every((d) => !(d.top < screen - room && d.bottom > screen - room - height - GAP));
    const places = [0, ...docks.map((d) => screen - d.top).filter((r) => r > 0)];
    return places.sort((a, b) => a - b).find(clear);
  };

  it('is the lowest clear place (against the brute-force model)', () => {
    const span = fc
      .tuple(fc.integer({ min: -200, max: 900 }), fc.integer({ min: 1, max: 400 }))
      .map(([top, tall]) => ({ top, bottom: top + tall }));
    fc.assert(
      fc.property(
        fc.array(span, { maxLength: 6 }),
        fc.integer({ min: 20, max: 300 }),
        (docks, h) => {
          expect(roomUnder(docks, 740, h)).toBe(model(docks, 740, h));
        },
      ),
      { seed: 2012, numRuns: 500 },
    );
  });
});
