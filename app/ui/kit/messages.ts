// Turns anything that can go wrong into sentences in the user's language.
import { LedgerEntryError, MoneyRangeError, type ValidationIssue } from '../../engine';
import { StorageError } from '../../storage';
import type { TFunction } from '../i18n/use-t';

export function issueText(t: TFunction, issue: ValidationIssue): string {
  return t(issue.code, { ...issue.params });
}

export function errorText(t: TFunction, error: unknown): string {
  if (error && typeof error === 'object' && 'issues' in error && Array.isArray(error.issues)) {
    return (error.issues as ValidationIssue[]).map((i) => issueText(t, i)).join(' ');
  }
  if (error instanceof StorageError) return t(error.code, { ...error.params });
  if (error instanceof LedgerEntryError) return t(error.code);
  if (error instanceof MoneyRangeError) return t('errors:money.range');
  return t('errors:unexpected', {
    message: error instanceof Error ? error.message : String(error),
  });
}
