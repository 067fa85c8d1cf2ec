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
import { chunked, pickToSend, RemoteQueue, type MirrorEvents } from './mirror-parts';
import { OwnRefusals } from './mirror-refusals';

export const CLUB_LOCAL_ORIGIN = 'renonc-club-local';

/** As a night's mirror's: `onLocal` whenever the club's stored records change. */
export type ClubMirrorEvents = MirrorEvents;

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
  private readonly remote: RemoteQueue;
  private lastLocal: readonly ClubRecord[] = [];
  private readLocal = false;
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
    this.remote = new RemoteQueue(async (batch) => {
      const result = await addClubRecords(db, club.id, batch, 'remote', this.now());
      return { added: result.stored.length, refused: result.refused };
    }, events);
    this.map = doc.getMap('records');
    this.map.observe(this.onRemote);
    this.remote.take([...this.map.values()]);
    this.local = observe(
      () => clubRecords(this.db, this.club.id),
      (rows) => {
        this.lastLocal = rows.map((row) => row.record);
        this.readLocal = true;
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

  /** Whether storage was read once: before that, nothing to send proves nothing. */
  hasReadLocal(): boolean {
    return this.readLocal;
  }

  /** Records this phone may send that the doc does not hold yet. */
  toSend(): readonly ClubRecord[] {
    const allowed = KINDS_OF_ROLE[this.club.role];
    return this.lastLocal.filter((r) => allowed.includes(r.kind) && !this.map.has(r.id));
  }

  /** Resolves once every remote value seen so far went through storage. */
  settled(): Promise<void> {
    return this.remote.settled();
  }

  close(): void {
    this.closed = true;
    this.remote.close();
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
    this.remote.take(values);
  };

  /**
   * Sends the records the doc lacks, but none the server refused alone; a
   * suspect of a refusal goes alone once nothing else is in flight (as
   * ./mirror.ts). Whether anything was sent.
   */
  private push(): boolean {
    if (this.closed) return false;
    const { held } = this.refusals;
    const missing = this.toSend().filter((r) => !held.has(r.id));
    const now = pickToSend(missing, this.inFlight(), this.refusals);
    // One update per chunk: the server takes incremental updates up to 64 KiB.
    for (const chunk of chunked(now)) {
      const values = chunk.map((r) => JSON.parse(JSON.stringify(r)) as ClubRecord);
      this.doc.transact(() => {
        for (const v of values) {
          this.map.set(v.id, v);
          this.pushed.add(v.id);
        }
      }, CLUB_LOCAL_ORIGIN);
    }
    return now.length > 0;
  }
}
