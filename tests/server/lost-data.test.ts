// A server restarted on an empty data folder while phones still hold the night
// (docs/sync.md, "A server that lost its data"), as the server sees it: it
// refuses the other phones `forbidden` (not `revoked`: it knows nothing) and a
// link holder's own create, the sharing phone's token (its owner key) creates
// the night again with the same links and its
// whole copy is taken as one catch-up (well over the 64 KiB update limit),
// and afterwards the others get in with their old documents or fresh ones.
import { afterAll, describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { startTestServer, type TestServer } from './support/in-process';
import {
  addEntry,
  entry,
  newShare,
  PhoneRegistry,
  settled,
  tokenFor,
  until,
  type Phone,
} from './support/phones';
import { tempDataDir } from './support/server-process';

const PORT = 4371;
const ENTRIES = 500;
const phones = new PhoneRegistry();
let server: TestServer | undefined;

afterAll(async () => {
  phones.destroyAll();
  await server?.close();
});

const has = (phone: Phone, ids: readonly string[]) => ids.every((id) => phone.entries().has(id));

describe('a server that lost its data', () => {
  it('gets the night back from the sharing phone; the others follow, each entry once', async () => {
    server = await startTestServer(PORT);
    const share = newShare();
    // Filled before it connects, so that it goes as a catch-up (sync step 2).
    const night = new Y.Doc();
    night.getMap('meta').set('schema', 1);
    night.getMap('meta').set('night', { id: 'n1' });
    for (let i = 0; i < ENTRIES; i++) {
      const value = entry('n1');
      night.getMap('entries').set(value.id as string, value);
    }
    const creator = phones.connect(server.url, share.name, tokenFor(share.scorer, share), night);
    await until('the night is created', () => settled(creator));
    const jana = phones.connect(server.url, share.name, tokenFor(share.scorer));
    const hers = entry('n1');
    addEntry(jana, hers);
    const before = [...creator.entries().keys(), hers.id as string];
    await until('both phones hold the night', () => has(creator, before) && has(jana, before));
    expect(Y.encodeStateAsUpdate(creator.doc).byteLength).toBeGreaterThan(64 * 1024);

    // The phones let go first: the server's close waits for open sockets.
    creator.destroy();
    jana.destroy();
    await server.close();
    // Jana enters one more while the server is gone.
    const offline = entry('n1');
    addEntry(jana, offline);
    server = await startTestServer(PORT, {}, tempDataDir('lost-data'));

    const janaFirst = phones.connect(server.url, share.name, tokenFor(share.scorer), jana.doc);
    await until('Jana is refused', () => janaFirst.refusals.length > 0);
    expect(janaFirst.refusals).toEqual(['forbidden']);
    janaFirst.destroy();
    // A link holder cannot create it in the sharer's place: its owner key is another night's.
    const hijack = phones.connect(
      server.url,
      share.name,
      tokenFor(share.viewer, { ...newShare(), scorer: share.viewer }),
    );
    await until('the hijack is refused', () => hijack.refusals.length > 0);
    expect(hijack.refusals).toEqual(['forbidden']);
    hijack.destroy();

    const back = phones.connect(server.url, share.name, tokenFor(share.scorer, share), creator.doc);
    await until('the sharing phone is synced', () => settled(back));
    expect(back.refusals).toEqual([]);
    // Its old document (the same Yjs items) goes on; so does a fresh one.
    const janaOld = phones.connect(server.url, share.name, tokenFor(share.scorer), jana.doc);
    const janaFresh = phones.connect(server.url, share.name, tokenFor(share.scorer));
    await until('Jana is synced', () => settled(janaOld) && has(janaFresh, before));
    const viewer = phones.connect(server.url, share.name, tokenFor(share.viewer));
    const all = [...before, offline.id as string];
    await until('a viewer has the whole night', () => has(viewer, all));
    expect([...viewer.entries().keys()].sort()).toEqual([...all].sort());
    expect(viewer.doc.getMap('meta').get('night')).toEqual({ id: 'n1' });
    expect([back, janaOld, janaFresh, viewer].flatMap((p) => p.refusals)).toEqual([]);
  });
});
