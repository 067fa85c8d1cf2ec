import { describe, expect, it } from 'vitest';
import { foldLedger, type NightInfo } from '../../app/engine';
import {
  appendEntry,
  entriesAfter,
  entriesOfNight,
  loadDraft,
  openRenoncDb,
  saveDraft,
  StorageError,
  voidEntry,
} from '../../app/storage';
import { countingReducer } from '../engine/ledger/test-reducer';
import { freshDb, nightWithPlayers } from './helpers';

const transfer = (from: string, to: string, amount: number) => ({
  kind: 'transfer',
  payload: { transfers: { [from]: -amount, [to]: amount } },
});

describe('ledger storage', () => {
  it('appends entries with gap-free sequence numbers', async () => {
    const db = freshDb();
    const { night, players } = await nightWithPlayers(db);
    const [a, b] = players;
    const e1 = await appendEntry(db, { nightId: night.id, ...transfer(a!.id, b!.id, 100) });
    const e2 = await appendEntry(db, { nightId: night.id, ...transfer(b!.id, a!.id, 50) });
    expect([e1.seq, e2.seq]).toEqual([1, 2]);
    expect((await entriesOfNight(db, night.id)).map((e) => e.id)).toEqual([e1.id, e2.id]);
    expect((await entriesAfter(db, night.id, 1)).map((e) => e.id)).toEqual([e2.id]);
  });

  it('voids with a reason and never deletes the voided entry', async () => {
    const db = freshDb();
    const { night, players } = await nightWithPlayers(db);
    const [a, b] = players;
    const e1 = await appendEntry(db, { nightId: night.id, ...transfer(a!.id, b!.id, 100) });
    const v = await voidEntry(db, night.id, e1.id, 'entered twice');
    const all = await entriesOfNight(db, night.id);
    expect(all).toHaveLength(2);
    expect(v).toMatchObject({ kind: 'void', voids: e1.id, reason: 'entered twice', seq: 2 });
    const info: NightInfo = {
      id: night.id,
      game: 'marias',
      players: night.playerIds,
      currency: 'CZK',
      settings: {},
    };
    expect(Object.values(foldLedger(info, all, countingReducer).balances)).toEqual([0, 0, 0]);
  });

  it('refuses to void twice, to void without a reason, or across nights', async () => {
    const db = freshDb();
    const { night, players } = await nightWithPlayers(db);
    const other = await nightWithPlayers(db, ['X', 'Y', 'Z']).catch(() => undefined);
    const [a, b] = players;
    const e1 = await appendEntry(db, { nightId: night.id, ...transfer(a!.id, b!.id, 100) });
    await voidEntry(db, night.id, e1.id, 'mistake');
    await expect(voidEntry(db, night.id, e1.id, 'again')).rejects.toMatchObject({
      kind: 'conflict',
    });
    await expect(voidEntry(db, night.id, e1.id, '  ')).rejects.toBeInstanceOf(StorageError);
    if (other) {
      await expect(voidEntry(db, other.night.id, e1.id, 'x')).rejects.toMatchObject({
        kind: 'notFound',
      });
    }
    await expect(
      appendEntry(db, { nightId: night.id, ...transfer(a!.id, b!.id, 1), replaces: e1.id }),
    ).rejects.toBeInstanceOf(StorageError);
    expect(await entriesOfNight(db, night.id)).toHaveLength(2);
  });

  it('lets a void be voided (undo of an undo) and a replacement stand in', async () => {
    const db = freshDb();
    const { night, players } = await nightWithPlayers(db);
    const [a, b] = players;
    const e1 = await appendEntry(db, { nightId: night.id, ...transfer(a!.id, b!.id, 100) });
    const v = await voidEntry(db, night.id, e1.id, 'undo');
    await voidEntry(db, night.id, v.id, 'undo');
    const fix = await appendEntry(db, {
      nightId: night.id,
      ...transfer(a!.id, b!.id, 200),
      replaces: e1.id,
      reason: 'amount was 2 Kč',
    });
    expect(fix.replaces).toBe(e1.id);
    await expect(
      appendEntry(db, {
        nightId: night.id,
        ...transfer(a!.id, b!.id, 300),
        replaces: e1.id,
        reason: 'x',
      }),
    ).rejects.toMatchObject({ kind: 'conflict' });
  });

  it('survives closing and reopening the database', async () => {
    const db = freshDb();
    const { night, players } = await nightWithPlayers(db);
    const [a, b] = players;
    await appendEntry(db, { nightId: night.id, ...transfer(a!.id, b!.id, 100) });
    await saveDraft(db, night.id, 'hand', { declarer: a!.id });
    db.close();
    const again = openRenoncDb(db.name);
    expect(await entriesOfNight(again, night.id)).toHaveLength(1);
    expect(await loadDraft(again, night.id, 'hand')).toEqual({ declarer: a!.id });
  });

  it('clears the draft in the same transaction as the save', async () => {
    const db = freshDb();
    const { night, players } = await nightWithPlayers(db);
    const [a, b] = players;
    await saveDraft(db, night.id, 'hand', { x: 1 });
    await appendEntry(db, {
      nightId: night.id,
      ...transfer(a!.id, b!.id, 1),
      clearDraft: `${night.id}:hand`,
    });
    expect(await loadDraft(db, night.id, 'hand')).toBeUndefined();
  });

  it('gives concurrent writers distinct sequence numbers', async () => {
    const db = freshDb();
    const { night, players } = await nightWithPlayers(db);
    const [a, b] = players;
    const writes = Array.from({ length: 40 }, (_, i) =>
      appendEntry(db, { nightId: night.id, ...transfer(a!.id, b!.id, i + 1) }),
    );
    const stored = await Promise.all(writes);
    expect(new Set(stored.map((e) => e.seq)).size).toBe(40);
    expect(Math.max(...stored.map((e) => e.seq))).toBe(40);
  });

  it('refuses entries for a night that does not exist', async () => {
    const db = freshDb();
    await expect(
      appendEntry(db, { nightId: 'nope', kind: 'transfer', payload: {} }),
    ).rejects.toMatchObject({
      kind: 'notFound',
    });
  });
});
