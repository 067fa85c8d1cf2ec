// "Which of these entries do you hold?": the stateless question a phone asks
// to count "N to send" exactly. The server names only ids its document holds
// (stored in SQLite before they were applied), ignores junk, and caps the list.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_HAVE_IDS } from '../../server/guard';
import { startTestServer, type TestServer } from './support/in-process';
import {
  addEntry,
  entry,
  newShare,
  PhoneRegistry,
  settled,
  tokenFor,
  until,
} from './support/phones';

const PORT = 4423;
let server: TestServer;
const phones = new PhoneRegistry();

beforeAll(async () => {
  server = await startTestServer(PORT);
});
afterAll(async () => {
  phones.destroyAll();
  await server.close();
});

describe('have?', () => {
  it('names exactly the asked ids the server holds', async () => {
    const share = newShare();
    const scorer = phones.connect(server.url, share.name, tokenFor(share.scorer, share));
    const a = entry('n1');
    const b = entry('n1');
    addEntry(scorer, a);
    addEntry(scorer, b);
    await until('synced', () => settled(scorer));
    // `settled` can hold before the server applied the last update (the
    // provider's count is not exact): a second phone that has both proves it did.
    const witness = phones.connect(server.url, share.name, tokenFor(share.viewer));
    await until('the server holds both', () =>
      [a, b].every((e) => witness.entries().has(e.id as string)),
    );
    const ask = (ids: unknown) =>
      scorer.provider.sendStateless(JSON.stringify({ type: 'have?', ids }));
    ask([a.id, 'never-sent', 7, b.id]);
    await until('an answer', () => scorer.stateless.length > 0);
    expect(JSON.parse(scorer.stateless[0]!)).toEqual({ type: 'have', ids: [a.id, b.id] });
    ask('not a list');
    await until('a second answer', () => scorer.stateless.length > 1);
    expect(JSON.parse(scorer.stateless[1]!)).toEqual({ type: 'have', ids: [] });
    ask([...Array.from({ length: MAX_HAVE_IDS }, () => 'x'), a.id]);
    await until('a third answer', () => scorer.stateless.length > 2);
    expect(JSON.parse(scorer.stateless[2]!)).toEqual({ type: 'have', ids: [] });
  });
});
