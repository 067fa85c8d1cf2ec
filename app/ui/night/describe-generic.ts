// The words of the entries every game shares (a transfer, a carry-over, a
// settings change, closing and reopening), for the ledger list, the explain
// dialog, conflicts and the CSV export; a game's own entries are its UI's
// describeEntry.
import type { LedgerEntry, TransferPayload } from '../../engine';
import type { NightView } from '../games/types';
import type { TFunction } from '../i18n/use-t';

export function describeGeneric(
  entry: LedgerEntry,
  night: NightView,
  t: TFunction,
): string | undefined {
  if (entry.kind === 'transfer') {
    const payload = entry.payload as TransferPayload;
    const payers = Object.entries(payload.transfers).filter(([, v]) => v < 0);
    const payees = Object.entries(payload.transfers).filter(([, v]) => v > 0);
    const key = payload.origin === 'carry-over' ? 'ledger.carryOver' : 'ledger.transfer';
    return t(key, {
      from: payers.map(([p]) => night.nameOf(p)).join(', '),
      to: payees.map(([p]) => night.nameOf(p)).join(', '),
      note: payload.note ?? '',
    });
  }
  if (entry.kind === 'settings') return t('ledger.settings');
  if (entry.kind === 'close') return t('ledger.closed');
  if (entry.kind === 'reopen') return t('ledger.reopened');
  return undefined;
}
