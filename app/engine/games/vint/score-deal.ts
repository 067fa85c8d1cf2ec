// One deal on the score sheet (rules sections 2–6): the trick score below the
// line for both sides, the renonce transfer and its 490 cap, then the
// above-the-line items in the rules' order, and whether the deal finished a
// game or the rubber. Pure: the sheet position before the deal comes in.
import { vintError } from './errors';
import type { PerSide, Side, VintDeal } from './deal';
import { forSide, otherSide, perSide, SIDES, TRICKS_PER_DEAL, trickValue, withSide } from './deal';
import { honourLines } from './honours';
import type { AboveLine, BelowLine } from './lines';
import { applyRenonces, type RenonceOutcome } from './renonce';
import type { VintSettings } from './settings';
import { slamOf } from './slams';

export const GAME_POINTS = 500;
/** The most a revoking side may have below the line after the deal (section 6 step 5). */
export const RENONCE_CAP = 490;
export const GAME_BONUS = 1000;
export const RUBBER_BONUS = 2000;
export const GAMES_TO_WIN_RUBBER = 2;
/** The штраф per trick short, in trick values. */
export const UNDERTRICK_FACTOR = 100;

/** Where the sheet stands before a deal: 0-based rubber and game, the current game's below-line totals. */
export interface SheetPosition {
  readonly rubber: number;
  readonly game: number;
  readonly below: PerSide<number>;
  readonly games: PerSide<number>;
}

export const START_POSITION: SheetPosition = {
  rubber: 0,
  game: 0,
  below: perSide(0, 0),
  games: perSide(0, 0),
};

export interface DealScore {
  /** Both sides revoked and the table redeals (bothSidesRevoke = redeal): nothing is written. */
  readonly redeal: boolean;
  readonly v: number;
  /** Tricks per side after any renonce transfer: the counts the contract was judged on. */
  readonly tricks: PerSide<number>;
  readonly below: PerSide<BelowLine>;
  readonly above: readonly AboveLine[];
  readonly gameWonBy: Side | null;
  readonly rubberWonBy: Side | null;
  /** Where the next deal starts (a new rubber after the rubber ends). */
  readonly next: SheetPosition;
}

/** A deal that cannot be scored as entered at this point of the sheet. */
export class VintDealError extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'VintDealError';
  }
}

interface BelowPart {
  readonly v: number;
  readonly played: PerSide<number>;
  readonly renonce: RenonceOutcome;
  readonly below: PerSide<BelowLine>;
  readonly after: PerSide<number>;
}

function belowLine(
  side: Side,
  position: SheetPosition,
  renonce: RenonceOutcome,
  v: number,
): BelowLine {
  const tricks = renonce.redeal ? 0 : renonce.tricks[side];
  const earned = tricks * v;
  // The cap only ever takes this deal's points: a total before a deal is below 500.
  const room = renonce.capped[side] ? Math.max(0, RENONCE_CAP - position.below[side]) : earned;
  const points = Math.min(earned, room);
  return { side, points, tricks, received: renonce.received[side], v, excess: earned - points };
}

function belowPart(position: SheetPosition, deal: VintDeal, settings: VintSettings): BelowPart {
  const v = trickValue(deal.level);
  const played = forSide(deal.declaringSide, deal.tricks, TRICKS_PER_DEAL - deal.tricks);
  const renonce = applyRenonces(played, deal.renonces, settings.bothSidesRevoke);
  const below = perSide(belowLine('A', position, renonce, v), belowLine('B', position, renonce, v));
  const after = perSide(position.below.A + below.A.points, position.below.B + below.B.points);
  return { v, played, renonce, below, after };
}

/** True when both sides reach 500 in this deal, so bothCross decides the game. */
export function bothCrossIn(
  position: SheetPosition,
  deal: VintDeal,
  settings: VintSettings,
): boolean {
  const { after } = belowPart(position, deal, settings);
  return after.A >= GAME_POINTS && after.B >= GAME_POINTS;
}

function gameWinner(after: PerSide<number>, deal: VintDeal, settings: VintSettings): Side | null {
  const a = after.A >= GAME_POINTS;
  const b = after.B >= GAME_POINTS;
  if (!a || !b) return a ? 'A' : b ? 'B' : null;
  switch (settings.bothCross) {
    case 'declarers':
      return deal.declaringSide;
    case 'higherTotal':
      // A tie cannot be told apart by totals: the declarers, who led the play, win it.
      return after.A === after.B ? deal.declaringSide : after.A > after.B ? 'A' : 'B';
    case 'ask':
      if (deal.bothFirst === undefined) {
        throw new VintDealError(
          vintError('bothFirstRequired'),
          'both sides crossed 500: say who got there first',
        );
      }
      return deal.bothFirst;
  }
}

export function scoreDeal(
  position: SheetPosition,
  deal: VintDeal,
  settings: VintSettings,
): DealScore {
  const { v, played, renonce, below, after } = belowPart(position, deal, settings);
  if (renonce.redeal) {
    return {
      redeal: true,
      v,
      tricks: played,
      below,
      above: [],
      gameWonBy: null,
      rubberWonBy: null,
      next: position,
    };
  }
  const above: AboveLine[] = [];
  const defenders = otherSide(deal.declaringSide);

  // Step 2: tricks the offenders could not give.
  const missingEach = settings.renonceMissingTrick === 'undertrick' ? UNDERTRICK_FACTOR * v : v;
  for (const side of SIDES) {
    const count = renonce.missing[side];
    if (count > 0) {
      above.push({
        side,
        reason: 'renonceMissingTricks',
        count,
        each: missingEach,
        points: count * missingEach,
      });
    }
  }
  // Steps 3–4: slam and contract on the tricks after the transfer.
  const slam = slamOf(renonce.tricks, deal.declaringSide, deal.level);
  if (slam) above.push({ side: slam.side, reason: slam.reason, points: slam.points });
  const short = Math.max(0, 6 + deal.level - renonce.tricks[deal.declaringSide]);
  if (short > 0) {
    const each = UNDERTRICK_FACTOR * v;
    above.push({
      side: defenders,
      reason: 'undertricks',
      count: short,
      each,
      points: short * each,
    });
  }
  // Step 5: what the cap kept from below the line goes above it; nothing is lost.
  for (const side of SIDES) {
    if (below[side].excess > 0)
      above.push({ side, reason: 'renonceExcess', points: below[side].excess });
  }
  // Step 6: honours, as dealt and on the tricks as played.
  above.push(...honourLines(deal, settings.honours, played));
  if (settings.coronets) {
    for (const side of SIDES) {
      const points = deal.coronets?.[side] ?? 0;
      if (points > 0) above.push({ side, reason: 'coronets', points });
    }
  }

  const gameWonBy = gameWinner(after, deal, settings);
  let rubberWonBy: Side | null = null;
  let next: SheetPosition = { ...position, below: after };
  if (gameWonBy !== null) {
    above.push({ side: gameWonBy, reason: 'game', points: GAME_BONUS });
    const games = withSide(position.games, gameWonBy, position.games[gameWonBy] + 1);
    if (games[gameWonBy] >= GAMES_TO_WIN_RUBBER) {
      rubberWonBy = gameWonBy;
      above.push({ side: gameWonBy, reason: 'rubber', points: RUBBER_BONUS });
      next = { ...START_POSITION, rubber: position.rubber + 1 };
    } else {
      next = { rubber: position.rubber, game: position.game + 1, below: perSide(0, 0), games };
    }
  }
  return { redeal: false, v, tricks: renonce.tricks, below, above, gameWonBy, rubberWonBy, next };
}

/** Everything a side wrote in one deal, below and above the line. */
export function dealPoints(score: DealScore, side: Side): number {
  let total = score.below[side].points;
  for (const line of score.above) if (line.side === side) total += line.points;
  return total;
}
