// The i18n keys of the 'marias' namespace, as functions of the engine's data,
// so the UI never spells a key by hand. The texts live in locales/*/marias.json.
import type { MariasErrorName } from './errors';
import { renoncReasonGroup, type RenoncReason, type RenoncTier } from './renonc';
import type { MARIAS_SETTING_OPTIONS, MariasRates, MariasSettings } from './settings';
import {
  flekLevelKey,
  type FlekCounter,
  type MariasComponent,
  type MariasGame,
  type MariasSuit,
  type Trump7Fate,
} from './terms';

type Options = typeof MARIAS_SETTING_OPTIONS;
type OptionName = keyof Options;

export const mariasKeys = {
  game: (game: MariasGame) => `marias:games.${game}`,
  component: (component: MariasComponent | 'limit') => `marias:components.${component}`,
  counter: (counter: FlekCounter) => `marias:counters.${counter}`,
  /** 0 → "no flek", 2 → "re" … */
  flek: (level: number) => `marias:flek.${flekLevelKey(level)}`,
  suit: (suit: MariasSuit) => `marias:suits.${suit}`,
  trump7: (fate: Trump7Fate) => `marias:trump7.${fate}`,
  settingLabel: (name: keyof MariasSettings) => `marias:settings.${name}.label`,
  settingValue: <N extends OptionName>(name: N, value: Options[N][number]) =>
    `marias:settings.${name}.values.${value}`,
  settingFlag: (name: 'kiloFailCountsOpponentMarriages' | 'sitterPays', value: boolean) =>
    `marias:settings.${name}.values.${value ? 'yes' : 'no'}`,
  rate: (rate: keyof MariasRates) => `marias:settings.customRates.rates.${rate}`,
  renoncTier: (tier: RenoncTier) => `marias:renonc.tiers.${tier}`,
  renoncMoney: (tier: RenoncTier) => `marias:renonc.money.${tier}`,
  renoncReason: (tier: RenoncTier, reason: RenoncReason) =>
    `marias:renonc.reasons.${renoncReasonGroup(tier)}.${reason}`,
  error: (name: MariasErrorName) => `marias:errors.${name}`,
} as const;
