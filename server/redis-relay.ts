// What the sync processes say to each other over Redis besides Hocuspocus's
// own relay: revocations (a rotated secret closes its connections in every
// process) and, after Redis comes back, a catch-up of every loaded night from
// the store (updates accepted meanwhile were logged but not relayed).
import type { Hocuspocus } from '@hocuspocus/server';
import { Redis as IORedis } from 'ioredis';
import * as Y from 'yjs';
import { closeRevoked, type RevokeBroadcast } from './guard';

const REVOKE_CHANNEL = 'renonc:revoked';

interface RevokeMessage {
  readonly name: string;
  readonly hash: string;
  readonly keep: string;
}

export async function revocationChannel(
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
export function resyncOnReconnect(
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
