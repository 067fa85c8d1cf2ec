// Issue 26, items 5 and 8 (limits): what a raw client cannot do however it
// spreads itself: more updates per night than the night's rate (over several
// connections), more failed links per address than allowed (then a back-off
// that refuses even a right link, `rate-limited`, before the store is read),
// more sockets per address; viewers that send awareness, stateless or updates;
// scorers that flood awareness or speak for other clients; broadcast-stateless
// relays; floods before authentication. The honest phone (another address,
// another night) is unaffected throughout.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { openSession, type Heard, type Session } from './support/hocuspocus-session';
import { honestNight, unaffected, updateFrom } from './support/hostile';
import { startTestServer, type TestServer } from './support/in-process';
import { entry, newShare, PhoneRegistry, tokenFor } from './support/phones';
import { encode, rawClient } from './support/raw-client';
import { storedEntries } from './support/stored';

const PORT = 4519;
const phones = new PhoneRegistry();
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer(PORT, {
    RENONC_SYNC_NIGHT_RATE: '20',
    RENONC_SYNC_AUTH_FAILURES: '5',
    RENONC_SYNC_AUTH_BACKOFF_MS: '60000',
    RENONC_SYNC_ADDRESS_CONNECTIONS: '12',
  });
});

// The honest phones share 127.0.0.1 and its socket limit: each test closes its own.
afterEach(() => phones.destroyAll());

afterAll(async () => {
  phones.destroyAll();
  await server.close();
});

const night = () => honestNight(phones, server.url, server.dataDir);
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** What `observer` heard of `type` after it had heard `mark` messages. */
/** The server's own count of the night's phones (sent on every connect and leave), not a client's word. */
const isPhoneCount = (h: Heard): boolean =>
  h.type === 'stateless' && /^\{"type":"phones","count":\d+\}$/.test(h.payload);

const heardSince = (observer: Session, mark: number, type: string): number =>
  observer.heard().filter((h, i) => i >= mark && h.type === type && !isPhoneCount(h)).length;

describe('limits per night and per address', () => {
  it('three connections together get no more than the night’s 20 updates a minute', async () => {
    const attacked = await night();
    const other = await night();
    const before = await storedEntries(server.dataDir, other.share.name);
    const sessions = await Promise.all(
      [0, 1, 2].map(() => openSession(PORT, attacked.share.name, tokenFor(attacked.share.scorer))),
    );
    const answers: string[] = [];
    const refused = new Set<Session>();
    for (let round = 0; round < 8; round += 1) {
      for (const s of sessions.filter((one) => !refused.has(one))) {
        const value = entry(attacked.id);
        const update = updateFrom(attacked.honest.doc, (doc) =>
          doc.getMap('entries').set(value.id as string, value),
        );
        const answer = String(await s.send(update));
        answers.push(answer);
        // Refused: Hocuspocus closed this night on the socket; it would only queue more.
        if (answer !== 'saved') refused.add(s);
      }
    }
    // The honest phone's first sync and entry were among the night's 20.
    const saved = answers.filter((a) => a === 'saved').length;
    expect(saved).toBeLessThan(20);
    expect(answers).toContain('rate-limited');
    expect(Object.keys(await storedEntries(server.dataDir, attacked.share.name)).length).toBe(
      1 + saved,
    );
    for (const s of sessions) s.close();
    await unaffected(other, before, phones);
  });

  it('wrong links from one address start a back-off that refuses even a right link', async () => {
    const honest = await night();
    const before = await storedEntries(server.dataDir, honest.share.name);
    const denied: string[] = [];
    for (let i = 0; i < 6; i += 1) {
      const s = await openSession(
        PORT,
        honest.share.name,
        tokenFor(newShare().scorer),
        '127.0.0.2',
      );
      denied.push(
        String(
          (await s.waitFor((h) => h.type === 'auth'))?.type === 'auth' &&
            (s.heard()[0] as { denied?: string }).denied,
        ),
      );
      s.close();
    }
    expect(denied.slice(0, 5)).toEqual(Array(5).fill('forbidden'));
    expect(denied.slice(5)).toEqual(['rate-limited']);
    const right = await openSession(
      PORT,
      honest.share.name,
      tokenFor(honest.share.scorer),
      '127.0.0.2',
    );
    expect(right.heard()[0]).toEqual({ type: 'auth', denied: 'rate-limited' });
    right.close();
    await unaffected(honest, before, phones);
  });

  it('refusals for a night the server does not hold (a lost night’s phones) start no back-off', async () => {
    const honest = await night();
    const lost = newShare();
    for (let i = 0; i < 10; i += 1) {
      const s = await openSession(PORT, lost.name, tokenFor(lost.scorer), '127.0.0.4');
      expect(s.heard()[0]).toEqual({ type: 'auth', denied: 'forbidden' });
      s.close();
    }
    const right = await openSession(
      PORT,
      honest.share.name,
      tokenFor(honest.share.scorer),
      '127.0.0.4',
    );
    expect(right.heard()[0]).toEqual({ type: 'auth', scope: 'read-write' });
    right.close();
  });

  it('one address holds at most 12 sockets; the 13th upgrade is refused 429', async () => {
    const honest = await night();
    const before = await storedEntries(server.dataDir, honest.share.name);
    const held = await Promise.all(Array.from({ length: 12 }, () => rawClient(PORT, '127.0.0.3')));
    await expect(rawClient(PORT, '127.0.0.3')).rejects.toThrow(/429/);
    for (const c of held) c.ws.close();
    await unaffected(honest, before, phones);
  });
});

describe('viewers send nothing but sync requests', () => {
  it('a viewer’s awareness, stateless and update reach no one and nothing; a broadcast closes it', async () => {
    const honest = await night();
    const before = await storedEntries(server.dataDir, honest.share.name);
    const observer = await openSession(PORT, honest.share.name, tokenFor(honest.share.scorer));
    const viewer = await openSession(PORT, honest.share.name, tokenFor(honest.share.viewer));
    await pause(200);
    const mark = observer.heard().length;
    const viewerMark = viewer.heard().length;
    viewer.client.send(encode.awareness(honest.share.name, [[77, 1, '{"user":"ghost"}']]));
    viewer.client.send(encode.stateless(honest.share.name, '{"type":"have?","ids":["x"]}'));
    const value = entry(honest.id);
    const update = updateFrom(honest.honest.doc, (doc) =>
      doc.getMap('entries').set(value.id as string, value),
    );
    expect(await viewer.send(update)).toBe('not-saved');
    // A broadcast is refused outright: that connection is closed with the reason.
    viewer.client.send(
      encode.stateless(honest.share.name, '{"type":"rotated","role":"viewer"}', true),
    );
    expect(await viewer.waitFor((h) => h.type === 'close')).toEqual({
      type: 'close',
      reason: 'malformed',
    });
    await pause(300);
    expect(heardSince(observer, mark, 'awareness')).toBe(0);
    expect(heardSince(observer, mark, 'broadcast')).toBe(0);
    expect(heardSince(observer, mark, 'stateless')).toBe(0);
    expect(heardSince(viewer, viewerMark, 'stateless')).toBe(0);
    observer.close();
    viewer.close();
    await unaffected(honest, before, phones);
  });
});

describe('scorers’ awareness and broadcasts', () => {
  it('one small awareness state per connection is relayed; many clients, big states and floods are not; a broadcast closes it', async () => {
    const honest = await night();
    const before = await storedEntries(server.dataDir, honest.share.name);
    const observer = await openSession(PORT, honest.share.name, tokenFor(honest.share.scorer));
    const scorer = await openSession(PORT, honest.share.name, tokenFor(honest.share.scorer));
    await pause(200);
    let mark = observer.heard().length;
    const name = honest.share.name;
    scorer.client.send(encode.awareness(name, [[501, 1, '{}']]));
    await observer.waitFor((h, i) => i >= mark && h.type === 'awareness');
    expect(heardSince(observer, mark, 'awareness')).toBe(1);
    mark = observer.heard().length;
    const phantoms = Array.from({ length: 43 }, (_, i): [number, number, string] => [
      600 + i,
      1,
      '{}',
    ]);
    scorer.client.send(encode.awareness(name, phantoms));
    scorer.client.send(encode.awareness(name, [[502, 1, '{}']]));
    scorer.client.send(
      encode.awareness(name, [[501, 2, JSON.stringify({ pad: 'x'.repeat(5000) })]]),
    );
    await pause(300);
    expect(heardSince(observer, mark, 'awareness')).toBe(0);
    mark = observer.heard().length;
    for (let i = 0; i < 60; i += 1)
      scorer.client.send(encode.awareness(name, [[501, 3 + i, '{}']]));
    await pause(500);
    // 20 a window, one of which the first message took: the flood is cut, not relayed.
    const relayed = heardSince(observer, mark, 'awareness');
    expect(relayed).toBeGreaterThan(0);
    expect(relayed).toBeLessThanOrEqual(19);
    mark = observer.heard().length;
    scorer.client.send(encode.stateless(name, '{"type":"have","ids":["forged"]}', true));
    expect(await scorer.waitFor((h) => h.type === 'close')).toEqual({
      type: 'close',
      reason: 'malformed',
    });
    await pause(200);
    expect(heardSince(observer, mark, 'broadcast')).toBe(0);
    expect(heardSince(observer, mark, 'stateless')).toBe(0);
    observer.close();
    scorer.close();
    await unaffected(honest, before, phones);
  });
});

describe('floods before authentication', () => {
  it('more than 32 messages queued before the link is checked close the socket', async () => {
    const client = await rawClient(PORT);
    for (let i = 0; i < 40; i += 1)
      client.send(encode.sync(newShare().name.slice(0, 5) + 'x', 0, new Uint8Array([0])));
    expect((await client.closed).code).toBe(1008);
  });

  it('a socket that opens more than 8 nights is closed', async () => {
    const client = await rawClient(PORT);
    for (let i = 0; i < 9; i += 1)
      client.send(encode.sync(newShare().name, 0, new Uint8Array([0])));
    expect((await client.closed).code).toBe(1008);
  });
});
