// The club mirror between phones (app/sync/club-mirror.ts): two databases on
// fake-indexeddb, two Y.Docs joined by a pipe that can be cut (a phone
// offline) and restored. No server: what the server adds (auth, the role's
// kinds, schema checks) is tested on its side and in club-session.test.ts.
import * as Y from 'yjs';
import { afterEach, describe, expect, it } from 'vitest';
import type { ClubRole } from '../../app/engine/club';
import { addClubRecords, clubRecords, saveClub, type RenoncDb } from '../../app/storage';
import { ClubMirror } from '../../app/sync/club-mirror';
import { pipe, until } from './doc-pipe';
import { freshDb } from '../storage/helpers';
import { clubRow, member, payment, tournament } from './club-records';

const CLUB = clubRow().id;

const ids = async (db: RenoncDb) => (await clubRecords(db, CLUB)).map((r) => r.id).sort();

const mirrors: ClubMirror[] = [];
afterEach(() => mirrors.splice(0).forEach((m) => m.close()));

async function phone(role: ClubRole, doc = new Y.Doc()) {
  const db = freshDb();
  await saveClub(db, clubRow({ role }));
  const refused: string[][] = [];
  const mirror = new ClubMirror(
    doc,
    db,
    { id: CLUB, role },
    { onRefused: (r) => refused.push([...r]) },
  );
  mirrors.push(mirror);
  return { db, doc, mirror, refused };
}

describe('club mirror', () => {
  it('two phones apart write records; reconnected, both hold the union', async () => {
    const a = await phone('admin');
    const b = await phone('member');
    const link = pipe(a.doc, b.doc);
    a.mirror.startPushing();
    b.mirror.startPushing();
    await addClubRecords(a.db, CLUB, [member('karel')], 'local', 1);
    await until(async () => (await ids(b.db)).includes('karel'), 'karel reaches B');
    link.cut();
    await addClubRecords(a.db, CLUB, [tournament('t1', ['karel'])], 'local', 2);
    await addClubRecords(b.db, CLUB, [member('jana'), payment('p1', 'jana', 'karel')], 'local', 2);
    await until(async () => a.doc.getMap('records').has('t1'), 'A sends t1');
    await until(async () => b.doc.getMap('records').has('p1'), 'B sends p1');
    expect(await ids(a.db)).toEqual(['karel', 't1']);
    link.restore();
    const all = ['jana', 'karel', 'p1', 't1'];
    await until(async () => (await ids(a.db)).length === 4, 'A holds the union');
    await until(async () => (await ids(b.db)).length === 4, 'B holds the union');
    expect(await ids(a.db)).toEqual(all);
    expect(await ids(b.db)).toEqual(all);
    expect((await clubRecords(b.db, CLUB)).find((r) => r.id === 't1')?.origin).toBe('remote');
  });

  it('a record written apart under one id with two contents: each keeps its own, the other is counted', async () => {
    const a = await phone('member');
    const b = await phone('member');
    const link = pipe(a.doc, b.doc);
    link.cut();
    a.mirror.startPushing();
    b.mirror.startPushing();
    await addClubRecords(a.db, CLUB, [member('x', 'Karel')], 'local', 1);
    await addClubRecords(b.db, CLUB, [member('x', 'Jana')], 'local', 1);
    await until(async () => a.doc.getMap('records').has('x'), 'A sends x');
    await until(async () => b.doc.getMap('records').has('x'), 'B sends x');
    link.restore();
    await a.mirror.settled();
    await b.mirror.settled();
    await until(async () => a.refused.length + b.refused.length > 0, 'the loser counted');
    // One document value wins in both docs; the phone that wrote the other keeps its own.
    const winner = a.doc.getMap('records').get('x') as { name: string };
    expect((b.doc.getMap('records').get('x') as { name: string }).name).toBe(winner.name);
    const names = [a, b].map(async (p) => (await clubRecords(p.db, CLUB))[0]?.record);
    expect((await Promise.all(names)).map((r) => (r as { name: string }).name)).toEqual([
      'Karel',
      'Jana',
    ]);
  });

  it('a board phone sends nothing, a member phone no kinds beyond its link', async () => {
    const board = await phone('board');
    board.mirror.startPushing();
    await expect(addClubRecords(board.db, CLUB, [member('x')], 'local', 1)).rejects.toThrow();
    // What reached the phone from the club (remote) is never sent back by it.
    await addClubRecords(board.db, CLUB, [member('y')], 'remote', 1);
    const m = await phone('member');
    m.mirror.startPushing();
    await addClubRecords(m.db, CLUB, [tournament('t', ['y'])], 'remote', 1);
    await addClubRecords(m.db, CLUB, [member('z')], 'local', 2);
    await until(async () => m.doc.getMap('records').has('z'), 'member sends z');
    expect(board.doc.getMap('records').size).toBe(0);
    expect(board.mirror.toSend()).toEqual([]);
    expect([...m.doc.getMap('records').keys()]).toEqual(['z']);
  });

  it('a malformed remote value is counted, never stored', async () => {
    const doc = new Y.Doc();
    doc.getMap('records').set('bad', { kind: 'member', id: 'bad', name: '', at: 'x' });
    const p = await phone('member', doc);
    await p.mirror.settled();
    await until(async () => p.refused.length > 0, 'counted');
    expect(p.refused.at(-1)).toEqual(['bad']);
    expect(await ids(p.db)).toEqual([]);
  });

  it('sends many records in chunks, each under the server limit', async () => {
    const p = await phone('admin');
    const updates: number[] = [];
    p.doc.on('update', (u: Uint8Array) => updates.push(u.byteLength));
    p.mirror.startPushing();
    const many = Array.from({ length: 600 }, (_, i) => member(`m${i}`, `Member number ${i}`));
    await addClubRecords(p.db, CLUB, many, 'local', 1);
    await until(async () => p.doc.getMap('records').size === 600, 'all sent');
    expect(updates.length).toBeGreaterThan(1);
    expect(Math.max(...updates)).toBeLessThan(64 * 1024);
  });
});
