// The admin phone replaces a club link (app/sync/club-session.ts `rotate`,
// app/sync/rotation.ts) against a real in-process server: the old link no
// longer joins and the new one does; a phone that joined with the old link is
// refused `revoked` (it keeps what it holds) until it opens the new link; a
// member's phone cannot replace a link, raw or through its session; offline
// nothing changes; a server that lost the club still refuses the old link.
import { createHash } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { clubOf, clubRecords } from '../../app/storage';
import { createClub } from '../../app/sync/club-create';
import { clubLinkOf } from '../../app/sync/club-link';
import { joinClub } from '../../app/sync/club-session';
import { clubToken } from '../server/support/clubs';
import { openEngineStore } from '../server/support/engine';
import { openSession } from '../server/support/hocuspocus-session';
import { encode } from '../server/support/raw-client';
import { startTestServer, type TestServer } from '../server/support/in-process';
import { freshDb } from '../storage/helpers';
import { ClubSyncs, until } from './club-syncs';
import { member } from './club-records';

// Node 20 has no WebSocket of its own; the provider takes the global one.
(globalThis as { WebSocket?: unknown }).WebSocket ??= WebSocket;

const PORT = 4712;
let server: TestServer;
const syncs = new ClubSyncs();
const sync = syncs.sync.bind(syncs);
const hex = (text: string) => createHash('sha256').update(text).digest('hex');

beforeAll(async () => {
  server = await startTestServer(PORT);
});
afterEach(() => syncs.closeAll());
afterAll(async () => {
  await server.close();
});

async function storedHashes(dataDir: string, clubId: string) {
  const store = await openEngineStore(dataDir);
  try {
    return await store.shares.get(`club-${clubId}`);
  } finally {
    await store.close();
  }
}

/** A club made on the admin phone and synced, with a link per role as the phone holds them now. */
async function syncedClub(at: TestServer = server) {
  const admin = freshDb();
  const club = await createClub(admin, {
    name: 'U Kocoura',
    server: at.url,
    now: Date.UTC(2026, 0, 1),
    records: [member('karel', 'Karel')],
  });
  const a = sync(admin, club.id);
  await until(a.synced, 'the admin synced');
  const link = async (role: 'member' | 'board') => {
    const secret = (await clubOf(admin, club.id))?.links[role] ?? '';
    return clubLinkOf(at.url, { clubId: club.id, role, secret });
  };
  return { admin, club, a, link };
}

describe('replacing a club link', () => {
  it('the admin replaces the member link: the old one joins nothing, the new one joins', async () => {
    const { admin, club, a, link } = await syncedClub();
    const old = await link('member');
    expect(await a.session.rotate('member')).toBe('rotated');
    const row = await clubOf(admin, club.id);
    expect(row?.links.member).not.toBe(club.links.member);
    expect(row?.revoked).toEqual([hex(club.links.member!)]);
    expect(row?.secret).toBe(club.secret);
    expect(await storedHashes(server.dataDir, club.id)).toMatchObject({
      scorer: hex(club.links.admin!),
      viewer: hex(row!.links.member!),
      board: hex(club.links.board!),
    });
    const fresh = freshDb();
    expect(await joinClub(fresh, old, 5)).toEqual({ ok: false, problem: 'revoked' });
    expect(await fresh.clubs.count()).toBe(0);
    expect(await joinClub(fresh, await link('member'), 5)).toMatchObject({
      ok: true,
      club: { id: club.id, role: 'member' },
    });
    // The admin's own connection is untouched.
    expect(a.statuses.at(-1)).toEqual({ state: 'synced' });
  });

  it('a phone that joined with the old link is refused, keeps its records, and comes back with the new one', async () => {
    const { club, a, link } = await syncedClub();
    const phone = freshDb();
    expect((await joinClub(phone, await link('member'), 5)).ok).toBe(true);
    const m = sync(phone, club.id);
    await until(m.synced, 'the member synced');
    expect(await a.session.rotate('member')).toBe('rotated');
    await until(() => m.statuses.at(-1)?.state === 'refused', 'the member refused');
    expect(m.statuses.at(-1)).toEqual({ state: 'refused', reason: 'revoked' });
    expect((await clubRecords(phone, club.id)).map((r) => r.id)).toEqual(['karel']);
    m.session.close();
    const again = await joinClub(phone, await link('member'), 6);
    expect(again).toMatchObject({ ok: true, club: { role: 'member' } });
    const m2 = sync(phone, club.id);
    await until(m2.synced, 'the member synced with the new link');
  });

  it('the board link is replaced the same way: the TV with the old one is refused', async () => {
    const { club, a, link } = await syncedClub();
    const old = await link('board');
    expect(await a.session.rotate('board')).toBe('rotated');
    expect(await joinClub(freshDb(), old, 5)).toEqual({ ok: false, problem: 'revoked' });
    expect(await joinClub(freshDb(), await link('board'), 5)).toMatchObject({
      ok: true,
      club: { id: club.id, role: 'board' },
    });
  });

  it('a member phone cannot replace a link, through its session or raw', async () => {
    const { admin, club, link } = await syncedClub();
    const phone = freshDb();
    expect((await joinClub(phone, await link('member'), 5)).ok).toBe(true);
    const m = sync(phone, club.id);
    await until(m.synced, 'the member synced');
    expect(await m.session.rotate('board')).toBe('refused');
    const raw = await openSession(PORT, `club-${club.id}`, clubToken(club.links.member!));
    const ask = JSON.stringify({ type: 'rotate', role: 'board', hash: hex('x'.repeat(22)) });
    raw.client.send(encode.stateless(`club-${club.id}`, ask));
    expect(
      await raw.waitFor((h) => h.type === 'stateless' && h.payload.includes('rotate')),
    ).toEqual({
      type: 'stateless',
      payload: JSON.stringify({ type: 'rotate-refused', role: 'board' }),
    });
    raw.close();
    expect((await storedHashes(server.dataDir, club.id))?.board).toBe(hex(club.links.board!));
    expect((await clubOf(admin, club.id))?.links.board).toBe(club.links.board);
    expect(await joinClub(freshDb(), await link('board'), 5)).toMatchObject({ ok: true });
  });

  it('offline, nothing changes', async () => {
    const { admin, club, a } = await syncedClub();
    a.session.close();
    const gone = await startTestServer(PORT + 1);
    await gone.close();
    await admin.clubs.update(club.id, { server: gone.url });
    const before = await clubOf(admin, club.id);
    const off = sync(admin, club.id);
    expect(await off.session.rotate('member')).toBe('offline');
    expect(await clubOf(admin, club.id)).toEqual(before);
    expect(await storedHashes(server.dataDir, club.id)).toMatchObject({
      viewer: hex(club.links.member!),
    });
  });

  it('a server that lost the club takes it back from the admin, the old link still refused', async () => {
    const { admin, club, a, link } = await syncedClub();
    const old = await link('member');
    expect(await a.session.rotate('member')).toBe('rotated');
    a.session.close();
    const empty = await startTestServer(PORT + 2);
    try {
      await admin.clubs.update(club.id, { server: empty.url });
      const again = sync(admin, club.id);
      await until(again.synced, 'the admin synced with the empty server');
      const at = (url: string) => url.replace(server.url, empty.url);
      expect(await joinClub(freshDb(), at(old), 5)).toEqual({ ok: false, problem: 'revoked' });
      expect(await joinClub(freshDb(), at(await link('member')), 5)).toMatchObject({ ok: true });
      again.session.close();
    } finally {
      await empty.close();
    }
  });
});
