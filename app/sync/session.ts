// One shared night's live connection: a Y.Doc, the Hocuspocus provider, the
// mirror to Dexie, and the status the night screen shows (its words and the
// socket's part in it: ./sync-status; which screens share a session:
// sessions.ts). A refused update starts a fresh doc; a server that
// lost the night is asked again (docs/sync.md, "Refused updates" and "A
// server that lost its data").
import { HocuspocusProvider, type HocuspocusProviderWebsocket } from '@hocuspocus/provider';
import * as Y from 'yjs';
import type { NightId } from '../engine';
import { getShare, putShare, type RenoncDb, type ShareRole, type ShareRow } from '../storage';
import { snapshotOf } from '../storage/shared-night';
import { dropNow, followNetwork, LaterRetry, openSocket } from './connection';
import { Dismissed } from './dismissed';
import { docNameOf, endpointOf } from './link';
import { NightMirror } from './mirror';
import { OwnRefusals } from './mirror-refusals';
import { isUpdateRefusal, linkProblemOf, type LinkProblem } from './protocol';
import { Rotation, saveRotated, tokenOfShare } from './rotation';
import { SentTracker } from './sent';
import { readServerMessage } from './server-messages';
import { isFinalState, stateOnSocket, type SyncState, type SyncStatus } from './sync-status';

type Listener = (status: SyncStatus) => void;

export class NightSession {
  // A fresh doc, mirror and provider after each refused update (renew).
  private doc!: Y.Doc;
  private provider!: HocuspocusProvider;
  private mirror!: NightMirror;
  private readonly socket: HocuspocusProviderWebsocket;
  private readonly unfollow: () => void;
  private readonly sent: SentTracker;
  private readonly own = new OwnRefusals();
  private readonly later: LaterRetry;
  private asking: ReturnType<typeof setTimeout> | undefined;
  private readonly listeners = new Set<Listener>();
  private state: SyncState = 'connecting';
  /** Values from other phones the mirror could not store (their ids). */
  private refused: readonly string[] = [];
  private readonly dismissed: Dismissed;
  /** The server's last refusal was `unavailable` and it has confirmed nothing since. */
  private unavailable = false;
  /** Phones on the night as the server counts its connections (server/phones.ts). */
  private phones: number | undefined;
  private readonly rotation = new Rotation<ShareRole>();
  private closed = false;

  constructor(
    private readonly db: RenoncDb,
    private share: ShareRow,
  ) {
    this.sent = new SentTracker(db, share.nightId, () => this.emit());
    this.dismissed = new Dismissed(share);
    this.socket = openSocket(endpointOf(share.server));
    this.later = new LaterRetry(this.socket);
    this.attachDoc();
    this.unfollow = followNetwork(this.socket, () => !this.closed && !isFinalState(this.state));
  }

  /** A doc with its mirror and provider on the session's socket. */
  private attachDoc(): void {
    const doc = new Y.Doc();
    this.doc = doc;
    this.refused = [];
    this.phones = undefined;
    this.mirror = new NightMirror(
      doc,
      this.db,
      this.share.nightId,
      {
        onRefused: (ids) => {
          this.refused = ids;
          this.emit();
        },
        onStored: () => this.emit(),
        onFromServer: (ids) => this.confirm(ids),
        onLocal: (pushed) => {
          if (pushed) this.askSoon();
          this.emit();
        },
      },
      { refusals: this.own, isConfirmed: (id) => this.sent.has(id) },
    );
    this.provider = new HocuspocusProvider({
      websocketProvider: this.socket,
      name: docNameOf(this.share.shareId),
      document: doc,
      token: () => tokenOfShare(this.share),
      onSynced: () => void this.onSynced(doc),
      onStatus: ({ status }) => {
        // A count from before a drop is stale: the server sends a new one on connect.
        if (status !== 'connected') this.phones = undefined;
        const state = stateOnSocket(this.state, status);
        if (state === undefined) return;
        this.state = state;
        this.emit();
      },
      onAuthenticationFailed: ({ reason }) =>
        void this.onRefusedAuth(linkProblemOf(reason) ?? 'forbidden'),
      onClose: ({ event }) => this.onServerClose(event.reason),
      // An ack of an update: ask which entries the server holds now.
      onUnsyncedChanges: () => {
        this.askSoon();
        this.emit();
      },
      onStateless: ({ payload }) => void this.onStateless(payload),
    });
    this.provider.attach();
    this.provider.setAwarenessField('phone', this.share.phone ?? '');
    doc.on('update', () => this.emit());
  }

  /**
   * After a refused update: the doc holds what the server refused, and Yjs
   * would send it again on every connection. A fresh doc (a new Yjs client)
   * gets the night from the server, and the mirror sends from Dexie what the
   * server lacks, except what the server refused alone (mirror-refusals.ts).
   */
  private renew(reason: string): void {
    if (this.closed) return;
    this.own.refused(reason, this.mirror.inFlight());
    this.provider.destroy();
    this.mirror.close();
    this.doc.destroy();
    dropNow(this.socket, reason);
    this.attachDoc();
    this.emit();
  }

  /** Ids the server holds: no longer to send, nor suspects; what waited goes now. */
  private confirm(ids: readonly unknown[]): void {
    // The server stores again: what it confirms is on its disk.
    if (ids.length > 0 && this.unavailable) {
      this.unavailable = false;
      this.emit();
    }
    this.sent.confirm(ids);
    this.own.confirmed(ids);
    this.mirror.resume();
  }

  get nightId(): NightId {
    return this.share.nightId;
  }

  get status(): SyncStatus {
    const connected = this.state === 'online';
    const { held } = this.own;
    const stored = this.mirror.stored;
    const sending = held.size === 0 ? stored : stored.filter((e) => !held.has(e.id));
    const unsent = new Set(held.size === 0 ? [] : this.dismissed.shown(held));
    return {
      state: this.state,
      // The server's count, never what clients claim in awareness; until it comes, this phone.
      phones: connected ? Math.max(1, this.phones ?? 1) : 0,
      toSend: this.share.role === 'scorer' ? (this.sent.count(sending) ?? 0) : 0,
      refused: this.dismissed.shown(this.refused).length,
      unsent: unsent.size === 0 ? 0 : stored.filter((e) => unsent.has(e.id)).length,
      unavailable: this.unavailable,
      role: this.share.role,
    };
  }

  subscribe(listener: Listener): () => void {
    this.listeners.add(listener);
    listener(this.status);
    return () => this.listeners.delete(listener);
  }

  /** A new secret for a role: links with the old one stop working (their phones keep their copy). */
  async revoke(role: ShareRole): Promise<void> {
    if (!this.share.ownerKey) throw new Error('only the phone that shared the night can revoke');
    this.provider.sendStateless(await this.rotation.request(role));
  }

  /**
   * Hides the refusals shown now (the status line's "Hide"): each is shown
   * once, also after a reload; the entries themselves stay where they are.
   */
  async dismissRefusals(): Promise<void> {
    await this.dismissed.hide(this.db, this.share.nightId, [...this.refused, ...this.own.held]);
    this.emit();
  }

  /** Resolves once every value from other phones seen so far is stored. */
  settled(): Promise<void> {
    return this.mirror.settled();
  }

  close(): void {
    if (this.closed) return;
    this.closed = true;
    if (this.asking) clearTimeout(this.asking);
    this.later.stop();
    void this.sent.flush().catch(() => undefined);
    this.unfollow();
    this.mirror.close();
    this.provider.destroy();
    this.socket.destroy();
    this.doc.destroy();
    this.listeners.clear();
  }

  private async onSynced(doc: Y.Doc): Promise<void> {
    if (this.closed || doc !== this.doc) return;
    if (!isFinalState(this.state)) {
      this.state = 'online';
      // A server that cannot store syncs but refuses the next update: keep backing off.
      if (!this.unavailable) this.later.reset();
    }
    if (this.share.role === 'scorer') {
      const meta = doc.getMap('meta');
      if (!meta.has('night')) {
        // The creator's first connection (or a server that lost the night): the night, set once.
        const snapshot = await snapshotOf(this.db, this.share.nightId);
        if (snapshot && !meta.has('night') && !this.closed && doc === this.doc) {
          doc.transact(() => {
            meta.set('schema', 1);
            meta.set('night', JSON.parse(JSON.stringify(snapshot)) as unknown);
          });
        }
      }
      this.mirror.startPushing();
      this.askSoon();
    }
    this.emit();
  }

  /**
   * Asks the server which sent entries it holds, a moment after a send or an
   * ack (one question for a burst), and again while some are unconfirmed:
   * an answer can overtake the update it is about.
   */
  private askSoon(delay = 100): void {
    if (this.asking || this.closed || this.share.role !== 'scorer') return;
    this.asking = setTimeout(() => {
      this.asking = undefined;
      if (this.closed || this.state !== 'online') return;
      const questions = this.sent.questions(this.mirror.stored, (id) => this.mirror.inDoc(id));
      for (const q of questions) this.provider.sendStateless(q);
      if (questions.length > 0) this.askSoon(1000);
    }, delay);
  }

  /**
   * The server closes a document, not the socket: a revoked link (the provider
   * stays "connected" but nothing syncs any more) or a refused update. A
   * revoked link is final; after a refused update a fresh doc connects and
   * authenticates again (renew).
   */
  private onServerClose(reason: string): void {
    if (this.closed || isFinalState(this.state)) return;
    const problem = linkProblemOf(reason);
    if (problem) void this.onRefusedAuth(problem);
    // After the provider's own close handling, which this replaces.
    else if (reason === 'unavailable') {
      // Refused again on every connection until the server stores again: ask
      // later, waiting longer each time (up to 5 s), not at once.
      this.unavailable = true;
      setTimeout(() => {
        this.renew(reason);
        if (!this.closed) this.later.schedule();
      }, 0);
    } else if (isUpdateRefusal(reason)) setTimeout(() => this.renew(reason), 0);
  }

  /**
   * A session's link worked once (a join stores it only then; the sharing
   * phone creates the night): `forbidden` now means the server lost the
   * night (docs/sync.md), not final: once the sharing phone serves it
   * again, this phone follows. Revoked and other version are final.
   */
  private async onRefusedAuth(problem: LinkProblem): Promise<void> {
    if (this.closed) return;
    if (problem === 'forbidden') {
      this.state = 'lost';
      this.later.schedule();
      this.emit();
      return;
    }
    this.state = problem;
    if (this.state === 'revoked') {
      // The local copy stays; this phone just stops syncing it.
      await putShare(this.db, { ...this.share, state: 'revoked' });
    }
    this.socket.disconnect();
    this.emit();
  }

  /** The server's own word (./server-messages): entries it holds, phones, a revocation. */
  private async onStateless(payload: string): Promise<void> {
    const message = readServerMessage(payload);
    if (message?.type === 'have') this.confirm(message.ids);
    else if (message?.type === 'phones') {
      this.phones = message.count;
      this.emit();
    } else if (message?.type === 'rotation') {
      const answer = this.rotation.answer(message.message);
      if (!answer?.rotated) return;
      const { db, share } = this;
      const read = () => getShare(db, share.nightId);
      this.share = await saveRotated(share, answer, read, (row) => putShare(db, row));
      this.emit();
    }
  }

  private emit(): void {
    const status = this.status;
    for (const l of this.listeners) l(status);
  }
}
