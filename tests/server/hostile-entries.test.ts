// Issue 26, item 8 (entries): a raw client with a scorer's link sends what no
// phone would: every refusal of docs/sync.md "Refused updates", the forged
// copy of item 2 and the checks of item 4 (seq range, another night's entry,
// unknown kinds, field sizes, catch-up entry count). Each is refused with its
// reason, the data folder's file holds nothing of it, and the honest phone of
// the night goes on saving and syncing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { structAt } from './support/forge';
import { openSession } from './support/hocuspocus-session';
import { honestNight, unaffected, updateFrom, type Night } from './support/hostile';
import { startTestServer, type TestServer } from './support/in-process';
import { entry, PhoneRegistry, tokenFor } from './support/phones';
import { storedEntries } from './support/stored';

const PORT = 4518;
const phones = new PhoneRegistry();
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer(PORT, {
    RENONC_SYNC_MAX_UPDATE: '4096',
    RENONC_SYNC_MAX_CATCH_UP_ENTRIES: '50',
  });
});

afterAll(async () => {
  phones.destroyAll();
  await server.close();
});

type Attack = (night: Night) => { update: Uint8Array; step?: 1 | 2 };

const setEntry =
  (change: (e: Record<string, unknown>, night: Night) => Record<string, unknown>): Attack =>
  (night) => ({
    update: updateFrom(night.honest.doc, (doc) => {
      const value = change(entry(night.id), night);
      doc.getMap('entries').set(value.id as string, value);
    }),
  });

const firstKey = (night: Night): string => [...night.honest.entries().keys()][0]!;

const ATTACKS: [string, string, Attack][] = [
  [
    'seq 2,000,000,000 (the issue’s night-bricking entry)',
    'bad-entry',
    setEntry((e) => ({ ...e, seq: 2_000_000_000 })),
  ],
  ['seq 0', 'bad-entry', setEntry((e) => ({ ...e, seq: 0 }))],
  ['seq 1.5', 'bad-entry', setEntry((e) => ({ ...e, seq: 1.5 }))],
  ['no seq', 'bad-entry', setEntry(({ seq: _seq, ...e }) => e)],
  [
    'an entry for another night',
    'bad-entry',
    setEntry((e) => ({ ...e, nightId: 'another-night' })),
  ],
  ['an unknown kind', 'bad-entry', setEntry((e) => ({ ...e, kind: 'poker.hand' }))],
  ['a 61-character `by`', 'bad-entry', setEntry((e) => ({ ...e, by: 'x'.repeat(61) }))],
  ['a 101-character id', 'bad-entry', setEntry((e) => ({ ...e, id: 'i'.repeat(101) }))],
  [
    'createdAt in the year 3001',
    'bad-entry',
    setEntry((e) => ({ ...e, createdAt: 32_535_216_000_000 })),
  ],
  [
    'an id that is not its key',
    'bad-entry',
    (night) => ({
      update: updateFrom(night.honest.doc, (doc) =>
        doc.getMap('entries').set('k', entry(night.id)),
      ),
    }),
  ],
  [
    'a changed entry',
    'changes-existing',
    (night) => ({
      update: updateFrom(night.honest.doc, (doc) =>
        doc.getMap('entries').set(firstKey(night), { ...entry(night.id), id: firstKey(night) }),
      ),
    }),
  ],
  [
    'a deleted entry',
    'deletes',
    (night) => ({
      update: updateFrom(night.honest.doc, (doc) => doc.getMap('entries').delete(firstKey(night))),
    }),
  ],
  [
    'another top-level type',
    'other-type',
    (night) => ({
      update: updateFrom(night.honest.doc, (doc) => doc.getMap('notes').set('x', 1)),
    }),
  ],
  [
    'a second `meta.night`',
    'changes-existing',
    (night) => ({
      update: updateFrom(night.honest.doc, (doc) =>
        doc.getMap('meta').set('night', { night: { id: 'x' } }),
      ),
    }),
  ],
  [
    'an unknown meta key',
    'bad-meta',
    (night) => ({
      update: updateFrom(night.honest.doc, (doc) => doc.getMap('meta').set('owner', 'me')),
    }),
  ],
  ['bytes that are no update', 'malformed', () => ({ update: new Uint8Array([255, 255, 255]) })],
  [
    'an update over RENONC_SYNC_MAX_UPDATE',
    'too-big',
    setEntry((e) => ({ ...e, payload: { note: 'x'.repeat(5000) } })),
  ],
  [
    'a catch-up of 51 entries (limit 50)',
    'too-big',
    (night) => ({
      step: 1,
      update: updateFrom(night.honest.doc, (doc) => {
        for (let i = 0; i < 51; i += 1) {
          const value = entry(night.id);
          doc.getMap('entries').set(value.id as string, value);
        }
      }),
    }),
  ],
  [
    'a forged copy of a held struct plus a new entry (item 2)',
    'changes-existing',
    (night) => {
      const item = night.honest.entries()._map.get(firstKey(night))!;
      const forged = {
        ...entry(night.id),
        id: firstKey(night),
        payload: { transfers: { a: -100_000, b: 100_000 } },
      };
      return {
        update: Y.mergeUpdates([
          structAt(item.id.client, item.id.clock, firstKey(night), forged),
          updateFrom(night.honest.doc, (doc) =>
            doc.getMap('entries').set('new', { ...entry(night.id), id: 'new' }),
          ),
        ]),
      };
    },
  ],
];

describe('a scorer’s raw client', () => {
  it.each(ATTACKS)(
    '%s: refused %s, nothing stored, the honest phone unaffected',
    async (_name, reason, attack) => {
      const night = await honestNight(phones, server.url, server.dataDir);
      const before = await storedEntries(server.dataDir, night.share.name);
      const session = await openSession(PORT, night.share.name, tokenFor(night.share.scorer));
      const { update, step } = attack(night);
      expect(await session.send(update, step ?? 2)).toBe(reason);
      session.close();
      await unaffected(night, before, phones);
    },
  );

  it('a well-formed entry from the same raw client is stored (the suite can tell)', async () => {
    const night = await honestNight(phones, server.url, server.dataDir);
    const session = await openSession(PORT, night.share.name, tokenFor(night.share.scorer));
    const value = entry(night.id);
    const update = updateFrom(night.honest.doc, (doc) =>
      doc.getMap('entries').set(value.id as string, value),
    );
    expect(await session.send(update)).toBe('saved');
    expect(Object.keys(await storedEntries(server.dataDir, night.share.name))).toContain(value.id);
  });
});
