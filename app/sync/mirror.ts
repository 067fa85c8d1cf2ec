// Mirrors one night's entries both ways between Dexie (the local source of
// truth the UI reads) and the Y.Doc's `entries` map. Keys are entry ids and
// values are set once and never changed, so the map only grows; the server
// refuses anything else. Remote values go through storage's checks in one
// transaction (storeRemoteEntries); one that is not an entry of this night,
// or differs from the stored entry with its id, is kept in the doc and
// counted as refused, never written over local data.
import type * as Y from 'yjs';
import type { LedgerEntry, NightId } from '../engine';
import { entriesOfNight, observe, type RenoncDb, type Subscription } from '../storage';
import { cleanEntry, storeRemoteEntries } from '../storage/shared-night';
import { chunked, pickToSend, RemoteQueue, type MirrorEvents } from './mirror-parts';
import { OwnRefusals } from './mirror-refusals';

export type { MirrorEvents } from './mirror-parts';

export const LOCAL_ORIGIN = 'renonc-local';

/** What the mirror sends, across the fresh documents of one session (mirror-refusals.ts). */
export interface MirrorSending {
  readonly refusals?: OwnRefusals;
  /** The server confirmed holding this entry ("have", or it came from the server). */
  readonly isConfirmed?: (id: string) => boolean;
}

export class NightMirror {
  private readonly map: Y.Map<unknown>;
  private pushing = false;
  private local: Subscription | undefined;
  private readonly remote: RemoteQueue;
  private lastLocal: readonly LedgerEntry[] = [];
  private closed = false;
  /** Ids this mirror put into the doc. */
  private readonly pushed = new Set<string>();
  private readonly refusals: OwnRefusals;
  private readonly isConfirmed: (id: string) => boolean;

  constructor(
    private readonly doc: Y.Doc,
    private readonly db: RenoncDb,
    private readonly nightId: NightId,
    private readonly events: MirrorEvents = {},
    sending: MirrorSending = {},
  ) {
    this.refusals = sending.refusals ?? new OwnRefusals();
    this.isConfirmed = sending.isConfirmed ?? (() => false);
    this.remote = new RemoteQueue(async (batch) => {
      const { added, refused } = await storeRemoteEntries(this.db, this.nightId, batch);
      return { added, refused };
    }, events);
    this.map = doc.getMap('entries');
    this.map.observe(this.onRemote);
    this.remote.take([...this.map.values()]);
    // The night's stored entries, from the start: "N to send" counts them even offline.
    this.local = observe(
      () => entriesOfNight(this.db, this.nightId),
      (entries) => {
        this.lastLocal = entries;
        const pushed = this.pushing && this.push(entries);
        this.events.onLocal?.(pushed);
      },
      (e) => this.events.onError?.(e),
    );
  }

  /**
   * Starts sending this phone's entries. Call once the doc holds what the
   * server has (after the first sync): a key set before that could collide
   * with one the server already has, which the server refuses.
   */
  startPushing(): void {
    if (this.pushing || this.closed) return;
    this.pushing = true;
    if (this.push(this.lastLocal)) this.events.onLocal?.(true);
  }

  /** Sends what waited for the server's answer (a suspect goes alone, after the others). */
  resume(): void {
    if (this.pushing && this.push(this.lastLocal)) this.events.onLocal?.(true);
  }

  /** This mirror's entries in the doc that the server has not confirmed holding. */
  inFlight(): string[] {
    return [...this.pushed].filter((id) => !this.isConfirmed(id));
  }

  /** The night's entries as stored here (empty until first read). */
  get stored(): readonly LedgerEntry[] {
    return this.lastLocal;
  }

  /** Whether the doc holds an entry (sent from here, or from the server). */
  inDoc(id: string): boolean {
    return this.map.has(id);
  }

  /** Resolves once every remote value seen so far went through storage. */
  settled(): Promise<void> {
    return this.remote.settled();
  }

  close(): void {
    this.closed = true;
    this.remote.close();
    this.map.unobserve(this.onRemote);
    this.local?.unsubscribe();
  }

  private readonly onRemote = (event: Y.YMapEvent<unknown>): void => {
    if (event.transaction.origin === LOCAL_ORIGIN) return;
    const values: unknown[] = [];
    const ids: string[] = [];
    for (const [key, change] of event.changes.keys) {
      if (change.action !== 'add') continue;
      values.push(this.map.get(key));
      ids.push(key);
    }
    if (ids.length > 0) this.events.onFromServer?.(ids);
    this.remote.take(values);
  };

  /**
   * Sends the entries the doc lacks, but none the server refused alone; a
   * suspect of a refusal goes alone once nothing else is in flight, and
   * nothing goes while it is. Whether anything was sent.
   */
  private push(entries: readonly LedgerEntry[]): boolean {
    if (this.closed) return false;
    const { held } = this.refusals;
    const missing = entries.filter((e) => !this.map.has(e.id) && !held.has(e.id));
    const now = pickToSend(missing, this.inFlight(), this.refusals);
    // One update per chunk: the server takes incremental updates up to 64 KiB.
    for (const chunk of chunked(now)) {
      const values = chunk.map(cleanEntry);
      this.doc.transact(() => {
        for (const v of values) {
          this.map.set(v.id, v);
          this.pushed.add(v.id);
        }
      }, LOCAL_ORIGIN);
    }
    return now.length > 0;
  }
}
