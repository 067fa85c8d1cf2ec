// The stake of a vint night as the settings form offers it: the usual
// presets, and two whole numbers typed by hand ("1 kopeck per 10 points")
// read strictly, so a half-typed field never becomes a stake.
import { MAX_STAKE_MINOR, MAX_STAKE_PER_POINTS, type VintStake } from '../../../engine/games/vint';

/** The default (1 per point) first, then the rules' example (1 per 10 points). */
export const STAKE_PRESETS: readonly VintStake[] = [
  { minor: 1, perPoints: 1 },
  { minor: 1, perPoints: 10 },
  { minor: 1, perPoints: 100 },
  { minor: 10, perPoints: 1 },
];

export const stakeKey = (s: VintStake): string => `${s.minor}/${s.perPoints}`;

export const isPreset = (s: VintStake): boolean =>
  STAKE_PRESETS.some((p) => stakeKey(p) === stakeKey(s));

/** A whole number of at most 7 digits within [min, max]; anything else is null. */
export function parseWhole(text: string, min: number, max: number): number | null {
  const clean = text.trim();
  if (!/^\d{1,7}$/.test(clean)) return null;
  const n = Number(clean);
  return n >= min && n <= max ? n : null;
}

/** The two typed fields as a stake, or null while either is not a valid number. */
export function stakeOfTyped(minor: string, perPoints: string): VintStake | null {
  const m = parseWhole(minor, 0, MAX_STAKE_MINOR);
  const p = parseWhole(perPoints, 1, MAX_STAKE_PER_POINTS);
  return m !== null && p !== null ? { minor: m, perPoints: p } : null;
}
