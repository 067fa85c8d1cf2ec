// Who deals, who sits out, who leads, and which round we are in. The deal
// rotates clockwise (the next player of the table array); with four at the
// table the dealer sits the hand out. A round is one deal by each seated
// player; a redeal after a misdeal is not a new deal.
import type { PlayerId } from '../../transfers';

/** Who takes part in one hand. */
export interface MariasSeating {
  /** The active players of the hand, in seating order (always three). */
  readonly players: readonly PlayerId[];
  readonly dealer: PlayerId;
  /** Four at the table: the player sitting out (the dealer). */
  readonly sitter?: PlayerId;
}

/** Misdeals per round that are only logged; every later one is a tier 1 renonc. */
export const FREE_MISDEALS_PER_ROUND = 1;

/** The player after `player` clockwise. */
export function nextPlayer(table: readonly PlayerId[], player: PlayerId): PlayerId {
  const at = table.indexOf(player);
  if (at < 0) throw new RangeError(`not at the table: ${player}`);
  return table[(at + 1) % table.length] as PlayerId;
}

/** The seating of a hand dealt by `dealer`: with four players the dealer sits out. */
export function mariasSeating(table: readonly PlayerId[], dealer: PlayerId): MariasSeating {
  if (table.length === 4) {
    return { players: table.filter((p) => p !== dealer), dealer, sitter: dealer };
  }
  return { players: table, dealer };
}

/** Forhont: left of the dealer, the first active player after him (the default declarer). */
export function forhontOf(table: readonly PlayerId[], dealer: PlayerId): PlayerId {
  return nextPlayer(table, dealer);
}

export interface MariasRounds {
  readonly firstDealer: PlayerId;
  /** The dealer of the hand in progress. */
  readonly nextDealer: PlayerId;
  /** Effective hands so far (played hands and tier-3 renoncs). */
  readonly dealsDone: number;
  readonly misdealsThisRound: number;
}

export function startRounds(firstDealer: PlayerId): MariasRounds {
  return { firstDealer, nextDealer: firstDealer, dealsDone: 0, misdealsThisRound: 0 };
}

/** 1-based number of the hand in progress. */
export const handNumberOf = (rounds: MariasRounds): number => rounds.dealsDone + 1;

/** 1-based round of the hand in progress: each seated player deals once per round. */
export const roundOf = (rounds: MariasRounds, table: readonly PlayerId[]): number =>
  Math.floor(rounds.dealsDone / Math.max(1, table.length)) + 1;

/**
 * A hand dealt by `dealer` ended (played, or ended by a tier-3 renonc). The
 * next dealer follows whoever actually dealt, even out of turn.
 */
export function afterHand(
  rounds: MariasRounds,
  table: readonly PlayerId[],
  dealer: PlayerId,
): MariasRounds {
  const next = {
    ...rounds,
    nextDealer: nextPlayer(table, dealer),
    dealsDone: rounds.dealsDone + 1,
  };
  return roundOf(next, table) === roundOf(rounds, table) ? next : { ...next, misdealsThisRound: 0 };
}

/** A misdeal: logged; the second and every later one in the round is fined (tier 1). */
export function afterMisdeal(rounds: MariasRounds): { rounds: MariasRounds; fined: boolean } {
  const misdealsThisRound = rounds.misdealsThisRound + 1;
  return {
    rounds: { ...rounds, misdealsThisRound },
    fined: misdealsThisRound > FREE_MISDEALS_PER_ROUND,
  };
}
