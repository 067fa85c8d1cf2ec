// Where a preferans refusal points inside its entry (GameEngine.refusalPath):
// the backup entry check (../backup-check) names that field when it refuses a
// file, e.g. entries[3].payload.deal.tricks for tricks that do not sum to 10,
// entries[9].payload.pulyaSize for a pulka reopened to a pulya no larger.
import { LedgerEntryError, type LedgerEntry } from '../../ledger/types';
import { PREF_CORRECTION_KIND, PREF_DEAL_KIND, PREF_REOPEN_KIND } from './game';

/** The payload object each kind's check speaks of ('tricks' of a deal is payload.deal.tricks). */
const PAYLOAD_ROOT: Readonly<Record<string, string>> = {
  [PREF_DEAL_KIND]: 'deal',
  [PREF_CORRECTION_KIND]: 'correction',
  settings: 'settings',
};

/** The path inside an entry of the field a refusal named. */
export function entryFieldPath(kind: string, field: string | undefined): string {
  // A reopening's reason is the entry's own; its pulya size is the payload's.
  if (kind === PREF_REOPEN_KIND && field === 'reason') return 'reason';
  if (kind === PREF_REOPEN_KIND && field === 'pulyaSize') return 'payload.pulyaSize';
  const root = PAYLOAD_ROOT[kind];
  if (root === undefined) return field === 'dealer' ? 'payload.dealer' : 'payload';
  if (field === undefined || field === root) return `payload.${root}`;
  return `payload.${root}.${field}`;
}

/** Where inside the entry the reducer's refusal points. */
export function preferansRefusalPath(entry: LedgerEntry, error: unknown): string {
  return entryFieldPath(entry.kind, error instanceof LedgerEntryError ? error.field : undefined);
}
