// The typed commands the night screen runs. Each checks the entry against the
// in-memory ledger first (an impossible entry is refused before anything is
// written), then stores it in one transaction that refuses the write when the
// night moved on since that check (another tab saved in between). Then the
// ledger is brought up to date and the entry checked again: still fine, it is
// saved; no longer fine, the user is told the night changed, the form kept.
// A new deal is also checked for its place (./recheck.ts): one that would land
// at another place than its form showed, with another dealer, is not stored.
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
  StorageError,
  voidEntry,
  type EntryRow,
  type RenoncDb,
} from '../../storage';
import { assertSamePlace, type SeenPlace } from './recheck';

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
  /** A new deal: the place its form showed, checked again before every write. */
  readonly place?: SeenPlace<IncrementalLedger<unknown>>;
}

/** The night's in-memory ledger and a way to bring it up to the stored night. */
export interface LedgerAccess {
  /** The fold as it is now (it can be a new object after catching up). */
  readonly current: () => IncrementalLedger<unknown>;
  readonly catchUp: () => Promise<void>;
}

/** How many times a save is retried after another tab wrote first and the check still holds. */
const ATTEMPTS = 4;

/** The check held against the ledger this tab had, but not against the night as stored now. */
export class NightChangedError extends StorageError {
  constructor(cause: unknown) {
    super('stale', 'the night changed on another screen', {}, { cause });
    this.name = 'NightChangedError';
  }
}

async function checkedWrite(
  access: LedgerAccess,
  candidateAt: (seq: number) => LedgerEntry,
  store: (expectedHead: number) => Promise<EntryRow>,
  place?: SeenPlace<IncrementalLedger<unknown>>,
): Promise<EntryRow> {
  for (let attempt = 0; ; attempt++) {
    const ledger = access.current();
    // The head is the number of entries the check saw; storage refuses the write if it moved.
    const head = ledger.size;
    // Before the rules: a deal that moved says where to, even if its rules still hold there.
    assertSamePlace(place, ledger);
    try {
      const candidate = candidateAt(ledger.nextSeq);
      refuseIfClosed(ledger, candidate);
      ledger.check(candidate); // throws a LedgerEntryError the UI can show
    } catch (error) {
      throw attempt === 0 ? error : new NightChangedError(error);
    }
    try {
      return await store(head);
    } catch (error) {
      const stale = error instanceof StorageError && error.kind === 'stale';
      if (!stale || attempt + 1 >= ATTEMPTS) throw error;
      await access.catchUp();
    }
  }
}

export async function recordEntry(
  db: RenoncDb,
  access: LedgerAccess,
  nightId: NightId,
  input: EntryDraft,
  ids: { id: string; now: number },
): Promise<EntryRow> {
  const links = {
    ...(input.replaces !== undefined ? { replaces: input.replaces } : {}),
    ...(input.reason !== undefined ? { reason: input.reason } : {}),
  };
  const stored = await checkedWrite(
    access,
    (seq) => ({
      id: ids.id,
      nightId,
      seq,
      kind: input.kind,
      payload: input.payload,
      createdAt: ids.now,
      ...links,
    }),
    (expectedHead) =>
      appendEntry(db, {
        nightId,
        kind: input.kind,
        payload: input.payload,
        id: ids.id,
        createdAt: ids.now,
        expectedHead,
        ...links,
        ...(input.draft !== undefined ? { clearDraft: draftKey(nightId, input.draft) } : {}),
      }),
    input.place,
  );
  if (input.draft !== undefined) forgetUnwrittenDraft(draftKey(nightId, input.draft));
  return stored;
}

export function voidRecorded(
  db: RenoncDb,
  access: LedgerAccess,
  nightId: NightId,
  targetId: string,
  reason: string,
  ids: { id: string; now: number },
): Promise<EntryRow> {
  return checkedWrite(
    access,
    (seq) => ({
      id: ids.id,
      nightId,
      seq,
      kind: 'void',
      payload: {},
      createdAt: ids.now,
      voids: targetId,
      reason,
    }),
    (expectedHead) =>
      voidEntry(db, nightId, targetId, reason, { id: ids.id, createdAt: ids.now, expectedHead }),
  );
}

/**
 * Closes or reopens the night: a ledger entry (what every phone and the
 * history go by), then the mark on the night's row that the list of nights shows.
 */
export async function setNightClosed(
  db: RenoncDb,
  access: LedgerAccess,
  nightId: NightId,
  closed: boolean,
  ids: { id: string; now: number },
): Promise<EntryRow> {
  const kind = closed ? CLOSE_KIND : REOPEN_KIND;
  const stored = await recordEntry(db, access, nightId, { kind, payload: {} }, ids);
  await (closed ? closeNight(db, nightId, ids.now) : reopenNight(db, nightId));
  return stored;
}
