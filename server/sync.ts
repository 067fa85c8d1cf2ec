// The sync endpoint: one Hocuspocus instance with the SQLite extension over the
// data folder and, when REDIS_URL is set, the Redis extension (several processes
// serve the same nights) plus a Redis channel that carries revocations to every
// process. No sync protocol of our own: Hocuspocus speaks Yjs to the phones.
import { randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { Redis as RedisExtension } from '@hocuspocus/extension-redis';
import { Hocuspocus, type Extension } from '@hocuspocus/server';
import { Redis as IORedis } from 'ioredis';
import { AddressBook } from './address-limits';
import { admission } from './admission';
import type { ServerConfig } from './config';
import { DataWatch } from './data-watch';
import { DocumentStore, sqliteExtension } from './documents';
import { closeRevoked, Guard, type RevokeBroadcast } from './guard';
import { Health, type HealthState } from './health';
import { MessageGate } from './message-gate';
import { PhoneCounter } from './phones';
import { redisPhoneTotals, type RedisPhoneTotals } from './phones-redis';
import { SqliteFile } from './sqlite';
import { ShareStore } from './shares';

const REVOKE_CHANNEL = 'renonc:revoked';

export interface SyncEndpoint {
  readonly hocuspocus: Hocuspocus;
  readonly health: Health;
  readonly gate: MessageGate;
  readonly addresses: AddressBook;
  close(): Promise<void>;
}

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

export async function createSyncEndpoint(config: ServerConfig): Promise<SyncEndpoint> {
  mkdirSync(config.dataDir, { recursive: true });
  const path = join(config.dataDir, 'renonc.sqlite');
  const file = await SqliteFile.open(path);
  const documents = new DocumentStore(file);
  const health = new Health();
  const watch = new DataWatch(path, health);
  watch.start();
  // The revocation channel and the guard need the instance that is built from them.
  const holder: { instance?: Hocuspocus } = {};
  const current = (): Hocuspocus => holder.instance!;
  const channel = config.redisUrl ? await revocationChannel(config.redisUrl, current) : undefined;
  const broadcast: RevokeBroadcast =
    channel?.broadcast ??
    (async (name, hash, keep) => closeRevoked(current().documents.get(name), hash, keep));
  const shares = new ShareStore(file);
  const guard = new Guard(shares, documents, config.limits, broadcast, {
    storable: () => watch.check(),
    failed: (error) => health.fail('write-failed', String(error), false),
  });
  const addresses = new AddressBook(config.addressLimits);
  health.onChange(closeScorersWhenDown(current));
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
  const extensions: Extension[] = [phones, sqliteExtension(file, path, documents)];
  if (redisUrl) extensions.push(new RedisExtension({ createClient: () => new IORedis(redisUrl) }));
  const instance = new Hocuspocus({
    name: `renonc-${process.pid}`,
    quiet: true,
    extensions,
    onAuthenticate: admission(
      addresses,
      health,
      config.trustProxy,
      (payload) => guard.authenticate(payload),
      async (name) => (await shares.get(name)) !== undefined,
    ),
    beforeHandleMessage: (payload) => guard.beforeMessage(payload),
    onStateless: (payload) => guard.stateless(payload),
    afterUnloadDocument: async ({ documentName }) => guard.forget(documentName),
  });
  holder.instance = instance;
  return {
    hocuspocus: instance,
    health,
    gate: new MessageGate(current),
    addresses,
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
      await file.close();
    },
  };
}
