// Which questions the hand form (and a tier-3 renonc's contract) shows beyond
// the form's shape: who raised under the ČSM limit, which results a
// correction may pick, and which played-out questions a given-up game skips.
// Plain data in, plain data out, so the rules of asking are unit-tested.
import type { PlayerId, ValidationIssue } from '../../../../engine';
import { HAND_RESULTS, type FormShape, type HandDraft, type HandResult } from './draft';
import type { MariasContext } from './model';

/** The engine named this question in the outcome shown (`marias:errors.<name>`). */
export const engineAsks = (issues: readonly ValidationIssue[], name: string): boolean =>
  issues.some((i) => i.code === `marias:errors.${name}`);

/**
 * Who raised is asked only under the ČSM limit with team flek, and only once it
 * matters: already answered, or the engine says it is missing.
 */
export function asksRaisedBy(
  ctx: MariasContext,
  draft: HandDraft,
  issues: readonly ValidationIssue[],
): boolean {
  return (
    ctx.settings.limit === 'csm' &&
    ctx.settings.flekScope === 'team' &&
    (draft.raisedBy !== undefined || engineAsks(issues, 'raisedByMissing'))
  );
}

/** The raisers after one defender's toggle: added last when on, dropped when off. */
export function withRaiser(
  raisedBy: readonly PlayerId[] | undefined,
  defender: PlayerId,
  on: boolean,
): PlayerId[] {
  const others = (raisedBy ?? []).filter((p) => p !== defender);
  return on ? [...others, defender] : others;
}

/** The results a correction may pick: won/lost when asked, given up when allowed. */
export function resultChoices(shape: FormShape): HandResult[] {
  return HAND_RESULTS.filter((r) => (r === 'conceded' ? shape.canConcede : shape.needsWon));
}

/** What the played-out part of the form asks (a given-up game asks none of it). */
export interface PlayedQuestions {
  readonly hraStatus: boolean;
  readonly sedma: boolean;
  readonly trump7: boolean;
  readonly reached100: boolean;
  readonly points: boolean;
}

export function playedQuestions(shape: FormShape, draft: HandDraft): PlayedQuestions {
  const played = draft.result !== 'conceded';
  return {
    hraStatus: played && shape.hraNotPlayed !== null,
    sedma: played && shape.sedmaResult,
    trump7: played && shape.trump7,
    reached100: played && shape.reached100,
    points: played && shape.pointsHolder !== null,
  };
}
