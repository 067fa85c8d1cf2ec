// Which questions the mariáš hand form asks beyond its shape
// (app/ui/games/marias/logic/questions.ts): who raised only under the ČSM
// limit once the amount passes 500 units (shared/rules/marias.md: the limit),
// the results a correction may pick, and a given-up game asking nothing of
// how it was played. Declarer A (the forhont, C deals), defenders B and C.
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_MARIAS_SETTINGS,
  forhontOf,
  mariasSeating,
  type MariasSettings,
} from '../../../app/engine/games/marias';
import { EMPTY_DRAFT, type HandDraft } from '../../../app/ui/games/marias/logic/draft';
import { evaluateDraft } from '../../../app/ui/games/marias/logic/evaluate';
import type { MariasContext } from '../../../app/ui/games/marias/logic/model';
import {
  asksRaisedBy,
  engineAsks,
  playedQuestions,
  resultChoices,
  withRaiser,
} from '../../../app/ui/games/marias/logic/questions';

const TABLE = ['A', 'B', 'C'];
const ctxOf = (over: Partial<MariasSettings> = {}): MariasContext => ({
  settings: { ...DEFAULT_MARIAS_SETTINGS, ...over },
  seating: mariasSeating(TABLE, 'C'),
  table: TABLE,
  forhont: forhontOf(TABLE, 'C'),
});
const draft = (over: Partial<HandDraft>): HandDraft => ({ ...EMPTY_DRAFT, ...over });

/** Whether the form asks who raised, for the first outcome it would show. */
function asked(ctx: MariasContext, d: HandDraft): boolean {
  const issues = evaluateDraft(d, ctx).outcomes[0]?.issues ?? [];
  return asksRaisedBy(ctx, d, issues);
}

describe('who raised (ČSM limit, team flek)', () => {
  const csm = ctxOf({ limit: 'csm' });

  it('is not asked while a durch (10 units a defender) stays under 500: ×32 = 320', () => {
    expect(asked(csm, draft({ game: 'durch', flek: { game: 5 } }))).toBe(false);
  });

  it('is asked once it passes 500 (×64 = 640), and stays asked once answered', () => {
    const over = draft({ game: 'durch', flek: { game: 6 } });
    expect(engineAsks(evaluateDraft(over, csm).outcomes[0]!.issues, 'raisedByMissing')).toBe(true);
    expect(asked(csm, over)).toBe(true);
    const answered = { ...over, raisedBy: ['B'] };
    expect(evaluateDraft(answered, csm).outcomes[0]!.issues).toEqual([]);
    expect(asked(csm, answered)).toBe(true);
  });

  it('is never asked without the limit or under individual flek', () => {
    const over = draft({ game: 'durch', flek: { game: 6 }, raisedBy: ['B'] });
    expect(asked(ctxOf(), over)).toBe(false);
    expect(asked(ctxOf({ limit: 'csm', flekScope: 'individual' }), over)).toBe(false);
  });

  it('a toggle adds the defender last or drops him, keeping the others', () => {
    expect(withRaiser(undefined, 'B', true)).toEqual(['B']);
    expect(withRaiser(['C'], 'B', true)).toEqual(['C', 'B']);
    expect(withRaiser(['B', 'C'], 'B', true)).toEqual(['C', 'B']);
    expect(withRaiser(['B', 'C'], 'B', false)).toEqual(['C']);
    expect(withRaiser(undefined, 'B', false)).toEqual([]);
  });
});

describe('the results a correction may pick', () => {
  const choices = (d: HandDraft) => resultChoices(evaluateDraft(d, ctxOf()).shape);

  it('a hra: won, lost, or given up (zahozená hra)', () => {
    expect(choices(draft({ suit: 'zeleny' }))).toEqual(['won', 'lost', 'conceded']);
  });

  it('a betl or durch: won or lost, never given up', () => {
    expect(choices(draft({ game: 'betl' }))).toEqual(['won', 'lost']);
    expect(choices(draft({ game: 'durch' }))).toEqual(['won', 'lost']);
  });

  it('a hra with kilo proti: none — the points decide and it cannot be given up', () => {
    expect(choices(draft({ suit: 'zeleny', kiloProti: true }))).toEqual([]);
  });
});

describe('a given-up game asks nothing of how it was played', () => {
  const asks = (d: HandDraft) => playedQuestions(evaluateDraft(d, ctxOf()).shape, d);

  it('a sedma asks its own result; given up, it does not', () => {
    expect(asks(draft({ game: 'sedma', suit: 'zeleny' })).sedma).toBe(true);
    expect(asks(draft({ game: 'sedma', suit: 'zeleny', result: 'conceded' }))).toEqual({
      hraStatus: false,
      sedma: false,
      trump7: false,
      reached100: false,
      points: false,
    });
  });

  it('a kilo asks the points; a plain hra asks where the trump 7 ended and whether 100 was reached', () => {
    expect(asks(draft({ game: 'kilo', suit: 'zeleny' })).points).toBe(true);
    const hra = asks(draft({ suit: 'zeleny' }));
    expect(hra.trump7).toBe(true);
    expect(hra.reached100).toBe(true);
    expect(hra.points).toBe(false);
    expect(asks(draft({ suit: 'zeleny', result: 'conceded' })).trump7).toBe(false);
  });
});
