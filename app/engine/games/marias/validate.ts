// validateMariasHand: everything that makes a recorded hand impossible or
// incomplete, as translatable issues. A hand with no issues settles; one with
// issues never produces money.
import type { ValidationIssue } from '../../validation';
import { settleValidHand } from './breakdown';
import { hraStatus, type HraStatus } from './components';
import { isRecord, mariasIssue } from './errors';
import { readHand, type MariasHand, type MariasSidePoints } from './hand';
import { sideCards, sidePoints } from './kilo';
import type { MariasSeating } from './rounds';
import { LIMIT_UNITS, type MariasSettings } from './settings';
import {
  HEARTS,
  MARIAS_SIDES,
  MARIAS_SUITS,
  REACHED_100,
  TRUMP7_FATES,
  hasHra,
  hasKilo,
  hasSedma,
  isTrumpGame,
  type MariasSide,
  type MariasSuit,
} from './terms';
import {
  checkContract,
  includes,
  isFlag,
  teamDefenderRaises,
  validateSeating,
} from './validate-contract';

export function validateMariasHand(
  settings: MariasSettings,
  seating: MariasSeating,
  hand: MariasHand,
): ValidationIssue[] {
  return inspectMariasHand(settings, seating, hand).issues;
}

/** Validates, and hands back the fixed-shape copy (readHand) that the settlement reads. */
export function inspectMariasHand(
  settings: MariasSettings,
  seating: MariasSeating,
  hand: MariasHand,
): { readonly issues: ValidationIssue[]; readonly read: MariasHand } {
  const seatingIssues = validateSeating(seating);
  if (seatingIssues.length > 0) return { issues: seatingIssues, read: hand };
  if (!isRecord(hand)) return { issues: [mariasIssue('valueInvalid', 'hand')], read: hand };
  const read = readHand(hand);
  return { issues: checkHand(settings, seating, read), read };
}

function checkHand(
  settings: MariasSettings,
  seating: MariasSeating,
  hand: MariasHand,
): ValidationIssue[] {
  const issues: ValidationIssue[] = [];
  if (hand.dealer !== seating.dealer) issues.push(mariasIssue('dealerMismatch', 'dealer'));
  checkContract(settings, seating, hand, '', issues);
  if (!isFlag(hand.won)) issues.push(mariasIssue('valueInvalid', 'won'));
  if (!isFlag(hand.sedmaWon)) issues.push(mariasIssue('valueInvalid', 'sedmaWon'));
  if (!isFlag(hand.sedmaProtiWon)) issues.push(mariasIssue('valueInvalid', 'sedmaProtiWon'));
  if (!isFlag(hand.conceded)) issues.push(mariasIssue('valueInvalid', 'conceded'));
  if (hand.trump7 !== undefined && !includes(TRUMP7_FATES, hand.trump7)) {
    issues.push(mariasIssue('valueInvalid', 'trump7'));
  }
  if (hand.trump7Side !== undefined && !includes(MARIAS_SIDES, hand.trump7Side)) {
    issues.push(mariasIssue('valueInvalid', 'trump7Side'));
  }
  if (hand.reached100 !== undefined && !includes(REACHED_100, hand.reached100)) {
    issues.push(mariasIssue('valueInvalid', 'reached100'));
  }
  if (hand.points !== undefined) checkPoints(hand, issues);
  // What follows reads the contract and the points: only once they are sound.
  if (issues.length > 0) return issues;

  const { game } = hand;
  if (hand.conceded === true && (!hasHra(game) || hand.kiloProti === true)) {
    return [mariasIssue('concededNotHra', 'conceded', { game })];
  }
  const status = hraStatus(settings, hand);
  const silent = isTrumpGame(game) && status === 'played'; // silentComponentsApply
  const reached = hand.reached100 === 'declarer' || hand.reached100 === 'defenders';
  const silentKiloContext = hasHra(game) && hand.kiloProti !== true && silent;

  const mainByResult =
    !isTrumpGame(game) || (hasHra(game) && hand.kiloProti !== true && status === 'played');
  if (mainByResult && hand.won === undefined && !(silentKiloContext && reached)) {
    issues.push(
      mariasIssue('resultMissing', 'won', { component: game === 'sedma' ? 'hra' : game }),
    );
  }
  if (hasSedma(game) && status !== 'conceded' && hand.sedmaWon === undefined) {
    issues.push(mariasIssue('resultMissing', 'sedmaWon', { component: 'sedma' }));
  }
  if (hand.sedmaProti === true && hand.sedmaProtiWon === undefined) {
    issues.push(mariasIssue('resultMissing', 'sedmaProtiWon', { component: 'sedmaProti' }));
  }
  if (hasKilo(game)) checkKiloPoints(settings, hand, 'declarer', issues);
  if (hand.kiloProti === true) checkKiloPoints(settings, hand, 'defenders', issues);
  if (hand.trump7 !== undefined && hand.trump7 !== 'elsewhere') {
    checkTrump7(hand, status, silent, issues);
  }

  checkReached100(hand, reached, silentKiloContext, issues);
  if (!reached && hasHra(game) && hand.kiloProti !== true && status === 'played') {
    checkPointsAgree(hand, issues);
  }
  if (issues.length > 0) return issues;
  return raisedByNeeded(settings, seating, hand)
    ? [mariasIssue('raisedByMissing', 'raisedBy', { limit: LIMIT_UNITS.base })]
    : [];
}

/** Tiché kilo: a side marked as having reached 100 did, and one that did is marked. */
function checkReached100(
  hand: MariasHand,
  reached: boolean,
  silentKiloContext: boolean,
  issues: ValidationIssue[],
): void {
  if (reached) {
    const side = hand.reached100 as MariasSide;
    const p = sidePoints(hand.points, side);
    if (!silentKiloContext) {
      issues.push(mariasIssue('reached100NotApplicable', 'reached100', { game: hand.game }));
    } else if (p === undefined) {
      issues.push(mariasIssue('pointsMissing', `points.${side}.cards`));
    } else if (p < 100) {
      issues.push(mariasIssue('reached100Below', 'reached100', { points: p }));
    } else if (hand.won !== undefined && hand.won !== (side === 'declarer')) {
      issues.push(mariasIssue('reached100Contradicts', 'won'));
    }
  } else if (silentKiloContext && hand.points !== undefined) {
    for (const side of MARIAS_SIDES) {
      const p = sidePoints(hand.points, side);
      if (p !== undefined && p >= 100) {
        issues.push(mariasIssue('reached100Unmarked', 'reached100', { side, points: p }));
      }
    }
  }
}

/**
 * Points must agree with the result (section 8): where both sides' points are
 * known they decide hra, so a "won" the points contradict (or the reverse) is
 * refused, saying which result the points give.
 */
function checkPointsAgree(hand: MariasHand, issues: ValidationIssue[]): void {
  if (hand.won === undefined) return;
  const declarer = sidePoints(hand.points, 'declarer');
  const defenders = sidePoints(hand.points, 'defenders');
  if (declarer === undefined || defenders === undefined) return;
  const byPoints = declarer > defenders;
  if (byPoints === hand.won) return;
  const name = byPoints ? 'pointsSayWon' : 'pointsSayLost';
  issues.push(mariasIssue(name, 'won', { declarer, defenders }));
}

/** Kilo (declarer) or kilo proti (defenders): the holder's card points, and which marriage came first. */
function checkKiloPoints(
  settings: MariasSettings,
  hand: MariasHand,
  side: MariasSide,
  issues: ValidationIssue[],
): void {
  if (sideCards(hand.points, side) === undefined) {
    issues.push(mariasIssue('pointsMissing', `points.${side}.cards`));
  }
  const own = hand.points?.[side];
  const several = (own?.marriages?.length ?? 0) > 1;
  if (settings.kiloMarriage === 'first' && several && own?.firstMarriage === undefined) {
    issues.push(mariasIssue('firstMarriageMissing', `points.${side}.firstMarriage`));
  }
}

function checkTrump7(
  hand: MariasHand,
  status: HraStatus,
  silent: boolean,
  issues: ValidationIssue[],
): void {
  const side = hand.trump7Side ?? 'declarer';
  const wonLast = hand.trump7 === 'wonLast';
  if (!isTrumpGame(hand.game)) {
    issues.push(mariasIssue('trump7InBetl', 'trump7', { game: hand.game }));
  } else if (hasSedma(hand.game) && status !== 'conceded') {
    // The announced sedma is the declarer's 7: its fate is the sedma's result.
    if (side !== 'declarer') issues.push(mariasIssue('trump7Contradicts', 'trump7Side'));
    else if (wonLast !== (hand.sedmaWon === true)) {
      issues.push(mariasIssue('trump7Contradicts', 'sedmaWon'));
    }
  } else if (hand.sedmaProti === true) {
    if (side !== 'defenders') issues.push(mariasIssue('trump7Contradicts', 'trump7Side'));
    else if (wonLast !== (hand.sedmaProtiWon === true)) {
      issues.push(mariasIssue('trump7Contradicts', 'sedmaProtiWon'));
    }
  } else if (!silent) {
    issues.push(mariasIssue('trump7NotPlayed', 'trump7'));
  }
}

function checkPoints(hand: MariasHand, issues: ValidationIssue[]): void {
  const points: unknown = hand.points;
  if (!isRecord(points)) {
    issues.push(mariasIssue('valueInvalid', 'points'));
    return;
  }
  const seen: MariasSuit[] = [];
  let trumps = 0;
  const trumpSuit = hand.hearts === true ? HEARTS : hand.suit;
  for (const side of MARIAS_SIDES) {
    const own = points[side] as MariasSidePoints | undefined;
    if (own === undefined) continue;
    const at = `points.${side}`;
    if (!isRecord(own)) {
      issues.push(mariasIssue('valueInvalid', at));
      continue;
    }
    const cards: unknown = own.cards;
    if (cards !== undefined && !isCardPoints(cards)) {
      issues.push(mariasIssue('cardPointsInvalid', `${at}.cards`));
    }
    const marriages: unknown = own.marriages;
    if (marriages !== undefined && !Array.isArray(marriages)) {
      issues.push(mariasIssue('valueInvalid', `${at}.marriages`));
      continue;
    }
    for (const m of (marriages ?? []) as unknown[]) {
      if (
        !isRecord(m) ||
        !includes(MARIAS_SUITS, m.suit) ||
        (m.trump !== undefined && typeof m.trump !== 'boolean')
      ) {
        issues.push(mariasIssue('marriageInvalid', `${at}.marriages`));
        continue;
      }
      if (seen.includes(m.suit)) {
        issues.push(mariasIssue('marriageDuplicate', `${at}.marriages`, { suit: m.suit }));
      }
      seen.push(m.suit);
      if (m.trump === true) trumps++;
      const trumpWrong =
        trumpSuit !== undefined
          ? (m.trump === true) !== (m.suit === trumpSuit)
          : m.trump === true && (!isTrumpGame(hand.game) || m.suit === HEARTS);
      if (trumpWrong)
        issues.push(mariasIssue('marriageTrumpMismatch', `${at}.marriages`, { suit: m.suit }));
    }
    if (
      own.firstMarriage !== undefined &&
      !((marriages ?? []) as unknown[]).some((m) => isRecord(m) && m.suit === own.firstMarriage)
    ) {
      issues.push(mariasIssue('firstMarriageInvalid', `${at}.firstMarriage`));
    }
  }
  if (trumps > 1) issues.push(mariasIssue('marriageTrumpTwice', 'points'));
  const a = (points.declarer as MariasSidePoints | undefined)?.cards;
  const b = (points.defenders as MariasSidePoints | undefined)?.cards;
  if (isCardPoints(a) && isCardPoints(b) && a + b !== 90) {
    issues.push(mariasIssue('cardPointsSum', 'points', { declarer: a, defenders: b }));
  }
}

const isCardPoints = (v: unknown): v is number =>
  typeof v === 'number' && Number.isInteger(v) && v >= 0 && v <= 90 && v % 10 === 0;

/**
 * ČSM limit under team flek: whether both defenders raised decides 500 or
 * 750, and the team levels do not say who raised. Ask (raisedBy) only when
 * both could have raised and the units exceed 500, so the answer matters.
 */
function raisedByNeeded(
  settings: MariasSettings,
  seating: MariasSeating,
  hand: MariasHand,
): boolean {
  if (settings.limit !== 'csm' || settings.flekScope !== 'team' || hand.raisedBy !== undefined)
    return false;
  if (teamDefenderRaises(hand.flek) < 2) return false; // both cannot have raised
  const unlimited = settleValidHand({ ...settings, limit: 'none' }, seating, hand);
  return Object.values(unlimited.unitsPerDefender).some((u) => Math.abs(u) > LIMIT_UNITS.base);
}
