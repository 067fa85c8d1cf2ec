// What the save dock's two short lines say, without a browser: per side what
// the deal writes below and above the line, whether it wins the game or the
// rubber, and the money of each of the side's players (one amount when both
// move the same, as they do unless halving an odd total). Also the latest
// deal on the sheet, shown while the form is still blank after a save.
import {
  sidePlayers,
  SIDES,
  type DealScore,
  type Side,
  type VintState,
} from '../../../engine/games/vint';
import type { Transfers } from '../../../engine';

export interface SideWrites {
  readonly side: Side;
  readonly below: number;
  readonly above: number;
  readonly flag: 'game' | 'rubber' | null;
  /** The side's players' money, one amount when they are equal; empty without money. */
  readonly money: readonly number[];
}

/** The two sides' lines of a scored deal (none for a redeal: nothing is written). */
export function sideWrites(
  score: DealScore,
  delta: Transfers | null,
  players: readonly string[],
): SideWrites[] {
  if (score.redeal) return [];
  return SIDES.map((side) => {
    const amounts = delta ? sidePlayers(players, side).map((p) => delta[p] ?? 0) : [];
    const flag = score.gameWonBy !== side ? null : score.rubberWonBy === side ? 'rubber' : 'game';
    return {
      side,
      below: score.below[side].points,
      above: score.above.filter((l) => l.side === side).reduce((s, l) => s + l.points, 0),
      flag,
      money: new Set(amounts).size === 1 ? [amounts[0]!] : amounts,
    };
  });
}

/** The deal saved last (its 1-based number and score), if any. */
export function lastDeal(state: VintState): { number: number; score: DealScore } | null {
  const rubber = state.sheet.rubbers[state.sheet.rubbers.length - 1];
  const deal = rubber?.deals[rubber.deals.length - 1];
  return deal ? { number: deal.index + 1, score: deal.score } : null;
}
