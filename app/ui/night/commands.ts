// The typed commands the night screen runs. Each checks the entry against the
// in-memory ledger first (an impossible entry is refused before anything is
// written), then stores it in one transaction.
import {
  CLOSE_KIND,
  LedgerEntryError,
  REOPEN_KIND,
  closedBy,
  closingRefusal,
  type IncrementalLedger,
  type LedgerEntry,
  type NightId,
} from '../../engine';
import {
  appendEntry,
  closeNight,
  draftKey,
  forgetUnwrittenDraft,
  reopenNight,
  voidEntry,
  type EntryRow,
  type RenoncDb,
} from '../../storage';

/** A closed night takes nothing but its reopening: refused before anything is written. */
function refuseIfClosed(ledger: IncrementalLedger<unknown>, entry: LedgerEntry): void {
  const code = closingRefusal(closedBy(ledger.contributions()) !== undefined, entry);
  if (code !== undefined) throw new LedgerEntryError(entry.id, code, `refused: ${code}`);
}

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
  refuseIfClosed(ledger, candidate);
  ledger.preview(candidate); // throws a LedgerEntryError the UI can show
  const stored = await appendEntry(db, {
    nightId,
    kind: input.kind,
    payload: input.payload,
    id: ids.id,
    createdAt: ids.now,
    ...(input.replaces !== undefined ? { replaces: input.replaces } : {}),
    ...(input.reason !== undefined ? { reason: input.reason } : {}),
    ...(input.draft !== undefined ? { clearDraft: draftKey(nightId, input.draft) } : {}),
  });
  if (input.draft !== undefined) forgetUnwrittenDraft(draftKey(nightId, input.draft));
  return stored;
}

export async function voidRecorded(
  db: RenoncDb,
  ledger: IncrementalLedger<unknown>,
  nightId: NightId,
  targetId: string,
  reason: string,
  ids: { id: string; now: number },
): Promise<EntryRow> {
  const candidate: LedgerEntry = {
    id: ids.id,
    nightId,
    seq: ledger.nextSeq,
    kind: 'void',
    payload: {},
    createdAt: ids.now,
    voids: targetId,
    reason,
  };
  refuseIfClosed(ledger, candidate);
  ledger.preview(candidate);
  return voidEntry(db, nightId, targetId, reason, ids);
}

/**
 * Closes or reopens the night: a ledger entry (what every phone and the
 * history go by), then the mark on the night's row that the list of nights shows.
 */
export async function setNightClosed(
  db: RenoncDb,
  ledger: IncrementalLedger<unknown>,
  nightId: NightId,
  closed: boolean,
  ids: { id: string; now: number },
): Promise<EntryRow> {
  const kind = closed ? CLOSE_KIND : REOPEN_KIND;
  const stored = await recordEntry(db, ledger, nightId, { kind, payload: {} }, ids);
  await (closed ? closeNight(db, nightId, ids.now) : reopenNight(db, nightId));
  return stored;
}
