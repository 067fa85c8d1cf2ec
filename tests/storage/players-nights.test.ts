import { describe, expect, it } from 'vitest';
import {
  addPlayer,
  appendEntry,
  createNight,
  deleteNight,
  entriesOfNight,
  getSetting,
  listNights,
  listPlayers,
  NightInputError,
  PlayerNameError,
  renamePlayer,
  setSetting,
} from '../../app/storage';
import { freshDb, nightWithPlayers } from './helpers';

describe('players', () => {
  it('adds, trims and renames while keeping the id', async () => {
    const db = freshDb();
    const petr = await addPlayer(db, '  Petr   Novák ');
    expect(petr.name).toBe('Petr Novák');
    const renamed = await renamePlayer(db, petr.id, 'Péťa');
    expect(renamed.id).toBe(petr.id);
    expect((await listPlayers(db)).map((p) => p.name)).toEqual(['Péťa']);
  });

  it('refuses empty, too long and duplicate names and saves nothing', async () => {
    const db = freshDb();
    await addPlayer(db, 'Jana');
    await expect(addPlayer(db, '   ')).rejects.toMatchObject({
      issues: [{ code: 'errors:player.nameEmpty' }],
    });
    await expect(addPlayer(db, 'x'.repeat(41))).rejects.toBeInstanceOf(PlayerNameError);
    await expect(addPlayer(db, 'JANA')).rejects.toMatchObject({
      issues: [{ code: 'errors:player.nameTaken' }],
    });
    expect(await listPlayers(db)).toHaveLength(1);
  });
});

describe('nights', () => {
  it('lists newest first', async () => {
    const db = freshDb();
    const ids = [];
    for (const n of ['A', 'B', 'C', 'D']) ids.push((await addPlayer(db, n)).id);
    await createNight(db, {
      game: 'marias',
      playerIds: ids.slice(0, 3),
      currency: 'CZK',
      settings: {},
      now: 1,
    });
    await createNight(db, { game: 'vint', playerIds: ids, currency: 'RUB', settings: {}, now: 2 });
    expect((await listNights(db)).map((n) => n.game)).toEqual(['vint', 'marias']);
  });

  it('refuses too few or too many players for the game, and duplicates', async () => {
    const db = freshDb();
    const ids = [];
    for (const n of ['A', 'B', 'C', 'D', 'E']) ids.push((await addPlayer(db, n)).id);
    const bad = [
      { game: 'marias' as const, playerIds: ids.slice(0, 2), code: 'errors:night.playersBetween' },
      { game: 'marias' as const, playerIds: ids, code: 'errors:night.playersBetween' },
      { game: 'vint' as const, playerIds: ids.slice(0, 3), code: 'errors:night.playersExactly' },
      {
        game: 'marias' as const,
        playerIds: [ids[0]!, ids[0]!, ids[1]!],
        code: 'errors:night.playerTwice',
      },
    ];
    for (const b of bad) {
      const error = await createNight(db, { ...b, currency: 'CZK', settings: {} }).catch(
        (e: unknown) => e,
      );
      expect(error).toBeInstanceOf(NightInputError);
      expect((error as NightInputError).issues.map((i) => i.code)).toContain(b.code);
    }
    expect(await listNights(db)).toHaveLength(0);
  });

  it('writes opening entries (a carry-over) with the night, in one transaction', async () => {
    const db = freshDb();
    const a = await addPlayer(db, 'A');
    const b = await addPlayer(db, 'B');
    const c = await addPlayer(db, 'C');
    const night = await createNight(db, {
      game: 'marias',
      playerIds: [a.id, b.id, c.id],
      currency: 'CZK',
      settings: {},
      openingEntries: [
        {
          kind: 'transfer',
          payload: { transfers: { [a.id]: -100, [b.id]: 100 }, origin: 'carry-over' },
        },
      ],
    });
    expect((await entriesOfNight(db, night.id)).map((e) => e.seq)).toEqual([1]);
  });

  it('deletes a whole night with its entries, and only that night', async () => {
    const db = freshDb();
    const one = await nightWithPlayers(db, ['A', 'B', 'C']);
    const ids = one.players.map((p) => p.id);
    const two = await createNight(db, {
      game: 'marias',
      playerIds: ids,
      currency: 'CZK',
      settings: {},
    });
    const t = { kind: 'transfer', payload: { transfers: { [ids[0]!]: -1, [ids[1]!]: 1 } } };
    await appendEntry(db, { nightId: one.night.id, ...t });
    await appendEntry(db, { nightId: two.id, ...t });
    await deleteNight(db, one.night.id);
    expect((await listNights(db)).map((n) => n.id)).toEqual([two.id]);
    expect(await entriesOfNight(db, one.night.id)).toHaveLength(0);
    expect(await entriesOfNight(db, two.id)).toHaveLength(1);
  });
});

describe('settings', () => {
  it('remembers preferences', async () => {
    const db = freshDb();
    expect(await getSetting(db, 'language', 'en')).toBe('en');
    await setSetting(db, 'language', 'cs');
    expect(await getSetting(db, 'language', 'en')).toBe('cs');
  });
});
