// Every problem the preferans engine can name. Each is an i18next key
// 'preferans:errors.<code>' with a message in locales/{ru,cs,en}/preferans.json;
// the tests check that the three files cover this list.

export const PREFERANS_ERROR_CODES = [
  'invalidSettings',
  'invalidSetting',
  'invalidStake',
  'invalidPulyaSize',
  'invalidProgression',
  'invalidRostovWhists',
  'pulyaSizeBelowSheet',
  'playersChangeMidPulka',
  'needThreeOrFourPlayers',
  'invalidPayload',
  'unknownDealType',
  'dealerNotAtTable',
  'declarerNotAtTable',
  'dealerPlays',
  'levelOutOfRange',
  'unknownSuit',
  'unknownCall',
  'halfWhistOff',
  'halfWhistLevel',
  'halfWhistAfterWhist',
  'stalingradMustBeWhisted',
  'tenMustBeWhisted',
  'exitTooLow',
  'tricksRequired',
  'tricksNotPlayed',
  'tricksOutOfRange',
  'tricksNotTen',
  'tricksUnknownPlayer',
  'tricksForSitter',
  'tricksMissing',
  'allPassDeclarer',
  'allPassCalls',
  'allPassContract',
  'misereWithWhists',
  'invalidHelpOrder',
  'pulkaEnded',
  'pulkaNotEnded',
  'nothingToEnd',
  'correctionEmpty',
  'correctionOutOfRange',
  'correctionPulyaRange',
  'unknownEntryKind',
] as const;
export type PreferansErrorCode = (typeof PREFERANS_ERROR_CODES)[number];

/** The full i18next key of a preferans error. */
export const prefError = (code: PreferansErrorCode): string => `preferans:errors.${code}`;
