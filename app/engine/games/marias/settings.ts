// Table settings of a mariáš night: tariff presets, prices, flek and kilo
// variants (rules section 3–9). Settings are fixed when a night starts; a later
// change is a 'settings' ledger entry that applies from then on.
import { isMoney, type Money } from '../../money';
import type { PlayerId } from '../../transfers';
import type { ValidationIssue } from '../../validation';
import { mariasIssue } from './errors';
import { MAX_FLEK_LEVEL } from './terms';

export const MARIAS_TARIFFS = ['hospoda', 'csm', 'krizovy', 'custom'] as const;
export type MariasTariff = (typeof MARIAS_TARIFFS)[number];

/** Units of one hra for each component. */
export interface MariasRates {
  readonly hra: number;
  readonly sedma: number;
  readonly tichaSedma: number;
  readonly kilo: number;
  readonly ticheKilo: number;
  readonly betl: number;
  readonly durch: number;
}
export const RATE_KEYS = [
  'hra',
  'sedma',
  'tichaSedma',
  'kilo',
  'ticheKilo',
  'betl',
  'durch',
] as const satisfies readonly (keyof MariasRates)[];

export const TARIFF_PRESETS: Readonly<Record<Exclude<MariasTariff, 'custom'>, MariasRates>> = {
  hospoda: { hra: 1, sedma: 2, tichaSedma: 1, kilo: 4, ticheKilo: 2, betl: 5, durch: 10 },
  csm: { hra: 1, sedma: 2, tichaSedma: 1, kilo: 4, ticheKilo: 2, betl: 15, durch: 30 },
  krizovy: { hra: 1, sedma: 2, tichaSedma: 1, kilo: 4, ticheKilo: 2, betl: 10, durch: 20 },
};

/** The largest custom rate we accept: keeps every hand far inside the money guard. */
export const MAX_CUSTOM_RATE = 1000;
/** 1000 Kč per unit: far above any table, far below the money guard. */
export const MAX_UNIT_PRICE: Money = 100_000;

/** Limit per defender (units, after hearts): 500, or 750 for a defender who raised himself. */
export const LIMIT_UNITS = { base: 500, raised: 750 } as const;

export const MARIAS_SETTING_OPTIONS = {
  tariff: MARIAS_TARIFFS,
  flekScope: ['team', 'individual'],
  kiloScaling: ['linear', 'doubling'],
  kiloMarriage: ['highest', 'first'],
  sto107: ['separately', 'together'],
  limit: ['none', 'csm'],
  playHra: ['always', 'afterFlek', 'afterRe'],
} as const;
type Options = typeof MARIAS_SETTING_OPTIONS;

export interface MariasSettings {
  readonly tariff: MariasTariff;
  /** Rates of the custom ('vlastní') tariff; read only when tariff is 'custom'. */
  readonly customRates?: MariasRates;
  /** Money of one unit in minor units (100 = 1 Kč). */
  readonly unitPrice: Money;
  /** Tier 1 and tier 2 renonc fines per receiving player, minor units (not scaled by unitPrice). */
  readonly renoncFines: { readonly tier1: Money; readonly tier2: Money };
  /** Highest flek level allowed: 6 kajzr, 5 kalhoty, 4 boty … */
  readonly maxFlek: number;
  readonly flekScope: Options['flekScope'][number];
  readonly kiloScaling: Options['kiloScaling'][number];
  readonly kiloMarriage: Options['kiloMarriage'][number];
  readonly kiloFailCountsOpponentMarriages: boolean;
  readonly sto107: Options['sto107'][number];
  /** 'csm': 500 units per defender, 750 for a defender who raised at least once himself. */
  readonly limit: Options['limit'][number];
  /** Four at the table: the sitter settles as a third defender. */
  readonly sitterPays: boolean;
  readonly playHra: Options['playHra'][number];
  /** Who deals the night's first hand; players[0] when absent. */
  readonly firstDealer?: PlayerId;
}

export const DEFAULT_MARIAS_SETTINGS: MariasSettings = {
  tariff: 'hospoda',
  unitPrice: 100,
  renoncFines: { tier1: 200, tier2: 2000 },
  maxFlek: MAX_FLEK_LEVEL,
  flekScope: 'team',
  kiloScaling: 'linear',
  kiloMarriage: 'highest',
  kiloFailCountsOpponentMarriages: true,
  sto107: 'separately',
  limit: 'none',
  sitterPays: false,
  playHra: 'always',
};

/** The rates in force: the preset's, or the custom ones. */
export function mariasRates(settings: MariasSettings): MariasRates {
  if (settings.tariff === 'custom') {
    return settings.customRates ?? TARIFF_PRESETS.hospoda;
  }
  return TARIFF_PRESETS[settings.tariff];
}

/**
 * Fills what is missing from the defaults (a night stored before a setting
 * existed keeps working). Does not validate: call validateMariasSettings.
 */
export function normalizeMariasSettings(
  input?: Partial<MariasSettings> | null,
  base: MariasSettings = DEFAULT_MARIAS_SETTINGS,
): MariasSettings {
  if (!input || typeof input !== 'object') return base;
  const fines = input.renoncFines;
  return {
    ...base,
    ...input,
    renoncFines: { ...base.renoncFines, ...(fines && typeof fines === 'object' ? fines : {}) },
  };
}

const err = (name: string, params?: Record<string, string | number>): ValidationIssue =>
  mariasIssue('settingInvalid', `settings.${name}`, { setting: name, ...params });

const isWhole = (v: unknown, min: number, max: number): boolean =>
  typeof v === 'number' && Number.isSafeInteger(v) && v >= min && v <= max;

/** Checks every setting; `players` (the night's table) lets it check firstDealer. */
export function validateMariasSettings(
  settings: MariasSettings,
  players?: readonly PlayerId[],
): ValidationIssue[] {
  const issues: ValidationIssue[] = [];
  for (const key of Object.keys(MARIAS_SETTING_OPTIONS) as (keyof Options)[]) {
    if (!(MARIAS_SETTING_OPTIONS[key] as readonly unknown[]).includes(settings[key])) {
      issues.push(err(key));
    }
  }
  if (settings.tariff === 'custom') {
    const rates = settings.customRates;
    if (!rates || typeof rates !== 'object') issues.push(err('customRates'));
    else {
      for (const key of RATE_KEYS) {
        if (!isWhole(rates[key], 0, MAX_CUSTOM_RATE)) {
          issues.push(err(`customRates.${key}`, { max: MAX_CUSTOM_RATE }));
        }
      }
    }
  }
  if (!isWhole(settings.unitPrice, 1, MAX_UNIT_PRICE)) issues.push(err('unitPrice'));
  const fines = settings.renoncFines;
  for (const tier of ['tier1', 'tier2'] as const) {
    const fine: unknown = fines?.[tier];
    if (!isMoney(fine) || fine < 0) issues.push(err(`renoncFines.${tier}`));
  }
  if (!isWhole(settings.maxFlek, 0, MAX_FLEK_LEVEL)) {
    issues.push(err('maxFlek', { max: MAX_FLEK_LEVEL }));
  }
  for (const key of ['kiloFailCountsOpponentMarriages', 'sitterPays'] as const) {
    if (typeof settings[key] !== 'boolean') issues.push(err(key));
  }
  if (settings.firstDealer !== undefined) {
    const seated = players ? players.includes(settings.firstDealer) : true;
    if (typeof settings.firstDealer !== 'string' || !seated) issues.push(err('firstDealer'));
  }
  return issues;
}
