// The sync endpoint: one Hocuspocus instance over the store (server/store/:
// the data folder's SQLite file, or PostgreSQL) and, when REDIS_URL is set,
// the Redis extension (several processes serve the same nights) plus the
// channels of server/redis-relay.ts. In front of it: the message gate and the
// admission checks (server/message-gate.ts, admission.ts), the guard, and the
// store's health. No sync protocol of our own: Hocuspocus speaks Yjs.
import { randomUUID } from 'node:crypto';
import { Redis as RedisExtension } from '@hocuspocus/extension-redis';
import { Hocuspocus, type beforeHandleMessagePayload, type Extension } from '@hocuspocus/server';
import { Redis as IORedis } from 'ioredis';
import { AddressBook } from './address-limits';
import { admission } from './admission';
import type { ServerConfig } from './config';
import { storeExtension } from './documents';
import { closeRevoked, Guard, type RevokeBroadcast } from './guard';
import { Health, type HealthState } from './health';
import { MessageGate } from './message-gate';
import { PhoneCounter } from './phones';
import { redisPhoneTotals, type RedisPhoneTotals } from './phones-redis';
import { resyncOnReconnect, revocationChannel } from './redis-relay';
import { openStore } from './store/open';
import { StoreUnavailable, type DocumentStore, type Store } from './store/types';
import { watchStore } from './store-health';

export interface SyncEndpoint {
  readonly hocuspocus: Hocuspocus;
  readonly health: Health;
  readonly gate: MessageGate;
  readonly addresses: AddressBook;
  /** Which engine holds the nights, for the start line. */
  readonly store: string;
  close(): Promise<void>;
}

/** A refusal as the guard throws it (its reason is the close reason). */
type Refusal = { readonly reason?: unknown };

/** A store that stopped storing closes every scorer's connection: nothing more is acknowledged. */
function closeScorersWhenDown(instance: () => Hocuspocus) {
  return (state: HealthState): void => {
    if (state.ok) return;
    for (const document of instance().documents.values()) {
      for (const connection of document.getConnections()) {
        if (!connection.readOnly) connection.close({ code: 4503, reason: 'unavailable' });
      }
    }
  };
}

/**
 * An update that could not be stored is not acknowledged. Closing the whole
 * socket (not only this night on it) makes the phone connect again at once;
 * its connect waits for the store.
 */
function closeSocketUnstored(guard: Guard) {
  return (payload: beforeHandleMessagePayload): Promise<void> =>
    guard.beforeMessage(payload).catch((error: unknown) => {
      if (
        error instanceof StoreUnavailable ||
        (error as Refusal | null)?.reason === 'unavailable'
      ) {
        payload.connection.webSocket.close(4503, 'unavailable');
      }
      throw error;
    });
}

/** The Hocuspocus extensions: the phone counter, the store and, with REDIS_URL, the relay. */
async function extensionsFor(
  config: ServerConfig,
  documents: DocumentStore,
  current: () => Hocuspocus,
): Promise<{ extensions: Extension[]; phones: PhoneCounter; totals?: RedisPhoneTotals }> {
  const redisUrl = config.redisUrl;
  const totals: RedisPhoneTotals | undefined = redisUrl
    ? await redisPhoneTotals(
        redisUrl,
        `renonc-${process.pid}-${randomUUID()}`,
        (): PhoneCounter => phones,
        () => current().documents.keys(),
      )
    : undefined;
  const phones: PhoneCounter = new PhoneCounter(totals);
  const extensions: Extension[] = [phones, storeExtension(documents)];
  if (redisUrl) {
    const createClient = (): IORedis =>
      resyncOnReconnect(new IORedis(redisUrl), current, (name) => documents.fetch(name));
    extensions.push(new RedisExtension({ createClient }));
  }
  return { extensions, phones, ...(totals ? { totals } : {}) };
}

/** The revocation channel over Redis, or this process alone; the store closes if Redis cannot be had. */
async function revocations(config: ServerConfig, store: Store, current: () => Hocuspocus) {
  const channel = config.redisUrl
    ? await revocationChannel(config.redisUrl, current).catch(async (error: unknown) => {
        await store.close();
        throw error;
      })
    : undefined;
  const broadcast: RevokeBroadcast =
    channel?.broadcast ??
    (async (name, hash, keep) => closeRevoked(current().documents.get(name), hash, keep));
  return { channel, broadcast };
}

export async function createSyncEndpoint(config: ServerConfig): Promise<SyncEndpoint> {
  const store = await openStore(config);
  const { documents } = store;
  const health = new Health();
  const watch = watchStore(config, health);
  // The channels and the guard need the instance that is built from them.
  const holder: { instance?: Hocuspocus } = {};
  const current = (): Hocuspocus => holder.instance!;
  const { channel, broadcast } = await revocations(config, store, current);
  const guard = new Guard(store.shares, documents, config.limits, broadcast, watch);
  const addresses = new AddressBook(config.addressLimits);
  health.onChange(closeScorersWhenDown(current));
  const { extensions, phones, totals } = await extensionsFor(config, documents, current);
  const instance = new Hocuspocus({
    name: `renonc-${process.pid}`,
    quiet: true,
    extensions,
    onAuthenticate: admission(
      addresses,
      health,
      config.trustProxy,
      (payload) => guard.authenticate(payload),
      async (name) => (await store.shares.get(name)) !== undefined,
    ),
    beforeHandleMessage: closeSocketUnstored(guard),
    onStateless: (payload) => guard.stateless(payload),
    afterUnloadDocument: async ({ documentName }) => guard.forget(documentName),
  });
  holder.instance = instance;
  return {
    hocuspocus: instance,
    health,
    gate: new MessageGate(current),
    addresses,
    store: store.describe,
    close: async () => {
      watch.stop();
      instance.closeConnections();
      // Closing the last connection stores and unloads each night; wait for that (2 s at most).
      for (let waited = 0; instance.documents.size > 0 && waited < 2000; waited += 20) {
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      phones.close();
      await totals?.close();
      await channel?.close();
      await store.close();
    },
  };
}
