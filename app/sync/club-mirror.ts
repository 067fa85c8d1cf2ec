// Mirrors one club's records both ways between Dexie (what the club screens
// read) and the Y.Doc's `records` map, as ./mirror.ts does a night's entries.
// Keys are record ids and values are set once, so the map only grows; the
// server refuses anything else. Remote values go through storage's checks in
// one transaction (addClubRecords): one that is not a club record, or differs
// from the stored record with its id, stays in the doc and is counted as
// refused, never written over. A phone sends only the kinds its link may
// write (a board link nothing); storage refuses a local write beyond them.
import type * as Y from 'yjs';
import { KINDS_OF_ROLE, type ClubRecord, type ClubRole } from '../engine/club';
import { addClubRecords, clubRecords, observe, type RenoncDb, type Subscription } from '../storage';
import { OwnRefusals } from './mirror-refusals';

export const CLUB_LOCAL_ORIGIN = 'renonc-club-local';
/** Records per sent update, by their JSON size (UTF-16 upper bound, well below the server's limit). */
const CHUNK_BYTES = 24 * 1024;

export interface ClubMirrorEvents {
  /** Values from other phones that were not stored (ids), cumulative. */
  readonly onRefused?: (ids: readonly string[]) => void;
  /** Remote records stored locally (count per batch). */
  readonly onStored?: (added: number) => void;
  /** Ids that arrived from the server (so it holds them). */
  readonly onFromServer?: (ids: readonly string[]) => void;
  /** The club's records as stored changed; `pushed` after a send. */
  readonly onLocal?: (pushed: boolean) => void;
  readonly onError?: (error: unknown) => void;
}

export interface ClubMirrorOptions {
  /** What the server refused across the fresh documents of one session (mirror-refusals.ts). */
  readonly refusals?: OwnRefusals;
  /** Injected clock for the stored rows' `storedAt`. */
  readonly now?: () => number;
}

export class ClubMirror {
  private readonly map: Y.Map<unknown>;
  private pushing = false;
  private readonly local: Subscription;
  private queue: unknown[] = [];
  private flushing: Promise<void> = Promise.resolve();
  private readonly refused = new Set<string>();
  private lastLocal: readonly ClubRecord[] = [];
  private closed = false;
  /** Ids this mirror put into the doc. */
  private readonly pushed = new Set<string>();
  /** Ids the server holds (they came from it). */
  private readonly confirmed = new Set<string>();
  private readonly refusals: OwnRefusals;
  private readonly now: () => number;

  constructor(
    private readonly doc: Y.Doc,
    private readonly db: RenoncDb,
    private readonly club: { readonly id: string; readonly role: ClubRole },
    private readonly events: ClubMirrorEvents = {},
    options: ClubMirrorOptions = {},
  ) {
    this.refusals = options.refusals ?? new OwnRefusals();
    this.now = options.now ?? Date.now;
    this.map = doc.getMap('records');
    this.map.observe(this.onRemote);
    this.take([...this.map.values()]);
    this.local = observe(
      () => clubRecords(this.db, this.club.id),
      (rows) => {
        this.lastLocal = rows.map((row) => row.record);
        const pushed = this.pushing && this.push();
        this.events.onLocal?.(pushed);
      },
      (e) => this.events.onError?.(e),
    );
  }

  /**
   * Starts sending this phone's records. Call once the doc holds what the
   * server has (after the first sync), as a night's mirror does.
   */
  startPushing(): void {
    if (this.pushing || this.closed) return;
    this.pushing = true;
    if (this.push()) this.events.onLocal?.(true);
  }

  /** The server holds these ids: what waited for its answer goes now. */
  confirm(ids: readonly string[]): void {
    for (const id of ids) this.confirmed.add(id);
    this.refusals.confirmed(ids);
    if (this.pushing && this.push()) this.events.onLocal?.(true);
  }

  /** This mirror's records in the doc that the server has not confirmed holding. */
  inFlight(): string[] {
    return [...this.pushed].filter((id) => !this.confirmed.has(id));
  }

  /** The club's records as stored here (empty until first read). */
  get stored(): readonly ClubRecord[] {
    return this.lastLocal;
  }

  /** Records this phone may send that the doc does not hold yet. */
  toSend(): readonly ClubRecord[] {
    const allowed = KINDS_OF_ROLE[this.club.role];
    return this.lastLocal.filter((r) => allowed.includes(r.kind) && !this.map.has(r.id));
  }

  /** Resolves once every remote value seen so far went through storage. */
  settled(): Promise<void> {
    return this.flushing;
  }

  close(): void {
    this.closed = true;
    this.map.unobserve(this.onRemote);
    this.local.unsubscribe();
  }

  private readonly onRemote = (event: Y.YMapEvent<unknown>): void => {
    if (event.transaction.origin === CLUB_LOCAL_ORIGIN) return;
    const values: unknown[] = [];
    const ids: string[] = [];
    for (const [key, change] of event.changes.keys) {
      // An 'update' is another phone's value under a key this doc set too (two
      // docs joined without the server): storage counts it if it differs.
      if (change.action === 'delete') continue;
      values.push(this.map.get(key));
      ids.push(key);
    }
    if (ids.length > 0) {
      for (const id of ids) this.confirmed.add(id);
      this.events.onFromServer?.(ids);
    }
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
      const result = await addClubRecords(this.db, this.club.id, batch, 'remote', this.now());
      if (result.stored.length > 0) this.events.onStored?.(result.stored.length);
      if (result.refused.length > 0) {
        for (const id of result.refused) this.refused.add(id);
        this.events.onRefused?.([...this.refused]);
      }
    } catch (error) {
      this.events.onError?.(error);
    }
  }

  /**
   * Sends the records the doc lacks, but none the server refused alone; a
   * suspect of a refusal goes alone once nothing else is in flight (as
   * ./mirror.ts). Whether anything was sent.
   */
  private push(): boolean {
    if (this.closed) return false;
    const { held, suspects } = this.refusals;
    const missing = this.toSend().filter((r) => !held.has(r.id));
    if (missing.length === 0) return false;
    const inFlight = this.inFlight();
    if (inFlight.some((id) => suspects.has(id))) return false;
    const normal = missing.filter((r) => !suspects.has(r.id));
    if (normal.length > 0) this.send(normal);
    else if (inFlight.length === 0) this.send(missing.slice(0, 1));
    else return false;
    return true;
  }

  /** One update per chunk: the server takes incremental updates up to 64 KiB. */
  private send(records: readonly ClubRecord[]): void {
    let chunk: ClubRecord[] = [];
    let bytes = 0;
    const flush = () => {
      const values = chunk.map((r) => JSON.parse(JSON.stringify(r)) as ClubRecord);
      this.doc.transact(() => {
        for (const v of values) {
          this.map.set(v.id, v);
          this.pushed.add(v.id);
        }
      }, CLUB_LOCAL_ORIGIN);
      chunk = [];
      bytes = 0;
    };
    for (const r of records) {
      const size = JSON.stringify(r).length * 2;
      if (chunk.length > 0 && bytes + size > CHUNK_BYTES) flush();
      chunk.push(r);
      bytes += size;
    }
    if (chunk.length > 0) flush();
  }
}
