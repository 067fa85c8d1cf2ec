// The Y.Doc mirror between two phones: two databases on fake-indexeddb, two
// Y.Docs joined by a pipe that can be cut (a phone offline) and restored.
// No server: what the server adds (auth, schema checks) is tested on its side
// and end to end.
import * as Y from 'yjs';
import { afterEach, describe, expect, it } from 'vitest';
import { findConflicts, foldLedger, openConflicts, rankEntries } from '../../app/engine';
import { appendEntry, entriesOfNight, putShare, voidEntry, type RenoncDb } from '../../app/storage';
import { joinSharedNight, snapshotOf } from '../../app/storage/shared-night';
import { NightMirror } from '../../app/sync/mirror';
import { countingReducer } from '../engine/ledger/test-reducer';
import { pipe, until } from './doc-pipe';
import { freshDb, nightWithPlayers } from '../storage/helpers';
import { shareRow } from './share-row';

const share = (nightId: string, phone: string) => shareRow(nightId, { phone });

const mirrors: NightMirror[] = [];
afterEach(() => mirrors.splice(0).forEach((m) => m.close()));

async function twoPhones() {
  const dbA = freshDb();
  const { night, players } = await nightWithPlayers(dbA);
  await putShare(dbA, share(night.id, 'Petr'));
  const dbB = freshDb();
  expect(
    await joinSharedNight(dbB, (await snapshotOf(dbA, night.id))!, share(night.id, 'Jana')),
  ).toBe('joined');
  const docA = new Y.Doc();
  const docB = new Y.Doc();
  const link = pipe(docA, docB);
  const refused: string[][] = [];
  const a = new NightMirror(docA, dbA, night.id);
  const b = new NightMirror(docB, dbB, night.id, { onRefused: (ids) => refused.push([...ids]) });
  mirrors.push(a, b);
  a.startPushing();
  b.startPushing();
  const win = (db: RenoncDb, winner: string) =>
    appendEntry(db, { nightId: night.id, kind: 'test.win', payload: { winner } });
  const ids = async (db: RenoncDb) =>
    rankEntries(await entriesOfNight(db, night.id)).map((e) => e.id);
  return { dbA, dbB, docA, docB, night, players, link, refused, win, ids };
}

describe('night mirror', () => {
  it('an entry saved on one phone is stored on the other, once', async () => {
    const { dbA, dbB, night, players, win, ids } = await twoPhones();
    const saved = await win(dbA, players[0]!.id);
    await until(async () => (await ids(dbB)).length === 1, 'entry on B');
    const onB = (await entriesOfNight(dbB, night.id))[0]!;
    expect(onB).toEqual(saved);
    expect(onB.by).toBe('Petr');
    // B's next entry numbers after A's: its writer has seen seq 1.
    const next = await win(dbB, players[1]!.id);
    expect(next.seq).toBe(2);
    await until(async () => (await ids(dbA)).length === 2, 'B entry on A');
    expect(await ids(dbA)).toEqual(await ids(dbB));
  });

  it('30 entries on each side while apart: 60 on both, once, in one order', async () => {
    const { dbA, dbB, night, players, link, win, ids } = await twoPhones();
    await win(dbA, players[0]!.id);
    await until(async () => (await ids(dbB)).length === 1, 'first entry on B');
    link.cut();
    for (let i = 0; i < 30; i++) {
      await win(dbA, players[i % 3]!.id);
      await win(dbB, players[(i + 1) % 3]!.id);
    }
    expect((await ids(dbA)).length).toBe(31);
    link.restore();
    await until(
      async () => (await ids(dbA)).length === 61 && (await ids(dbB)).length === 61,
      '61 on both',
    );
    const order = await ids(dbA);
    expect(await ids(dbB)).toEqual(order);
    expect(new Set(order).size).toBe(61);
    const info = {
      id: night.id,
      game: 'marias' as const,
      players: night.playerIds,
      currency: 'CZK' as const,
      settings: {},
    };
    const foldA = foldLedger(info, await entriesOfNight(dbA, night.id), countingReducer);
    const foldB = foldLedger(info, await entriesOfNight(dbB, night.id), countingReducer);
    expect(foldA.balances).toEqual(foldB.balances);
    // Every pair of hands made apart is shown: hand 2 … 31 of each phone.
    expect(findConflicts(rankEntries(await entriesOfNight(dbA, night.id)))).toHaveLength(30);
  });

  it('the same hand entered on both phones apart: shown, and one void resolves it everywhere', async () => {
    const { dbA, dbB, night, players, link, win, ids } = await twoPhones();
    link.cut();
    const a = await win(dbA, players[0]!.id);
    const b = await win(dbB, players[1]!.id);
    link.restore();
    await until(async () => (await ids(dbA)).length === 2 && (await ids(dbB)).length === 2, 'both');
    const ranked = rankEntries(await entriesOfNight(dbB, night.id));
    const [conflict] = findConflicts(ranked);
    expect(conflict!.kind).toBe('twice');
    expect(conflict!.entries.map((e) => e.by).sort()).toEqual(['Jana', 'Petr']);
    await voidEntry(dbB, night.id, a.id, 'entered twice');
    await until(async () => (await ids(dbA)).length === 3, 'void on A');
    for (const db of [dbA, dbB]) {
      const entries = await entriesOfNight(db, night.id);
      const voided = new Set(entries.filter((e) => e.kind === 'void').map((e) => e.voids));
      expect(openConflicts(findConflicts(rankEntries(entries)), (id) => !voided.has(id))).toEqual(
        [],
      );
      expect(voided).toEqual(new Set([a.id]));
      expect(entries.map((e) => e.id)).toContain(b.id);
    }
  });

  it('a value that is not an entry of this night is refused and nothing local changes', async () => {
    const { dbA, dbB, docA, night, players, refused, win, ids } = await twoPhones();
    const saved = await win(dbA, players[0]!.id);
    await until(async () => (await ids(dbB)).length === 1, 'entry on B');
    docA.transact(() => {
      docA.getMap('entries').set('x1', {
        id: 'x1',
        nightId: 'another-night',
        seq: 2,
        kind: 'transfer',
        payload: {},
        createdAt: 1,
      });
      docA.getMap('entries').set('x2', 'not an object');
      docA.getMap('entries').set('x3', { ...saved, id: 'x3', seq: -4 });
    });
    await until(async () => refused.length > 0 && refused.at(-1)!.length === 3, 'refused');
    expect(await ids(dbB)).toEqual([saved.id]);
    expect(await entriesOfNight(dbB, night.id)).toEqual([saved]);
  });

  it('a changed value for a stored id never overwrites the stored entry', async () => {
    const { dbA, dbB, docA, night, players, refused, win, ids } = await twoPhones();
    const saved = await win(dbA, players[0]!.id);
    await until(async () => (await ids(dbB)).length === 1, 'entry on B');
    // A phone that lost its copy and got a different one under the same id (a bug or an attack).
    const fresh = new Y.Doc();
    fresh.getMap('entries').set(saved.id, { ...saved, payload: { winner: players[2]!.id } });
    const docB2 = new Y.Doc();
    const m = new NightMirror(docB2, dbB, night.id, { onRefused: (r) => refused.push([...r]) });
    mirrors.push(m);
    Y.applyUpdate(docB2, Y.encodeStateAsUpdate(fresh));
    await until(async () => refused.some((r) => r.includes(saved.id)), 'refused');
    expect(await entriesOfNight(dbB, night.id)).toEqual([saved]);
    void docA;
  });
});
