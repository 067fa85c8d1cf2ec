// Every problem the preferans engine can name. Each is an i18next key
// 'preferans:errors.<code>' with a message in locales/{ru,cs,en}/preferans.json;
// the tests check that the three files cover this list.
import { LedgerEntryError, type EntryId, type ReasonParams } from '../../ledger/types';

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

/**
 * What the reducer throws for an entry it cannot score: a LedgerEntryError
 * (so the fold shows it as "cannot be counted") that also keeps the field of
 * the payload at fault, which the backup entry check names in its path.
 */
export class PreferansEntryError extends LedgerEntryError {
  constructor(
    entryId: EntryId,
    code: string,
    message: string,
    params: ReasonParams | undefined,
    /** The field inside the entry's payload, as the check named it ('tricks'), if any. */
    field: string | undefined,
  ) {
    super(entryId, code, message, params, field);
    this.name = 'PreferansEntryError';
  }
}
