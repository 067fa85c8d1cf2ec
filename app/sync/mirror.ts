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

export const LOCAL_ORIGIN = 'renonc-local';
/** Entries per sent update, by their JSON size (UTF-16 upper bound, well below the server's limit). */
const CHUNK_BYTES = 24 * 1024;

export interface MirrorEvents {
  /** Values from other phones that were not stored (ids), cumulative. */
  readonly onRefused?: (ids: readonly string[]) => void;
  /** Remote entries stored locally (count per batch). */
  readonly onStored?: (added: number) => void;
  /** Ids that arrived from the server (so it holds them). */
  readonly onFromServer?: (ids: readonly string[]) => void;
  /** This phone's entries as stored, whenever they change; `pushed` after a send. */
  readonly onLocal?: (pushed: boolean) => void;
  readonly onError?: (error: unknown) => void;
}

export class NightMirror {
  private readonly map: Y.Map<unknown>;
  private pushing = false;
  private local: Subscription | undefined;
  private queue: unknown[] = [];
  private flushing: Promise<void> = Promise.resolve();
  private readonly refused = new Set<string>();
  private lastLocal: readonly LedgerEntry[] = [];
  private closed = false;

  constructor(
    private readonly doc: Y.Doc,
    private readonly db: RenoncDb,
    private readonly nightId: NightId,
    private readonly events: MirrorEvents = {},
  ) {
    this.map = doc.getMap('entries');
    this.map.observe(this.onRemote);
    this.take([...this.map.values()]);
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
    return this.flushing;
  }

  close(): void {
    this.closed = true;
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
    this.take(values);
  };

  private take(values: unknown[]): void {
    if (values.length === 0) return;
    this.queue.push(...values);
    // One storage transaction per burst, in arrival order.
    this.flushing = this.flushing.then(() => this.flush());
  }

  private async flush(): Promise<void> {
    const batch = this.queue;
    this.queue = [];
    if (batch.length === 0 || this.closed) return;
    try {
      const result = await storeRemoteEntries(this.db, this.nightId, batch);
      if (result.added > 0) this.events.onStored?.(result.added);
      if (result.refused.length > 0) {
        for (const id of result.refused) this.refused.add(id);
        this.events.onRefused?.([...this.refused]);
      }
    } catch (error) {
      this.events.onError?.(error);
    }
  }

  /** Sends the entries the doc lacks; whether anything was sent. */
  private push(entries: readonly LedgerEntry[]): boolean {
    const missing = entries.filter((e) => !this.map.has(e.id));
    if (missing.length === 0 || this.closed) return false;
    // One update per chunk: the server takes incremental updates up to 64 KiB.
    let chunk: LedgerEntry[] = [];
    let bytes = 0;
    const send = () => {
      const values = chunk.map(cleanEntry);
      this.doc.transact(() => {
        for (const v of values) this.map.set(v.id, v);
      }, LOCAL_ORIGIN);
      chunk = [];
      bytes = 0;
    };
    for (const e of missing) {
      const size = JSON.stringify(e).length * 2;
      if (chunk.length > 0 && bytes + size > CHUNK_BYTES) send();
      chunk.push(e);
      bytes += size;
    }
    if (chunk.length > 0) send();
    return true;
  }
}
