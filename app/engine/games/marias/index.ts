// The one public entry of the mariáš engine: settings, the recorded hand,
// validation, settlement with its breakdown, renonc, rounds and the reducer.
export {
  FLEK_COUNTERS,
  FLEK_LEVEL_KEYS,
  HEARTS,
  MARIAS_COMPONENTS,
  MARIAS_GAMES,
  MARIAS_SIDES,
  MARIAS_SUITS,
  MAX_FLEK_LEVEL,
  REACHED_100,
  TRUMP7_FATES,
  flekLevelKey,
  hasHra,
  hasKilo,
  hasSedma,
  isTrumpGame,
  type FlekCounter,
  type FlekLevelKey,
  type MariasComponent,
  type MariasGame,
  type MariasSide,
  type MariasSuit,
  type Reached100,
  type Trump7Fate,
} from './terms';
export {
  DEFAULT_MARIAS_SETTINGS,
  LIMIT_UNITS,
  MARIAS_SETTING_OPTIONS,
  MARIAS_TARIFFS,
  MAX_CUSTOM_RATE,
  MAX_UNIT_PRICE,
  RATE_KEYS,
  TARIFF_PRESETS,
  mariasRates,
  normalizeMariasSettings,
  validateMariasSettings,
  type MariasRates,
  type MariasSettings,
  type MariasTariff,
} from './settings';
export type {
  FlekLevels,
  MariasContract,
  MariasHand,
  MariasMarriage,
  MariasPoints,
  MariasSidePoints,
} from './hand';
export { MARIAS_ERRORS, MariasValidationError, type MariasErrorName } from './errors';
export { mariasKeys } from './labels';
export { isFlekable, sedmaCounter } from './flek';
export { hraStatus, silentComponentsApply, type HraStatus, type TermBasis } from './components';
export { kiloOutcome, marriageValue, sideCards, sidePoints, type KiloOutcome } from './kilo';
export { inspectMariasHand, validateMariasHand } from './validate';
export { validateContract, validateSeating } from './validate-contract';
export type {
  MariasBreakdownLine,
  MariasComponentLine,
  MariasLimitLine,
  MariasSettlement,
} from './breakdown';
export { settleMariasHand } from './settle';
export {
  RENONC_REASONS,
  RENONC_TIERS,
  renoncReasonGroup,
  renoncReasonsFor,
  renoncValue,
  settleMariasRenonc,
  validateMariasRenonc,
  type MariasRenonc,
  type MariasRenoncPayment,
  type MariasRenoncSettlement,
  type RenoncReason,
  type RenoncReasonGroup,
  type RenoncTier,
} from './renonc';
export {
  FREE_MISDEALS_PER_ROUND,
  afterHand,
  afterMisdeal,
  forhontOf,
  handNumberOf,
  mariasSeating,
  nextPlayer,
  roundOf,
  startRounds,
  type MariasRounds,
  type MariasSeating,
} from './rounds';
export { MARIAS_GAME, MARIAS_KINDS } from './game';
export {
  MARIAS_ENTRY_KINDS,
  mariasReducer,
  mariasTableStatus,
  type MariasEntryKind,
  type MariasMisdeal,
  type MariasState,
  type MariasTableStatus,
} from './reducer';
