// The per-night entry counts (app/storage/heads.ts) are only a cache of
// count(): after every kind of write they must equal what the night really
// holds, and a write that could bypass them is refused, writing nothing.
import { describe, expect, it } from 'vitest';
import {
  appendEntry,
  createNight,
  deleteNight,
  countAndEntriesAfter,
  HeadsScopeError,
  storedCount,
  voidEntry,
  type RenoncDb,
} from '../../app/storage';
import { storeRemoteEntries } from '../../app/storage/shared-night';
import { freshDb, nightWithPlayers } from './helpers';

/** Every stored count row against the night's real entry count. */
async function expectTrueCounts(db: RenoncDb): Promise<void> {
  for (const row of await db.heads.toArray()) {
    expect(row.count, row.nightId).toBe(
      await db.entries.where('nightId').equals(row.nightId).count(),
    );
  }
}

const transfer = (a: string, b: string) => ({
  kind: 'transfer',
  payload: { transfers: { [a]: -1, [b]: 1 } },
});

describe('stored entry counts', () => {
  it('stay true through saves, voids, racing tabs, synced entries and deleting a night', async () => {
    const db = freshDb();
    const { night, players } = await nightWithPlayers(db);
    const [a, b] = players.map((p) => p.id) as [string, string];
    const e1 = await appendEntry(db, { nightId: night.id, ...transfer(a, b), expectedHead: 0 });
    expect(await storedCount(db, night.id)).toBe(1);
    await voidEntry(db, night.id, e1.id, 'undo', { expectedHead: 1 });
    // Two tabs at once: both land (no head named), the count holds both.
    await Promise.all(
      Array.from({ length: 6 }, () => appendEntry(db, { nightId: night.id, ...transfer(a, b) })),
    );
    expect(await storedCount(db, night.id)).toBe(8);
    // Entries from another phone, some already known: only the new ones count.
    const remote = [1, 2, 3].map((i) => ({
      id: `remote-${i}`,
      nightId: night.id,
      seq: 8 + i,
      device: 'dev-x',
      kind: 'transfer',
      payload: { transfers: { [a]: -i, [b]: i } },
      createdAt: i,
    }));
    await storeRemoteEntries(db, night.id, remote.slice(0, 2));
    await storeRemoteEntries(db, night.id, remote);
    expect(await storedCount(db, night.id)).toBe(11);
    await expect(
      appendEntry(db, { nightId: night.id, ...transfer(a, b), expectedHead: 8 }),
    ).rejects.toMatchObject({ kind: 'stale' });
    await expectTrueCounts(db);

    const second = await createNight(db, {
      game: 'marias',
      playerIds: [a, b, players[2]!.id],
      currency: 'CZK',
      settings: {},
      openingEntries: [transfer(a, b), transfer(b, a)],
    });
    expect(await storedCount(db, second.id)).toBe(2);
    await deleteNight(db, night.id);
    expect(await storedCount(db, night.id)).toBe(0);
    expect(await storedCount(db, second.id)).toBe(2);
    await appendEntry(db, { nightId: second.id, ...transfer(a, b), expectedHead: 2 });
    await expectTrueCounts(db);
  });

  it('refuses a write to entries that leaves the counts out, and writes nothing', async () => {
    const db = freshDb();
    const { night } = await nightWithPlayers(db);
    const row = { id: 'x', nightId: night.id, seq: 1, kind: 'transfer', payload: {}, createdAt: 0 };
    await expect(db.entries.add(row)).rejects.toBeInstanceOf(HeadsScopeError);
    await expect(
      db.transaction('rw', [db.entries], () => db.entries.bulkAdd([row])),
    ).rejects.toBeInstanceOf(HeadsScopeError);
    expect(await db.entries.count()).toBe(0);
  });

  it('a read that finds a count missing stores it again, true even beside a save', async () => {
    const db = freshDb();
    const { night, players } = await nightWithPlayers(db);
    const [a, b] = players.map((p) => p.id) as [string, string];
    const save = () => appendEntry(db, { nightId: night.id, ...transfer(a, b) });
    const rowBack = async () => {
      for (let tries = 0; (await db.heads.get(night.id)) === undefined; tries++) {
        if (tries > 200) throw new Error('the count row never came back');
        await new Promise((r) => setTimeout(r, 5));
      }
    };
    const reads = [
      () => storedCount(db, night.id),
      () => countAndEntriesAfter(db, night.id, 0).then((r) => r.count),
    ];
    for (const read of reads) {
      for (let i = 0; i < 5; i++) await save();
      const stored = await db.entries.where('nightId').equals(night.id).count();
      // A read alone: it counts, and the row is stored again without any write.
      await db.heads.delete(night.id);
      expect(await read()).toBe(stored);
      await rowBack();
      expect((await db.heads.get(night.id))?.count).toBe(stored);
      // A read beside a save: whichever stores the row, it holds both.
      await db.heads.delete(night.id);
      const [count] = await Promise.all([read(), save()]);
      expect([stored, stored + 1]).toContain(count);
      await rowBack();
      expect((await db.heads.get(night.id))?.count).toBe(stored + 1);
      await expectTrueCounts(db);
    }
  });
});
