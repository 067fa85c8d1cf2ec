// "Start the night of table T" (app/ui/club/tournament-start.ts) on a real
// database: the table's members become this phone's players (a confirmed
// match, an unmatched player of the same name, or a new player), each is
// matched to its member, and the night is put in the club's tournament slot.
import { describe, expect, it } from 'vitest';
import type { Tournament } from '../../app/engine/club';
import {
  addPlayer,
  clubOf,
  getNight,
  listNights,
  listPlayers,
  matchPlayer,
  nightClubOf,
  saveClub,
  type ClubRow,
} from '../../app/storage';
import { startTableNight } from '../../app/ui/club/tournament-start';
import { freshDb } from './helpers';

const CLUB: ClubRow = {
  id: 'KocourKocourKocourKocB',
  name: 'U Kocoura',
  role: 'admin',
  links: {},
  server: 'http://localhost',
  matches: {},
  createdAt: 1,
};
const NAMES: Record<string, string> = { ma: 'Jana', mb: 'Petr', mc: 'Eva', md: 'Karel' };
const T: Tournament = {
  id: 'tour-1',
  game: 'marias',
  format: 'rotation',
  scoring: 'placings',
  tableSize: 4,
  rounds: 3,
  players: ['ma', 'mb', 'mc', 'md', 'me', 'mf', 'mg', 'mh'],
  seed: 1,
};

describe("starting a tournament table's night", () => {
  it('seats the members as matched, same-named or new players, in seating order', async () => {
    const db = freshDb();
    await saveClub(db, CLUB);
    const jana = await addPlayer(db, 'Janička');
    const petr = await addPlayer(db, 'Petr');
    const eva = await addPlayer(db, 'Eva');
    await matchPlayer(db, CLUB.id, jana.id, 'ma');
    await matchPlayer(db, CLUB.id, eva.id, 'someone-else');
    const club = (await clubOf(db, CLUB.id))!;

    const slot = { tournament: T, round: 2, table: 1, seats: ['ma', 'mb', 'mc', 'md'] };
    const nightId = await startTableNight(db, club, slot, (m) => NAMES[m]!, 'Round 2 · Table 1');

    const night = await getNight(db, nightId);
    const players = await listPlayers(db);
    const nameOf = (id: string) => players.find((p) => p.id === id)?.name;
    expect(night?.playerIds.map(nameOf)).toEqual(['Janička', 'Petr', 'Eva 2', 'Karel']);
    expect(night?.game).toBe('marias');
    expect(night?.currency).toBe('CZK');
    expect(night?.title).toBe('Round 2 · Table 1');
    expect(night?.playerIds.slice(0, 2)).toEqual([jana.id, petr.id]);
    const matches = (await clubOf(db, CLUB.id))!.matches;
    expect(night?.playerIds.map((id) => matches[id])).toEqual(['ma', 'mb', 'mc', 'md']);
    expect(matches[eva.id]).toBe('someone-else');
    expect(await nightClubOf(db, nightId)).toEqual({
      clubId: CLUB.id,
      tournament: { tournamentId: 'tour-1', round: 2, table: 1 },
    });
  });

  it('a second table night for the same members reuses their players', async () => {
    const db = freshDb();
    await saveClub(db, CLUB);
    const slot = { tournament: T, round: 1, table: 2, seats: ['ma', 'mb', 'mc', 'md'] };
    const first = await startTableNight(db, CLUB, slot, (m) => NAMES[m]!, 'R1');
    const club = (await clubOf(db, CLUB.id))!;
    const second = await startTableNight(db, club, { ...slot, round: 2 }, (m) => NAMES[m]!, 'R2');
    expect((await getNight(db, second))?.playerIds).toEqual((await getNight(db, first))?.playerIds);
    expect(await listPlayers(db)).toHaveLength(4);
  });

  it('a second tap on the same table opens the night it started, not a twin', async () => {
    const db = freshDb();
    await saveClub(db, CLUB);
    const slot = { tournament: T, round: 1, table: 1, seats: ['ma', 'mb', 'mc', 'md'] };
    const first = await startTableNight(db, CLUB, slot, (m) => NAMES[m]!, 'R1');
    const club = (await clubOf(db, CLUB.id))!;
    expect(await startTableNight(db, club, slot, (m) => NAMES[m]!, 'R1')).toBe(first);
    expect(await listNights(db)).toHaveLength(1);
  });
});
