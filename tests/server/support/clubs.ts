// A club for the server tests (docs/club.md, "The club document"): its owner
// key and three secrets, the admin's token with the create proof, records of
// each kind, and what the store holds of a club (either engine).
import { randomBytes } from 'node:crypto';
import * as Y from 'yjs';
import type { ClubRecord } from '../../../app/engine/club';
import { clubIdOf, sha256 } from '../../../server/shares';
import { openEngineStore } from './engine';
import { settled, until, type Phone, type PhoneRegistry } from './phones';

export interface TestClub {
  readonly name: string;
  readonly id: string;
  readonly owner: string;
  readonly admin: string;
  readonly member: string;
  readonly board: string;
}

const secret = (bytes = 16): string => randomBytes(bytes).toString('base64url');

export function newClub(): TestClub {
  const owner = secret(32);
  const id = clubIdOf(owner);
  return { name: `club-${id}`, id, owner, admin: secret(), member: secret(), board: secret() };
}

/** The token of `secretText`; with `create`, the admin phone's proof. */
export function clubToken(secretText: string, create?: TestClub): string {
  const proof = create && {
    owner: create.owner,
    admin: sha256(create.admin),
    member: sha256(create.member),
    board: sha256(create.board),
  };
  return JSON.stringify({ v: 1, secret: secretText, ...(proof ? { create: proof } : {}) });
}

const AT = '2026-01-08T22:00:00.000Z';
let counter = 0;
const nextId = (prefix: string) => `${prefix}${process.pid}x${(counter += 1)}`;

export const memberRecord = (name = 'Karel'): ClubRecord => ({
  kind: 'member',
  id: nextId('m'),
  name,
  at: AT,
});
export const paymentRecord = (): ClubRecord => ({
  kind: 'payment',
  id: nextId('p'),
  from: 'a',
  to: 'b',
  amount: 100,
  currency: 'CZK',
  at: AT,
});
export const mergeRecord = (): ClubRecord => ({
  kind: 'merge',
  id: nextId('g'),
  member: 'a',
  into: 'b',
  at: AT,
});
export const tournamentRecord = (): ClubRecord => ({
  kind: 'tournament',
  id: nextId('t'),
  game: 'marias',
  format: 'rotation',
  scoring: 'placings',
  tableSize: 3,
  rounds: 3,
  players: ['a', 'b', 'c'],
  seed: 1,
  at: AT,
});

export const roundStartRecord = (): ClubRecord => ({
  kind: 'round-start',
  id: nextId('s'),
  tournamentId: 't1',
  round: 1,
  minutes: 70,
  at: AT,
});

export const clubMeta = (club: TestClub) => ({
  club: club.id,
  name: 'U Kocoura',
  created: '2026-01-01T18:00:00.000Z',
});

export function addRecord(phone: Phone, record: ClubRecord): void {
  phone.doc.getMap('records').set(record.id, record);
}

/** What a restart would load of the club: its meta and records (either engine). */
export async function storedClub(
  dataDir: string,
  name: string,
): Promise<{ meta: Record<string, unknown>; records: Record<string, unknown> }> {
  const store = await openEngineStore(dataDir);
  try {
    const update = await store.documents.fetch(name);
    const doc = new Y.Doc();
    if (update) Y.applyUpdate(doc, update);
    return { meta: doc.getMap('meta').toJSON(), records: doc.getMap('records').toJSON() };
  } finally {
    await store.close();
  }
}

export interface HonestClub {
  readonly club: TestClub;
  readonly admin: Phone;
  readonly first: ClubRecord;
}

/** A club as its admin phone makes it: meta and a first member, synced and stored. */
export async function honestClub(
  phones: PhoneRegistry,
  url: string,
  dataDir: string,
): Promise<HonestClub> {
  const club = newClub();
  const admin = phones.connect(url, club.name, clubToken(club.admin, club));
  const first = memberRecord();
  admin.doc.transact(() => {
    for (const [key, value] of Object.entries(clubMeta(club)))
      admin.doc.getMap('meta').set(key, value);
    addRecord(admin, first);
  });
  await until('the admin is synced', () => settled(admin));
  const start = Date.now();
  while (!(first.id in (await storedClub(dataDir, club.name)).records)) {
    if (Date.now() - start > 15_000) throw new Error('the first record was never stored');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return { club, admin, first };
}
