// One shared night's live connection: a Y.Doc, the Hocuspocus provider, the
// mirror to Dexie, and the status the night screen shows (which screens share
// a session: sessions.ts).
import { HocuspocusProvider, type HocuspocusProviderWebsocket } from '@hocuspocus/provider';
import * as Y from 'yjs';
import type { NightId } from '../engine';
import { getShare, putShare, type RenoncDb, type ShareRole, type ShareRow } from '../storage';
import { snapshotOf } from '../storage/shared-night';
import { dropNow, followNetwork, openSocket } from './connection';
import { docNameOf, endpointOf, randomSecret, sha256Hex, tokenOf } from './link';
import { NightMirror } from './mirror';
import { isUpdateRefusal, linkProblemOf, type LinkProblem } from './protocol';
import { SentTracker } from './sent';

export const SYNC_STATES = [
  'connecting',
  'online',
  'offline',
  'revoked',
  'forbidden',
  'version',
] as const;
export type SyncState = (typeof SYNC_STATES)[number];

export interface SyncStatus {
  readonly state: SyncState;
  /** Phones on the night right now, this one included (0 when not connected). */
  readonly phones: number;
  /** This phone's entries the server has not confirmed. */
  readonly toSend: number;
  /** Values from other phones that could not be stored. */
  readonly refused: number;
  readonly role: ShareRole;
}

type Listener = (status: SyncStatus) => void;

export class NightSession {
  readonly doc = new Y.Doc();
  private readonly socket: HocuspocusProviderWebsocket;
  private readonly provider: HocuspocusProvider;
  private readonly unfollow: () => void;
  private readonly mirror: NightMirror;
  private readonly sent: SentTracker;
  private asking: ReturnType<typeof setTimeout> | undefined;
  private readonly listeners = new Set<Listener>();
  private state: SyncState = 'connecting';
  private refused = 0;
  private pendingRotation: { role: ShareRole; secret: string } | undefined;
  private closed = false;

  constructor(
    private readonly db: RenoncDb,
    private share: ShareRow,
  ) {
    this.sent = new SentTracker(db, share.nightId, () => this.emit());
    this.mirror = new NightMirror(this.doc, db, share.nightId, {
      onRefused: (ids) => {
        this.refused = ids.length;
        this.emit();
      },
      onStored: () => this.emit(),
      onFromServer: (ids) => this.sent.confirm(ids),
      onLocal: (pushed) => {
        if (pushed) this.askSoon();
        this.emit();
      },
    });
    this.socket = openSocket(endpointOf(share.server));
    this.provider = new HocuspocusProvider({
      websocketProvider: this.socket,
      name: docNameOf(share.shareId),
      document: this.doc,
      token: () => this.token(),
      onSynced: () => void this.onSynced(),
      onStatus: ({ status }) => {
        if (this.isFinal()) return;
        this.state =
          status === 'connected'
            ? 'online'
            : status === 'connecting'
              ? this.offlineOr()
              : 'offline';
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
      onAwarenessChange: () => this.emit(),
      onStateless: ({ payload }) => void this.onStateless(payload),
    });
    this.provider.attach();
    this.provider.setAwarenessField('phone', share.phone ?? '');
    this.unfollow = followNetwork(this.socket, () => !this.closed && !this.isFinal());
    this.doc.on('update', () => this.emit());
  }

  get nightId(): NightId {
    return this.share.nightId;
  }

  get status(): SyncStatus {
    const connected = this.state === 'online';
    return {
      state: this.state,
      phones: connected ? Math.max(1, this.provider.awareness?.getStates().size ?? 1) : 0,
      toSend: this.share.role === 'scorer' ? (this.sent.count(this.mirror.stored) ?? 0) : 0,
      refused: this.refused,
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
    if (this.share.role !== 'scorer') throw new Error('only a scorer can revoke');
    const secret = randomSecret();
    this.pendingRotation = { role, secret };
    this.provider.sendStateless(
      JSON.stringify({ type: 'rotate', role, hash: await sha256Hex(secret) }),
    );
  }

  /** Resolves once every value from other phones seen so far is stored. */
  settled(): Promise<void> {
    return this.mirror.settled();
  }

  close(): void {
    if (this.closed) return;
    this.closed = true;
    if (this.asking) clearTimeout(this.asking);
    void this.sent.flush().catch(() => undefined);
    this.unfollow();
    this.mirror.close();
    this.provider.destroy();
    this.socket.destroy();
    this.doc.destroy();
    this.listeners.clear();
  }

  /**
   * The phone that holds both links made the share: it always offers the
   * hashes to create the document (the server ignores them once it exists),
   * so a share made offline is created on the first connection.
   */
  private async token(): Promise<string> {
    const { scorer, viewer } = this.share.links;
    if (this.share.role !== 'scorer' || !scorer || !viewer) return tokenOf(this.share.secret);
    return tokenOf(this.share.secret, {
      scorer: await sha256Hex(scorer),
      viewer: await sha256Hex(viewer),
    });
  }

  private isFinal(): boolean {
    return this.state === 'revoked' || this.state === 'forbidden' || this.state === 'version';
  }

  private offlineOr(): SyncState {
    return this.state === 'connecting' ? 'connecting' : 'offline';
  }

  private async onSynced(): Promise<void> {
    if (this.closed) return;
    if (this.share.role === 'scorer') {
      const meta = this.doc.getMap('meta');
      if (!meta.has('night')) {
        // The creator's first connection: the night as it started, set once.
        const snapshot = await snapshotOf(this.db, this.share.nightId);
        if (snapshot && !meta.has('night') && !this.closed) {
          this.doc.transact(() => {
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
   * revoked link is final; after a refused update the socket is dropped, so
   * the capped retry connects and authenticates again.
   */
  private onServerClose(reason: string): void {
    if (this.closed || this.isFinal()) return;
    const problem = linkProblemOf(reason);
    if (problem) void this.onRefusedAuth(problem);
    else if (isUpdateRefusal(reason)) dropNow(this.socket, reason);
  }

  private async onRefusedAuth(problem: LinkProblem): Promise<void> {
    this.state = problem;
    if (this.state === 'revoked') {
      // The local copy stays; this phone just stops syncing it.
      await putShare(this.db, { ...this.share, state: 'revoked' });
    }
    this.socket.disconnect();
    this.emit();
  }

  private async onStateless(payload: string): Promise<void> {
    let message: { type?: unknown; role?: unknown; ids?: unknown };
    try {
      message = JSON.parse(payload) as typeof message;
    } catch {
      return;
    }
    if (message.type === 'have' && Array.isArray(message.ids)) {
      this.sent.confirm(message.ids);
      return;
    }
    const pending = this.pendingRotation;
    if (!pending || message.role !== pending.role) return;
    if (message.type !== 'rotated') {
      this.pendingRotation = undefined;
      this.emit();
      return;
    }
    this.pendingRotation = undefined;
    const fresh = (await getShare(this.db, this.share.nightId)) ?? this.share;
    this.share = {
      ...fresh,
      links: { ...fresh.links, [pending.role]: pending.secret },
      ...(pending.role === fresh.role ? { secret: pending.secret } : {}),
    };
    await putShare(this.db, this.share);
    this.emit();
  }

  private emit(): void {
    const status = this.status;
    for (const l of this.listeners) l(status);
  }
}
