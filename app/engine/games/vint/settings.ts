// Vint table settings (rules section 1: "fixed when the rubber starts"): what
// each option may be, the defaults the rules name, and the check that turns an
// untrusted settings object (a night's stored settings, a 'settings' entry)
// into a complete one.
import { vintError } from './errors';
import type { ValidationIssue } from '../../validation';

export const HONOURS_MODES = ['majority', 'each', 'off'] as const;
export type HonoursMode = (typeof HONOURS_MODES)[number];

export const BOTH_CROSS_MODES = ['ask', 'declarers', 'higherTotal'] as const;
export type BothCrossMode = (typeof BOTH_CROSS_MODES)[number];

export const RENONCE_MISSING_TRICK_MODES = ['undertrick', 'trickValue'] as const;
export type RenonceMissingTrickMode = (typeof RENONCE_MISSING_TRICK_MODES)[number];

export const BOTH_SIDES_REVOKE_MODES = ['penaliseBoth', 'neitherWins', 'redeal'] as const;
export type BothSidesRevokeMode = (typeof BOTH_SIDES_REVOKE_MODES)[number];

export const PAIR_PAYS_MODES = ['eachPlayer', 'pairTotal'] as const;
export type PairPaysMode = (typeof PAIR_PAYS_MODES)[number];

/** Money per point as a fraction, so "1 kopeck per 10 points" stays exact. */
export interface VintStake {
  /** Minor units (kopecks, haléře) paid … */
  readonly minor: number;
  /** … per this many points. */
  readonly perPoints: number;
}

export interface VintSettings {
  readonly honours: HonoursMode;
  readonly bothCross: BothCrossMode;
  readonly renonceMissingTrick: RenonceMissingTrickMode;
  readonly bothSidesRevoke: BothSidesRevokeMode;
  readonly pairPays: PairPaysMode;
  readonly stake: VintStake;
  readonly coronets: boolean;
}

/**
 * The rules (section 7) name no default stake, only an example, 1 kopeck per
 * 10 points. A rubber's difference runs to thousands of points (a game 1000,
 * the rubber 2000, a slam 6000), so at 1 per 10 it is worth a few rubles and
 * the night's rounding to 1 ₽ takes a tenth of it (issue #28: 2,30 ₽ each
 * settled as 2,00 ₽). 1 kopeck (haléř, cent) per point makes a rubber worth
 * tens of rubles, what a kitchen table plays for today, and rounding to 1 ₽
 * moves under a ruble of it. The rules page says so (vint:rules.settle.defaults).
 */
export const DEFAULT_VINT_STAKE: VintStake = { minor: 1, perPoints: 1 };

export const DEFAULT_VINT_SETTINGS: VintSettings = {
  honours: 'majority',
  bothCross: 'ask',
  renonceMissingTrick: 'undertrick',
  bothSidesRevoke: 'penaliseBoth',
  pairPays: 'eachPlayer',
  stake: DEFAULT_VINT_STAKE,
  coronets: false,
};

/** Keeps a stake's money per rubber far inside the safe range (rubbers reach ~10^5 points). */
export const MAX_STAKE_MINOR = 1_000_000;
export const MAX_STAKE_PER_POINTS = 1_000_000;

const CHOICES = {
  honours: HONOURS_MODES,
  bothCross: BOTH_CROSS_MODES,
  renonceMissingTrick: RENONCE_MISSING_TRICK_MODES,
  bothSidesRevoke: BOTH_SIDES_REVOKE_MODES,
  pairPays: PAIR_PAYS_MODES,
} as const;

const isRecord = (x: unknown): x is Record<string, unknown> =>
  typeof x === 'object' && x !== null && !Array.isArray(x);

/**
 * Settings over a base: fields that are absent keep the base value, fields that
 * are present must be valid. Returns the merged settings or the issues found.
 */
export function resolveVintSettings(
  input: unknown,
  base: VintSettings = DEFAULT_VINT_SETTINGS,
): { readonly settings: VintSettings; readonly issues: readonly ValidationIssue[] } {
  const issues: ValidationIssue[] = [];
  if (input === undefined || input === null) return { settings: base, issues };
  if (!isRecord(input)) {
    return { settings: base, issues: [{ code: vintError('invalidSettings'), field: 'settings' }] };
  }
  const out: Record<string, unknown> = { ...base };
  for (const [key, allowed] of Object.entries(CHOICES)) {
    const value = input[key];
    if (value === undefined) continue;
    if (typeof value === 'string' && (allowed as readonly string[]).includes(value)) {
      out[key] = value;
    } else {
      issues.push({ code: vintError('invalidSetting'), params: { setting: key }, field: key });
    }
  }
  if (input.coronets !== undefined) {
    if (typeof input.coronets === 'boolean') out.coronets = input.coronets;
    else
      issues.push({
        code: vintError('invalidSetting'),
        params: { setting: 'coronets' },
        field: 'coronets',
      });
  }
  if (input.stake !== undefined) {
    const stake = input.stake;
    if (
      isRecord(stake) &&
      Number.isSafeInteger(stake.minor) &&
      Number.isSafeInteger(stake.perPoints) &&
      (stake.minor as number) >= 0 &&
      (stake.minor as number) <= MAX_STAKE_MINOR &&
      (stake.perPoints as number) >= 1 &&
      (stake.perPoints as number) <= MAX_STAKE_PER_POINTS
    ) {
      out.stake = { minor: stake.minor as number, perPoints: stake.perPoints as number };
    } else {
      issues.push({ code: vintError('invalidStake'), field: 'stake' });
    }
  }
  return { settings: out as unknown as VintSettings, issues };
}
