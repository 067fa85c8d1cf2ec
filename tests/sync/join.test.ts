// Joining from a link when things are not as they should be (issue 10, Bad
// input): a sync server of another version, and a phone whose own copy of the
// night differs from the shared one. Each comes back as the problem the join
// screen words, and nothing on the phone changes. Real servers on loopback.
import { Server } from '@hocuspocus/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { appendEntry, entriesOfNight, putShare, type RenoncDb } from '../../app/storage';
import { snapshotOf } from '../../app/storage/shared-night';
import { joinNight } from '../../app/sync/join';
import { Refused } from '../../server/guard';
import { startTestServer, type TestServer } from '../server/support/in-process';
import { connectPhone, newShare, settled, tokenFor, until } from '../server/support/phones';
import { freshDb, nightWithPlayers } from '../storage/helpers';
import { shareRow } from './share-row';

// Node 20 has no WebSocket of its own; the provider takes the global one.
(globalThis as { WebSocket?: unknown }).WebSocket ??= WebSocket;

const PORT = 4441;
const OTHER_VERSION_PORT = 4442;
let server: TestServer;
let otherVersion: Server;

beforeAll(async () => {
  server = await startTestServer(PORT);
  // What a server of a later version answers a token of this one (SYNC-PROTOCOL.md).
  otherVersion = new Server({
    port: OTHER_VERSION_PORT,
    address: '127.0.0.1',
    quiet: true,
    onAuthenticate: () => {
      throw new Refused('unsupported-version');
    },
  });
  await otherVersion.listen();
});
afterAll(async () => {
  await otherVersion.destroy();
  await server.close();
});

/** Everything a phone holds, to compare before and after. */
async function contents(db: RenoncDb) {
  return {
    nights: await db.nights.toArray(),
    players: await db.players.toArray(),
    entries: await db.entries.toArray(),
    shares: await db.shares.toArray(),
  };
}

describe('joining a shared night', () => {
  it('refused by a server of another version: says so, and changes nothing', async () => {
    const db = freshDb();
    await nightWithPlayers(db);
    const before = await contents(db);
    const outcome = await joinNight(
      db,
      `http://127.0.0.1:${OTHER_VERSION_PORT}`,
      { shareId: newShare().name.slice('night-'.length), role: 'scorer', secret: 'x'.repeat(22) },
      'Jana',
      1,
    );
    expect(outcome).toEqual({ ok: false, problem: 'version' });
    expect(await contents(db)).toEqual(before);
  });

  it('a phone whose own copy of the night differs: says so, keeps its night and entries', async () => {
    // Petr's phone shared the night; the server holds it and one entry.
    const petr = freshDb();
    const { night, players } = await nightWithPlayers(petr);
    const hand = await appendEntry(petr, {
      nightId: night.id,
      kind: 'transfer',
      payload: { transfers: { [players[0]!.id]: 100, [players[1]!.id]: -100 } },
    });
    const share = newShare();
    const phone = connectPhone(server.url, share.name, tokenFor(share.scorer, share));
    const snapshot = JSON.parse(JSON.stringify(await snapshotOf(petr, night.id))) as unknown;
    phone.doc.transact(() => {
      phone.doc.getMap('meta').set('schema', 1);
      phone.doc.getMap('meta').set('night', snapshot);
      phone.doc.getMap('entries').set(hand.id, JSON.parse(JSON.stringify(hand)) as unknown);
    });
    await until('the server holds the night', () => settled(phone));

    // Jana's phone already has a night with that id, in another currency, with its own entry.
    const jana = freshDb();
    const own = await nightWithPlayers(jana, ['Petr', 'Jana', 'Eva']);
    await jana.nights.put({ ...own.night, id: night.id, currency: 'EUR' });
    await appendEntry(jana, {
      nightId: night.id,
      kind: 'transfer',
      payload: { transfers: { [own.players[0]!.id]: 500, [own.players[1]!.id]: -500 } },
    });
    await putShare(jana, shareRow(own.night.id, { role: 'viewer', server: server.url }));
    const before = await contents(jana);
    const outcome = await joinNight(
      jana,
      server.url,
      { shareId: share.name.slice('night-'.length), role: 'scorer', secret: share.scorer },
      'Jana',
      2,
    );
    expect(outcome).toEqual({ ok: false, problem: 'differs' });
    expect(await contents(jana)).toEqual(before);
    expect((await entriesOfNight(jana, night.id)).map((e) => e.payload)).toEqual([
      { transfers: { [own.players[0]!.id]: 500, [own.players[1]!.id]: -500 } },
    ]);
    phone.destroy();
  });
});
