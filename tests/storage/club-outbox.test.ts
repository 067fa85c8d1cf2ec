// Which clubs have records this phone wrote that their server may not hold
// yet (app/storage/club-outbox.ts): a local record makes its club due, a
// remote one never does, a report covers what was stored up to its reading,
// and a club with no link to a server (or a board's) is never due.
import { describe, expect, it } from 'vitest';
import type { ClubRecord } from '../../app/engine/club';
import {
  addClubRecords,
  clubsToReport,
  markClubReported,
  saveClub,
  type ClubRow,
} from '../../app/storage';
import { freshDb } from './helpers';

const AT = '2026-01-08T22:00:00.000Z';
const SHARED: ClubRow = {
  id: 'KocourKocourKocourKocA',
  name: 'U Kocoura',
  role: 'member',
  secret: 'member-secret',
  links: {},
  server: 'http://localhost',
  matches: {},
  createdAt: 1,
};
const member = (id: string): ClubRecord => ({ kind: 'member', id, name: id, at: AT });

describe('club outbox', () => {
  it('a local record makes its club due until a report covers it', async () => {
    const db = freshDb();
    await saveClub(db, SHARED);
    expect(await clubsToReport(db)).toEqual([]);
    await addClubRecords(db, SHARED.id, [member('petr')], 'local', 100);
    expect(await clubsToReport(db)).toEqual([{ clubId: SHARED.id, upTo: 100 }]);
    await markClubReported(db, SHARED.id, 100);
    expect(await clubsToReport(db)).toEqual([]);
    // Written after the report read the club: due again, up to the new record.
    await addClubRecords(db, SHARED.id, [member('eva')], 'local', 130);
    expect(await clubsToReport(db)).toEqual([{ clubId: SHARED.id, upTo: 130 }]);
  });

  it('a report never moves back, and records from the server are not due', async () => {
    const db = freshDb();
    await saveClub(db, SHARED);
    await addClubRecords(db, SHARED.id, [member('petr')], 'local', 200);
    await markClubReported(db, SHARED.id, 200);
    await markClubReported(db, SHARED.id, 150); // an older report finishing late
    await addClubRecords(db, SHARED.id, [member('jana')], 'remote', 300);
    expect(await clubsToReport(db)).toEqual([]);
  });

  it('a club kept on this phone only, or a board, is never due', async () => {
    const db = freshDb();
    const local = {
      ...SHARED,
      id: 'LocalLocalLocalLocalLo',
      secret: undefined,
      role: 'admin' as const,
    };
    await saveClub(db, local);
    await addClubRecords(db, local.id, [member('petr')], 'local', 100);
    const board = { ...SHARED, id: 'BoardBoardBoardBoardBo', role: 'board' as const };
    await saveClub(db, board);
    await addClubRecords(db, board.id, [member('karel')], 'remote', 100);
    expect(await clubsToReport(db)).toEqual([]);
  });
});
