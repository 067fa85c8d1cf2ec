// Checks on a preferans deal before it is scored (rules §2, §4.3, §5, §6 exit,
// §7): every issue is an i18next key in the 'preferans' namespace with the
// field to highlight. The payload may come from storage or a backup, so every
// field is checked for its type as well as its range.
import type { PlayerId } from '../../transfers';
import type { ValidationIssue } from '../../validation';
import {
  activePlayers,
  DEAL_TYPES,
  FIRST_CALLS,
  isPlayed,
  MAX_LEVEL,
  MIN_LEVEL,
  SECOND_CALLS,
  SUITS,
  TRICKS,
  type ContractDeal,
} from './deal';
import { prefError, type PreferansErrorCode } from './errors';
import type { PreferansSettings } from './settings';

export interface DealContext {
  readonly players: readonly PlayerId[];
  readonly settings: PreferansSettings;
  /** All-pass deals in a row before this one. */
  readonly series: number;
}

const issue = (
  code: PreferansErrorCode,
  field: string,
  params?: Record<string, string | number>,
): ValidationIssue =>
  params ? { code: prefError(code), field, params } : { code: prefError(code), field };

const isRecord = (x: unknown): x is Record<string, unknown> =>
  typeof x === 'object' && x !== null && !Array.isArray(x);

const intIn = (x: unknown, min: number, max: number): x is number =>
  typeof x === 'number' && Number.isInteger(x) && x >= min && x <= max;

const oneOf = <T>(list: readonly T[], x: unknown): x is T => list.includes(x as T);

/**
 * Tricks of the active players: integers 0–10, nobody else, summing to 10.
 * Every active player's count is written, 0 included: a count left out is not
 * read as 0, since nobody can tell a trick nobody took from one nobody entered.
 */
function trickIssues(tricks: unknown, active: readonly PlayerId[], players: readonly PlayerId[]) {
  if (!isRecord(tricks)) return [issue('tricksRequired', 'tricks')];
  const out: ValidationIssue[] = [];
  for (const [p, t] of Object.entries(tricks)) {
    if (!players.includes(p)) out.push(issue('tricksUnknownPlayer', `tricks.${p}`));
    else if (!active.includes(p)) {
      if (t !== 0) out.push(issue('tricksForSitter', `tricks.${p}`));
    } else if (!intIn(t, 0, TRICKS)) out.push(issue('tricksOutOfRange', `tricks.${p}`));
  }
  for (const p of active) {
    if (!Object.prototype.hasOwnProperty.call(tricks, p)) {
      out.push(issue('tricksMissing', `tricks.${p}`));
    }
  }
  if (out.length > 0) return out;
  const sum = active.reduce((a, p) => a + ((tricks[p] as number | undefined) ?? 0), 0);
  return sum === TRICKS ? [] : [issue('tricksNotTen', 'tricks', { sum })];
}

/** The lowest level the exit rule allows after `series` all-passes. */
export function minimumLevel(settings: PreferansSettings, series: number): number {
  if (series === 0 || settings.passExit === 'any') return MIN_LEVEL;
  if (settings.passExit === 'sevenPlus') return 7;
  return series >= 2 ? 7 : 6;
}

function callIssues(deal: Record<string, unknown>, s: PreferansSettings): ValidationIssue[] {
  const out: ValidationIssue[] = [];
  if (!oneOf(FIRST_CALLS, deal.firstCall)) out.push(issue('unknownCall', 'firstCall'));
  if (!oneOf(SECOND_CALLS, deal.secondCall)) out.push(issue('unknownCall', 'secondCall'));
  if (out.length > 0) return out;
  const bothWhist = deal.firstCall === 'whist' && deal.secondCall === 'whist';
  if (deal.secondCall === 'half') {
    if (s.halfWhist === 'off') out.push(issue('halfWhistOff', 'secondCall'));
    else if ((deal.level as number) > 7) out.push(issue('halfWhistLevel', 'secondCall'));
    else if (deal.firstCall !== 'pass') out.push(issue('halfWhistAfterWhist', 'secondCall'));
  }
  if (s.stalingrad && deal.level === 6 && deal.suit === 'spades' && !bothWhist) {
    out.push(issue('stalingradMustBeWhisted', 'firstCall'));
  }
  if (s.tenChecked && deal.level === MAX_LEVEL && !bothWhist) {
    out.push(issue('tenMustBeWhisted', 'firstCall'));
  }
  return out;
}

function contractIssues(deal: Record<string, unknown>, ctx: DealContext, active: PlayerId[]) {
  const s = ctx.settings;
  if (!intIn(deal.level, MIN_LEVEL, MAX_LEVEL)) {
    return [issue('levelOutOfRange', 'level', { min: MIN_LEVEL, max: MAX_LEVEL })];
  }
  const out: ValidationIssue[] = [];
  if (!oneOf(SUITS, deal.suit)) out.push(issue('unknownSuit', 'suit'));
  const min = minimumLevel(s, ctx.series);
  if (deal.level < min) out.push(issue('exitTooLow', 'level', { min }));
  out.push(...callIssues(deal, s));
  if (out.length > 0) return out;
  if (isPlayed(deal as unknown as ContractDeal, s.halfWhist, s.tenChecked)) {
    out.push(...trickIssues(deal.tricks, active, ctx.players));
  } else if (deal.tricks !== undefined) {
    out.push(issue('tricksNotPlayed', 'tricks'));
  }
  return out;
}

function seatIssues(deal: Record<string, unknown>, ctx: DealContext): ValidationIssue[] {
  const { players } = ctx;
  if (typeof deal.dealer !== 'string' || !players.includes(deal.dealer)) {
    return [issue('dealerNotAtTable', 'dealer')];
  }
  if (deal.type === 'allPass') return [];
  if (typeof deal.declarer !== 'string' || !players.includes(deal.declarer)) {
    return [issue('declarerNotAtTable', 'declarer')];
  }
  if (players.length === 4 && deal.declarer === deal.dealer)
    return [issue('dealerPlays', 'declarer')];
  return [];
}

/**
 * An all-pass is everybody passing (§2, §6): a declarer, a contract or a
 * defender's call on one says a contract was bid, so the entry contradicts
 * itself and which of the two was meant cannot be guessed.
 */
const NOT_ON_ALL_PASS: readonly (readonly [string, PreferansErrorCode])[] = [
  ['declarer', 'allPassDeclarer'],
  ['declarerTricks', 'allPassDeclarer'],
  ['level', 'allPassContract'],
  ['suit', 'allPassContract'],
  ['firstCall', 'allPassCalls'],
  ['secondCall', 'allPassCalls'],
];

function allPassIssues(deal: Record<string, unknown>): ValidationIssue[] {
  return NOT_ON_ALL_PASS.filter(([field]) => deal[field] !== undefined).map(([field, code]) =>
    issue(code, field),
  );
}

function helpIssues(deal: Record<string, unknown>, players: readonly PlayerId[]) {
  const order = deal.helpOrder;
  if (order === undefined) return [];
  const ok =
    Array.isArray(order) &&
    order.length <= players.length &&
    new Set(order).size === order.length &&
    order.every((p) => typeof p === 'string' && players.includes(p));
  return ok ? [] : [issue('invalidHelpOrder', 'helpOrder')];
}

/** What is wrong with a deal, or nothing. */
export function validatePreferansDeal(deal: unknown, ctx: DealContext): ValidationIssue[] {
  if (!isRecord(deal)) return [issue('invalidPayload', 'deal')];
  if (!oneOf(DEAL_TYPES, deal.type)) return [issue('unknownDealType', 'type')];
  const seats = seatIssues(deal, ctx);
  if (seats.length > 0) return seats;
  const active = activePlayers(ctx.players, deal.dealer as PlayerId);
  const out = helpIssues(deal, ctx.players);
  if (deal.type === 'allPass') {
    const foreign = allPassIssues(deal);
    out.push(...(foreign.length > 0 ? foreign : trickIssues(deal.tricks, active, ctx.players)));
  } else if (deal.type === 'misere') {
    if (deal.firstCall !== undefined || deal.secondCall !== undefined) {
      out.push(issue('misereWithWhists', 'firstCall'));
    }
    if (!intIn(deal.declarerTricks, 0, TRICKS)) {
      out.push(issue('tricksOutOfRange', 'declarerTricks'));
    }
  } else {
    out.push(...contractIssues(deal, ctx, active));
  }
  return out;
}
