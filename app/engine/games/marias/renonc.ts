// Renonc (rules section 9, club rules of the seed): the reasons per tier,
// the value V of the announced and flecked game, and the fines. Tier 1 and 2
// stand beside the hand's result; a tier-3 renonc ends the hand instead.
import type { EntryId } from '../../ledger/types';
import { addMoney, mulMoney, type Money } from '../../money';
import { assertZeroSum, type PlayerId, type Transfers } from '../../transfers';
import type { ValidationIssue } from '../../validation';
import { isRecord, MariasValidationError, mariasIssue } from './errors';
import { clampToLimit, flekLevel, limitOf, sedmaCounter } from './flek';
import type { MariasContract } from './hand';
import type { MariasSeating } from './rounds';
import { LIMIT_UNITS, mariasRates, type MariasSettings } from './settings';
import { hasHra, hasKilo, hasSedma, isTrumpGame, type FlekCounter } from './terms';
import {
  activeDefenders,
  includes,
  isSeated,
  teamDefenderRaises,
  validateContract,
  validateSeating,
} from './validate-contract';

export const RENONC_TIERS = [1, 2, '3A', '3B'] as const;
export type RenoncTier = (typeof RENONC_TIERS)[number];

/** The seed's rules per tier; 3A (declarer) and 3B (a defender) share one list. */
export const RENONC_REASONS = {
  tier1: [
    'secondMisdeal',
    'wrongCut',
    'talonCardCount',
    'handCardCount',
    'noBarvaQuestion',
    'outOfOrder',
    'talonAfterComment',
    'gameChangedAfterComment',
    'cardsRearranged',
  ],
  tier2: ['aceOrTenDiscarded', 'trumpDiscarded', 'signals'],
  tier3: [
    'notBeating',
    'wrongTrick',
    'sevenLedEarly',
    'falseClaim',
    'unclaimedTrick',
    'notFollowingSuit',
    'outOfTurn',
  ],
} as const;
export type RenoncReasonGroup = keyof typeof RENONC_REASONS;
export type RenoncReason = (typeof RENONC_REASONS)[RenoncReasonGroup][number];

export const renoncReasonGroup = (tier: RenoncTier): RenoncReasonGroup =>
  tier === 1 ? 'tier1' : tier === 2 ? 'tier2' : 'tier3';

export const renoncReasonsFor = (tier: RenoncTier): readonly RenoncReason[] =>
  RENONC_REASONS[renoncReasonGroup(tier)];

export interface MariasRenonc {
  readonly tier: RenoncTier;
  readonly claimant: PlayerId;
  readonly offender: PlayerId;
  readonly reason: RenoncReason;
  /** Dealer of the deal it happened in; the deal in progress when absent. */
  readonly dealer?: PlayerId;
  /** Tier 3: what was announced and flecked at the moment of the renonc. */
  readonly contract?: MariasContract;
  /** The hand it belongs to, if that hand was already saved (a tier-3 renonc replaces it). */
  readonly handEntryId?: EntryId;
}

export interface MariasRenoncPayment {
  readonly from: PlayerId;
  readonly to: PlayerId;
  /** Tier 3: V in units; absent for the fixed tier 1 and 2 fines. */
  readonly units?: number;
  readonly money: Money;
}

export interface MariasRenoncSettlement {
  readonly transfers: Transfers;
  readonly payments: readonly MariasRenoncPayment[];
}

/**
 * V: the announced and flecked game as if every announced component were lost,
 * kilo and kilo proti at one step, ×2 in hearts; silent components do not count.
 * With `defender` it is V(d) at his levels (individual flek), clamped to the
 * limit: the amount that changes hands. Without it, the team levels, unclamped.
 */
export function renoncValue(
  settings: MariasSettings,
  contract: MariasContract,
  defender?: PlayerId,
): number {
  const who = defender === undefined ? undefined : { id: defender, sitter: false };
  const multiplier = (counter: FlekCounter): number =>
    2 ** (who ? flekLevel(settings, contract, counter, who) : (contract.flek?.[counter] ?? 0));
  const rates = mariasRates(settings);
  const { game } = contract;
  let value = 0;
  if (hasHra(game) && contract.kiloProti !== true) value += rates.hra * multiplier('game');
  if (hasKilo(game)) value += rates.kilo * multiplier('game');
  if (game === 'betl' || game === 'durch') value += rates[game] * multiplier('game');
  if (hasSedma(game)) value += rates.sedma * multiplier(sedmaCounter(settings, contract));
  if (contract.sedmaProti === true) value += rates.sedma * multiplier('sedmaProti');
  if (contract.kiloProti === true) value += rates.kilo * multiplier('kiloProti');
  if (contract.hearts === true && isTrumpGame(game)) value *= 2;
  return who ? clampToLimit(value, limitOf(settings, contract)) : value;
}

export function validateMariasRenonc(
  settings: MariasSettings,
  seating: MariasSeating,
  renonc: MariasRenonc,
): ValidationIssue[] {
  const seatingIssues = validateSeating(seating);
  if (seatingIssues.length > 0) return seatingIssues;
  if (!isRecord(renonc)) return [mariasIssue('valueInvalid', 'renonc')];
  const issues: ValidationIssue[] = [];
  const { tier } = renonc;
  if (!includes(RENONC_TIERS, tier)) issues.push(mariasIssue('renoncTierInvalid', 'tier'));
  else if (!includes(renoncReasonsFor(tier), renonc.reason)) {
    issues.push(mariasIssue('renoncReasonInvalid', 'reason', { tier: String(tier) }));
  }
  if (!isSeated(seating, renonc.claimant))
    issues.push(mariasIssue('claimantNotSeated', 'claimant'));
  if (!isSeated(seating, renonc.offender))
    issues.push(mariasIssue('offenderNotSeated', 'offender'));
  else if (renonc.claimant === renonc.offender) {
    issues.push(mariasIssue('claimantIsOffender', 'claimant'));
  }
  if (renonc.dealer !== undefined && renonc.dealer !== seating.dealer) {
    issues.push(mariasIssue('dealerMismatch', 'dealer'));
  }
  if (renonc.handEntryId !== undefined && typeof renonc.handEntryId !== 'string') {
    issues.push(mariasIssue('valueInvalid', 'handEntryId'));
  }
  if (tier !== '3A' && tier !== '3B') return issues;

  const { contract } = renonc;
  if (contract === undefined) return [...issues, mariasIssue('renoncContractMissing', 'contract')];
  const contractIssues = validateContract(settings, seating, contract, 'contract.');
  if (contractIssues.length > 0) return [...issues, ...contractIssues];
  if (tier === '3A' && renonc.offender !== contract.declarer) {
    issues.push(mariasIssue('renoncOffenderNotDeclarer', 'offender'));
  }
  if (tier === '3B' && !activeDefenders(seating, contract.declarer).includes(renonc.offender)) {
    issues.push(mariasIssue('renoncOffenderNotDefender', 'offender'));
  }
  if (issues.length === 0 && raisedByNeeded(settings, contract)) {
    issues.push(mariasIssue('raisedByMissing', 'contract.raisedBy', { limit: LIMIT_UNITS.base }));
  }
  return issues;
}

/** As for a hand: under the ČSM limit with team flek, ask who raised only when V exceeds 500. */
function raisedByNeeded(settings: MariasSettings, contract: MariasContract): boolean {
  if (
    settings.limit !== 'csm' ||
    settings.flekScope !== 'team' ||
    contract.raisedBy !== undefined
  ) {
    return false;
  }
  return (
    teamDefenderRaises(contract.flek) >= 2 && renoncValue(settings, contract) > LIMIT_UNITS.base
  );
}

/**
 * Tier 1/2: the offender pays the fine to each other active player (a sitting
 * offender pays all three); the sitter never receives renonc money. 3A: the
 * declarer pays V(d) to each defender. 3B: the offender d pays V(p) to his
 * partner p and V(d) + V(p) to the declarer (V and 2V under team flek).
 */
export function settleMariasRenonc(
  settings: MariasSettings,
  seating: MariasSeating,
  renonc: MariasRenonc,
): MariasRenoncSettlement {
  const issues = validateMariasRenonc(settings, seating, renonc);
  if (issues.length > 0) throw new MariasValidationError(issues);
  return settleValidRenonc(settings, seating, renonc);
}

export function settleValidRenonc(
  settings: MariasSettings,
  seating: MariasSeating,
  renonc: MariasRenonc,
): MariasRenoncSettlement {
  const payments: MariasRenoncPayment[] = [];
  const price = settings.unitPrice;
  const { offender, contract } = renonc;
  if (renonc.tier === 1 || renonc.tier === 2)
    return settleFine(settings, seating, offender, renonc.tier);
  if (contract) {
    const defenders = activeDefenders(seating, contract.declarer);
    const v = (d: PlayerId): number => renoncValue(settings, contract, d);
    if (renonc.tier === '3A') {
      for (const d of defenders) {
        const units = v(d);
        payments.push({ from: offender, to: d, units, money: mulMoney(price, units) });
      }
    } else {
      const partner = defenders.find((d) => d !== offender) as PlayerId;
      const own = v(offender);
      const theirs = v(partner);
      payments.push({ from: offender, to: partner, units: theirs, money: mulMoney(price, theirs) });
      const both = own + theirs;
      payments.push({
        from: offender,
        to: contract.declarer,
        units: both,
        money: mulMoney(price, both),
      });
    }
  }
  return paymentsToSettlement(seating, payments);
}

/** A tier 1 or tier 2 fine (also the automatic fine of a second misdeal in a round). */
export function settleFine(
  settings: MariasSettings,
  seating: MariasSeating,
  offender: PlayerId,
  tier: 1 | 2,
): MariasRenoncSettlement {
  const fine = tier === 1 ? settings.renoncFines.tier1 : settings.renoncFines.tier2;
  const payments: MariasRenoncPayment[] = [];
  for (const p of seating.players)
    if (p !== offender) payments.push({ from: offender, to: p, money: fine });
  return paymentsToSettlement(seating, payments);
}

function paymentsToSettlement(
  seating: MariasSeating,
  payments: readonly MariasRenoncPayment[],
): MariasRenoncSettlement {
  const transfers: Record<PlayerId, Money> = {};
  for (const p of seating.players) transfers[p] = 0;
  if (seating.sitter !== undefined) transfers[seating.sitter] = 0;
  for (const { from, to, money } of payments) {
    transfers[from] = addMoney(transfers[from] ?? 0, -money);
    transfers[to] = addMoney(transfers[to] ?? 0, money);
  }
  return { transfers: assertZeroSum(transfers), payments };
}
