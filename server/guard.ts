// The per-connection gate in front of Hocuspocus: who may connect (share
// secrets), what a writer may send (schema check, size and rate limits) and the
// stateless `rotate` message that revokes a link. Everything refused is dropped
// and its connection closed with the reason. What is logged is exactly what the
// live document takes from an update (SYNC-PROTOCOL.md "Forged copies").
import type {
  beforeHandleMessagePayload,
  Connection,
  Document,
  onAuthenticatePayload,
  onStatelessPayload,
} from '@hocuspocus/server';
import * as Y from 'yjs';
import type { Limits } from './config';
import { documentOf, slotOfRole, type DocumentKind } from './document-kinds';
import type { DocumentStore } from './documents';
import { nightIdOfMeta } from './entry-check';
import { readIncoming } from './messages';
import { RateWindow } from './rate-limit';
import { checkUpdate, type DocumentView, type Refusal } from './schema-check';
import { documentStructSignature, updateStructSignature } from './struct-compare';
import {
  isHash,
  parseToken,
  sha256,
  SLOTS,
  type AuthRefusal,
  type CreateProof,
  type ShareStore,
} from './shares';

/** What onAuthenticate leaves on the connection (Hocuspocus's `context`). */
export interface ShareContext {
  /** The link's role as its document's kind names it (scorer, viewer; admin, member, board). */
  readonly role: string;
  readonly hash: string;
  /** The connection proved the owner key of this document: only it may revoke links. */
  readonly owner?: boolean;
}

/** Whether `create` proves the phone that made the document `id` of `kind`. */
const ownsDocument = (create: CreateProof, kind: DocumentKind, id: string): boolean =>
  kind.idOf(create.owner) === id;

/** Thrown to Hocuspocus: it refuses or closes the connection with `reason`. */
export class Refused extends Error {
  constructor(
    readonly reason: AuthRefusal | Refusal,
    readonly code = 4403,
  ) {
    super(reason);
    // Hocuspocus logs what it closes; the reason is all an operator needs, not a stack.
    this.stack = `refused: ${reason}`;
  }
}

/** Closes, here and in every other process, the connections that used a revoked secret. */
export type RevokeBroadcast = (name: string, hash: string, keepSocket: string) => Promise<void>;

/** The store's health as the guard needs it (server/health.ts, server/data-watch.ts). */
export interface StoreHealth {
  /** Looks now: may an update be stored and acknowledged? */
  storable(): boolean;
  /** A write failed: stop acknowledging. */
  failed(error: unknown): void;
}

const ALWAYS_STORABLE: StoreHealth = { storable: () => true, failed: () => undefined };

/** Structs accepted into the log but perhaps not yet applied: signature by `client:clock`. */
type Pending = Map<
  string,
  { readonly client: number; readonly clock: number; readonly sig: string }
>;

export class Guard {
  private readonly rates = new WeakMap<Connection, RateWindow>();
  /** Keys set by accepted updates that may not be in the document yet, per document. */
  private readonly claims = new Map<string, Map<string, string>>();
  private readonly pending = new Map<string, Pending>();
  /** Updates per night, all its connections together. */
  private readonly nightRates = new Map<string, RateWindow>();

  constructor(
    private readonly shares: ShareStore,
    private readonly documents: DocumentStore,
    private readonly limits: Limits,
    private readonly broadcastRevoke: RevokeBroadcast,
    private readonly store: StoreHealth = ALWAYS_STORABLE,
    private readonly now: () => number = Date.now,
  ) {}

  async authenticate({ token, documentName, connectionConfig }: onAuthenticatePayload) {
    const named = documentOf(documentName);
    if (!named) throw new Refused('forbidden');
    const { kind, id } = named;
    const parsed = parseToken(token, kind);
    if (typeof parsed === 'string') throw new Refused(parsed);
    const hash = sha256(parsed.secret);
    // Only the sharing (creating) phone proves the owner key its id derives from;
    // no other link carries it (docs/sync.md, "A server that lost its data").
    const create = parsed.create;
    const owner = create !== undefined && create.scorer === hash && ownsDocument(create, kind, id);
    let hashes = await this.shares.get(documentName);
    if (!hashes && owner) {
      await this.shares.create(documentName, create, create.revoked);
      hashes = await this.shares.get(documentName);
    }
    const slot = SLOTS.find((s) => kind.roles[s] !== undefined && hashes?.[s] === hash);
    const role = slot && kind.roles[slot];
    if (slot && role) {
      if (kind.readOnly.includes(slot)) connectionConfig.readOnly = true;
      return { role, hash, ...(slot === 'scorer' ? { owner } : {}) } satisfies ShareContext;
    }
    if (hashes && (await this.shares.isRevoked(documentName, hash))) throw new Refused('revoked');
    throw new Refused('forbidden');
  }

  /** The document as the check sees it; `fresh` collects the new structs' signatures. */
  private view(document: Document, fresh: Pending): DocumentView {
    const claims = this.claimsOf(document.name);
    const pending = this.pendingOf(document);
    return {
      compare: (item) => {
        const key = `${item.id.client}:${item.id.clock}`;
        const sig = updateStructSignature(item);
        const held = documentStructSignature(document, item.id) ?? pending.get(key)?.sig;
        if (held === undefined) {
          fresh.set(key, { client: item.id.client, clock: item.id.clock, sig });
          return 'none';
        }
        return held === sig ? 'same' : 'other';
      },
      keyOwner: (root, key) => {
        const item = document.getMap(root)._map.get(key);
        return item ? `${item.id.client}:${item.id.clock}` : claims.get(`${root}\u0000${key}`);
      },
      nightId: () => nightIdOfMeta(document.getMap('meta').get('night')),
    };
  }

  /** This night's accepted structs the document does not hold yet (others were applied: dropped). */
  private pendingOf(document: Document): Pending {
    let pending = this.pending.get(document.name);
    if (!pending) this.pending.set(document.name, (pending = new Map()));
    for (const [key, { client, clock }] of pending) {
      if (clock < Y.getState(document.store, client)) pending.delete(key);
    }
    return pending;
  }

  private allowRate(connection: Connection, name: string): boolean {
    let rate = this.rates.get(connection);
    if (!rate) {
      rate = new RateWindow(this.limits.updatesPerWindow, this.limits.windowMs);
      this.rates.set(connection, rate);
    }
    let night = this.nightRates.get(name);
    if (!night) {
      night = new RateWindow(this.limits.nightUpdatesPerMinute, 60_000);
      this.nightRates.set(name, night);
    }
    const now = this.now();
    return rate.allow(now) && night.allow(now);
  }

  private claimsOf(name: string): Map<string, string> {
    let claims = this.claims.get(name);
    if (!claims) this.claims.set(name, (claims = new Map()));
    return claims;
  }

  /** Resolves when the message may go on to Hocuspocus (and its update is on disk). */
  async beforeMessage({ connection, update: message, document }: beforeHandleMessagePayload) {
    const incoming = readIncoming(message);
    if (incoming.kind === 'malformed') throw new Refused('malformed', 4400);
    if (incoming.kind === 'other') return;
    // The message gate answers a viewer's updates before they get here; none may reach the log.
    if (connection.readOnly) return;
    if (!this.allowRate(connection, document.name)) throw new Refused('rate-limited', 4429);
    if (!this.store.storable()) throw new Refused('unavailable', 4503);
    const catchUp = incoming.kind === 'catch-up';
    const fresh: Pending = new Map();
    const named = documentOf(document.name);
    if (!named) throw new Refused('forbidden');
    const role = (connection.context as Partial<ShareContext>).role ?? '';
    const result = checkUpdate(
      incoming.update,
      this.view(document, fresh),
      {
        maxUpdateBytes: catchUp ? this.limits.maxCatchUpBytes : this.limits.maxUpdateBytes,
        maxEntryBytes: this.limits.maxEntryBytes,
        maxNewKeys: catchUp ? this.limits.maxCatchUpEntries : Infinity,
      },
      named.kind.schemaOf(named.id, role),
    );
    if (!result.ok) throw new Refused(result.reason, 4400);
    if (result.claims.length === 0) return;
    const claims = this.claimsOf(document.name);
    for (const claim of result.claims) claims.set(`${claim.root}\u0000${claim.key}`, claim.item);
    const pending = this.pendingOf(document);
    for (const [key, value] of fresh) pending.set(key, value);
    // Only what the document lacks: what is stored is what is served.
    const news = Y.diffUpdate(incoming.update, Y.encodeStateVector(document));
    try {
      await this.documents.log(document.name, news);
    } catch (error) {
      this.store.failed(error);
      throw new Refused('unavailable', 4503);
    }
  }

  async stateless({ connection, document, documentName, payload }: onStatelessPayload) {
    let message: unknown;
    try {
      message = JSON.parse(payload);
    } catch {
      return;
    }
    const { type, role, hash, ids } = (message ?? {}) as Record<string, unknown>;
    const kind = documentOf(documentName)?.kind;
    if (!kind) return;
    if (type === 'have?') {
      const have = held(document, kind.records, ids);
      connection.sendStateless(JSON.stringify({ type: 'have', ids: have }));
      return;
    }
    if (type !== 'rotate') return;
    const context = connection.context as Partial<ShareContext>;
    // Only the sharing phone manages the links: it re-creates the document with
    // them after a data loss, so a revocation it did not make would be undone.
    const slot = slotOfRole(kind, role);
    const allowed = context.owner === true && !connection.readOnly && slot !== undefined;
    const old =
      allowed && isHash(hash) ? await this.shares.rotate(documentName, slot, hash) : undefined;
    if (old === undefined) {
      connection.sendStateless(JSON.stringify({ type: 'rotate-refused', role }));
      return;
    }
    connection.sendStateless(JSON.stringify({ type: 'rotated', role }));
    await this.broadcastRevoke(documentName, old, connection.socketId);
  }

  forget(name: string): void {
    this.claims.delete(name);
    this.pending.delete(name);
    this.nightRates.delete(name);
    this.documents.forget(name);
  }
}

/** Most entry ids one "have?" may ask about (the client asks in chunks). */
export const MAX_HAVE_IDS = 1000;

/**
 * Which of the asked record ids (a night's entries, a club's records) this
 * document holds. Every update is in the store before it is applied
 * (beforeMessage), so a held record is stored: the phone may stop counting
 * it as "to send".
 */
function held(document: Document, root: string, ids: unknown): string[] {
  if (!Array.isArray(ids)) return [];
  const entries = document.getMap(root);
  return ids
    .slice(0, MAX_HAVE_IDS)
    .filter((id): id is string => typeof id === 'string' && entries.has(id));
}

/** Closes this process's connections to `document` that were opened with the secret hashed `hash`. */
export function closeRevoked(
  document: Document | undefined,
  hash: string,
  keepSocket: string,
): void {
  for (const connection of document?.getConnections() ?? []) {
    const context = connection.context as Partial<ShareContext>;
    if (context.hash === hash && connection.socketId !== keepSocket) {
      connection.close({ code: 4403, reason: 'revoked' });
    }
  }
}
