// The settings form's rules, apart from its looks: which settings sit under
// "More table settings", which of them differ from the defaults (named in the
// collapsed summary), and how switching the tariff keeps the rates in sight —
// a custom tariff starts from the preset in use, not from zeros.
import {
  DEFAULT_MARIAS_SETTINGS,
  TARIFF_PRESETS,
  type MARIAS_SETTING_OPTIONS,
  type MariasSettings,
  type MariasTariff,
} from '../../../../engine/games/marias';

/** A setting chosen from its options (all but the tariff, which has its own row). */
export type ChoiceName = Exclude<keyof typeof MARIAS_SETTING_OPTIONS, 'tariff'>;
/** A yes/no setting. */
export type FlagName = 'kiloFailCountsOpponentMarriages' | 'sitterPays';

export const ADVANCED_CHOICES: readonly ChoiceName[] = [
  'flekScope',
  'kiloScaling',
  'kiloMarriage',
  'sto107',
  'limit',
  'playHra',
];

/** The prices per unit offered as chips (haléře): 0.10 to 2 Kč. */
export const UNIT_PRICES = [10, 20, 50, 100, 200] as const;

/** The advanced settings that differ from the defaults, named for the collapsed summary. */
export function changedAdvanced(value: MariasSettings): (keyof MariasSettings)[] {
  const names: (keyof MariasSettings)[] = [
    'maxFlek',
    ...ADVANCED_CHOICES,
    'kiloFailCountsOpponentMarriages',
    'sitterPays',
  ];
  const changed = names.filter((n) => value[n] !== DEFAULT_MARIAS_SETTINGS[n]);
  const d = DEFAULT_MARIAS_SETTINGS.renoncFines;
  if (value.renoncFines.tier1 !== d.tier1 || value.renoncFines.tier2 !== d.tier2) {
    changed.push('renoncFines');
  }
  return changed;
}

/**
 * The settings with another tariff. The first switch to custom copies the
 * preset in use (hospoda when already custom); later switches keep the
 * custom rates, so going back and forth loses nothing.
 */
export function withTariff(value: MariasSettings, tariff: MariasTariff): MariasSettings {
  if (tariff !== 'custom' || value.customRates) return { ...value, tariff };
  const preset = TARIFF_PRESETS[value.tariff === 'custom' ? 'hospoda' : value.tariff];
  return { ...value, tariff, customRates: { ...preset } };
}
