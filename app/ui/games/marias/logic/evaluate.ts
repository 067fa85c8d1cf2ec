// What a hand draft comes to: for each result the scorer may still tap, the
// MariasHand (./draft handOf), the form's own objections and the engine's,
// and the settlement when there are none.
import type { ValidationIssue } from '../../../../engine';
import {
  MARIAS_SUITS,
  settleMariasHand,
  validateMariasHand,
  type MariasHand,
  type MariasSettlement,
} from '../../../../engine/games/marias';
import { handOf, shapeOf, type FormShape, type HandDraft, type HandResult } from './draft';
import type { MariasContext } from './model';

export interface Outcome {
  readonly result: HandResult | null;
  readonly hand: MariasHand;
  /** The form's own objections first, then the engine's (translated by the UI). */
  readonly issues: readonly ValidationIssue[];
  readonly settlement: MariasSettlement | null;
}

export interface Evaluation {
  readonly shape: FormShape;
  /** Won and lost when the scorer taps one of them; otherwise the one result. */
  readonly outcomes: readonly Outcome[];
  /** Giving the game up, when the rules allow it. */
  readonly conceded: Outcome | null;
}

/** The form's own checks: what the engine cannot know was forgotten. */
function formIssues(draft: HandDraft, ctx: MariasContext, shape: FormShape): ValidationIssue[] {
  const issues: ValidationIssue[] = [];
  const marked = MARIAS_SUITS.some((s) => draft.marriages[s] !== undefined);
  if (shape.pointsHolder !== null && marked && draft.suit === undefined) {
    issues.push({ code: 'marias:ui.form.suitForMarriages', field: 'suit' });
  }
  if (draft.declarer !== undefined && !ctx.seating.players.includes(draft.declarer)) {
    issues.push({ code: 'marias:errors.declarerIsSitter', field: 'declarer' });
  }
  return issues;
}

function outcome(draft: HandDraft, ctx: MariasContext, result: HandResult | null): Outcome {
  const hand = handOf(draft, ctx, result);
  const own = formIssues(draft, ctx, shapeOf(draft, ctx));
  const issues = [...own, ...validateMariasHand(ctx.settings, ctx.seating, hand)];
  const settlement = issues.length === 0 ? settleMariasHand(ctx.settings, ctx.seating, hand) : null;
  return { result, hand, issues, settlement };
}

export function evaluateDraft(draft: HandDraft, ctx: MariasContext): Evaluation {
  const shape = shapeOf(draft, ctx);
  const outcomes = shape.needsWon
    ? [outcome(draft, ctx, 'won'), outcome(draft, ctx, 'lost')]
    : [outcome(draft, ctx, null)];
  return {
    shape,
    outcomes,
    conceded: shape.canConcede ? outcome(draft, ctx, 'conceded') : null,
  };
}

/** The outcome a correction saves; null while the main result is still to be chosen. */
export function chosenOutcome(
  evaluation: Evaluation,
  result: HandResult | undefined,
): Outcome | null {
  if (result === 'conceded' && evaluation.conceded) return evaluation.conceded;
  if (!evaluation.shape.needsWon) return evaluation.outcomes[0] ?? null;
  return evaluation.outcomes.find((o) => o.result === result) ?? null;
}
