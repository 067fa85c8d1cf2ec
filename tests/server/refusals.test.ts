// What a scorer may not do: change or delete an entry, write other types, send a
// malformed or oversized update, or flood the server. Each is refused, closes
// that connection with the reason, and leaves the stored night as it was.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as Y from 'yjs';
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

const PORT = 4311;
const RATE_PORT = 4312;
let server: TestServer;
let slow: TestServer;
const phones = new PhoneRegistry();

const phone = (url: string, name: string, token: string): Phone => phones.connect(url, name, token);

interface Night {
  readonly share: Share;
  readonly writer: Phone;
  readonly first: Record<string, unknown>;
}

/** A night with one entry, and a second scorer (the offender) synced to it. */
async function night(url = server.url): Promise<Night> {
  const share = newShare();
  const creator = phone(url, share.name, tokenFor(share.scorer, share));
  creator.doc.getMap('meta').set('schema', 1);
  const first = entry('n1');
  addEntry(creator, first);
  await until('the creator is synced', () => settled(creator));
  const writer = phone(url, share.name, tokenFor(share.scorer));
  await until('the second scorer has the entry', () => writer.entries().has(first.id as string));
  return { share, writer, first };
}

/** What a newcomer scorer receives: the night as the server holds it. */
async function storedNight(share: Share, url = server.url): Promise<Y.Doc> {
  const late = phone(url, share.name, tokenFor(share.scorer));
  await until('a late scorer is synced', () => settled(late));
  return late.doc;
}

beforeAll(async () => {
  server = await startTestServer(PORT, { RENONC_SYNC_MAX_UPDATE: '4096' });
  slow = await startTestServer(RATE_PORT, { RENONC_SYNC_RATE: '5' });
});

afterAll(async () => {
  phones.destroyAll();
  await Promise.all([server.close(), slow.close()]);
});

describe('the server refuses', () => {
  it('changing an existing entry, and keeps the original', async () => {
    const { share, writer, first } = await night();
    writer.entries().set(first.id as string, { ...first, payload: { transfers: { a: 0 } } });
    await until('the writer is closed', () => writer.refusals.length > 0);
    expect(writer.refusals[0]).toBe('changes-existing');
    expect((await storedNight(share)).getMap('entries').get(first.id as string)).toEqual(first);
  });

  it('deleting an entry', async () => {
    const { share, writer, first } = await night();
    writer.entries().delete(first.id as string);
    await until('the writer is closed', () => writer.refusals.length > 0);
    expect(writer.refusals[0]).toBe('deletes');
    expect((await storedNight(share)).getMap('entries').get(first.id as string)).toEqual(first);
  });

  it('changing the night’s meta once it is set', async () => {
    const { share, writer } = await night();
    writer.doc.getMap('meta').set('schema', 2);
    await until('the writer is closed', () => writer.refusals.length > 0);
    expect(writer.refusals[0]).toBe('changes-existing');
    expect((await storedNight(share)).getMap('meta').get('schema')).toBe(1);
  });

  it('other top-level types, nested types and malformed entries', async () => {
    const attempts: [string, (doc: Y.Doc) => void][] = [
      ['other-type', (doc) => doc.getMap('players').set('x', { id: 'x' })],
      ['other-type', (doc) => doc.getArray('entries-list').push([1])],
      ['bad-entry', (doc) => doc.getMap('entries').set('k1', new Y.Map())],
      ['bad-entry', (doc) => doc.getMap('entries').set('k2', { ...entry('n1'), id: 'other' })],
      ['bad-entry', (doc) => doc.getMap('entries').set('k3', 'just text')],
      ['bad-entry', (doc) => doc.getMap('entries').set('k4', { id: 'k4', nightId: 'n1' })],
      ['bad-meta', (doc) => doc.getMap('meta').set('owner', 'me')],
    ];
    const nights: Night[] = [];
    for (const [, act] of attempts) {
      const n = await night();
      act(n.writer.doc);
      nights.push(n);
    }
    await until('every offender is closed', () =>
      nights.every((n) => n.writer.refusals.length > 0),
    );
    expect(nights.map((n) => n.writer.refusals[0])).toEqual(attempts.map(([reason]) => reason));
    const stored = await storedNight(nights[0]!.share);
    expect([...stored.share.keys()].sort()).toEqual(['entries', 'meta']);
  });

  it('an update over the size limit', async () => {
    const { share, writer } = await night();
    const big = entry('n1', { payload: { note: 'x'.repeat(5000) } });
    addEntry(writer, big);
    await until('the writer is closed', () => writer.refusals.length > 0);
    expect(writer.refusals[0]).toBe('too-big');
    expect((await storedNight(share)).getMap('entries').has(big.id as string)).toBe(false);
  });

  it('more updates than the rate allows, keeping those within it', async () => {
    const { share, writer } = await night(slow.url);
    const sent = Array.from({ length: 8 }, () => entry('n1'));
    for (const value of sent) {
      addEntry(writer, value);
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    await until('the writer is closed', () => writer.refusals.length > 0);
    expect(writer.refusals[0]).toBe('rate-limited');
    const stored = (await storedNight(share, slow.url)).getMap('entries');
    // The creator used two of its own five; the offender's first updates got through.
    expect(stored.has(sent[0]!.id as string)).toBe(true);
    expect(stored.has(sent[7]!.id as string)).toBe(false);
  });
});
