// Shared fixtures for the vint tests: a table of four (N, E, S, W), settings
// builders and a terse deal builder.
import {
  DEFAULT_VINT_SETTINGS,
  perSide,
  START_POSITION,
  type AboveLine,
  type DealScore,
  type RenonceClaim,
  type SheetPosition,
  type Side,
  type VintDeal,
  type VintSettings,
} from '../../../app/engine/games/vint';

export const PLAYERS = ['N', 'E', 'S', 'W'] as const;

/**
 * The money examples are priced at the rules' example stake (section 7,
 * "1 kopeck per 10 points"), not at the app's default, which is a choice of
 * its own (settings.ts DEFAULT_VINT_STAKE) and may change.
 */
export const EXAMPLE_STAKE = { minor: 1, perPoints: 10 } as const;

/** The worked examples of rules section 8 play with honours off unless a row says otherwise. */
export const HONOURS_OFF: VintSettings = {
  ...DEFAULT_VINT_SETTINGS,
  honours: 'off',
  stake: EXAMPLE_STAKE,
};

export const withSettings = (over: Partial<VintSettings>): VintSettings => ({
  ...DEFAULT_VINT_SETTINGS,
  stake: EXAMPLE_STAKE,
  ...over,
});

export function deal(over: Partial<VintDeal> & Pick<VintDeal, 'level' | 'tricks'>): VintDeal {
  const declaringSide = over.declaringSide ?? 'A';
  return {
    declaringSide,
    declarer: declaringSide === 'A' ? 'N' : 'E',
    denomination: 'spades',
    ...over,
  };
}

export const revoke = (side: Side, over: Partial<RenonceClaim> = {}): RenonceClaim => ({
  side,
  offender: side === 'A' ? 'S' : 'W',
  liable: 'both',
  corrected: false,
  ...over,
});

export const at = (a: number, b: number, over: Partial<SheetPosition> = {}): SheetPosition => ({
  ...START_POSITION,
  below: perSide(a, b),
  ...over,
});

export const aboveOf = (score: DealScore, side: Side): [AboveLine['reason'], number][] =>
  score.above.filter((l) => l.side === side).map((l) => [l.reason, l.points]);

export const aboveSum = (score: DealScore, side: Side): number =>
  score.above.filter((l) => l.side === side).reduce((t, l) => t + l.points, 0);
