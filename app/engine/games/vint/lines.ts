// The lines a deal writes on the score sheet. Every number carries the rule
// that produced it (a reason the UI translates, with its count for plurals), so
// the sheet can explain itself: which deal, which rule, how much.
import type { Side } from './deal';

/** Above-the-line reasons, in the order a deal writes them (rules section 6). */
export const ABOVE_REASONS = [
  'renonceMissingTricks',
  'smallSlam',
  'grandSlam',
  'smallSlamBid',
  'smallSlamBidAllTricks',
  'grandSlamBid',
  'undertricks',
  'renonceExcess',
  'honours',
  'aces',
  'coronets',
  'game',
  'rubber',
] as const;
export type AboveReason = (typeof ABOVE_REASONS)[number];

export type SlamReason = Extract<
  AboveReason,
  'smallSlam' | 'grandSlam' | 'smallSlamBid' | 'smallSlamBidAllTricks' | 'grandSlamBid'
>;

/** What one side writes below the line in one deal. */
export interface BelowLine {
  readonly side: Side;
  /** Points written below the line (after the 490 cap). */
  readonly points: number;
  /** Tricks the side is credited with, after any renonce transfer. */
  readonly tricks: number;
  /** Of those, tricks received from the opponents' renonces. */
  readonly received: number;
  /** Trick value v of the deal. */
  readonly v: number;
  /** Points over 490 moved above the line by the renonce cap (0 when not capped). */
  readonly excess: number;
}

export interface AboveLine {
  readonly side: Side;
  readonly points: number;
  readonly reason: AboveReason;
  /** How many items the points are made of (tricks short, honours, aces), for plurals. */
  readonly count?: number;
  /** Points per item, so "3 × 4000 = 12000" can be shown. */
  readonly each?: number;
}
