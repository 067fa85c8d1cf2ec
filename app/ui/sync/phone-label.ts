// Whose phone wrote an entry, as the conflict list and the twins note name it.
import type { LedgerEntry } from '../../engine';
import type { TFunction } from '../i18n/use-t';

export function phoneLabel(t: TFunction, entry: LedgerEntry): string {
  return entry.by
    ? t('sync:conflict.phoneOf', { name: entry.by })
    : t('sync:conflict.unknownPhone');
}
