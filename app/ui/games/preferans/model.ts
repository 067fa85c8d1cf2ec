// The preferans UI's view of the engine state: the current pulka, the record
// behind a ledger entry, the deal form's draft and how it becomes a deal, and
// what is still missing or refused before it can be saved. The draft holds
// only what the scorer tapped; the common case is the default (the forhont
// declares, both defenders whist, the contract is made exactly, a misère
// takes no trick), so only deviations cost taps.
import type { ValidationIssue } from '../../../engine';
import type { DealPlace } from '../types';
import {
  activePlayers,
  currentPulka,
  defendersOf,
  isPlayed,
  nextDealer,
  SUITS,
  validatePreferansDeal,
  type PreferansDeal,
  type PreferansSettings,
  type PreferansState,
  type Pulka,
  type PulkaRecord,
  type Suit,
} from '../../../engine/games/preferans';

/** The storage key of the new-deal form (one draft per night). */
export const DEAL_DRAFT_FORM = 'preferans-deal';

export const MODES = ['contract', 'misere', 'allPass'] as const;
export type Mode = (typeof MODES)[number];

/** Both defenders' calls in one tap, first defender first. */
export const CALL_PAIRS = [
  'pass-whist',
  'whist-pass',
  'whist-whist',
  'pass-pass',
  'pass-half',
] as const;
export type CallPair = (typeof CALL_PAIRS)[number];

export interface DealDraft {
  readonly mode: Mode;
  /** Set when the scorer changed the proposed dealer. */
  readonly dealer?: string;
  readonly declarer?: string;
  readonly level?: number;
  readonly suit?: Suit;
  readonly calls?: CallPair;
  /** The declarer's tricks when not the contract made exactly. */
  readonly declarerTricks?: number;
  /** The first defender's tricks with two whisters (the second takes the rest). */
  readonly first?: number;
  readonly misereTricks?: number;
  /** All-pass: tricks of the first two active players; the third takes the rest. */
  readonly pass: readonly (number | undefined)[];
  /** With `helpTo` = chooser: who gets the help first. */
  readonly help?: string;
}

export const EMPTY_DRAFT: DealDraft = { mode: 'contract', pass: [] };

export interface Located {
  readonly pulka: Pulka;
  readonly pulkaIndex: number;
  readonly record: PulkaRecord;
  readonly index: number;
}

export function locate(state: PreferansState, entryId: string): Located | null {
  for (let p = state.pulkas.length - 1; p >= 0; p--) {
    const pulka = state.pulkas[p]!;
    const index = pulka.records.findIndex((r) => r.entryId === entryId);
    if (index >= 0) return { pulka, pulkaIndex: p, record: pulka.records[index]!, index };
  }
  return null;
}

export { currentPulka };

/** Where a recorded deal is corrected: its pulka, the sheet and series before
 *  it, and the settings it was scored with (not the ones in force now). */
export function editContext(state: PreferansState, entryId: string) {
  const located = locate(state, entryId);
  const deal = located?.record.deal;
  if (!located || !deal) return null;
  const { record } = located;
  return { located, deal, settings: record.settings, series: record.seriesBefore };
}

/** Number of the deal among the pulka's deals (corrections are not deals). */
export const dealCount = (pulka: Pulka): number => pulka.records.filter((r) => r.deal).length;

/** Where the next deal lands: the pulka, the records before it in that pulka, its dealer. */
export function preferansNextDeal(state: PreferansState): DealPlace {
  const pulka = currentPulka(state);
  return {
    key: `${state.pulkas.length}/${pulka.records.length}/${pulka.dealer}`,
    number: dealCount(pulka) + 1,
    dealer: pulka.dealer,
  };
}

export const callsOf = (pair: CallPair) => {
  const [firstCall, secondCall] = pair.split('-') as ['whist' | 'pass', 'whist' | 'pass' | 'half'];
  return { firstCall, secondCall };
};

/** The call pair proposed until the scorer taps one: both defenders whist. */
export const DEFAULT_CALLS: CallPair = 'whist-whist';

/** The player after the dealer (the forhont): the proposed declarer. */
export const forhontOf = (players: readonly string[], dealer: string): string =>
  nextDealer(players, dealer);

/** What the form shows and scores: the tapped values, else the defaults. */
export function effectiveDraft(draft: DealDraft, players: readonly string[], dealer: string) {
  const tapped = draft.declarer;
  const declarer =
    tapped !== undefined && activePlayers(players, dealer).includes(tapped)
      ? tapped
      : forhontOf(players, dealer);
  return {
    declarer,
    calls: draft.calls ?? DEFAULT_CALLS,
    declarerTricks: draft.declarerTricks ?? draft.level,
    misereTricks: draft.misereTricks ?? 0,
  };
}

/** Whether the two defenders' tricks are asked separately (two whisters, or a checked ten). */
export function needsSplit(draft: DealDraft, s: PreferansSettings): boolean {
  return draft.calls === 'whist-whist' || (s.tenChecked && draft.level === 10);
}

/** The call pairs the table allows for the draft's contract: Stalingrad (6♠)
 *  and a checked ten force «вист – вист»; half-whist only on 6–7 and when on. */
export function allowedPairs(draft: DealDraft, s: PreferansSettings): CallPair[] {
  const forced =
    (s.stalingrad && draft.level === 6 && draft.suit === 'spades') ||
    (s.tenChecked && draft.level === 10);
  if (forced) return ['whist-whist'];
  const half = s.halfWhist !== 'off' && (draft.level === undefined || draft.level <= 7);
  return CALL_PAIRS.filter((p) => p !== 'pass-half' || half);
}

/** The deal the one-tap «без игры» button saves: the draft's declarer and
 *  contract with «пас – пас» (nothing else to ask: no tricks are entered,
 *  §4.2). Null until a contract is chosen, or when the table forces a whist. */
export function unplayedDraft(draft: DealDraft, s: PreferansSettings): DealDraft | null {
  if (draft.mode !== 'contract' || draft.level === undefined || draft.suit === undefined)
    return null;
  if (!allowedPairs(draft, s).includes('pass-pass')) return null;
  return { ...draft, calls: 'pass-pass' };
}

export interface Evaluation {
  readonly deal: PreferansDeal | null;
  readonly missing: readonly string[];
  readonly issues: readonly ValidationIssue[];
}

function contractOf(
  draft: DealDraft,
  players: readonly string[],
  dealer: string,
  s: PreferansSettings,
) {
  if (draft.level === undefined || draft.suit === undefined)
    return { deal: null, missing: ['contract'] };
  const { declarer, calls, declarerTricks } = effectiveDraft(draft, players, dealer);
  const { firstCall, secondCall } = callsOf(calls);
  const base = {
    type: 'contract' as const,
    dealer,
    declarer,
    level: draft.level,
    suit: draft.suit,
    firstCall,
    secondCall,
  };
  if (!isPlayed(base, s.halfWhist, s.tenChecked)) return { deal: base, missing: [] };
  const [p1, p2] = defendersOf(players, dealer, declarer);
  const defence = 10 - declarerTricks!;
  let t1: number;
  if (needsSplit({ ...draft, calls }, s)) {
    if (draft.first === undefined || draft.first > defence)
      return { deal: null, missing: ['tricks'] };
    t1 = draft.first;
  } else {
    // The whister holds the defence's tricks; with a lone whist the split changes nothing.
    t1 = firstCall === 'whist' ? defence : 0;
  }
  const tricks = { [declarer]: declarerTricks!, [p1]: t1, [p2]: defence - t1 };
  return { deal: { ...base, tricks }, missing: [] };
}

/** The draft as a deal, with what is missing and what the engine refuses. */
export function evaluateDraft(
  draft: DealDraft,
  players: readonly string[],
  pulka: Pulka,
  s: PreferansSettings,
  series = pulka.series,
): Evaluation {
  const dealer = draft.dealer ?? pulka.dealer;
  let deal: PreferansDeal | null = null;
  let missing: string[] = [];
  if (draft.mode === 'contract') {
    ({ deal, missing } = contractOf(draft, players, dealer, s));
  } else if (draft.mode === 'misere') {
    const { declarer, misereTricks } = effectiveDraft(draft, players, dealer);
    deal = { type: 'misere', dealer, declarer, declarerTricks: misereTricks };
  } else {
    const active = activePlayers(players, dealer);
    const [a, b] = draft.pass;
    if (a === undefined || b === undefined) missing.push('tricks');
    else
      deal = {
        type: 'allPass',
        dealer,
        tricks: { [active[0]!]: a, [active[1]!]: b, [active[2]!]: 10 - a - b },
      };
  }
  if (deal && s.helpTo === 'chooser' && draft.help !== undefined)
    deal = { ...deal, helpOrder: [draft.help] };
  const issues = deal ? validatePreferansDeal(deal, { players, settings: s, series }) : [];
  return { deal: issues.length === 0 ? deal : null, missing, issues };
}

/** The form's draft of a recorded deal (to correct it). */
export function draftOfDeal(deal: PreferansDeal, players: readonly string[]): DealDraft {
  if (deal.type === 'allPass') {
    const active = activePlayers(players, deal.dealer);
    return {
      mode: 'allPass',
      dealer: deal.dealer,
      pass: [deal.tricks[active[0]!], deal.tricks[active[1]!]],
    };
  }
  if (deal.type === 'misere') {
    return {
      mode: 'misere',
      dealer: deal.dealer,
      declarer: deal.declarer,
      misereTricks: deal.declarerTricks,
      pass: [],
    };
  }
  const [p1] = defendersOf(players, deal.dealer, deal.declarer);
  const t1 = deal.tricks?.[p1];
  const td = deal.tricks?.[deal.declarer];
  return {
    mode: 'contract',
    dealer: deal.dealer,
    declarer: deal.declarer,
    level: deal.level,
    suit: deal.suit,
    calls: `${deal.firstCall}-${deal.secondCall}` as CallPair,
    ...(t1 !== undefined && td !== undefined ? { first: t1, declarerTricks: td } : {}),
    pass: [],
  };
}

const isRecord = (x: unknown): x is Record<string, unknown> =>
  typeof x === 'object' && x !== null && !Array.isArray(x);
const small = (x: unknown) =>
  typeof x === 'number' && Number.isInteger(x) && x >= 0 && x <= 10 ? x : undefined;

/** A stored draft, checked field by field; anything odd is dropped. */
export function draftFromStored(x: unknown, players: readonly string[]): DealDraft | null {
  if (!isRecord(x) || !(MODES as readonly unknown[]).includes(x.mode)) return null;
  const player = (p: unknown) => (typeof p === 'string' && players.includes(p) ? p : undefined);
  const pass = Array.isArray(x.pass) ? x.pass.slice(0, 2).map(small) : [];
  const out: Record<string, unknown> = { mode: x.mode, pass };
  const fields = {
    dealer: player(x.dealer),
    declarer: player(x.declarer),
    level: typeof x.level === 'number' && x.level >= 6 && x.level <= 10 ? x.level : undefined,
    suit: (SUITS as readonly unknown[]).includes(x.suit) ? x.suit : undefined,
    calls: (CALL_PAIRS as readonly unknown[]).includes(x.calls) ? x.calls : undefined,
    declarerTricks: small(x.declarerTricks),
    first: small(x.first),
    misereTricks: small(x.misereTricks),
    help: player(x.help),
  };
  for (const [k, v] of Object.entries(fields)) if (v !== undefined) out[k] = v;
  return out as unknown as DealDraft;
}
