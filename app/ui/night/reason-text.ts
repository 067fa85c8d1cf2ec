// A void's or correction's reason in the user's words. Most reasons are the
// words the player typed or chose; a conflict's "keep this one" and "two
// different hands" are stored as language-free marks (engine meeting-rules)
// so that every phone's ledger knows them, and are shown here in words.
import { DISTINCT_REASON, KEEP_REASON } from '../../engine';
import type { TFunction } from '../i18n/use-t';

export function reasonText(t: TFunction, reason: string | undefined): string {
  if (reason === KEEP_REASON) return t('sync:conflict.reasonKeep');
  if (reason === DISTINCT_REASON) return t('sync:conflict.reasonDistinct');
  return reason ?? '';
}
