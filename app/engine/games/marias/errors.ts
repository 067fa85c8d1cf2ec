// Every validation code of the mariáš engine, as data: the locales must carry
// a message for each (tests/engine/marias/locales.test.ts checks all three).
import type { ValidationIssue } from '../../validation';

export const MARIAS_ERRORS = [
  'valueInvalid',
  'settingInvalid',
  'tableSize',
  'duplicatePlayers',
  'dealerNotSeated',
  'dealerMismatch',
  'declarerIsSitter',
  'declarerNotSeated',
  'betlWithSedma',
  'betlWithKilo',
  'heartsWithBetl',
  'suitWithBetl',
  'suitHeartsMismatch',
  'kiloWithKiloProti',
  'sedmaWithSedmaProti',
  'flekInvalid',
  'flekTooHigh',
  'flekUnannounced',
  'flekScopeMismatch',
  'flekByNotDefender',
  'protiFlekBothDefenders',
  'sedmaFlekTogether',
  'raisedByNotDefender',
  'raisedByTooMany',
  'raisedByMissing',
  'resultMissing',
  'cardPointsInvalid',
  'cardPointsSum',
  'marriageInvalid',
  'marriageDuplicate',
  'marriageTrumpTwice',
  'marriageTrumpMismatch',
  'firstMarriageInvalid',
  'firstMarriageMissing',
  'pointsMissing',
  'trump7InBetl',
  'trump7NotPlayed',
  'trump7Contradicts',
  'reached100NotApplicable',
  'reached100Below',
  'reached100Contradicts',
  'reached100Unmarked',
  'pointsSayWon',
  'pointsSayLost',
  'concededNotHra',
  'renoncTierInvalid',
  'renoncReasonInvalid',
  'claimantNotSeated',
  'offenderNotSeated',
  'claimantIsOffender',
  'renoncContractMissing',
  'renoncOffenderNotDeclarer',
  'renoncOffenderNotDefender',
  'renoncHandStillCounted',
  'entryKindUnknown',
] as const;
export type MariasErrorName = (typeof MARIAS_ERRORS)[number];

export function mariasIssue(
  name: MariasErrorName,
  field?: string,
  params?: Record<string, string | number>,
): ValidationIssue {
  const issue: { code: string; field?: string; params?: Record<string, string | number> } = {
    code: `marias:errors.${name}`,
  };
  if (field !== undefined) issue.field = field;
  if (params !== undefined) issue.params = params;
  return issue;
}

/** Thrown by the settle functions for input that validation rejects: no money for an invalid hand. */
export class MariasValidationError extends Error {
  constructor(readonly issues: readonly ValidationIssue[]) {
    super(`Invalid mariáš input: ${issues.map((i) => i.code).join(', ')}`);
    this.name = 'MariasValidationError';
  }
}

export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
