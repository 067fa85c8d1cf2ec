// Malformed deals against the reducer (issue #28, item 15): 1,000 legal deals,
// most of them broken one way, are each judged by a small model of what a
// deal entry may be, written from shared/rules/preferans.md §2 (what the
// scorer enters), §4.3, §5, §6 and §7 and not from the engine's checks. The
// reducer must refuse exactly what the model refuses, with a LedgerEntryError
// whose refusalPath names a field of the deal, and take every valid one.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LedgerEntryError, type LedgerEntry, type NightInfo } from '../../../app/engine';
import {
  preferansReducer,
  SOCHI,
  type PreferansSettings,
} from '../../../app/engine/games/preferans';
import { preferansEngine } from '../../../app/engine/games/preferans/engine';
import { buildDeal, settingsArb } from './arbitraries';
import { P3, P4 } from './helpers';

const RUNS = { seed: 2828, numRuns: 1000 };

type Deal = Record<string, unknown>;

const isObj = (x: unknown): x is Deal => typeof x === 'object' && x !== null && !Array.isArray(x);
const trickCount = (x: unknown) =>
  typeof x === 'number' && Number.isInteger(x) && x >= 0 && x <= 10;
const has = (o: object, k: string) => Object.prototype.hasOwnProperty.call(o, k);

/**
 * §2 tricks: every active player's count (0–10, each written), the sitter
 * nothing or 0 (§7), nobody else; together 10.
 */
function tricksValid(tricks: unknown, players: readonly string[], active: readonly string[]) {
  if (!isObj(tricks)) return false;
  if (!Object.keys(tricks).every((p) => players.includes(p))) return false;
  if (!active.every((p) => has(tricks, p) && trickCount(tricks[p]))) return false;
  if (!players.every((p) => active.includes(p) || !has(tricks, p) || tricks[p] === 0)) return false;
  return active.reduce((a, p) => a + (tricks[p] as number), 0) === 10;
}

/** §2 contract calls: вист / пас, the second also полвиста on 6–7 after a pass (§4.3). */
function callsValid(d: Deal, s: PreferansSettings): boolean {
  if (d.firstCall !== 'whist' && d.firstCall !== 'pass') return false;
  if (d.secondCall === 'half')
    return s.halfWhist !== 'off' && (d.level as number) <= 7 && d.firstCall === 'pass';
  return d.secondCall === 'whist' || d.secondCall === 'pass';
}

/** The model: whether a deal entry is one the rules can score (series 0: no exit rule). */
export function modelValid(d: unknown, players: readonly string[], s: PreferansSettings): boolean {
  if (!isObj(d) || typeof d.dealer !== 'string' || !players.includes(d.dealer)) return false;
  const active = players.length === 4 ? players.filter((p) => p !== d.dealer) : [...players];
  if (d.helpOrder !== undefined) return false; // never generated here
  if (d.type === 'allPass') {
    // Everybody passed: nobody declared, nobody bid, nobody whisted (§2, §6).
    const bid = ['declarer', 'declarerTricks', 'level', 'suit', 'firstCall', 'secondCall'];
    return bid.every((k) => d[k] === undefined) && tricksValid(d.tricks, players, active);
  }
  if (typeof d.declarer !== 'string' || !active.includes(d.declarer)) return false;
  if (d.type === 'misere') {
    // §5: no whist and no half-whist.
    return d.firstCall === undefined && d.secondCall === undefined && trickCount(d.declarerTricks);
  }
  if (d.type !== 'contract') return false;
  const level = d.level;
  if (typeof level !== 'number' || !Number.isInteger(level) || level < 6 || level > 10)
    return false;
  const suits = ['spades', 'clubs', 'diamonds', 'hearts', 'noTrumps'];
  if (!suits.includes(d.suit as string) || !callsValid(d, s)) return false;
  const bothWhist = d.firstCall === 'whist' && d.secondCall === 'whist';
  if (s.stalingrad && level === 6 && d.suit === 'spades' && !bothWhist) return false;
  const checked = s.tenChecked && level === 10;
  if (checked && !bothWhist) return false;
  const played =
    checked ||
    d.firstCall === 'whist' ||
    d.secondCall === 'whist' ||
    (d.secondCall === 'half' && s.halfWhist === 'played');
  return played ? tricksValid(d.tricks, players, active) : d.tricks === undefined;
}

/** One way to break a deal; `pick` chooses among its options. */
type Mutation = (d: Deal, players: readonly string[], pick: number) => Deal;

const without = (o: Deal, k: string): Deal =>
  Object.fromEntries(Object.entries(o).filter(([x]) => x !== k));

const MUTATIONS: Record<string, Mutation> = {
  none: (d) => d,
  // The two holes of the issue: what a contract leaves behind on an all-pass…
  allPassDeclarer: (d, players, k) =>
    d.type === 'allPass' ? { ...d, declarer: players[k % players.length] } : d,
  allPassCalls: (d, _, k) =>
    d.type === 'allPass'
      ? { ...d, firstCall: k % 2 ? 'whist' : 'pass', secondCall: k % 3 ? 'whist' : 'pass' }
      : d,
  allPassContract: (d, _, k) =>
    d.type === 'allPass' ? { ...d, level: 6 + (k % 5), suit: 'hearts' } : d,
  // …and an active player's tricks left out, the rest still adding up to 10.
  tricksLeftOut: (d, _, k) => {
    if (!isObj(d.tricks)) return d;
    const names = Object.keys(d.tricks);
    const gone = names[k % names.length]!;
    const heir = names[(k + 1) % names.length]!;
    const tricks = without(d.tricks, gone);
    tricks[heir] = (tricks[heir] as number) + (d.tricks[gone] as number);
    return { ...d, tricks };
  },
  tricksNotTen: (d, _, k) => {
    if (!isObj(d.tricks)) return d;
    const p = Object.keys(d.tricks)[k % 3]!;
    const t = d.tricks[p] as number;
    return { ...d, tricks: { ...d.tricks, [p]: t === 10 ? 9 : t + 1 } };
  },
  tricksForSitter: (d, players) =>
    players.length === 4 && isObj(d.tricks)
      ? { ...d, tricks: { ...d.tricks, [d.dealer as string]: 1 } }
      : d,
  tricksUnknownPlayer: (d) => (isObj(d.tricks) ? { ...d, tricks: { ...d.tricks, Z: 0 } } : d),
  tricksDropped: (d) => without(d, 'tricks'),
  tricksAdded: (d, players) =>
    d.type === 'contract' && d.tricks === undefined
      ? { ...d, tricks: Object.fromEntries(players.slice(0, 3).map((p, i) => [p, [6, 2, 2][i]])) }
      : d,
  halfWhist: (d, _, k) =>
    d.type === 'contract' ? { ...d, firstCall: k % 2 ? 'whist' : 'pass', secondCall: 'half' } : d,
  misereCalls: (d) => (d.type === 'misere' ? { ...d, firstCall: 'whist' } : d),
  dealerDeclares: (d) => (d.type === 'allPass' ? d : { ...d, declarer: d.dealer }),
  level: (d, _, k) => (d.type === 'contract' ? { ...d, level: [5, 11, 6.5][k % 3] } : d),
};

/** The kind of deal a mutation breaks (buildDeal's first number: 0 all-pass, 2 misère, 5 contract). */
const KIND_FOR: Record<string, readonly [number, number]> = {
  allPassDeclarer: [0, 0],
  allPassCalls: [0, 0],
  allPassContract: [0, 0],
  tricksLeftOut: [0, 5],
  tricksNotTen: [0, 5],
  tricksForSitter: [0, 5],
  tricksUnknownPlayer: [0, 5],
  misereCalls: [2, 2],
};

const night = (players: readonly string[], settings: PreferansSettings): NightInfo => ({
  id: 'n',
  game: 'preferans' as never,
  players,
  currency: 'RUB',
  settings,
});

const entryOf = (deal: unknown): LedgerEntry => ({
  id: 'e1',
  nightId: 'n',
  seq: 1,
  kind: 'preferans.deal',
  payload: { deal },
  createdAt: 0,
});

/** The reducer's verdict on the deal as the first entry of a night: null when taken, else the refusal's path. */
function verdict(deal: unknown, players: readonly string[], s: PreferansSettings): string | null {
  const info = night(players, s);
  const state = preferansReducer.init(info);
  const entry = entryOf(deal);
  try {
    preferansReducer.step(state, entry, info);
    return null;
  } catch (error) {
    expect(error).toBeInstanceOf(LedgerEntryError);
    return preferansEngine.refusalPath(entry, error);
  }
}

const caseArb = fc.record({
  players: fc.constantFrom(P3, P4),
  // A pulka to 20 and no help order: a first deal never ends it.
  settings: settingsArb.map((s) => ({ ...s, pulyaSize: 20, helpTo: 'largest' as const })),
  seed: fc.array(fc.nat({ max: 10_000 }), { minLength: 8, maxLength: 8 }),
  mutation: fc.constantFrom(...Object.keys(MUTATIONS)),
  pick: fc.nat({ max: 100 }),
});

describe('malformed preferans deals (fast-check, model from the rules)', () => {
  it('refuses every deal the model refuses, naming a field of the deal, and takes every valid one', () => {
    const seen = { valid: 0, invalid: 0 };
    fc.assert(
      fc.property(caseArb, ({ players, settings, seed, mutation, pick }) => {
        const dealer = players[seed[7]! % players.length]!;
        const kind = KIND_FOR[mutation]?.[pick % 2] ?? seed[0]!;
        const legal = buildDeal(
          [kind, ...seed.slice(1)],
          players,
          dealer,
          settings,
          0,
        ) as unknown as Deal;
        const deal = MUTATIONS[mutation]!(legal, players, pick);
        const valid = modelValid(deal, players, settings);
        seen[valid ? 'valid' : 'invalid'] += 1;
        const path = verdict(deal, players, settings);
        if (valid) expect(path).toBeNull();
        else expect(path).toMatch(/^payload\.deal(\.|$)/);
      }),
      RUNS,
    );
    // Both sides were tried, and often.
    expect(seen.valid).toBeGreaterThan(100);
    expect(seen.invalid).toBeGreaterThan(600);
  });

  it('names the field of the issue’s two holes', () => {
    const allPass = { type: 'allPass', dealer: 'C', tricks: { A: 2, B: 5, C: 3 } };
    const withDeclarer = { ...allPass, declarer: 'A', firstCall: 'whist', secondCall: 'pass' };
    expect(verdict(withDeclarer, P3, SOCHI)).toBe('payload.deal.declarer');
    expect(verdict({ ...allPass, firstCall: 'whist' }, P3, SOCHI)).toBe('payload.deal.firstCall');
    expect(verdict({ ...allPass, level: 6, suit: 'spades' }, P3, SOCHI)).toBe('payload.deal.level');
    const leftOut = {
      type: 'contract',
      dealer: 'C',
      declarer: 'A',
      level: 6,
      suit: 'spades',
      firstCall: 'pass',
      secondCall: 'whist',
      tricks: { A: 6, C: 4 },
    };
    expect(verdict(leftOut, P3, SOCHI)).toBe('payload.deal.tricks.B');
    expect(verdict({ ...allPass, tricks: { A: 5, B: 5 } }, P3, SOCHI)).toBe(
      'payload.deal.tricks.C',
    );
  });
});
