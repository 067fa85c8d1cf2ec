// The deal form's model: how many taps each kind of deal takes (issue 14:
// a common deal ≤ 5 with the save, not played 3 + save, all-pass 4 with the
// save), that the draft becomes exactly the engine's deal, and that a stored
// draft is checked field by field.
import { describe, expect, it } from 'vitest';
import { newPulka, SOCHI } from '../../../app/engine/games/preferans';
import {
  draftFromStored,
  draftOfDeal,
  EMPTY_DRAFT,
  evaluateDraft,
  type DealDraft,
} from '../../../app/ui/games/preferans/model';

const P3 = ['A', 'B', 'C'];
const pulka = newPulka(P3, 'C');

/** Applies taps (each one field change) and evaluates after each. */
function taps(...changes: Partial<DealDraft>[]) {
  let draft = EMPTY_DRAFT;
  for (const c of changes) draft = { ...draft, ...c };
  return evaluateDraft(draft, P3, pulka, SOCHI);
}

describe('preferans deal form', () => {
  it('a common deal (lone whist) is 4 taps and the save', () => {
    const e = taps(
      { declarer: 'A' },
      { level: 6, suit: 'spades' },
      { calls: 'pass-whist' },
      { defence: 4 },
    );
    expect(e.missing).toEqual([]);
    expect(e.deal).toEqual({
      type: 'contract',
      dealer: 'C',
      declarer: 'A',
      level: 6,
      suit: 'spades',
      firstCall: 'pass',
      secondCall: 'whist',
      tricks: { A: 6, B: 0, C: 4 },
    });
  });

  it('two whisters are 5 taps and the save', () => {
    const e = taps(
      { declarer: 'A' },
      { level: 7, suit: 'hearts' },
      { calls: 'whist-whist' },
      { first: 1 },
      { second: 2 },
    );
    expect(e.deal && e.deal.type === 'contract' && e.deal.tricks).toEqual({ A: 7, B: 1, C: 2 });
  });

  it('a not-played deal is 3 taps and the save', () => {
    const e = taps({ declarer: 'B' }, { level: 6, suit: 'clubs' }, { calls: 'pass-pass' });
    expect(e.deal).toMatchObject({
      type: 'contract',
      declarer: 'B',
      firstCall: 'pass',
      secondCall: 'pass',
    });
    expect(e.deal).not.toHaveProperty('tricks');
  });

  it('an all-pass is 3 taps and the save: the third player takes the rest', () => {
    const e = taps({ mode: 'allPass' }, { pass: [2] }, { pass: [2, 5] });
    expect(e.deal).toEqual({ type: 'allPass', dealer: 'C', tricks: { A: 2, B: 5, C: 3 } });
  });

  it('names what is missing and what the engine refuses', () => {
    expect(taps({ declarer: 'A' }).missing).toEqual(['contract', 'calls']);
    const refused = taps({ declarer: 'A' }, { level: 8, suit: 'spades' }, { calls: 'pass-half' });
    expect(refused.deal).toBeNull();
    expect(refused.issues.map((i) => i.code)).toEqual(['preferans:errors.halfWhistLevel']);
  });

  it('turns a recorded deal back into the same deal', () => {
    const deal = taps(
      { declarer: 'A' },
      { level: 7, suit: 'hearts' },
      { calls: 'whist-whist' },
      { first: 1 },
      { second: 2 },
    ).deal!;
    expect(evaluateDraft(draftOfDeal(deal, P3), P3, pulka, SOCHI).deal).toEqual(deal);
  });

  it('keeps only sound fields of a stored draft', () => {
    expect(
      draftFromStored({ mode: 'misere', declarer: 'Z', misereTricks: 3, level: 99 }, P3),
    ).toEqual({
      mode: 'misere',
      pass: [],
      misereTricks: 3,
    });
    expect(draftFromStored('junk', P3)).toBeNull();
  });
});
