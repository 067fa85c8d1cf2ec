// Creating a club (app/sync/club-create.ts): the admin row with all three
// links, an id derived from the owner key, and the first records stored as
// the phone's own.
import { describe, expect, it } from 'vitest';
import { clubOf, clubRecords } from '../../app/storage';
import { createClub } from '../../app/sync/club-create';
import { clubIdOf } from '../../app/sync/owner';
import { freshDb } from '../storage/helpers';
import { member } from './club-records';

describe('creating a club', () => {
  it('stores the admin row with three links and the first records', async () => {
    const db = freshDb();
    const club = await createClub(db, {
      name: '  U Kocoura ',
      server: 'http://127.0.0.1:4700',
      me: 'karel',
      now: 5,
      records: [member('karel', 'Karel'), member('jana', 'Jana')],
    });
    expect(club).toMatchObject({ name: 'U Kocoura', role: 'admin', me: 'karel', createdAt: 5 });
    expect(club.id).toBe(await clubIdOf(club.ownerKey!));
    expect(club.secret).toBe(club.links.admin);
    expect(new Set([club.links.admin, club.links.member, club.links.board]).size).toBe(3);
    expect(await clubOf(db, club.id)).toEqual(club);
    const rows = await clubRecords(db, club.id);
    expect(rows.map((r) => [r.id, r.origin])).toEqual([
      ['jana', 'local'],
      ['karel', 'local'],
    ]);
  });

  it('refuses an empty or too long name and stores nothing', async () => {
    const db = freshDb();
    for (const name of ['   ', 'x'.repeat(61)]) {
      await expect(createClub(db, { name, server: 'http://x', now: 1 })).rejects.toThrow();
    }
    expect(await db.clubs.count()).toBe(0);
  });
});
