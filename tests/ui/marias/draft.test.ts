// The mariáš hand form's logic (app/ui/games/marias/logic): a draft as the
// scorer taps it becomes the hand the engine settles, with the money of the
// worked examples of the rules (shared/rules/marias.md §10: hospoda tariff,
// 1 Kč a unit, team flek, linear kilo). Declarer A (the forhont, C deals),
// defenders B and C; amounts in haléře.
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_MARIAS_SETTINGS,
  forhontOf,
  mariasSeating,
} from '../../../app/engine/games/marias';
import { EMPTY_DRAFT, isBlank, type HandDraft } from '../../../app/ui/games/marias/logic/draft';
import { chosenOutcome, evaluateDraft } from '../../../app/ui/games/marias/logic/evaluate';
import { draftFromStored, draftOfHand } from '../../../app/ui/games/marias/logic/draft-io';
import type { MariasContext } from '../../../app/ui/games/marias/logic/model';

const TABLE = ['A', 'B', 'C'];
const CTX: MariasContext = {
  settings: DEFAULT_MARIAS_SETTINGS,
  seating: mariasSeating(TABLE, 'C'),
  table: TABLE,
  forhont: forhontOf(TABLE, 'C'),
};

const draft = (over: Partial<HandDraft>): HandDraft => ({ ...EMPTY_DRAFT, ...over });

/** What A, B and C get when the scorer taps `result` (won/lost) on the draft. */
function money(d: HandDraft, result: 'won' | 'lost' | null) {
  const evaluation = evaluateDraft(d, CTX);
  const outcome =
    result === null ? evaluation.outcomes[0] : evaluation.outcomes.find((o) => o.result === result);
  expect(outcome?.issues).toEqual([]);
  return outcome!.settlement!.transfers;
}

describe('the hand draft, on the worked examples', () => {
  it('starts blank, with the forhont declaring a hra', () => {
    expect(CTX.forhont).toBe('A');
    expect(isBlank(EMPTY_DRAFT)).toBe(true);
    expect(isBlank(draft({ game: 'betl' }))).toBe(false);
    const { shape, outcomes } = evaluateDraft(EMPTY_DRAFT, CTX);
    expect(shape.declarer).toBe('A');
    expect(shape.needsWon).toBe(true);
    expect(outcomes.map((o) => o.result)).toEqual(['won', 'lost']);
  });

  it('#1 hra v zelených, flek + re, won: A +8, B −4, C −4', () => {
    expect(money(draft({ suit: 'zeleny', flek: { game: 2 } }), 'won')).toEqual({
      A: 800,
      B: -400,
      C: -400,
    });
  });

  it('#2 hra v červených, flek + re, lost: A −16, B +8, C +8', () => {
    expect(money(draft({ suit: 'cerveny', flek: { game: 2 } }), 'lost')).toEqual({
      A: -1_600,
      B: 800,
      C: 800,
    });
  });

  it('#7 betl, flek + re, made: A +40; #8 durch, no flek, failed: A −20', () => {
    expect(money(draft({ game: 'betl', flek: { game: 2 } }), 'won')).toEqual({
      A: 4_000,
      B: -2_000,
      C: -2_000,
    });
    expect(money(draft({ game: 'durch' }), 'lost')).toEqual({ A: -2_000, B: 1_000, C: 1_000 });
  });

  it('#5 kilo v žaludech, 80 in cards + trump 40: the result follows from the points, A +24', () => {
    const kilo = draft({
      game: 'kilo',
      suit: 'zaludy',
      cards: 80,
      marriages: { zaludy: 'declarer' },
    });
    const { shape } = evaluateDraft(kilo, CTX);
    expect(shape.needsWon).toBe(false);
    expect(shape.pointsHolder).toBe('declarer');
    expect(money(kilo, null)).toEqual({ A: 2_400, B: -1_200, C: -1_200 });
  });

  it('names what the form cannot leave to the engine: marriages without a trump suit', () => {
    const kilo = draft({ game: 'kilo', cards: 80, marriages: { zaludy: 'declarer' } });
    const codes = evaluateDraft(kilo, CTX).outcomes[0]!.issues.map((i) => i.code);
    expect(codes).toContain('marias:ui.form.suitForMarriages');
  });

  it('a correction saves the result it was recorded with', () => {
    const evaluation = evaluateDraft(draft({ suit: 'zeleny' }), CTX);
    expect(chosenOutcome(evaluation, 'lost')?.result).toBe('lost');
    expect(chosenOutcome(evaluation, undefined)).toBeNull();
  });
});

describe('drafts in and out of storage', () => {
  it('a saved hand opens as the draft that settles it the same way', () => {
    const d = draft({ suit: 'cerveny', flek: { game: 2 } });
    const lost = evaluateDraft(d, CTX).outcomes.find((o) => o.result === 'lost')!;
    const reopened = draftOfHand(lost.hand);
    expect(reopened.result).toBe('lost');
    expect(chosenOutcome(evaluateDraft(reopened, CTX), 'lost')?.settlement?.transfers).toEqual(
      lost.settlement!.transfers,
    );
  });

  it('a stored draft comes back; anything else stored under its key is ignored', () => {
    const d = draft({ game: 'betl', declarer: 'B', flek: { game: 1 } });
    expect(draftFromStored(JSON.parse(JSON.stringify(d)), TABLE)).toEqual(d);
    expect(draftFromStored('hra', TABLE)).toBeUndefined();
    expect(draftFromStored({ game: 'poker' }, TABLE)).toBeUndefined();
    expect(draftFromStored(null, TABLE)).toBeUndefined();
  });
});
