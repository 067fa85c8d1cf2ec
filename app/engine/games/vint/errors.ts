// Every problem the vint engine can name. Each is an i18next key
// 'vint:errors.<code>' with a message in locales/{en,cs,ru}/vint.json; the
// tests check that the three files cover this list.
export const VINT_ERROR_CODES = [
  'invalidSettings',
  'invalidSetting',
  'invalidStake',
  'needFourPlayers',
  'invalidPayload',
  'unknownSide',
  'declarerNotAtTable',
  'declarerNotOnSide',
  'levelOutOfRange',
  'unknownDenomination',
  'tricksOutOfRange',
  'honoursRequired',
  'trumpHonoursOutOfRange',
  'acesOutOfRange',
  'trumpHonoursInNoTrumps',
  'trumpAceNotCounted',
  'trumpAceTwice',
  'tooManyRenonces',
  'offenderNotAtTable',
  'offenderNotOnSide',
  'unknownLiability',
  'coronetsOff',
  'coronetOutOfRange',
  'bothFirstRequired',
  'cardsCut',
  'unknownEntryKind',
] as const;
export type VintErrorCode = (typeof VINT_ERROR_CODES)[number];

/** The full i18next key of a vint error. */
export const vintError = (code: VintErrorCode): string => `vint:errors.${code}`;
