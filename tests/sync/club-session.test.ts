// The phone's club sync against a real in-process server (app/sync/
// club-session.ts, club-join.ts): the admin creates the club, a member and a
// board phone join by their links; two phones apart write records and, back
// online, both hold the union; a board phone's own write is refused on the
// phone and nothing is sent. fake-indexeddb databases, a loopback server.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import type { ClubRecord } from '../../app/engine/club';
import {
  addClubRecords,
  clubOf,
  clubRecords,
  clubsToReport,
  markClubReported,
  type RenoncDb,
} from '../../app/storage';
import { createClub } from '../../app/sync/club-create';
import { reportClub } from '../../app/sync/club-report';
import { clubLinkOf } from '../../app/sync/club-link';
import { joinClub, openClubSync } from '../../app/sync/club-session';
import { storedClub } from '../server/support/clubs';
import { startTestServer, type TestServer } from '../server/support/in-process';
import { freshDb } from '../storage/helpers';
import { ClubSyncs, until } from './club-syncs';
import { member, payment, tournament } from './club-records';

// Node 20 has no WebSocket of its own; the provider takes the global one.
(globalThis as { WebSocket?: unknown }).WebSocket ??= WebSocket;

const PORT = 4702;
let server: TestServer;
const syncs = new ClubSyncs();
const sync = syncs.sync.bind(syncs);

beforeAll(async () => {
  server = await startTestServer(PORT);
});
afterEach(() => syncs.closeAll());
afterAll(async () => {
  await server.close();
});

const ids = async (db: RenoncDb, clubId: string) =>
  (await clubRecords(db, clubId)).map((r) => r.id).sort();

async function createdClub(records: readonly ClubRecord[] = [member('karel', 'Karel')]) {
  const admin = freshDb();
  const club = await createClub(admin, {
    name: 'U Kocoura',
    server: server.url,
    now: Date.UTC(2026, 0, 1),
    records,
  });
  const a = sync(admin, club.id);
  await until(a.synced, 'the admin synced');
  const stored = async () =>
    Object.keys((await storedClub(server.dataDir, `club-${club.id}`)).records).sort();
  const wanted = records.map((r) => r.id).sort();
  await until(async () => (await stored()).join() === wanted.join(), 'the first records stored');
  const link = (role: 'member' | 'board') =>
    clubLinkOf(server.url, { clubId: club.id, role, secret: club.links[role]! });
  return { admin, club, a, link };
}

describe('club sync', () => {
  it('the admin creates the club; member and board phones join with its name and records', async () => {
    const { club, link } = await createdClub();
    expect((await storedClub(server.dataDir, `club-${club.id}`)).meta).toEqual({
      club: club.id,
      name: 'U Kocoura',
      created: '2026-01-01T00:00:00.000Z',
    });
    for (const role of ['member', 'board'] as const) {
      const db = freshDb();
      const joined = await joinClub(db, link(role), 5);
      expect(joined).toMatchObject({ ok: true, club: { id: club.id, name: 'U Kocoura', role } });
      expect(await ids(db, club.id)).toEqual(['karel']);
      expect((await clubOf(db, club.id))?.ownerKey).toBeUndefined();
    }
  });

  it('a wrong secret or a broken link joins nothing', async () => {
    const { club } = await createdClub();
    const db = freshDb();
    const wrong = clubLinkOf(server.url, {
      clubId: club.id,
      role: 'member',
      secret: 'w'.repeat(22),
    });
    expect(await joinClub(db, wrong, 5)).toEqual({ ok: false, problem: 'forbidden' });
    expect(await joinClub(db, `${server.url}/#/club/x`, 5)).toEqual({
      ok: false,
      problem: 'malformed',
    });
    expect(await db.clubs.count()).toBe(0);
  });

  it('two phones apart write records; back online, both hold the union', async () => {
    const { admin, club, a, link } = await createdClub();
    const phone = freshDb();
    expect((await joinClub(phone, link('member'), 5)).ok).toBe(true);
    let b = sync(phone, club.id);
    await until(b.synced, 'the member synced');
    // Both offline: each writes apart.
    a.session.close();
    b.session.close();
    await addClubRecords(admin, club.id, [tournament('t1', ['karel']), member('jana')], 'local', 6);
    await addClubRecords(
      phone,
      club.id,
      [payment('p1', 'karel', 'jana'), member('petr')],
      'local',
      6,
    );
    const a2 = sync(admin, club.id);
    b = sync(phone, club.id);
    const all = ['jana', 'karel', 'p1', 'petr', 't1'];
    await until(async () => (await ids(admin, club.id)).length === all.length, 'A holds the union');
    await until(async () => (await ids(phone, club.id)).length === all.length, 'B holds the union');
    expect(await ids(admin, club.id)).toEqual(all);
    expect(await ids(phone, club.id)).toEqual(all);
    await until(async () => a2.session.unsent() === 0 && b.session.unsent() === 0, 'all sent');
    const stored = await storedClub(server.dataDir, `club-${club.id}`);
    expect(Object.keys(stored.records).sort()).toEqual(all);
  });

  it('what a phone wrote with no club screen open is reported, and the club is no longer due', async () => {
    const { club, link } = await createdClub();
    const phone = freshDb();
    expect((await joinClub(phone, link('member'), 5)).ok).toBe(true);
    // A payment marked offline: no sync open on this phone.
    await addClubRecords(
      phone,
      club.id,
      [payment('p1', 'karel', 'jana'), member('jana')],
      'local',
      9,
    );
    const due = await clubsToReport(phone);
    expect(due).toEqual([{ clubId: club.id, upTo: 9 }]);
    expect(await reportClub(phone, club.id)).toBe(true);
    const stored = await storedClub(server.dataDir, `club-${club.id}`);
    expect(Object.keys(stored.records).sort()).toEqual(['jana', 'karel', 'p1']);
    await markClubReported(phone, club.id, 9);
    expect(await clubsToReport(phone)).toEqual([]);
  });

  it('a report whose link is refused, or whose server never answers, says so and sends nothing', async () => {
    const { club, link } = await createdClub();
    const phone = freshDb();
    expect((await joinClub(phone, link('member'), 5)).ok).toBe(true);
    await addClubRecords(phone, club.id, [member('jana')], 'local', 9);
    await phone.clubs.update(club.id, { secret: 'z'.repeat(22) });
    expect(await reportClub(phone, club.id)).toBe(false);
    await phone.clubs.update(club.id, { server: 'http://127.0.0.1:9' });
    expect(await reportClub(phone, club.id, 1500)).toBe(false);
    const stored = await storedClub(server.dataDir, `club-${club.id}`);
    expect(Object.keys(stored.records)).toEqual(['karel']);
  });

  it('a board phone’s own write is refused on the phone, and it sends nothing', async () => {
    const { club, link } = await createdClub();
    const board = freshDb();
    expect((await joinClub(board, link('board'), 5)).ok).toBe(true);
    const s = sync(board, club.id);
    await until(s.synced, 'the board synced');
    await expect(
      addClubRecords(board, club.id, [member('ghost')], 'local', 7),
    ).rejects.toMatchObject({
      code: 'errors:club.roleCannotWrite',
    });
    expect(s.session.unsent()).toBe(0);
    expect(await ids(board, club.id)).toEqual(['karel']);
    expect(Object.keys((await storedClub(server.dataDir, `club-${club.id}`)).records)).toEqual([
      'karel',
    ]);
  });

  it('a revoked-or-unknown link reports refused', async () => {
    const { club } = await createdClub();
    const db = freshDb();
    const joined = await joinClub(
      db,
      clubLinkOf(server.url, { clubId: club.id, role: 'member', secret: club.links.member! }),
      5,
    );
    expect(joined.ok).toBe(true);
    // The phone's secret no longer matches what the server holds.
    await db.clubs.update(club.id, { secret: 'z'.repeat(22) });
    const s = sync(db, club.id);
    await until(() => s.statuses.some((st) => st.state === 'refused'), 'refused');
    expect(s.statuses.find((st) => st.state === 'refused')).toEqual({
      state: 'refused',
      reason: 'forbidden',
    });
  });

  it('a record another phone wrote under the same id is counted, never stored over', async () => {
    const { admin, club, link } = await createdClub();
    const phone = freshDb();
    expect((await joinClub(phone, link('member'), 5)).ok).toBe(true);
    // Apart, both write a member under one id with another name.
    await addClubRecords(phone, club.id, [member('x', 'Jana')], 'local', 6);
    await addClubRecords(admin, club.id, [member('x', 'Karel')], 'local', 6);
    await until(
      async () => 'x' in (await storedClub(server.dataDir, `club-${club.id}`)).records,
      'the admin’s x stored',
    );
    const refused: string[][] = [];
    const b = openClubSync(phone, club.id, { onRefused: (ids) => refused.push([...ids]) });
    syncs.keep(b);
    await until(() => refused.some((ids) => ids.includes('x')), 'the other x counted');
    const held = await clubRecords(phone, club.id);
    expect(held.find((r) => r.id === 'x')?.record).toMatchObject({ name: 'Jana' });
    expect((await storedClub(server.dataDir, `club-${club.id}`)).records.x).toMatchObject({
      name: 'Karel',
    });
  });

  it('a server that lost the club gets it back, meta and records, from the admin phone', async () => {
    const { admin, club, a } = await createdClub([member('karel', 'Karel'), member('jana')]);
    a.session.close();
    const empty = await startTestServer(PORT + 3);
    try {
      await admin.clubs.update(club.id, { server: empty.url });
      const again = sync(admin, club.id);
      await until(again.synced, 'the admin synced with the empty server');
      await until(
        async () =>
          Object.keys((await storedClub(empty.dataDir, `club-${club.id}`)).records).length === 2,
        'the records stored again',
      );
      expect((await storedClub(empty.dataDir, `club-${club.id}`)).meta).toMatchObject({
        club: club.id,
        name: 'U Kocoura',
      });
      again.session.close();
    } finally {
      await empty.close();
    }
  });
});
