// The deal form's state, kept as a draft in storage so a half-entered deal
// survives a reload: what the scorer has chosen so far, how that becomes a
// VintDeal, and what is still missing or wrong before it can be saved.
import {
  bothCrossIn,
  DENOMINATIONS,
  LIABILITIES,
  MAX_LEVEL,
  MIN_LEVEL,
  scoreDeal,
  sideOf,
  TRICKS_PER_DEAL,
  validateVintDeal,
  type DealScore,
  type Denomination,
  type Liability,
  type PerSide,
  type RenonceClaim,
  type Side,
  type VintDeal,
} from '../../../engine/games/vint';
import type { ValidationIssue } from '../../../engine';
import type { ScoringContext } from './model';

/** The storage key of the new-deal form (one draft per night). */
export const DEAL_DRAFT_FORM = 'vint-deal';

export interface ClaimDraft {
  readonly offender?: string;
  readonly liable: Liability;
  readonly corrected: boolean;
  /** Kept from the deal being corrected: the claim is not new in the replacement. */
  readonly claimedIn?: string;
}

export interface DealDraft {
  /** The declarer; his seat gives the declaring side. */
  readonly declarer?: string;
  readonly level?: number;
  readonly denomination?: Denomination;
  readonly tricks?: number;
  /** Until the scorer taps a count, the tricks follow the contract (made exactly). */
  readonly tricksTouched: boolean;
  readonly trumps?: number;
  readonly aces?: number;
  readonly renonces: readonly ClaimDraft[];
  readonly bothFirst?: Side;
  readonly coronets: PerSide<number>;
}

export const EMPTY_DRAFT: DealDraft = {
  tricksTouched: false,
  renonces: [],
  coronets: { A: 0, B: 0 },
};

export const NEW_CLAIM: ClaimDraft = { liable: 'both', corrected: false };

/** The tricks a contract needs: 6 + level. */
export const tricksNeeded = (level: number): number => 6 + level;

export type TrickOutcome =
  { readonly kind: 'made' } | { readonly kind: 'over' | 'down'; readonly count: number };

/** How the declarers fared against their contract; undefined until both are known. */
export function trickOutcome(
  level: number | undefined,
  taken: number | undefined,
): TrickOutcome | undefined {
  if (level === undefined || taken === undefined) return undefined;
  const diff = taken - tricksNeeded(level);
  if (diff === 0) return { kind: 'made' };
  return diff > 0 ? { kind: 'over', count: diff } : { kind: 'down', count: -diff };
}

export function withContract(draft: DealDraft, level: number, d: Denomination): DealDraft {
  return {
    ...draft,
    level,
    denomination: d,
    tricks: draft.tricksTouched ? draft.tricks : tricksNeeded(level),
  };
}

export function draftOfDeal(deal: VintDeal): DealDraft {
  return {
    declarer: deal.declarer,
    level: deal.level,
    denomination: deal.denomination,
    tricks: deal.tricks,
    tricksTouched: true,
    ...(deal.honours ? { trumps: deal.honours.trumps, aces: deal.honours.aces } : {}),
    renonces: (deal.renonces ?? []).map((c) => ({
      offender: c.offender,
      liable: c.liable,
      corrected: c.corrected,
      ...(c.claimedIn !== undefined ? { claimedIn: c.claimedIn } : {}),
    })),
    ...(deal.bothFirst ? { bothFirst: deal.bothFirst } : {}),
    coronets: { A: deal.coronets?.A ?? 0, B: deal.coronets?.B ?? 0 },
  };
}

const isRecord = (x: unknown): x is Record<string, unknown> =>
  typeof x === 'object' && x !== null && !Array.isArray(x);
const intIn = (x: unknown, min: number, max: number): x is number =>
  typeof x === 'number' && Number.isInteger(x) && x >= min && x <= max;
const oneOf = <T extends string>(list: readonly T[], x: unknown): x is T =>
  typeof x === 'string' && (list as readonly string[]).includes(x);

/**
 * Whether a correction may take this draft: the claims the deal already had
 * (stamped with the entry that recorded them) may change, but a new claim only
 * while no later deal exists (`canAdd`), since the cards were cut after it.
 */
export function mayAddClaims(next: DealDraft, canAdd: boolean): boolean {
  return canAdd || next.renonces.every((c) => c.claimedIn !== undefined);
}

/** A stored draft, read defensively (it may come from an older version): anything odd is dropped. */
export function draftFromStored(value: unknown, players: readonly string[]): DealDraft | undefined {
  if (!isRecord(value)) return undefined;
  const seated = (x: unknown): x is string => typeof x === 'string' && players.includes(x);
  const claims = Array.isArray(value.renonces) ? value.renonces.filter(isRecord) : [];
  const coronets = isRecord(value.coronets) ? value.coronets : {};
  return {
    ...(seated(value.declarer) ? { declarer: value.declarer } : {}),
    ...(intIn(value.level, MIN_LEVEL, MAX_LEVEL) ? { level: value.level } : {}),
    ...(oneOf(DENOMINATIONS, value.denomination) ? { denomination: value.denomination } : {}),
    ...(intIn(value.tricks, 0, TRICKS_PER_DEAL) ? { tricks: value.tricks } : {}),
    tricksTouched: value.tricksTouched === true,
    ...(intIn(value.trumps, 0, 5) ? { trumps: value.trumps } : {}),
    ...(intIn(value.aces, 0, 4) ? { aces: value.aces } : {}),
    renonces: claims.map((c) => ({
      ...(seated(c.offender) ? { offender: c.offender } : {}),
      liable: oneOf(LIABILITIES, c.liable) ? c.liable : 'both',
      corrected: c.corrected === true,
    })),
    ...(value.bothFirst === 'A' || value.bothFirst === 'B' ? { bothFirst: value.bothFirst } : {}),
    coronets: {
      A: intIn(coronets.A, 0, 100_000) ? coronets.A : 0,
      B: intIn(coronets.B, 0, 100_000) ? coronets.B : 0,
    },
  };
}

export const MISSING_FIELDS = [
  'declarer',
  'contract',
  'tricks',
  'honours',
  'offender',
  'bothFirst',
] as const;
export type MissingField = (typeof MISSING_FIELDS)[number];

export interface Evaluation {
  /** The deal as it would be saved; null while something is missing or wrong. */
  readonly deal: VintDeal | null;
  readonly missing: readonly MissingField[];
  /** The engine's objections to a complete deal (translated by the UI). */
  readonly issues: readonly ValidationIssue[];
  /** Both sides cross 500 in this deal and the table asks who was first. */
  readonly needsBothFirst: boolean;
  readonly score: DealScore | null;
}

function claimsOf(draft: DealDraft, players: readonly string[]): RenonceClaim[] | null {
  const out: RenonceClaim[] = [];
  for (const c of draft.renonces) {
    const side = c.offender === undefined ? undefined : sideOf(players, c.offender);
    if (c.offender === undefined || side === undefined) return null;
    out.push({
      side,
      offender: c.offender,
      liable: c.liable,
      corrected: c.corrected,
      ...(c.claimedIn !== undefined ? { claimedIn: c.claimedIn } : {}),
    });
  }
  return out;
}

/** Everything the form shows below itself: missing choices, the engine's checks, the score. */
export function evaluateDraft(
  draft: DealDraft,
  players: readonly string[],
  { settings, position }: ScoringContext,
): Evaluation {
  const missing: MissingField[] = [];
  const side = draft.declarer === undefined ? undefined : sideOf(players, draft.declarer);
  if (side === undefined) missing.push('declarer');
  if (draft.level === undefined || draft.denomination === undefined) missing.push('contract');
  if (draft.tricks === undefined) missing.push('tricks');
  const noTrumps = draft.denomination === 'noTrumps';
  const honoursOn = settings.honours !== 'off';
  if (honoursOn && (draft.aces === undefined || (!noTrumps && draft.trumps === undefined))) {
    missing.push('honours');
  }
  const claims = claimsOf(draft, players);
  if (claims === null) missing.push('offender');
  const none = { deal: null, issues: [], needsBothFirst: false, score: null };
  if (missing.length > 0) return { ...none, missing };

  const coronets: Partial<Record<Side, number>> = {};
  if (settings.coronets) {
    if (draft.coronets.A > 0) coronets.A = draft.coronets.A;
    if (draft.coronets.B > 0) coronets.B = draft.coronets.B;
  }
  const base: VintDeal = {
    declaringSide: side!,
    declarer: draft.declarer!,
    level: draft.level!,
    denomination: draft.denomination!,
    tricks: draft.tricks!,
    ...(honoursOn ? { honours: { trumps: noTrumps ? 0 : draft.trumps!, aces: draft.aces! } } : {}),
    ...(claims!.length > 0 ? { renonces: claims! } : {}),
    ...(Object.keys(coronets).length > 0 ? { coronets } : {}),
  };
  const issues = validateVintDeal(settings, players, base);
  if (issues.length > 0) return { ...none, missing, issues };

  const needsBothFirst = settings.bothCross === 'ask' && bothCrossIn(position, base, settings);
  if (needsBothFirst && draft.bothFirst === undefined) {
    return { ...none, missing: ['bothFirst'], needsBothFirst };
  }
  const deal: VintDeal = needsBothFirst ? { ...base, bothFirst: draft.bothFirst! } : base;
  const final = validateVintDeal(settings, players, deal, position);
  if (final.length > 0) return { ...none, missing, issues: final, needsBothFirst };
  return { deal, missing, issues: [], needsBothFirst, score: scoreDeal(position, deal, settings) };
}
