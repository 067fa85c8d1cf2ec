// One preferans deal as the scorer enters it (rules §2), the costs and
// obligations of §3–§4.1, and the seat helpers: who sits out, who are the
// first and second defender.
import type { PlayerId } from '../../transfers';

/** ♠ ♣ ♦ ♥ БК in bidding order. Recorded only: it changes no score. */
export const SUITS = ['spades', 'clubs', 'diamonds', 'hearts', 'noTrumps'] as const;
export type Suit = (typeof SUITS)[number];

export const FIRST_CALLS = ['whist', 'pass'] as const;
export type FirstCall = (typeof FIRST_CALLS)[number];
/** 'half' = полвиста: only on 6 or 7, after the first defender passed. */
export const SECOND_CALLS = ['whist', 'pass', 'half'] as const;
export type SecondCall = (typeof SECOND_CALLS)[number];

export const DEAL_TYPES = ['contract', 'misere', 'allPass'] as const;
export type DealType = (typeof DEAL_TYPES)[number];

export const MIN_LEVEL = 6;
export const MAX_LEVEL = 10;
export const TRICKS = 10;
export const MISERE_COST = 10;

/** Cost c(L) (Кодекс 4.1), index by level. */
const COST: Readonly<Record<number, number>> = { 6: 2, 7: 4, 8: 6, 9: 8, 10: 10 };
/** Obligation O(L): tricks the defenders together must take (Кодекс 3.8.2). */
const OBLIGATION: Readonly<Record<number, number>> = { 6: 4, 7: 2, 8: 1, 9: 1, 10: 1 };

export const costOf = (level: number): number => COST[level] ?? 0;
export const obligationOf = (level: number): number => OBLIGATION[level] ?? 0;

/** Tricks of the players who played the deal, by player. */
export type Tricks = Readonly<Record<PlayerId, number>>;

interface DealBase {
  /** Who dealt; with four players he sits the deal out. */
  readonly dealer: PlayerId;
  /** With `helpTo` = chooser: whom the help goes to, in order (the rest by largest pulya). */
  readonly helpOrder?: readonly PlayerId[];
}

export interface ContractDeal extends DealBase {
  readonly type: 'contract';
  readonly declarer: PlayerId;
  readonly level: number;
  readonly suit: Suit;
  readonly firstCall: FirstCall;
  readonly secondCall: SecondCall;
  /** Each active player's tricks when the deal was played; absent when it was not. */
  readonly tricks?: Tricks;
}

export interface MisereDeal extends DealBase {
  readonly type: 'misere';
  readonly declarer: PlayerId;
  /** The declarer's tricks, 0–10. */
  readonly declarerTricks: number;
}

export interface AllPassDeal extends DealBase {
  readonly type: 'allPass';
  /** Each active player's tricks, summing to 10. */
  readonly tricks: Tricks;
}

export type PreferansDeal = ContractDeal | MisereDeal | AllPassDeal;

/** The players who play a deal: all three, or the four without the dealer. */
export function activePlayers(players: readonly PlayerId[], dealer: PlayerId): PlayerId[] {
  return players.length === 4 ? players.filter((p) => p !== dealer) : [...players];
}

/** The first and second defender: the active players clockwise from the declarer. */
export function defendersOf(
  players: readonly PlayerId[],
  dealer: PlayerId,
  declarer: PlayerId,
): readonly [PlayerId, PlayerId] {
  const active = activePlayers(players, dealer);
  const at = active.indexOf(declarer);
  const n = active.length;
  return [active[(at + 1) % n]!, active[(at + 2) % n]!];
}

/** The next dealer clockwise: what the app proposes. */
export function nextDealer(players: readonly PlayerId[], dealer: PlayerId): PlayerId {
  const at = players.indexOf(dealer);
  return players[(at + 1) % players.length]!;
}

/** Whether the cards were played out (tricks are entered). */
export function isPlayed(
  deal: Pick<ContractDeal, 'level' | 'firstCall' | 'secondCall'>,
  halfWhist: 'unplayed' | 'off' | 'played',
  tenChecked: boolean,
): boolean {
  if (tenChecked && deal.level === MAX_LEVEL) return true;
  if (deal.firstCall === 'whist' || deal.secondCall === 'whist') return true;
  return deal.secondCall === 'half' && halfWhist === 'played';
}
