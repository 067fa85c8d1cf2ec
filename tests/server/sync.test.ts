// The sync endpoint end to end on loopback: Node phones (Hocuspocus provider
// over ws) against a real server with a real data folder (SQLite) or database
// (PostgreSQL, in the server-pg project).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { openEngineStore } from './support/engine';
import { startTestServer, type TestServer } from './support/in-process';
import {
  addEntry,
  PhoneRegistry,
  entry,
  newShare,
  settled,
  tokenFor,
  until,
  type Phone,
  type Share,
} from './support/phones';

const PORT = 4301;
let server: TestServer;
const phones = new PhoneRegistry();

const phone = (name: string, token: string, doc?: Y.Doc): Phone =>
  phones.connect(server.url, name, token, doc);

/** The creating scorer: shares the night and writes its meta. */
async function createNight(share: Share): Promise<Phone> {
  const creator = phone(share.name, tokenFor(share.scorer, share));
  creator.doc.transact(() => {
    creator.doc.getMap('meta').set('night', { id: 'n1', game: 'marias', players: ['a', 'b'] });
    creator.doc.getMap('meta').set('schema', 1);
  });
  await until('the creator is synced', () => settled(creator));
  return creator;
}

beforeAll(async () => {
  server = await startTestServer(PORT);
});

afterAll(async () => {
  phones.destroyAll();
  await server.close();
});

describe('sharing a night', () => {
  it('an entry saved on one scorer appears on the other, both ways', async () => {
    const share = newShare();
    const a = await createNight(share);
    const b = phone(share.name, tokenFor(share.scorer));
    const first = entry('n1');
    addEntry(a, first);
    await until('B sees A’s entry', () => b.entries().has(first.id as string));
    const second = entry('n1');
    addEntry(b, second);
    await until('A sees B’s entry', () => a.entries().has(second.id as string));
    expect(b.entries().get(first.id as string)).toEqual(first);
    expect(b.doc.getMap('meta').get('schema')).toBe(1);
    expect(a.refusals).toEqual([]);
    expect(b.refusals).toEqual([]);
  });

  it('a viewer watches, and its crafted update reaches neither the scorer nor the store', async () => {
    const share = newShare();
    const scorer = await createNight(share);
    const viewer = phone(share.name, tokenFor(share.viewer));
    const seen = entry('n1');
    addEntry(scorer, seen);
    await until('the viewer sees the entry', () => viewer.entries().has(seen.id as string));
    expect(viewer.provider.authorizedScope).toBe('readonly');
    // Bypassing any UI: the viewer's own Y.Doc writes and its provider sends the update.
    const forged = entry('n1', { payload: { transfers: { a: 100000, b: -100000 } } });
    addEntry(viewer, forged);
    viewer.entries().set(seen.id as string, { ...seen, payload: { forged: true } });
    const marker = entry('n1');
    addEntry(scorer, marker);
    await until('the viewer sees a later entry', () => viewer.entries().has(marker.id as string));
    const late = phone(share.name, tokenFor(share.scorer));
    await until('a late scorer is synced', () => settled(late));
    expect(scorer.entries().has(forged.id as string)).toBe(false);
    expect(late.entries().has(forged.id as string)).toBe(false);
    expect(late.entries().get(seen.id as string)).toEqual(seen);
    const store = await openEngineStore(server.dataDir);
    const stored = new Y.Doc();
    Y.applyUpdate(stored, (await store.documents.fetch(share.name))!);
    await store.close();
    expect(stored.getMap('entries').has(forged.id as string)).toBe(false);
    expect(stored.getMap('entries').has(marker.id as string)).toBe(true);
  });

  it('a wrong, missing, malformed or future token sees nothing and gets a reason', async () => {
    const share = newShare();
    const scorer = await createNight(share);
    addEntry(scorer, entry('n1'));
    await until('the entry is stored', () => settled(scorer));
    const cases: [string, string][] = [
      [tokenFor(newShare().scorer), 'forbidden'],
      ['', 'forbidden'],
      ['{not json', 'forbidden'],
      [JSON.stringify({ v: 1, secret: 'short' }), 'forbidden'],
      [JSON.stringify({ v: 2, secret: share.scorer }), 'unsupported-version'],
    ];
    const strangers = cases.map(([token]) => phone(share.name, token));
    await until('every stranger is refused', () => strangers.every((s) => s.refusals.length > 0));
    strangers.forEach((s, i) => {
      expect(s.refusals[0]).toBe(cases[i]![1]);
      expect(s.entries().size).toBe(0);
      expect(s.doc.getMap('meta').size).toBe(0);
    });
  });

  it('a night that was never created cannot be joined, and another night’s secret opens nothing', async () => {
    const share = newShare();
    await createNight(share);
    const unknown = phone(newShare().name, tokenFor(share.scorer));
    const otherName = phone(`night-${'A'.repeat(22)}`, tokenFor(share.viewer));
    await until('both refused', () => unknown.refusals.length > 0 && otherName.refusals.length > 0);
    expect(unknown.refusals[0]).toBe('forbidden');
    expect(otherName.refusals[0]).toBe('forbidden');
  });
});
