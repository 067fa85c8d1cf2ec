// The sync endpoint: one Hocuspocus instance over the store (server/store/: the
// data folder's SQLite file, or PostgreSQL) and, when REDIS_URL is set, the Redis extension (several processes
// serve the same nights) plus a Redis channel that carries revocations to every
// process. No sync protocol of our own: Hocuspocus speaks Yjs to the phones.
import { Redis as RedisExtension } from '@hocuspocus/extension-redis';
import { Hocuspocus, type Extension } from '@hocuspocus/server';
import { Redis as IORedis } from 'ioredis';
import * as Y from 'yjs';
import type { ServerConfig } from './config';
import { storeExtension } from './documents';
import { closeRevoked, Guard, type RevokeBroadcast } from './guard';
import { openStore } from './store/open';
import { StoreUnavailable } from './store/types';

/** A refusal as the guard throws it (its reason is the close reason). */
type Refusal = { readonly reason?: unknown };

const REVOKE_CHANNEL = 'renonc:revoked';

export interface SyncEndpoint {
  readonly hocuspocus: Hocuspocus;
  /** Which engine holds the nights, for the start line. */
  readonly store: string;
  close(): Promise<void>;
}

interface RevokeMessage {
  readonly name: string;
  readonly hash: string;
  readonly keep: string;
}

async function revocationChannel(
  url: string,
  hocuspocus: () => Hocuspocus,
): Promise<{ broadcast: RevokeBroadcast; close: () => Promise<void> }> {
  const pub = new IORedis(url, { lazyConnect: true });
  const sub = new IORedis(url, { lazyConnect: true });
  await Promise.all([pub.connect(), sub.connect()]);
  sub.on('message', (_channel: string, text: string) => {
    const message = JSON.parse(text) as RevokeMessage;
    closeRevoked(hocuspocus().documents.get(message.name), message.hash, message.keep);
  });
  await sub.subscribe(REVOKE_CHANNEL);
  return {
    broadcast: async (name, hash, keep) => {
      await pub.publish(
        REVOKE_CHANNEL,
        JSON.stringify({ name, hash, keep } satisfies RevokeMessage),
      );
    },
    close: async () => {
      await Promise.all([pub.quit(), sub.quit()]);
    },
  };
}

/**
 * While Redis was away, updates accepted here or in another process were not
 * relayed. Once a client of the Redis extension is connected again, every
 * night loaded here takes the store's state (every accepted update of every
 * process is logged there first): the phones here get what they missed, and
 * the change makes the extension compare states with the other processes.
 */
function resyncOnReconnect(
  client: IORedis,
  hocuspocus: () => Hocuspocus,
  fetch: (name: string) => Promise<Uint8Array | null>,
): IORedis {
  let connected = false;
  client.on('ready', () => {
    if (!connected) {
      connected = true;
      return;
    }
    for (const [name, document] of hocuspocus().documents) {
      fetch(name).then(
        (state) => state && Y.applyUpdate(document, state),
        (error: unknown) => console.error(`cannot catch ${name} up after Redis returned:`, error),
      );
    }
  });
  return client;
}

export async function createSyncEndpoint(config: ServerConfig): Promise<SyncEndpoint> {
  const store = await openStore(config);
  const { documents } = store;
  // The revocation channel and the guard need the instance that is built from them.
  const holder: { instance?: Hocuspocus } = {};
  const current = (): Hocuspocus => holder.instance!;
  const channel = config.redisUrl
    ? await revocationChannel(config.redisUrl, current).catch(async (error: unknown) => {
        await store.close();
        throw error;
      })
    : undefined;
  const broadcast: RevokeBroadcast =
    channel?.broadcast ??
    (async (name, hash, keep) => closeRevoked(current().documents.get(name), hash, keep));
  const guard = new Guard(store.shares, documents, config.limits, broadcast);
  const redisUrl = config.redisUrl;
  const extensions: Extension[] = [storeExtension(documents)];
  if (redisUrl) {
    const createClient = (): IORedis =>
      resyncOnReconnect(new IORedis(redisUrl), current, (name) => documents.fetch(name));
    extensions.push(new RedisExtension({ createClient }));
  }
  const instance = new Hocuspocus({
    name: `renonc-${process.pid}`,
    quiet: true,
    extensions,
    onAuthenticate: (payload) => guard.authenticate(payload),
    beforeHandleMessage: (payload) =>
      guard.beforeMessage(payload).catch((error: unknown) => {
        // The update was not stored, so it is not acknowledged. Closing the
        // whole socket (not only this night on it) makes the phone connect
        // again at once; its connect waits for the database (reads are held).
        if (
          error instanceof StoreUnavailable ||
          (error as Refusal | null)?.reason === 'unavailable'
        ) {
          payload.connection.webSocket.close(4503, 'unavailable');
        }
        throw error;
      }),
    onStateless: (payload) => guard.stateless(payload),
    afterUnloadDocument: async ({ documentName }) => guard.forget(documentName),
  });
  holder.instance = instance;
  return {
    hocuspocus: instance,
    store: store.describe,
    close: async () => {
      instance.closeConnections();
      // Closing the last connection stores and unloads each night; wait for that (2 s at most).
      for (let waited = 0; instance.documents.size > 0 && waited < 2000; waited += 20) {
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      await channel?.close();
      await store.close();
    },
  };
}
