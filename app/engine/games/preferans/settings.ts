// Preferans table settings (rules §11): every point where tables differ, with
// the Sochi value as default, the three conventions as presets, and the check
// that turns an untrusted settings object (a night's stored settings, a
// 'settings' entry) into a complete one. The seat count is the night's, not a
// setting here.
import type { ValidationIssue } from '../../validation';
import { prefError } from './errors';

export const PRESETS = ['sochi', 'leningrad', 'rostov'] as const;
export type PreferansPreset = (typeof PRESETS)[number];
/** 'custom': a preset with at least one value changed. */
export type PreferansConvention = PreferansPreset | 'custom';

export const CHOICES = {
  convention: ['sochi', 'leningrad', 'rostov', 'custom'],
  whistFactor: [1, 2],
  remizFactor: [1, 2],
  whistLiability: ['full', 'half'],
  consolation: [true, false],
  consolationToDealer: [true, false],
  loneWhist: ['greedy', 'gentleman'],
  twoWhisters: ['team', 'personal'],
  halfWhist: ['unplayed', 'off', 'played'],
  tenChecked: [false, true],
  stalingrad: [false, true],
  allPass: ['gora', 'whists'],
  passUnit: [1, 2],
  passAmnesty: [false, true],
  passZeroPrize: ['multiplier', 'one', 'none'],
  passSeriesEndsOnUnplayed: [true, false],
  passExit: ['any', 'sevenPlus', 'sixThenSeven'],
  rostovTie: ['halve', 'full'],
  dealerPassPrize: [0, 1],
  pulyaPointWhists: [10, 20],
  helpTo: ['largest', 'chooser'],
  helpRemainder: ['ownGora', 'toZero'],
  earlyEnd: ['pulyaToGora', 'ignorePulya'],
  goraDivisor: ['players', 'opponents'],
} as const;

type Choice<K extends keyof typeof CHOICES> = (typeof CHOICES)[K][number];

export interface PreferansSettings {
  readonly convention: PreferansConvention;
  /** S: the points each player needs in his pulya. */
  readonly pulyaSize: number;
  /** w: whists per defender's trick = w·c. */
  readonly whistFactor: Choice<'whistFactor'>;
  /** r: declarer's gora per undertrick = r·c. */
  readonly remizFactor: Choice<'remizFactor'>;
  /** λ: a whister's gora per missing trick = λ·r·c (full = ответственный, half = полуответственный). */
  readonly whistLiability: Choice<'whistLiability'>;
  readonly consolation: boolean;
  readonly consolationToDealer: boolean;
  readonly loneWhist: Choice<'loneWhist'>;
  readonly twoWhisters: Choice<'twoWhisters'>;
  readonly halfWhist: Choice<'halfWhist'>;
  readonly tenChecked: boolean;
  readonly stalingrad: boolean;
  readonly allPass: Choice<'allPass'>;
  readonly passUnit: Choice<'passUnit'>;
  /** m_k of the k-th all-pass in a row; the last value repeats. */
  readonly progression: readonly number[];
  readonly passAmnesty: boolean;
  readonly passZeroPrize: Choice<'passZeroPrize'>;
  readonly passSeriesEndsOnUnplayed: boolean;
  readonly passExit: Choice<'passExit'>;
  /** Rostov all-pass: whists per trick the lowest player writes on each other. */
  readonly rostovPassWhists: number;
  readonly rostovTie: Choice<'rostovTie'>;
  readonly dealerPassPrize: Choice<'dealerPassPrize'>;
  /** p: one pulya point in whists (help, unclosed pulya). */
  readonly pulyaPointWhists: Choice<'pulyaPointWhists'>;
  readonly helpTo: Choice<'helpTo'>;
  readonly helpRemainder: Choice<'helpRemainder'>;
  readonly earlyEnd: Choice<'earlyEnd'>;
  readonly goraDivisor: Choice<'goraDivisor'>;
  /** Minor units (kopecks) per whist. */
  readonly stake: number;
}

export const SOCHI: PreferansSettings = {
  convention: 'sochi',
  pulyaSize: 20,
  whistFactor: 1,
  remizFactor: 1,
  whistLiability: 'full',
  consolation: true,
  consolationToDealer: true,
  loneWhist: 'greedy',
  twoWhisters: 'team',
  halfWhist: 'unplayed',
  tenChecked: false,
  stalingrad: false,
  allPass: 'gora',
  passUnit: 1,
  progression: [1, 2, 3],
  passAmnesty: false,
  passZeroPrize: 'multiplier',
  passSeriesEndsOnUnplayed: true,
  passExit: 'any',
  rostovPassWhists: 5,
  rostovTie: 'halve',
  dealerPassPrize: 0,
  pulyaPointWhists: 10,
  helpTo: 'largest',
  helpRemainder: 'ownGora',
  earlyEnd: 'pulyaToGora',
  goraDivisor: 'players',
  stake: 1,
};

export const LENINGRAD: PreferansSettings = {
  ...SOCHI,
  convention: 'leningrad',
  whistFactor: 2,
  remizFactor: 2,
  whistLiability: 'half',
  loneWhist: 'gentleman',
  passUnit: 2,
  pulyaPointWhists: 20,
};

export const ROSTOV: PreferansSettings = {
  ...SOCHI,
  convention: 'rostov',
  whistLiability: 'half',
  loneWhist: 'gentleman',
  allPass: 'whists',
  progression: [1],
  passZeroPrize: 'one',
};

export const PRESET_SETTINGS: Readonly<Record<PreferansPreset, PreferansSettings>> = {
  sochi: SOCHI,
  leningrad: LENINGRAD,
  rostov: ROSTOV,
};

export const DEFAULT_PREFERANS_SETTINGS = SOCHI;

/** The common progressions the settings form offers; any other list is "custom". */
export const PROGRESSIONS = {
  standard: [1, 2, 3],
  none: [1],
  doubling: [1, 2, 4],
} as const;

export const MAX_PULYA_SIZE = 200;
export const MAX_STAKE = 1_000_000;
export const MAX_PROGRESSION_LENGTH = 10;
export const MAX_MULTIPLIER = 100;

/** The keys a settings form and the rules page list, in the order of §11. */
export const SETTING_KEYS = [
  'pulyaSize',
  'whistFactor',
  'remizFactor',
  'whistLiability',
  'consolation',
  'consolationToDealer',
  'loneWhist',
  'twoWhisters',
  'halfWhist',
  'tenChecked',
  'stalingrad',
  'allPass',
  'passUnit',
  'progression',
  'passAmnesty',
  'passZeroPrize',
  'passSeriesEndsOnUnplayed',
  'passExit',
  'rostovPassWhists',
  'rostovTie',
  'dealerPassPrize',
  'pulyaPointWhists',
  'helpTo',
  'helpRemainder',
  'earlyEnd',
  'goraDivisor',
  'stake',
] as const satisfies readonly (keyof PreferansSettings)[];

/** The preset whose values the settings equal (convention ignored), or 'custom'. */
export function conventionOf(settings: PreferansSettings): PreferansConvention {
  for (const preset of PRESETS) {
    const p = PRESET_SETTINGS[preset];
    const same = SETTING_KEYS.every((k) =>
      k === 'progression'
        ? p.progression.join() === settings.progression.join()
        : k === 'pulyaSize' || k === 'stake' || p[k] === settings[k],
    );
    if (same) return preset;
  }
  return 'custom';
}

/** A preset's values with the table's own pulya size and stake kept. */
export function applyPreset(
  preset: PreferansPreset,
  current: PreferansSettings = SOCHI,
): PreferansSettings {
  return { ...PRESET_SETTINGS[preset], pulyaSize: current.pulyaSize, stake: current.stake };
}

const isRecord = (x: unknown): x is Record<string, unknown> =>
  typeof x === 'object' && x !== null && !Array.isArray(x);

const intIn = (x: unknown, min: number, max: number): x is number =>
  typeof x === 'number' && Number.isInteger(x) && x >= min && x <= max;

function numberIssue(
  input: Record<string, unknown>,
  out: Record<string, unknown>,
): ValidationIssue[] {
  const issues: ValidationIssue[] = [];
  const check = (key: string, min: number, max: number, code: Parameters<typeof prefError>[0]) => {
    const value = input[key];
    if (value === undefined) return;
    if (intIn(value, min, max)) out[key] = value;
    else issues.push({ code: prefError(code), field: key, params: { min, max } });
  };
  check('pulyaSize', 1, MAX_PULYA_SIZE, 'invalidPulyaSize');
  check('stake', 0, MAX_STAKE, 'invalidStake');
  check('rostovPassWhists', 1, MAX_MULTIPLIER, 'invalidRostovWhists');
  const prog = input.progression;
  if (prog !== undefined) {
    if (
      Array.isArray(prog) &&
      prog.length >= 1 &&
      prog.length <= MAX_PROGRESSION_LENGTH &&
      prog.every((m) => intIn(m, 1, MAX_MULTIPLIER))
    ) {
      out.progression = [...(prog as number[])];
    } else {
      issues.push({ code: prefError('invalidProgression'), field: 'progression' });
    }
  }
  return issues;
}

/**
 * Settings over a base: fields that are absent keep the base value, fields that
 * are present must be valid. Returns the merged settings or the issues found.
 */
export function resolvePreferansSettings(
  input: unknown,
  base: PreferansSettings = DEFAULT_PREFERANS_SETTINGS,
): { readonly settings: PreferansSettings; readonly issues: readonly ValidationIssue[] } {
  if (input === undefined || input === null) return { settings: base, issues: [] };
  if (!isRecord(input)) {
    return {
      settings: base,
      issues: [{ code: prefError('invalidSettings'), field: 'settings' }],
    };
  }
  const out: Record<string, unknown> = { ...base };
  const issues: ValidationIssue[] = numberIssue(input, out);
  for (const [key, allowed] of Object.entries(CHOICES)) {
    const value = input[key];
    if (value === undefined) continue;
    if ((allowed as readonly unknown[]).includes(value)) out[key] = value;
    else issues.push({ code: prefError('invalidSetting'), params: { setting: key }, field: key });
  }
  return { settings: out as unknown as PreferansSettings, issues };
}
