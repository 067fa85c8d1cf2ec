// A night and its club on one phone (app/ui/club/attach.ts): a closed night's
// result goes to its club once; closing it again unchanged adds nothing; a
// night changed after it was sent is withdrawn and sent anew, so the club
// counts its last result and never both; a night withdrawn leaves no trace
// in the tab; a night with an unmatched player is not sent.
import { describe, expect, it } from 'vitest';
import { clubView } from '../../app/engine/club';
import {
  addClubRecords,
  addPlayer,
  appendEntry,
  clubDocumentRecords,
  clubRecords,
  createNight,
  matchPlayer,
  nightClubOf,
  saveClub,
  setNightClub,
  type RenoncDb,
} from '../../app/storage';
import { attachNight, withdrawNight } from '../../app/ui/club/attach';
import { freshDb } from './helpers';

const CLUB = 'AbCdEfGhIjKlMnOpQrStUv';
let clock = Date.parse('2026-01-08T20:00:00.000Z');
let serial = 0;
const ids = { now: () => (clock += 1000), newId: () => `id-${++serial}` };

async function clubNight(db: RenoncDb, matched = 3) {
  const players = [];
  for (const name of ['Karel', 'Petr', 'Jana']) players.push(await addPlayer(db, name));
  await saveClub(db, {
    id: CLUB,
    name: 'U Kocoura',
    role: 'member',
    links: {},
    server: 'http://localhost',
    matches: {},
    createdAt: 1,
  });
  const at = new Date(clock).toISOString();
  const members = players.map((p) => ({ kind: 'member', id: `m-${p.name}`, name: p.name, at }));
  await addClubRecords(db, CLUB, members, 'local', clock);
  for (const p of players.slice(0, matched)) await matchPlayer(db, CLUB, p.id, `m-${p.name}`);
  const night = await createNight(db, {
    game: 'marias',
    playerIds: players.map((p) => p.id),
    currency: 'CZK',
    settings: {},
  });
  await setNightClub(db, night.id, { clubId: CLUB });
  const [k, p, j] = players.map((x) => x.id) as [string, string, string];
  const pay = (from: string, to: string, amount: number) =>
    appendEntry(db, {
      nightId: night.id,
      kind: 'transfer',
      payload: { transfers: { [from]: -amount, [to]: amount } },
    });
  const close = () => appendEntry(db, { nightId: night.id, kind: 'close', payload: null });
  const reopen = () => appendEntry(db, { nightId: night.id, kind: 'reopen', payload: null });
  return { night, k, p, j, pay, close, reopen };
}

const nets = async (db: RenoncDb) =>
  clubView(await clubDocumentRecords(db, CLUB)).tabs[0]?.nets ?? {};

describe('attachNight', () => {
  it('sends a closed night once, and its new result after a change, never both', async () => {
    const db = freshDb();
    const { k, p, pay, close, reopen, night } = await clubNight(db);
    await pay(k, p, 5_000);
    expect((await attachNight(db, night.id, ids)).kind).toBe('open');
    await close();
    expect((await attachNight(db, night.id, ids)).kind).toBe('attached');
    expect(await nets(db)).toEqual({ 'm-Karel': -5_000, 'm-Petr': 5_000 });
    expect((await attachNight(db, night.id, ids)).kind).toBe('already');

    await reopen();
    await pay(p, k, 2_000);
    await close();
    expect((await attachNight(db, night.id, ids)).kind).toBe('attached');
    expect(await nets(db)).toEqual({ 'm-Karel': -3_000, 'm-Petr': 3_000 });
    const view = clubView(await clubDocumentRecords(db, CLUB));
    expect(view.nights).toHaveLength(1);
    expect(view.issues).toEqual([]);
    const kinds = (await clubRecords(db, CLUB)).map((r) => r.record.kind);
    expect(kinds.filter((x) => x === 'result')).toHaveLength(2);
    expect(kinds.filter((x) => x === 'withdrawal')).toHaveLength(1);
  });

  it("carries the game's own figures by member to the season table", async () => {
    const db = freshDb();
    const { k, p, close, night } = await clubNight(db);
    // Karel deals, Petr declares a hra and wins it: +1.00 Kč from each defender.
    const hand = { dealer: k, declarer: p, game: 'hra', won: true };
    await appendEntry(db, { nightId: night.id, kind: 'marias.hand', payload: hand });
    await close();
    expect((await attachNight(db, night.id, ids)).kind).toBe('attached');
    const [table] = clubView(await clubDocumentRecords(db, CLUB)).seasons;
    const figures = Object.fromEntries(table?.rows.map((r) => [r.member, r.figures]) ?? []);
    expect(figures).toEqual({
      'm-Petr': { declared: 1, declaredWon: 1, renoncs: 0 },
      'm-Karel': { declared: 0, declaredWon: 0, renoncs: 0 },
      'm-Jana': { declared: 0, declaredWon: 0, renoncs: 0 },
    });
  });

  it('withdraws a counted night without trace, and takes the night out of the club', async () => {
    const db = freshDb();
    const { k, j, pay, close, night } = await clubNight(db);
    await pay(j, k, 1_000);
    await close();
    await attachNight(db, night.id, ids);
    await withdrawNight(db, CLUB, night.id, ids);
    expect(await nets(db)).toEqual({});
    expect(clubView(await clubDocumentRecords(db, CLUB)).issues).toEqual([]);
    expect(await nightClubOf(db, night.id)).toBeUndefined();
  });

  it('names the unmatched players and sends nothing', async () => {
    const db = freshDb();
    const { k, p, pay, close, night } = await clubNight(db, 2);
    await pay(k, p, 1_000);
    await close();
    const outcome = await attachNight(db, night.id, ids);
    expect(outcome.kind).toBe('unmatched');
    expect(clubView(await clubDocumentRecords(db, CLUB)).nights).toEqual([]);
  });
});
