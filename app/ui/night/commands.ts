// The typed commands the night screen runs. Each checks the entry against the
// in-memory ledger first (an impossible entry is refused before anything is
// written), then stores it in one transaction.
import type { IncrementalLedger, LedgerEntry, NightId } from '../../engine';
import { appendEntry, draftKey, voidEntry, type EntryRow, type RenoncDb } from '../../storage';

export interface EntryDraft {
  readonly kind: string;
  readonly payload: unknown;
  readonly replaces?: string;
  readonly reason?: string;
  readonly draft?: string;
}

export async function recordEntry(
  db: RenoncDb,
  ledger: IncrementalLedger<unknown>,
  nightId: NightId,
  input: EntryDraft,
  ids: { id: string; now: number },
): Promise<EntryRow> {
  const candidate: LedgerEntry = {
    id: ids.id,
    nightId,
    seq: ledger.nextSeq,
    kind: input.kind,
    payload: input.payload,
    createdAt: ids.now,
    ...(input.replaces !== undefined ? { replaces: input.replaces } : {}),
    ...(input.reason !== undefined ? { reason: input.reason } : {}),
  };
  ledger.preview(candidate); // throws a LedgerEntryError the UI can show
  return appendEntry(db, {
    nightId,
    kind: input.kind,
    payload: input.payload,
    id: ids.id,
    createdAt: ids.now,
    ...(input.replaces !== undefined ? { replaces: input.replaces } : {}),
    ...(input.reason !== undefined ? { reason: input.reason } : {}),
    ...(input.draft !== undefined ? { clearDraft: draftKey(nightId, input.draft) } : {}),
  });
}

export async function voidRecorded(
  db: RenoncDb,
  ledger: IncrementalLedger<unknown>,
  nightId: NightId,
  targetId: string,
  reason: string,
  ids: { id: string; now: number },
): Promise<EntryRow> {
  ledger.preview({
    id: ids.id,
    nightId,
    seq: ledger.nextSeq,
    kind: 'void',
    payload: {},
    createdAt: ids.now,
    voids: targetId,
    reason,
  });
  return voidEntry(db, nightId, targetId, reason, ids);
}
