// Node "phones" for the server tests: a Hocuspocus provider over `ws` on a Y.Doc
// that holds a shared night the way SYNC-PROTOCOL.md describes it.
import { randomBytes } from 'node:crypto';
import { HocuspocusProvider, HocuspocusProviderWebsocket } from '@hocuspocus/provider';
import WebSocket from 'ws';
import * as Y from 'yjs';
import { sha256, shareIdOf } from '../../../server/shares';

/** A shared night as its sharing phone knows it: the owner key its name derives from, both secrets. */
export interface Share {
  readonly name: string;
  readonly owner: string;
  readonly scorer: string;
  readonly viewer: string;
}

const secret = (bytes = 16): string => randomBytes(bytes).toString('base64url');

export function newShare(): Share {
  const owner = secret(32);
  return { name: `night-${shareIdOf(owner)}`, owner, scorer: secret(), viewer: secret() };
}

/** The token of `secretText`; with `create`, the sharing phone's proof (revoked: hashes it revoked). */
export function tokenFor(secretText: string, create?: Share, revoked?: readonly string[]): string {
  const proof = create && {
    owner: create.owner,
    scorer: sha256(create.scorer),
    viewer: sha256(create.viewer),
    ...(revoked ? { revoked } : {}),
  };
  return JSON.stringify({ v: 1, secret: secretText, ...(proof ? { create: proof } : {}) });
}

export interface Phone {
  readonly doc: Y.Doc;
  readonly provider: HocuspocusProvider;
  readonly socket: HocuspocusProviderWebsocket;
  /** Reasons the server gave: refused authentication or a closed connection. */
  readonly refusals: string[];
  readonly stateless: string[];
  /** The server's counts of the night's phones (`{"type":"phones"}`), kept apart from `stateless`. */
  readonly counts: number[];
  entries(): Y.Map<unknown>;
  destroy(): void;
}

function phonesCount(payload: string): number | undefined {
  try {
    const message = JSON.parse(payload) as { type?: unknown; count?: unknown };
    return message.type === 'phones' && typeof message.count === 'number'
      ? message.count
      : undefined;
  } catch {
    return undefined;
  }
}

/**
 * `awareness: true` is the app's own set-up (bench/load.ts): its updates every
 * 15 s keep a quiet phone's socket alive. Without it, the provider closes a
 * socket that heard nothing for 30 s and connects again.
 */
export function connectPhone(
  url: string,
  name: string,
  token: string,
  doc = new Y.Doc(),
  { awareness = false } = {},
): Phone {
  const socket = new HocuspocusProviderWebsocket({
    url: `${url.replace(/^http/, 'ws')}/sync`,
    WebSocketPolyfill: WebSocket,
    delay: 50,
    maxDelay: 200,
    minDelay: 50,
  });
  const refusals: string[] = [];
  const stateless: string[] = [];
  const counts: number[] = [];
  const provider = new HocuspocusProvider({
    websocketProvider: socket,
    name,
    token,
    document: doc,
    // Without awareness: the provider resets its count of unacknowledged updates
    // (startSync) on every awareness change, so `settled` would say "all stored"
    // too early. With none, the count falls only by the server's acknowledgements.
    ...(awareness ? {} : { awareness: null }),
    onAuthenticationFailed: ({ reason }) => refusals.push(reason),
    onClose: ({ event }) => {
      if (event.reason) refusals.push(event.reason);
    },
    onStateless: ({ payload }) => {
      const count = phonesCount(payload);
      if (count === undefined) stateless.push(payload);
      else counts.push(count);
    },
  });
  provider.attach();
  return {
    doc,
    provider,
    socket,
    refusals,
    stateless,
    counts,
    entries: () => doc.getMap('entries'),
    destroy: () => {
      provider.destroy();
      socket.destroy();
    },
  };
}

let counter = 0;

export function entry(
  nightId: string,
  extra: Record<string, unknown> = {},
): Record<string, unknown> {
  counter += 1;
  return {
    id: `e-${process.pid}-${counter}-${randomBytes(4).toString('hex')}`,
    nightId,
    seq: counter,
    kind: 'transfer',
    payload: { transfers: { a: -100, b: 100 } },
    createdAt: 1_700_000_000_000 + counter,
    ...extra,
  };
}

export function addEntry(phone: Phone, value: Record<string, unknown>): void {
  phone.entries().set(value.id as string, value);
}

/** Resolves once `check` holds, polling; fails after `ms` with `what`. */
export async function until(what: string, check: () => boolean, ms = 15_000): Promise<void> {
  const start = Date.now();
  while (!check()) {
    if (Date.now() - start > ms) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** The phone is connected, authenticated, synced and has nothing left to send. */
export const settled = (phone: Phone): boolean =>
  phone.provider.isSynced && phone.provider.unsyncedChanges === 0;

/** The phones one test file opened, so that its teardown destroys them all. */
export class PhoneRegistry {
  private readonly open: Phone[] = [];

  connect(url: string, name: string, token: string, doc?: Y.Doc): Phone {
    const p = connectPhone(url, name, token, doc);
    this.open.push(p);
    return p;
  }

  destroyAll(): void {
    for (const p of this.open.splice(0)) p.destroy();
  }
}
