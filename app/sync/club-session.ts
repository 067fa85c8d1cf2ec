// One club's live connection: a Y.Doc, the Hocuspocus provider and the mirror
// to Dexie (./club-mirror.ts), as a night's session (./session.ts) has them.
// The admin phone offers the create proof on every connection (the server
// ignores it once the club exists) and writes the club's `meta` when the
// document lacks it; a refused update starts a fresh doc; a link the server
// does not know is asked again later (a server that lost its data gets the
// club back from the admin phone), a revoked link or another version is final.
// The admin phone replaces the member and board links here (./club-rotation.ts).
import { HocuspocusProvider, type HocuspocusProviderWebsocket } from '@hocuspocus/provider';
import * as Y from 'yjs';
import { clubOf, saveClub, type ClubRow, type RenoncDb } from '../storage';
import { clubCreateProof, clubDocNameOf } from './club-link';
import { ClubMirror } from './club-mirror';
import { dropNow, followNetwork, LaterRetry, openSocket } from './connection';
import { endpointOf, tokenOf } from './link';
import { OwnRefusals } from './mirror-refusals';
import { isUpdateRefusal, linkProblemOf, type LinkProblem } from './protocol';
import { ClubRotation, type ClubRotateOutcome, type ReplaceableRole } from './club-rotation';
import { revokedOfProof } from './rotation';

export { joinClub, type ClubJoinOutcome, type ClubJoinProblem } from './club-join';
export type { ClubRotateOutcome, ReplaceableRole } from './club-rotation';

export type ClubSyncStatus =
  | { readonly state: 'connecting' }
  | { readonly state: 'synced' }
  | { readonly state: 'offline' }
  /** `forbidden` is retried (a server that lost the club); `revoked` and `version` are final. */
  | { readonly state: 'refused'; readonly reason: LinkProblem };

export interface ClubSyncEvents {
  readonly onStatus?: (status: ClubSyncStatus) => void;
  /** Values from other phones that were not stored (ids), cumulative per document. */
  readonly onRefused?: (ids: readonly string[]) => void;
  /** Remote records stored (count per batch). */
  readonly onStored?: (added: number) => void;
  readonly onError?: (error: unknown) => void;
}

export interface ClubSync {
  close(): void;
  /**
   * Replaces a link (admin phone with the owner key only): the server takes
   * the new secret's hash, then this phone stores it; the old link is revoked.
   */
  rotate(role: ReplaceableRole): Promise<ClubRotateOutcome>;
  /** Resolves once every value from other phones seen so far is stored. */
  settled(): Promise<void>;
  /** This phone's records the server has not acknowledged (or not yet been sent). */
  unsent(): number;
  /** Synced, storage read, and every record of this phone acknowledged by the server. */
  caughtUp(): boolean;
}

/** The token: the secret, and for the admin phone the proof that creates the club. */
export async function tokenOfClub(club: ClubRow): Promise<string> {
  const { admin, member, board } = club.links;
  if (!club.secret) throw new Error(`club ${club.id} has no secret on this phone`);
  if (club.role !== 'admin' || !club.ownerKey || !admin || !member || !board) {
    return tokenOf(club.secret);
  }
  const proof = await clubCreateProof(club.ownerKey, { admin, member, board });
  return tokenOf(club.secret, { ...proof, ...revokedOfProof(club) });
}

/** The club's `meta` as the admin phone writes it once. */
export function clubMetaOf(club: ClubRow): Record<string, string> {
  return { club: club.id, name: club.name, created: new Date(club.createdAt).toISOString() };
}

class ClubSession implements ClubSync {
  private doc!: Y.Doc;
  private provider!: HocuspocusProvider;
  private mirror!: ClubMirror;
  private readonly socket: HocuspocusProviderWebsocket;
  private readonly unfollow: () => void;
  private readonly own = new OwnRefusals();
  private readonly later: LaterRetry;
  private status: ClubSyncStatus = { state: 'connecting' };
  private readonly rotation: ClubRotation;
  private closed = false;

  constructor(
    private readonly db: RenoncDb,
    private club: ClubRow,
    private readonly events: ClubSyncEvents,
  ) {
    this.socket = openSocket(endpointOf(club.server));
    this.later = new LaterRetry(this.socket);
    this.rotation = new ClubRotation(db, (error) => this.events.onError?.(error));
    this.attachDoc();
    // In a browser: reconnect at once when the network or the page comes back.
    this.unfollow =
      typeof window === 'undefined'
        ? () => undefined
        : followNetwork(this.socket, () => !this.closed && !this.final());
    this.emit(this.status);
  }

  private final(): boolean {
    return this.status.state === 'refused' && this.status.reason !== 'forbidden';
  }

  private attachDoc(): void {
    const doc = new Y.Doc();
    this.doc = doc;
    this.mirror = new ClubMirror(
      doc,
      this.db,
      this.club,
      {
        onRefused: (ids) => this.events.onRefused?.(ids),
        onStored: (added) => this.events.onStored?.(added),
        onError: (error) => this.events.onError?.(error),
      },
      { refusals: this.own },
    );
    this.provider = new HocuspocusProvider({
      websocketProvider: this.socket,
      name: clubDocNameOf(this.club.id),
      document: doc,
      token: () => tokenOfClub(this.club),
      onSynced: () => void this.onSynced(doc),
      onStatus: ({ status }) => this.onSocket(status),
      onAuthenticationFailed: ({ reason }) =>
        this.onRefusedLink(linkProblemOf(reason) ?? 'forbidden'),
      onClose: ({ event }) => this.onServerClose(event.reason),
      onStateless: ({ payload }) => void this.onStateless(payload),
      // Every update sent so far is acknowledged (the server logs it before it acknowledges).
      onUnsyncedChanges: ({ number }) => {
        if (number === 0 && doc === this.doc) this.mirror.confirm(this.mirror.inFlight());
      },
    });
    this.provider.attach();
  }

  private onSocket(socket: string): void {
    if (socket !== 'connected') this.rotation.gone();
    if (this.final() || this.status.state === 'refused') return;
    if (socket === 'connected') return; // "synced" comes with the first sync
    if (socket === 'connecting' && this.status.state === 'connecting') return;
    this.emit({ state: 'offline' });
  }

  private async onSynced(doc: Y.Doc): Promise<void> {
    if (this.closed || doc !== this.doc) return;
    this.later.reset();
    const meta = doc.getMap('meta');
    if (this.club.role === 'admin' && !meta.has('club')) {
      // The club's first connection (or a server that lost it): its meta, set once.
      doc.transact(() => {
        for (const [key, value] of Object.entries(clubMetaOf(this.club))) meta.set(key, value);
      });
    }
    this.mirror.startPushing();
    this.emit({ state: 'synced' });
    const name = meta.get('name');
    if (typeof name === 'string' && name !== this.club.name) {
      // The document's name is the truth; this phone learnt another one first.
      this.club = { ...this.club, name };
      await saveClub(this.db, this.club).catch((error: unknown) => this.events.onError?.(error));
    }
  }

  /** After a refused update a fresh doc (a new Yjs client) syncs again; see ./session.ts. */
  private renew(reason: string): void {
    if (this.closed) return;
    this.own.refused(reason, this.mirror.inFlight());
    this.provider.destroy();
    this.mirror.close();
    this.doc.destroy();
    dropNow(this.socket, reason);
    this.attachDoc();
  }

  private onServerClose(reason: string): void {
    if (this.closed || this.final()) return;
    const problem = linkProblemOf(reason);
    if (problem) this.onRefusedLink(problem);
    else if (isUpdateRefusal(reason)) {
      // After the provider's own close handling, which this replaces.
      setTimeout(() => {
        this.renew(reason);
        if (reason === 'unavailable' && !this.closed) this.later.schedule();
      }, 0);
    }
  }

  private onRefusedLink(problem: LinkProblem): void {
    if (this.closed) return;
    this.emit({ state: 'refused', reason: problem });
    if (problem === 'forbidden') this.later.schedule();
    else this.socket.disconnect();
  }

  private emit(status: ClubSyncStatus): void {
    this.status = status;
    if (!this.closed) this.events.onStatus?.(status);
  }

  async rotate(role: ReplaceableRole): Promise<ClubRotateOutcome> {
    if (this.club.role !== 'admin' || !this.club.ownerKey) return 'refused';
    if (this.status.state !== 'synced' || this.rotation.busy) return 'offline';
    return this.rotation.ask(role, (message) => this.provider.sendStateless(message));
  }

  /** The server's answer to a `rotate`: the club row keeps the new secret (./club-rotation.ts). */
  private async onStateless(payload: string): Promise<void> {
    const club = await this.rotation.heard(this.club, payload);
    if (club && !this.closed) this.club = club;
  }

  settled(): Promise<void> {
    return this.mirror.settled();
  }

  unsent(): number {
    return this.mirror.toSend().length + this.mirror.inFlight().length;
  }

  caughtUp(): boolean {
    return this.status.state === 'synced' && this.mirror.hasReadLocal() && this.unsent() === 0;
  }

  close(): void {
    if (this.closed) return;
    this.closed = true;
    this.rotation.gone();
    this.later.stop();
    this.unfollow();
    this.mirror.close();
    this.provider.destroy();
    this.socket.destroy();
    this.doc.destroy();
  }
}

/**
 * Opens the club's sync (the club must be stored on this phone: created or
 * joined). Returns at once; the connection follows the network until closed.
 */
export function openClubSync(db: RenoncDb, clubId: string, events: ClubSyncEvents = {}): ClubSync {
  let session: ClubSession | undefined;
  let closed = false;
  const opened = clubOf(db, clubId).then((club) => {
    if (closed) return;
    if (!club) throw new Error(`no club ${clubId} on this phone`);
    session = new ClubSession(db, club, events);
  });
  opened.catch((error: unknown) => events.onError?.(error));
  return {
    close: () => {
      closed = true;
      session?.close();
    },
    settled: async () => {
      await opened.catch(() => undefined);
      await session?.settled();
    },
    unsent: () => session?.unsent() ?? 0,
    rotate: async (role) => {
      await opened.catch(() => undefined);
      return session ? session.rotate(role) : 'offline';
    },
    caughtUp: () => session?.caughtUp() ?? false,
  };
}
