// Checks on a vint deal before it is scored: every issue is an i18next key in
// the 'vint' namespace with the field to highlight. The payload may come from
// storage, so every field is checked for its type as well as its range.
import type { PlayerId } from '../../transfers';
import type { ValidationIssue } from '../../validation';
import type { VintDeal } from './deal';
import { vintError, type VintErrorCode } from './errors';
import {
  ACES,
  DENOMINATIONS,
  LIABILITIES,
  MAX_LEVEL,
  MIN_LEVEL,
  SIDES,
  sideOf,
  TRICKS_PER_DEAL,
  TRUMP_HONOURS,
} from './deal';
import { bothCrossIn, type SheetPosition } from './score-deal';
import type { VintSettings } from './settings';

/** More claims than tricks cannot have happened in one deal. */
export const MAX_RENONCES = TRICKS_PER_DEAL;
/** Coronets are free amounts; this keeps a typo from dwarfing the rubber. */
export const MAX_CORONET = 100_000;

const intIn = (x: unknown, min: number, max: number): x is number =>
  typeof x === 'number' && Number.isInteger(x) && x >= min && x <= max;

const oneOf = <T extends string>(list: readonly T[], x: unknown): x is T =>
  typeof x === 'string' && (list as readonly string[]).includes(x);

const issue = (
  code: VintErrorCode,
  field: string,
  params?: Record<string, string | number>,
): ValidationIssue =>
  params ? { code: vintError(code), field, params } : { code: vintError(code), field };

function honourIssues(deal: VintDeal, settings: VintSettings): ValidationIssue[] {
  if (settings.honours === 'off' && deal.honours === undefined) return [];
  const h = deal.honours;
  if (typeof h !== 'object' || h === null) return [issue('honoursRequired', 'honours')];
  const out: ValidationIssue[] = [];
  if (!intIn(h.trumps, 0, TRUMP_HONOURS))
    out.push(issue('trumpHonoursOutOfRange', 'honours.trumps', { max: TRUMP_HONOURS }));
  if (!intIn(h.aces, 0, ACES)) out.push(issue('acesOutOfRange', 'honours.aces', { max: ACES }));
  if (out.length > 0) return out;
  if (deal.denomination === 'noTrumps') {
    if (h.trumps !== 0) out.push(issue('trumpHonoursInNoTrumps', 'honours.trumps'));
  } else if (h.trumps === TRUMP_HONOURS && h.aces === 0) {
    // All five honours include the trump ace, which is also an ace.
    out.push(issue('trumpAceNotCounted', 'honours.aces'));
  } else if (h.trumps === 0 && h.aces === ACES) {
    // No honours means the defenders hold the trump ace, so not all four aces.
    out.push(issue('trumpAceTwice', 'honours.aces'));
  }
  return out;
}

function renonceIssues(deal: VintDeal, players: readonly PlayerId[]): ValidationIssue[] {
  if (deal.renonces === undefined) return [];
  if (!Array.isArray(deal.renonces)) return [issue('invalidPayload', 'renonces')];
  if (deal.renonces.length > MAX_RENONCES)
    return [issue('tooManyRenonces', 'renonces', { max: MAX_RENONCES })];
  const out: ValidationIssue[] = [];
  deal.renonces.forEach((claim, i) => {
    const field = `renonces.${i}`;
    if (typeof claim !== 'object' || claim === null) {
      out.push(issue('invalidPayload', field));
      return;
    }
    if (!oneOf(SIDES, claim.side)) out.push(issue('unknownSide', `${field}.side`));
    const seat = sideOf(players, claim.offender);
    if (seat === undefined) out.push(issue('offenderNotAtTable', `${field}.offender`));
    else if (oneOf(SIDES, claim.side) && seat !== claim.side)
      out.push(issue('offenderNotOnSide', `${field}.offender`));
    if (!oneOf(LIABILITIES, claim.liable)) out.push(issue('unknownLiability', `${field}.liable`));
    if (typeof claim.corrected !== 'boolean')
      out.push(issue('invalidPayload', `${field}.corrected`));
    if (claim.claimedIn !== undefined && typeof claim.claimedIn !== 'string') {
      out.push(issue('invalidPayload', `${field}.claimedIn`));
    }
  });
  return out;
}

function coronetIssues(deal: VintDeal, settings: VintSettings): ValidationIssue[] {
  if (deal.coronets === undefined) return [];
  if (typeof deal.coronets !== 'object' || deal.coronets === null)
    return [issue('invalidPayload', 'coronets')];
  const out: ValidationIssue[] = [];
  for (const side of SIDES) {
    const amount = deal.coronets[side];
    if (amount === undefined || amount === 0) continue;
    if (!settings.coronets) out.push(issue('coronetsOff', `coronets.${side}`));
    else if (!intIn(amount, 0, MAX_CORONET))
      out.push(issue('coronetOutOfRange', `coronets.${side}`, { max: MAX_CORONET }));
  }
  return out;
}

/**
 * All problems with a deal. With the sheet position before the deal it also
 * checks what depends on the score so far: who crossed 500 first when both did.
 */
export function validateVintDeal(
  settings: VintSettings,
  players: readonly PlayerId[],
  deal: VintDeal,
  position?: SheetPosition,
): ValidationIssue[] {
  if (players.length !== 4 || new Set(players).size !== 4)
    return [issue('needFourPlayers', 'players')];
  if (typeof deal !== 'object' || deal === null) return [issue('invalidPayload', 'deal')];
  const out: ValidationIssue[] = [];
  if (!oneOf(SIDES, deal.declaringSide)) out.push(issue('unknownSide', 'declaringSide'));
  const declarerSide = sideOf(players, deal.declarer);
  if (declarerSide === undefined) out.push(issue('declarerNotAtTable', 'declarer'));
  else if (oneOf(SIDES, deal.declaringSide) && declarerSide !== deal.declaringSide) {
    out.push(issue('declarerNotOnSide', 'declarer'));
  }
  if (!intIn(deal.level, MIN_LEVEL, MAX_LEVEL))
    out.push(issue('levelOutOfRange', 'level', { min: MIN_LEVEL, max: MAX_LEVEL }));
  if (!oneOf(DENOMINATIONS, deal.denomination))
    out.push(issue('unknownDenomination', 'denomination'));
  if (!intIn(deal.tricks, 0, TRICKS_PER_DEAL))
    out.push(issue('tricksOutOfRange', 'tricks', { max: TRICKS_PER_DEAL }));
  if (deal.bothFirst !== undefined && !oneOf(SIDES, deal.bothFirst))
    out.push(issue('unknownSide', 'bothFirst'));
  if (out.length > 0) return out;

  out.push(
    ...honourIssues(deal, settings),
    ...renonceIssues(deal, players),
    ...coronetIssues(deal, settings),
  );
  if (
    out.length === 0 &&
    position !== undefined &&
    settings.bothCross === 'ask' &&
    deal.bothFirst === undefined &&
    bothCrossIn(position, deal, settings)
  ) {
    out.push(issue('bothFirstRequired', 'bothFirst'));
  }
  return out;
}
