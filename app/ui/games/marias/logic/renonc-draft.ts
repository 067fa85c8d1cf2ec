// The renonc claim's state and how it becomes a MariasRenonc: the tier, who
// claims it, the offender, the broken rule, and for tier 3 the contract as
// announced and flecked at that moment (kept as a hand draft, so the contract
// fields of the hand form edit it). Evaluating it gives V and the fine.
import type { EntryId, LedgerEntry, NightId, PlayerId, ValidationIssue } from '../../../../engine';
import {
  renoncReasonsFor,
  renoncValue,
  settleMariasRenonc,
  validateMariasRenonc,
  type MariasRenonc,
  type MariasRenoncSettlement,
  type MariasSettings,
  type RenoncReason,
  type RenoncTier,
} from '../../../../engine/games/marias';
import { contractOf, declarerOf, defendersOf, EMPTY_DRAFT, type HandDraft } from './draft';
import { draftOfHand } from './draft-io';
import type { SaveOptions } from '../../types';
import { HAND_DRAFT_FORM, isRecord, RENONC_KIND, type MariasContext } from './model';

export interface RenoncDraft {
  readonly tier?: RenoncTier;
  readonly claimant?: PlayerId;
  readonly offender?: PlayerId;
  readonly reason?: RenoncReason;
  /** Tier 3: the contract at the moment of the renonc. */
  readonly contract: HandDraft;
}

/** The fixed fine of tier 1 and 2, or null for tier 3 (V). */
export function fixedFine(settings: MariasSettings, tier: RenoncTier): number | null {
  if (tier === 1) return settings.renoncFines.tier1;
  if (tier === 2) return settings.renoncFines.tier2;
  return null;
}

export const isTier3 = (tier: RenoncTier | undefined): boolean => tier === '3A' || tier === '3B';

/** Who may be named as the offender: anyone seated for tier 1/2 (a sitting dealer too). */
export function offenderOptions(draft: RenoncDraft, ctx: MariasContext): PlayerId[] {
  const seated = [...ctx.seating.players, ...(ctx.seating.sitter ? [ctx.seating.sitter] : [])];
  if (draft.tier === '3A') return [declarerOf(draft.contract, ctx)];
  if (draft.tier === '3B') return defendersOf(ctx, declarerOf(draft.contract, ctx));
  return seated;
}

export function claimantOptions(ctx: MariasContext): PlayerId[] {
  return [...ctx.seating.players, ...(ctx.seating.sitter ? [ctx.seating.sitter] : [])];
}

/** The offender as it will be saved: 3A is always the declarer; an impossible choice is dropped. */
export function offenderOf(draft: RenoncDraft, ctx: MariasContext): PlayerId | undefined {
  const options = offenderOptions(draft, ctx);
  if (draft.tier === '3A') return options[0];
  return draft.offender !== undefined && options.includes(draft.offender)
    ? draft.offender
    : undefined;
}

export interface RenoncEvaluation {
  readonly renonc: MariasRenonc | null;
  /** Something still to choose (tier, claimant, offender, rule). */
  readonly missing: boolean;
  readonly issues: readonly ValidationIssue[];
  readonly settlement: MariasRenoncSettlement | null;
  /** Tier 3: V with the team levels (individual flek: per defender in the payments). */
  readonly value: number | null;
}

export function buildRenonc(
  draft: RenoncDraft,
  ctx: MariasContext,
  handEntryId: string | undefined,
): RenoncEvaluation {
  const offender = offenderOf(draft, ctx);
  const reasonOk =
    draft.tier !== undefined &&
    draft.reason !== undefined &&
    renoncReasonsFor(draft.tier).includes(draft.reason);
  if (
    draft.tier === undefined ||
    draft.claimant === undefined ||
    offender === undefined ||
    !reasonOk
  ) {
    return { renonc: null, missing: true, issues: [], settlement: null, value: null };
  }
  const tier3 = isTier3(draft.tier);
  const contract = tier3 ? contractOf(draft.contract, ctx) : undefined;
  const renonc: MariasRenonc = {
    tier: draft.tier,
    claimant: draft.claimant,
    offender,
    reason: draft.reason!,
    dealer: ctx.seating.dealer,
    ...(contract ? { contract } : {}),
    ...(handEntryId !== undefined ? { handEntryId } : {}),
  };
  const issues = validateMariasRenonc(ctx.settings, ctx.seating, renonc);
  if (issues.length > 0) return { renonc, missing: false, issues, settlement: null, value: null };
  return {
    renonc,
    missing: false,
    issues: [],
    settlement: settleMariasRenonc(ctx.settings, ctx.seating, renonc),
    value: contract ? renoncValue(ctx.settings, contract) : null,
  };
}

/** A recorded renonc back into the form (a correction). */
export function draftOfRenonc(payload: unknown): RenoncDraft {
  if (!isRecord(payload)) return { contract: EMPTY_DRAFT };
  const r = payload as unknown as MariasRenonc;
  return {
    tier: r.tier,
    claimant: r.claimant,
    offender: r.offender,
    reason: r.reason,
    contract: isRecord(r.contract) ? draftOfHand(r.contract) : EMPTY_DRAFT,
  };
}

/**
 * The claim as the ledger would store it next, for the ledger's own check
 * before saving (a replaced entry needs a reason; any will do for a preview).
 */
export function renoncPreviewEntry(
  renonc: MariasRenonc,
  nightId: NightId,
  seq: number,
  replaces: EntryId | undefined,
): LedgerEntry<MariasRenonc> {
  return {
    id: 'marias-renonc-preview',
    nightId,
    seq,
    kind: RENONC_KIND,
    payload: renonc,
    createdAt: 0,
    ...(replaces !== undefined ? { replaces, reason: 'preview' } : {}),
  };
}

/**
 * How a claim is saved. A tier-3 claim ends its hand: on a saved hand it
 * replaces that hand (with `replacesReason`), on the hand in progress it
 * consumes the hand form's draft. A tier 1 or 2 claim stands beside the hand.
 */
export function renoncSaveOptions(
  tier: RenoncTier | undefined,
  savedHand: EntryId | null,
  replacesReason: string,
): SaveOptions {
  if (!isTier3(tier)) return {};
  return savedHand !== null
    ? { replaces: savedHand, reason: replacesReason }
    : { draft: HAND_DRAFT_FORM };
}

/** Who the claim names in the other role, shown on a chip in words (#28: never a silent grey). */
export type PersonRole = 'claimant' | 'offender';

export interface PersonChip {
  readonly id: PlayerId;
  /** Set when the player holds the other role: the chip says which, and a tap moves him here. */
  readonly other: PersonRole | null;
}

/**
 * The chips of one role (the offender or the claimant). A player who holds
 * the other role stays tappable, with that role written on his chip: a tap
 * moves him to this role and leaves the other one to choose again
 * (choosePerson), so a wrong first tap is undone by a second, in sight.
 */
export function personChips(
  draft: RenoncDraft,
  ctx: MariasContext,
  role: PersonRole,
): PersonChip[] {
  const ids = role === 'claimant' ? claimantOptions(ctx) : offenderOptions(draft, ctx);
  const holder = role === 'claimant' ? offenderOf(draft, ctx) : draft.claimant;
  const other: PersonRole = role === 'claimant' ? 'offender' : 'claimant';
  return ids.map((id) => ({ id, other: id === holder ? other : null }));
}

/**
 * The draft with `id` in `role`. One player cannot claim a renonc on himself:
 * if he held the other role, that role is cleared (3A's offender, the
 * declarer, cannot be cleared, so he cannot claim it).
 */
export function choosePerson(
  draft: RenoncDraft,
  ctx: MariasContext,
  role: PersonRole,
  id: PlayerId,
): RenoncDraft {
  if (role === 'offender') {
    const { claimant, ...rest } = draft;
    return claimant === id ? { ...rest, offender: id } : { ...draft, offender: id };
  }
  if (offenderOf(draft, ctx) !== id) return { ...draft, claimant: id };
  if (draft.tier === '3A') return draft;
  const { offender: _cleared, ...rest } = draft;
  return { ...rest, claimant: id };
}

/** What is still to choose, in the order of the form. */
export type RenoncPart = 'tier' | 'offender' | 'claimant' | 'reason';

export function missingParts(draft: RenoncDraft, ctx: MariasContext): RenoncPart[] {
  const parts: RenoncPart[] = [];
  if (draft.tier === undefined) parts.push('tier');
  if (offenderOf(draft, ctx) === undefined) parts.push('offender');
  if (draft.claimant === undefined) parts.push('claimant');
  const reasonOk =
    draft.tier !== undefined &&
    draft.reason !== undefined &&
    renoncReasonsFor(draft.tier).includes(draft.reason);
  if (!reasonOk) parts.push('reason');
  return parts;
}
