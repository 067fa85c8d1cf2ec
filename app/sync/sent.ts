// "N to send", counted exactly: this night's stored entries that the server
// has not confirmed holding. An entry is confirmed when it came from the
// server, or when the server answers a stateless "have?" naming it (it logs
// every update to SQLite before applying it, so what it holds is kept). The
// confirmed ids are stored, so a phone that opens offline still counts right.
// (The provider's own unsyncedChanges is not a count: SYNC-PROTOCOL.md.)
import type { LedgerEntry, NightId } from '../engine';
import { confirmedIds, saveConfirmedIds, type RenoncDb } from '../storage';

/** Ids per "have?" message (the server answers at most this many). */
export const HAVE_CHUNK = 1000;

export class SentTracker {
  private confirmed = new Set<string>();
  private loaded = false;
  private saving: ReturnType<typeof setTimeout> | undefined;

  constructor(
    private readonly db: RenoncDb,
    private readonly nightId: NightId,
    private readonly onChange: () => void,
  ) {
    void confirmedIds(db, nightId).then((ids) => {
      for (const id of ids) this.confirmed.add(id);
      this.loaded = true;
      this.onChange();
    });
  }

  /** Entries of `stored` the server has not confirmed; undefined until the stored ids are read. */
  count(stored: readonly LedgerEntry[]): number | undefined {
    if (!this.loaded) return undefined;
    let n = 0;
    for (const e of stored) if (!this.confirmed.has(e.id)) n++;
    return n;
  }

  /** Whether the server confirmed holding this entry. */
  has(id: string): boolean {
    return this.confirmed.has(id);
  }

  /** "have?" messages for the entries sent but not confirmed yet (none when all are). */
  questions(stored: readonly LedgerEntry[], inDoc: (id: string) => boolean): string[] {
    const ids = stored.filter((e) => !this.confirmed.has(e.id) && inDoc(e.id)).map((e) => e.id);
    const out: string[] = [];
    for (let i = 0; i < ids.length; i += HAVE_CHUNK) {
      out.push(JSON.stringify({ type: 'have?', ids: ids.slice(i, i + HAVE_CHUNK) }));
    }
    return out;
  }

  /** Ids the server holds: from the server, or named in its "have" answer. */
  confirm(ids: readonly unknown[]): void {
    let added = false;
    for (const id of ids) {
      if (typeof id !== 'string' || this.confirmed.has(id)) continue;
      this.confirmed.add(id);
      added = true;
    }
    if (!added) return;
    this.onChange();
    if (this.saving) return;
    this.saving = setTimeout(() => {
      this.saving = undefined;
      void saveConfirmedIds(this.db, this.nightId, this.confirmed).catch(() => undefined);
    }, 200);
  }

  /** Writes what is confirmed now (on close). */
  flush(): Promise<void> {
    if (!this.saving) return Promise.resolve();
    clearTimeout(this.saving);
    this.saving = undefined;
    return saveConfirmedIds(this.db, this.nightId, this.confirmed);
  }
}
