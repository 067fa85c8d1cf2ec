// The preferans backup entry check (GameEngine.checkBackupEntries): a backup
// whose preferans night holds an entry these rules refuse — tricks that do not
// sum to 10 over the active players, a half-whist where it is not allowed, a
// call sequence that cannot happen, a misère with whists, the dealer playing
// in a four-player pulka, a settings change the sheet cannot take… — is
// refused, naming the field inside the entry. The night is replayed through
// the ledger fold, so the check sees each entry with the settings, dealer and
// all-pass series of its own place, and voided or replaced entries are not
// judged (they count nothing either way).
import type { BackupEntryIssue } from '../contract';
import { foldLedger } from '../../ledger/fold';
import type { GameReducer, LedgerEntry, NightInfo } from '../../ledger/types';
import { PreferansEntryError } from './errors';
import { PREF_CORRECTION_KIND, PREF_DEAL_KIND } from './game';
import { preferansReducer, type PreferansState } from './reducer';

/** The payload object each kind's check speaks of ('tricks' of a deal is payload.deal.tricks). */
const PAYLOAD_ROOT: Readonly<Record<string, string>> = {
  [PREF_DEAL_KIND]: 'deal',
  [PREF_CORRECTION_KIND]: 'correction',
  settings: 'settings',
};

/** The path inside an entry of the field a refusal named. */
export function entryFieldPath(kind: string, field: string | undefined): string {
  const root = PAYLOAD_ROOT[kind];
  if (root === undefined) return field === 'dealer' ? 'payload.dealer' : 'payload';
  if (field === undefined || field === root) return `payload.${root}`;
  return `payload.${root}.${field}`;
}

/** Every entry of the night the preferans rules refuse, in scoring order. */
export function checkPreferansBackup(
  night: NightInfo,
  entries: readonly LedgerEntry[],
): BackupEntryIssue[] {
  // The reducer's refusals carry their field; the fold keeps only code and
  // params, so a thin wrapper notes the field of each refused entry.
  const fields = new Map<string, string | undefined>();
  const noting: GameReducer<PreferansState> = {
    ...preferansReducer,
    step(state, entry, info) {
      try {
        return preferansReducer.step(state, entry, info);
      } catch (error) {
        if (error instanceof PreferansEntryError) fields.set(entry.id, error.field);
        throw error;
      }
    },
  };
  const { unscorable } = foldLedger(night, entries, noting);
  const kindOf = new Map(entries.map((e) => [e.id, e.kind]));
  return unscorable
    .filter((u) => fields.has(u.entryId))
    .map((u) => ({
      entryId: u.entryId,
      code: u.code,
      field: entryFieldPath(kindOf.get(u.entryId) ?? '', fields.get(u.entryId)),
      ...(u.params ? { params: u.params } : {}),
    }));
}
