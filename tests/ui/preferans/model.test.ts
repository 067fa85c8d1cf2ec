// The deal form's model: how many taps each kind of deal takes (issue 14:
// a common deal ≤ 5 with the save, not played 3, all-pass 4), the defaults
// that make the common case cheap (forhont declares, «вист – вист», the
// contract made, a clean misère), that the draft becomes exactly the engine's
// deal, and that a stored draft is checked field by field.
import { describe, expect, it } from 'vitest';
import { foldLedgerStrict, type GameReducer, type LedgerEntry } from '../../../app/engine';
import {
  newPulka,
  preferansReducer,
  SOCHI,
  type PreferansState,
} from '../../../app/engine/games/preferans';
import {
  draftFromStored,
  draftOfDeal,
  editContext,
  EMPTY_DRAFT,
  evaluateDraft,
  unplayedDraft,
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
  // The dealer is C, so A (after C) is the forhont: the proposed declarer.
  it('a made contract with one whister: contract, calls (and the save)', () => {
    const e = taps({ level: 6, suit: 'spades' }, { calls: 'pass-whist' });
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

  it('another declarer who fails, one whister: four taps and the save', () => {
    const e = taps(
      { declarer: 'B' },
      { level: 8, suit: 'diamonds' },
      { calls: 'whist-pass' },
      { declarerTricks: 6 },
    );
    // B declares, C is the first defender (whist), A the second (pass).
    expect(e.deal).toMatchObject({ declarer: 'B', tricks: { B: 6, C: 4, A: 0 } });
  });

  it('two whisters are the default: declarer, contract, first defender’s tricks', () => {
    const e = taps({ declarer: 'B' }, { level: 7, suit: 'hearts' }, { first: 1 });
    expect(e.deal).toMatchObject({
      firstCall: 'whist',
      secondCall: 'whist',
      tricks: { B: 7, C: 1, A: 2 },
    });
    // Without the split nothing is saved: which whister took what matters.
    expect(taps({ level: 7, suit: 'hearts' }).missing).toEqual(['tricks']);
  });

  it('two whisters against a failed contract: one tap more', () => {
    const e = taps(
      { declarer: 'B' },
      { level: 7, suit: 'hearts' },
      { declarerTricks: 5 },
      {
        first: 3,
      },
    );
    expect(e.deal).toMatchObject({ tricks: { B: 5, C: 3, A: 2 } });
  });

  it('a tapped first defender’s tricks beyond the defence are asked again', () => {
    const e = taps({ level: 6, suit: 'clubs' }, { first: 4 }, { level: 8, suit: 'clubs' });
    expect(e.deal).toBeNull();
    expect(e.missing).toEqual(['tricks']);
  });

  it('a not-played deal is 2 taps and the save', () => {
    const e = taps({ level: 6, suit: 'clubs' }, { calls: 'pass-pass' });
    expect(e.deal).toMatchObject({
      type: 'contract',
      declarer: 'A',
      firstCall: 'pass',
      secondCall: 'pass',
    });
    expect(e.deal).not.toHaveProperty('tricks');
  });

  it('the «без игры» save is the declarer, the contract and one tap (issue 14: 3)', () => {
    // Taps 1 and 2: B declares, 7♦; tap 3 saves this deal — «пас – пас», no tricks.
    const draft: DealDraft = { ...EMPTY_DRAFT, declarer: 'B', level: 7, suit: 'diamonds' };
    expect(unplayedDraft({ ...EMPTY_DRAFT, declarer: 'B' }, SOCHI)).toBeNull();
    const e = evaluateDraft(unplayedDraft(draft, SOCHI)!, P3, pulka, SOCHI);
    expect(e.deal).toEqual({
      type: 'contract',
      dealer: 'C',
      declarer: 'B',
      level: 7,
      suit: 'diamonds',
      firstCall: 'pass',
      secondCall: 'pass',
    });
    // Whatever was tapped for a played deal does not leak into it.
    const played = { ...draft, calls: 'whist-whist' as const, declarerTricks: 5, first: 2 };
    expect(evaluateDraft(unplayedDraft(played, SOCHI)!, P3, pulka, SOCHI).deal).toEqual(e.deal);
    expect(unplayedDraft({ ...draft, mode: 'misere' }, SOCHI)).toBeNull();
  });

  it('no «без игры» save where the table forces a whist (Stalingrad, a checked ten)', () => {
    const six = { ...EMPTY_DRAFT, level: 6, suit: 'spades' as const };
    const ten = { ...EMPTY_DRAFT, level: 10, suit: 'hearts' as const };
    expect(unplayedDraft(six, { ...SOCHI, stalingrad: true })).toBeNull();
    expect(unplayedDraft(ten, { ...SOCHI, tenChecked: true })).toBeNull();
    expect(unplayedDraft(six, SOCHI)).not.toBeNull();
    expect(unplayedDraft(ten, SOCHI)).not.toBeNull();
  });

  it('a misère is the mode and the save (no trick by default)', () => {
    expect(taps({ mode: 'misere' }).deal).toEqual({
      type: 'misere',
      dealer: 'C',
      declarer: 'A',
      declarerTricks: 0,
    });
    expect(taps({ mode: 'misere' }, { declarer: 'B' }, { misereTricks: 2 }).deal).toMatchObject({
      declarer: 'B',
      declarerTricks: 2,
    });
  });

  it('with four players the sitting-out dealer is never the declarer', () => {
    const p4 = ['A', 'B', 'C', 'D'];
    const e = evaluateDraft(
      { ...EMPTY_DRAFT, mode: 'misere', declarer: 'D' },
      p4,
      newPulka(p4, 'D'),
      SOCHI,
    );
    expect(e.deal).toMatchObject({ dealer: 'D', declarer: 'A' });
  });

  it('an all-pass is 3 taps and the save: the third player takes the rest', () => {
    const e = taps({ mode: 'allPass' }, { pass: [2] }, { pass: [2, 5] });
    expect(e.deal).toEqual({ type: 'allPass', dealer: 'C', tricks: { A: 2, B: 5, C: 3 } });
  });

  it('names what is missing and what the engine refuses', () => {
    expect(taps({ declarer: 'A' }).missing).toEqual(['contract']);
    const refused = taps({ declarer: 'A' }, { level: 8, suit: 'spades' }, { calls: 'pass-half' });
    expect(refused.deal).toBeNull();
    expect(refused.issues.map((i) => i.code)).toEqual(['preferans:errors.halfWhistLevel']);
  });

  it('turns a recorded deal back into the same deal', () => {
    const deal = taps(
      { declarer: 'A' },
      { level: 7, suit: 'hearts' },
      { calls: 'whist-whist' },
      { declarerTricks: 6 },
      { first: 1 },
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

  it('corrects a deal with the settings it was scored with, not today’s', () => {
    // A half-whist under Sochi, then the table turns half-whists off.
    const half = {
      type: 'contract',
      dealer: 'C',
      declarer: 'A',
      level: 6,
      suit: 'clubs',
      firstCall: 'pass',
      secondCall: 'half',
    } as const;
    const entries: LedgerEntry[] = [
      {
        id: 'e1',
        nightId: 'n',
        seq: 1,
        kind: 'preferans.deal',
        payload: { deal: half },
        createdAt: 0,
      },
      {
        id: 'e2',
        nightId: 'n',
        seq: 2,
        kind: 'settings',
        payload: { settings: { halfWhist: 'off' } },
        createdAt: 0,
      },
    ];
    const reducer = preferansReducer as unknown as GameReducer<PreferansState>;
    const night = {
      id: 'n',
      game: 'preferans' as never,
      players: P3,
      currency: 'RUB' as const,
      settings: {},
    };
    const state = foldLedgerStrict(night, entries, reducer).state;
    const edit = editContext(state, 'e1')!;
    expect(edit.settings.halfWhist).toBe('unplayed');
    const draft = draftOfDeal(edit.deal, P3);
    expect(evaluateDraft(draft, P3, edit.located.pulka, edit.settings, edit.series).deal).toEqual(
      half,
    );
    // Today's settings would refuse the very deal being corrected.
    expect(evaluateDraft(draft, P3, edit.located.pulka, state.settings).deal).toBeNull();
    expect(editContext(state, 'e2')).toBeNull();
  });
});
