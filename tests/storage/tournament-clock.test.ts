// The director's Start of a round's clock (app/ui/club/tournament-clock.ts)
// on a real database: the admin's phone stores a 'round-start' record for the
// sync to send, a restart is one more record and the newest counts; a
// member's or the board's phone stores nothing (only the admin may write it).
import { describe, expect, it } from 'vitest';
import { roundStartOf, type ClubRole } from '../../app/engine/club';
import { clubRecords, saveClub, type ClubRow } from '../../app/storage';
import { startRoundClock } from '../../app/ui/club/tournament-clock';
import { freshDb } from './helpers';

const clubAs = (role: ClubRole): ClubRow => ({
  id: 'KocourKocourKocourKocB',
  name: 'U Kocoura',
  role,
  links: {},
  server: 'http://localhost',
  matches: {},
  createdAt: 1,
});
const AT = Date.parse('2026-12-05T19:00:00.000Z');
const ids =
  (...list: string[]) =>
  () =>
    list.shift()!;

describe("starting a round's clock", () => {
  it("stores the admin's start as a local record of the club's document", async () => {
    const db = freshDb();
    const club = clubAs('admin');
    await saveClub(db, club);
    const clock = { tournamentId: 'tour-1', round: 2, minutes: 60 };
    await startRoundClock(db, club.id, clock, AT, ids('start-1'));

    const rows = await clubRecords(db, club.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ origin: 'local', storedAt: AT });
    expect(rows[0]!.record).toEqual({
      kind: 'round-start',
      id: 'start-1',
      at: '2026-12-05T19:00:00.000Z',
      tournamentId: 'tour-1',
      round: 2,
      minutes: 60,
    });
  });

  it('keeps a restart as one more start, the newest of the round counting', async () => {
    const db = freshDb();
    const club = clubAs('admin');
    await saveClub(db, club);
    const next = ids('start-1', 'start-2');
    await startRoundClock(db, club.id, { tournamentId: 't', round: 1, minutes: 70 }, AT, next);
    await startRoundClock(
      db,
      club.id,
      { tournamentId: 't', round: 1, minutes: 70 },
      AT + 9e4,
      next,
    );

    const records = (await clubRecords(db, club.id)).map((r) => r.record);
    expect(records).toHaveLength(2);
    expect(roundStartOf(records, 't', 1)?.id).toBe('start-2');
  });

  it("is refused on a member's and on the board's phone, nothing stored", async () => {
    for (const role of ['member', 'board'] as const) {
      const db = freshDb();
      const club = clubAs(role);
      await saveClub(db, club);
      const clock = { tournamentId: 't', round: 1, minutes: 70 };
      await expect(startRoundClock(db, club.id, clock, AT, ids('s'))).rejects.toMatchObject({
        code: 'errors:club.roleCannotWrite',
      });
      expect(await clubRecords(db, club.id)).toEqual([]);
    }
  });
});
