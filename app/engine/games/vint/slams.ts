// Slams (rules section 4, and section 6 step 3 after a renonce): at most one
// per deal, to the side holding 12 or 13 tricks on the counts the contract is
// judged on. Bid slams score their table values, any other slam 1000 / 2000.
import type { PerSide, Side } from './deal';
import type { SlamReason } from './lines';

export interface Slam {
  readonly side: Side;
  readonly reason: SlamReason;
  readonly points: number;
}

export const SLAM_POINTS: Readonly<Record<SlamReason, number>> = {
  smallSlam: 1000,
  grandSlam: 2000,
  smallSlamBid: 6000,
  smallSlamBidAllTricks: 7000,
  grandSlamBid: 12000,
};

const slam = (side: Side, reason: SlamReason): Slam => ({
  side,
  reason,
  points: SLAM_POINTS[reason],
});

export function slamOf(tricks: PerSide<number>, declaringSide: Side, level: number): Slam | null {
  const side: Side | null = tricks.A >= 12 ? 'A' : tricks.B >= 12 ? 'B' : null;
  if (side === null) return null;
  const grand = tricks[side] === 13;
  if (side === declaringSide && level === 7) {
    // Bid seven and took twelve: the contract failed by one, no slam.
    return grand ? slam(side, 'grandSlamBid') : null;
  }
  if (side === declaringSide && level === 6) {
    return slam(side, grand ? 'smallSlamBidAllTricks' : 'smallSlamBid');
  }
  return slam(side, grand ? 'grandSlam' : 'smallSlam');
}
