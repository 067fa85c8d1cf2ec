// One vint deal as the scorer enters it (rules sections 2–6), and the seating
// helpers every other vint module uses: side A = N–S = players[0] & players[2],
// side B = E–W = players[1] & players[3].
import type { EntryId } from '../../ledger/types';
import type { PlayerId } from '../../transfers';

export const SIDES = ['A', 'B'] as const;
export type Side = (typeof SIDES)[number];

export type PerSide<T> = Readonly<Record<Side, T>>;

/** In rank order, lowest first, as vint players name them: ♠ ♣ ♦ ♥ БК. */
export const DENOMINATIONS = ['spades', 'clubs', 'diamonds', 'hearts', 'noTrumps'] as const;
export type Denomination = (typeof DENOMINATIONS)[number];

export const LIABILITIES = ['both', 'alone'] as const;
/** 'alone': the partner asked "no X?" and the offender said no (section 6). */
export type Liability = (typeof LIABILITIES)[number];

export const MIN_LEVEL = 1;
export const MAX_LEVEL = 7;
export const TRICKS_PER_DEAL = 13;
export const TRUMP_HONOURS = 5;
export const ACES = 4;

export interface RenonceClaim {
  /** The side that revoked. */
  readonly side: Side;
  /** The player who revoked; must sit on `side`. */
  readonly offender: PlayerId;
  readonly liable: Liability;
  /** Put right before the trick was turned: logged, not penalised. */
  readonly corrected: boolean;
  /**
   * The ledger entry that first recorded this claim. A claim without it (or
   * naming the entry that carries it) is new in that entry, and a new claim is
   * refused once the next deal has been entered ("the cards were cut"). The
   * reducer stamps it on stored deals, so an edit that copies the deal keeps it.
   */
  readonly claimedIn?: EntryId;
}

export interface VintDeal {
  readonly declaringSide: Side;
  readonly declarer: PlayerId;
  /** 1..7; the trick value is v = 10 × level. */
  readonly level: number;
  readonly denomination: Denomination;
  /** Tricks the declaring side took as played, 0..13 (defenders: 13 − that). */
  readonly tricks: number;
  /** The declaring side's holdings as dealt; needed unless honours are off. */
  readonly honours?: {
    /** A K Q J 10 of trumps, 0..5; always 0 in no trumps. */
    readonly trumps: number;
    /** 0..4; the trump ace counts here too. */
    readonly aces: number;
  };
  readonly renonces?: readonly RenonceClaim[];
  /** Who reached 500 first in play when both sides cross in this deal (bothCross = ask). */
  readonly bothFirst?: Side;
  /** Free above-the-line amounts when the table plays coronets. */
  readonly coronets?: Partial<PerSide<number>>;
}

export const otherSide = (side: Side): Side => (side === 'A' ? 'B' : 'A');

/** The two players of a side, first-listed first. */
export function sidePlayers(
  players: readonly PlayerId[],
  side: Side,
): readonly [PlayerId, PlayerId] {
  const [n, e, s, w] = players;
  if (n === undefined || e === undefined || s === undefined || w === undefined) {
    throw new RangeError('vint needs four players');
  }
  return side === 'A' ? [n, s] : [e, w];
}

/** The side a player sits on, or undefined when he is not at the table. */
export function sideOf(players: readonly PlayerId[], player: PlayerId): Side | undefined {
  const seat = players.indexOf(player);
  if (seat < 0 || seat > 3) return undefined;
  return seat % 2 === 0 ? 'A' : 'B';
}

export const trickValue = (level: number): number => 10 * level;

export const perSide = <T>(a: T, b: T): PerSide<T> => ({ A: a, B: b });

/** A per-side pair from one side's value and the other's (a fixed shape, cheaper than computed keys). */
export const forSide = <T>(side: Side, mine: T, theirs: T): PerSide<T> =>
  side === 'A' ? { A: mine, B: theirs } : { A: theirs, B: mine };

/** The pair with one side's value changed. */
export const withSide = <T>(pair: PerSide<T>, side: Side, value: T): PerSide<T> =>
  side === 'A' ? { A: value, B: pair.B } : { A: pair.A, B: value };
