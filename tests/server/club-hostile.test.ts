// The hostile raw-client suite for clubs (docs/club.md, "The club document";
// issue 30, Deliver 3): a raw client with a member's or the admin's link sends
// what no phone would, and a board link tries to write at all. Each is
// refused with the night's reason (or, for the board, answered and dropped by
// the message gate), the store holds nothing of it, and the admin phone goes
// on syncing. Runs on SQLite (`server`) and PostgreSQL (`server-pg`).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ClubRecord } from '../../app/engine/club';
import {
  addRecord,
  clubToken,
  honestClub,
  memberRecord,
  mergeRecord,
  paymentRecord,
  roundStartRecord,
  storedClub,
  tournamentRecord,
  type HonestClub,
} from './support/clubs';
import { openSession } from './support/hocuspocus-session';
import { updateFrom } from './support/hostile';
import { startTestServer, type TestServer } from './support/in-process';
import { PhoneRegistry, settled, until } from './support/phones';

const PORT = 4701;
const phones = new PhoneRegistry();
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer(PORT, { RENONC_SYNC_RATE: '12' });
});

afterAll(async () => {
  phones.destroyAll();
  await server.close();
});

type Sender = 'admin' | 'member';
type Attack = (club: HonestClub) => Uint8Array;

const setRecord =
  (
    make: (club: HonestClub) => Record<string, unknown>,
    key?: (r: Record<string, unknown>) => string,
  ): Attack =>
  (club) =>
    updateFrom(club.admin.doc, (doc) => {
      const value = make(club);
      doc.getMap('records').set(key ? key(value) : (value.id as string), value);
    });

const plain = (record: ClubRecord) => () => ({ ...record }) as Record<string, unknown>;

const ATTACKS: [string, Sender, string, Attack][] = [
  ['a member writes a tournament', 'member', 'bad-entry', setRecord(plain(tournamentRecord()))],
  ['a member writes a merge', 'member', 'bad-entry', setRecord(plain(mergeRecord()))],
  ["a member starts a round's clock", 'member', 'bad-entry', setRecord(plain(roundStartRecord()))],
  [
    "a member rewrites the club's settings (the board's names, the seasons)",
    'member',
    'bad-entry',
    setRecord(() => ({
      kind: 'settings',
      id: 'member-settings',
      at: '2026-01-08T22:00:00.000Z',
      seasonStarts: [],
      boardNames: 'full',
    })),
  ],
  [
    'a member writes meta (a key the admin has not set)',
    'member',
    'bad-meta',
    (club) => updateFrom(club.admin.doc, (doc) => doc.getMap('meta').set('season', '2026')),
  ],
  [
    'a member rewrites meta.name',
    'member',
    'changes-existing',
    (club) => updateFrom(club.admin.doc, (doc) => doc.getMap('meta').set('name', 'Mine')),
  ],
  [
    'the admin sets an unknown meta key',
    'admin',
    'bad-meta',
    (club) => updateFrom(club.admin.doc, (doc) => doc.getMap('meta').set('owner', 'me')),
  ],
  [
    'a malformed record (empty name)',
    'member',
    'bad-entry',
    setRecord(() => ({ ...memberRecord(), name: '' })),
  ],
  [
    'a record of no kind',
    'admin',
    'bad-entry',
    setRecord(() => ({ ...memberRecord(), kind: 'night' })),
  ],
  [
    'a record whose id is not its key',
    'admin',
    'bad-entry',
    setRecord(plain(paymentRecord()), () => 'another-key'),
  ],
  [
    'a record written again under its key',
    'member',
    'changes-existing',
    setRecord((club) => ({ ...club.first, name: 'Someone else' })),
  ],
  [
    'a deleted record',
    'admin',
    'deletes',
    (club) => updateFrom(club.admin.doc, (doc) => doc.getMap('records').delete(club.first.id)),
  ],
  [
    'another top-level type',
    'admin',
    'other-type',
    (club) => updateFrom(club.admin.doc, (doc) => doc.getMap('notes').set('x', 1)),
  ],
  [
    'a night’s entries map in a club',
    'admin',
    'other-type',
    (club) => updateFrom(club.admin.doc, (doc) => doc.getMap('entries').set('x', { id: 'x' })),
  ],
];

const tokenOf = (club: HonestClub, sender: Sender) =>
  clubToken(sender === 'admin' ? club.club.admin : club.club.member);

/** After an attack: the store holds what it held, and the admin phone still saves and syncs. */
async function unaffected(club: HonestClub, before: unknown): Promise<void> {
  expect(await storedClub(server.dataDir, club.club.name)).toEqual(before);
  const next = paymentRecord();
  addRecord(club.admin, next);
  await until('the admin saves after the attack', () => settled(club.admin));
  const late = phones.connect(server.url, club.club.name, clubToken(club.club.board));
  await until('a board phone that joins has the new record', () =>
    late.doc.getMap('records').has(next.id),
  );
  expect(club.admin.refusals).toEqual([]);
  late.destroy();
}

describe('a club member’s or admin’s raw client', () => {
  it.each(ATTACKS)('%s (%s): refused %s, nothing stored', async (_name, sender, reason, attack) => {
    const club = await honestClub(phones, server.url, server.dataDir);
    const before = await storedClub(server.dataDir, club.club.name);
    const session = await openSession(PORT, club.club.name, tokenOf(club, sender));
    expect(await session.send(attack(club))).toBe(reason);
    session.close();
    await unaffected(club, before);
  });

  it('the same raw clients store what their role may write (the suite can tell)', async () => {
    const club = await honestClub(phones, server.url, server.dataDir);
    const member = await openSession(PORT, club.club.name, tokenOf(club, 'member'));
    const payment = paymentRecord();
    expect(await member.send(setRecord(plain(payment))(club))).toBe('saved');
    const admin = await openSession(PORT, club.club.name, tokenOf(club, 'admin'));
    const tournament = tournamentRecord();
    expect(await admin.send(setRecord(plain(tournament))(club))).toBe('saved');
    const settings = {
      kind: 'settings',
      id: 'admin-settings',
      at: '2026-01-08T22:00:00.000Z',
      seasonStarts: ['2026-09-01'],
      boardNames: 'initials',
    };
    expect(await admin.send(setRecord(() => settings)(club))).toBe('saved');
    const stored = await storedClub(server.dataDir, club.club.name);
    expect(Object.keys(stored.records)).toEqual(
      expect.arrayContaining([club.first.id, payment.id, tournament.id, settings.id]),
    );
    member.close();
    admin.close();
  });

  it('a board link’s update is answered, never applied nor stored', async () => {
    const club = await honestClub(phones, server.url, server.dataDir);
    const before = await storedClub(server.dataDir, club.club.name);
    const board = await openSession(PORT, club.club.name, clubToken(club.club.board));
    expect(await board.send(setRecord(plain(memberRecord()))(club))).toBe('not-saved');
    expect(await board.send(setRecord(plain(tournamentRecord()))(club))).toBe('not-saved');
    board.close();
    await unaffected(club, before);
  });

  it('a member’s flood of updates is cut by the rate limit', async () => {
    const club = await honestClub(phones, server.url, server.dataDir);
    const member = await openSession(PORT, club.club.name, tokenOf(club, 'member'));
    const answers: (string | undefined)[] = [];
    for (let i = 0; i < 20 && answers.at(-1) !== 'rate-limited'; i += 1) {
      answers.push(await member.send(setRecord(plain(paymentRecord()))(club)));
    }
    expect(answers).toContain('rate-limited');
    expect(answers.filter((a) => a === 'saved').length).toBeLessThanOrEqual(12);
    member.close();
  });
});
