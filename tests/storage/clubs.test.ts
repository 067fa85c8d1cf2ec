// A club on this phone (app/storage/clubs.ts): records are written once and
// never over, a link writes only what its role allows, and the club fold reads
// exactly what was stored. Two tabs storing the same records at once store
// each once.
import { describe, expect, it } from 'vitest';
import { clubView, type ClubRecord } from '../../app/engine/club';
import {
  addClubRecords,
  clubDocumentRecords,
  clubOf,
  clubRecords,
  listClubs,
  matchPlayer,
  nightClubOf,
  setNightClub,
  saveClub,
  setClubMe,
  StorageError,
  type ClubRow,
} from '../../app/storage';
import { freshDb } from './helpers';

const AT = '2026-01-08T22:00:00.000Z';
const CLUB: ClubRow = {
  id: 'KocourKocourKocourKocA',
  name: 'U Kocoura',
  role: 'admin',
  links: {},
  server: 'http://localhost',
  matches: {},
  createdAt: 1,
};
const member = (id: string, name = id): ClubRecord => ({ kind: 'member', id, name, at: AT });
const result = (id: string, balances: Record<string, number>): ClubRecord => ({
  kind: 'result',
  id,
  nightId: `night-${id}`,
  game: 'marias',
  date: '2026-01-08',
  at: AT,
  currency: 'CZK',
  seats: Object.keys(balances),
  balances,
  hands: 10,
  ledgerHash: `hash-${id}`,
});

describe('club storage', () => {
  it('stores a club, keeps its matches when joined again, and lists it', async () => {
    const db = freshDb();
    await saveClub(db, CLUB);
    await matchPlayer(db, CLUB.id, 'p-petr', 'petr');
    await setClubMe(db, CLUB.id, 'petr');
    await saveClub(db, { ...CLUB, role: 'member' });
    expect(await clubOf(db, CLUB.id)).toMatchObject({
      role: 'member',
      matches: { 'p-petr': 'petr' },
      me: 'petr',
    });
    await matchPlayer(db, CLUB.id, 'p-petr', undefined);
    expect((await clubOf(db, CLUB.id))?.matches).toEqual({});
    expect((await listClubs(db)).map((c) => c.name)).toEqual(['U Kocoura']);
  });

  it('refuses a club id that is not a document id', async () => {
    await expect(saveClub(freshDb(), { ...CLUB, id: 'short' })).rejects.toThrow(StorageError);
  });

  it('stores each record once and never over another with its id', async () => {
    const db = freshDb();
    await saveClub(db, CLUB);
    const first = await addClubRecords(db, CLUB.id, [member('eva'), member('jana')], 'local', 1);
    expect(first).toEqual({ stored: ['eva', 'jana'], same: [], refused: [] });
    const again = await addClubRecords(
      db,
      CLUB.id,
      [member('eva'), member('jana', 'Jana B.'), { kind: 'member', id: 'x' }, member('olga')],
      'remote',
      2,
    );
    expect(again).toEqual({ stored: ['olga'], same: ['eva'], refused: ['jana', 'x'] });
    const names = (await clubRecords(db, CLUB.id)).map((r) => [r.id, r.origin]);
    expect(names).toEqual([
      ['eva', 'local'],
      ['jana', 'local'],
      ['olga', 'remote'],
    ]);
  });

  it('refuses a whole local write when one record is malformed, or beyond the role', async () => {
    const db = freshDb();
    await saveClub(db, { ...CLUB, role: 'member' });
    const bad = addClubRecords(db, CLUB.id, [member('eva'), { kind: 'member' }], 'local', 1);
    await expect(bad).rejects.toThrow(StorageError);
    const merge: ClubRecord = { kind: 'merge', id: 'm', member: 'a', into: 'b', at: AT };
    const beyond = addClubRecords(db, CLUB.id, [member('eva'), merge], 'local', 1);
    await expect(beyond).rejects.toMatchObject({ code: 'errors:club.roleCannotWrite' });
    expect(await clubRecords(db, CLUB.id)).toEqual([]);
    await saveClub(db, { ...CLUB, id: 'BoardBoardBoardBoardBo', role: 'board' });
    const board = addClubRecords(db, 'BoardBoardBoardBoardBo', [member('eva')], 'local', 1);
    await expect(board).rejects.toMatchObject({ code: 'errors:club.roleCannotWrite' });
  });

  it('refuses records for a club it does not know', async () => {
    const write = addClubRecords(freshDb(), CLUB.id, [member('eva')], 'remote', 1);
    await expect(write).rejects.toMatchObject({ kind: 'notFound' });
  });

  it('gives the fold what was stored: a night of three members, its tab zero-sum', async () => {
    const db = freshDb();
    await saveClub(db, CLUB);
    const records = [
      member('a'),
      member('b'),
      member('c'),
      result('n1', { a: 300, b: -100, c: -200 }),
    ];
    await addClubRecords(db, CLUB.id, records, 'local', 1);
    const view = clubView(await clubDocumentRecords(db, CLUB.id));
    expect(view.nights.map((n) => n.id)).toEqual(['n1']);
    expect(view.issues).toEqual([]);
  });

  it('stores records written by two tabs at once each once', async () => {
    const db = freshDb();
    await saveClub(db, CLUB);
    const batch = [member('a'), member('b'), member('c')];
    const [one, two] = await Promise.all([
      addClubRecords(db, CLUB.id, batch, 'local', 1),
      addClubRecords(db, CLUB.id, [...batch].reverse(), 'remote', 2),
    ]);
    expect([...one.stored, ...two.stored].sort()).toEqual(['a', 'b', 'c']);
    expect((await clubRecords(db, CLUB.id)).length).toBe(3);
  });
});

describe("a night's club", () => {
  it('puts a night in a club and a tournament table, and out again', async () => {
    const db = freshDb();
    const slot = { tournamentId: 't1', round: 2, table: 1 };
    await setNightClub(db, 'n-1', { clubId: CLUB.id, tournament: slot });
    expect(await nightClubOf(db, 'n-1')).toEqual({ clubId: CLUB.id, tournament: slot });
    expect(await nightClubOf(db, 'n-2')).toBeUndefined();
    await setNightClub(db, 'n-1', undefined);
    expect(await nightClubOf(db, 'n-1')).toBeUndefined();
  });

  it('refuses a club id that is not one', async () => {
    const write = setNightClub(freshDb(), 'n-1', { clubId: 'nope' });
    await expect(write).rejects.toThrow(StorageError);
  });
});
