// Who makes a club on the server (docs/club.md, "The club document"): only a
// token whose owner key derives the club id (in the club's own hash context,
// never a night's) with the admin secret it names. A member or board link
// with hashes of its own never creates; the three links get their roles;
// only the admin phone that proved the key rotates a link, and the old
// secret is refused `revoked` from then on. Runs on SQLite and PostgreSQL.
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { clubIdOf as appClubIdOf } from '../../app/sync/owner';
import { clubIdOf, sha256, shareIdOf } from '../../server/shares';
import { openEngineStore } from './support/engine';
import { clubToken, newClub, paymentRecord, tournamentRecord } from './support/clubs';
import { openSession } from './support/hocuspocus-session';
import { encode } from './support/raw-client';
import { updateFrom } from './support/hostile';
import { startTestServer, type TestServer } from './support/in-process';
import { tempDataDir } from './support/server-process';

const PORT = 4720;
let server: TestServer;
const secret = (bytes = 16): string => randomBytes(bytes).toString('base64url');

beforeAll(async () => {
  server = await startTestServer(PORT, {}, tempDataDir('club-owner'));
});
afterAll(async () => server.close());

async function storedHashes(name: string) {
  const store = await openEngineStore(server.dataDir);
  try {
    return await store.shares.get(name);
  } finally {
    await store.close();
  }
}

/** The answer to authenticating `token` for `name`: a scope, or the refusal. */
async function auth(name: string, token: string): Promise<string | undefined> {
  const session = await openSession(PORT, name, token);
  const answer = session.heard().find((h) => h.type === 'auth');
  session.close();
  return answer?.type === 'auth' ? (answer.denied ?? answer.scope) : undefined;
}

const record = (make: typeof paymentRecord) => {
  const value = make();
  return updateFrom(new Y.Doc(), (doc) => doc.getMap('records').set(value.id, value));
};

describe('the club id', () => {
  it('derives from the owner key in its own context, alike on phone and server', async () => {
    const fixed = 'A'.repeat(43);
    // Worked out with Python's hashlib: the rule is part of the protocol.
    expect(clubIdOf(fixed)).toBe('4eIoVPjljCaIxvspB00KKp');
    expect(await appClubIdOf(fixed)).toBe(clubIdOf(fixed));
    expect(clubIdOf(fixed)).not.toBe(shareIdOf(fixed));
  });
});

describe('on a server that lacks the club', () => {
  it('the admin’s create proof makes it; member and board links get their roles', async () => {
    const club = newClub();
    expect(await auth(club.name, clubToken(club.member))).toBe('forbidden');
    expect(await auth(club.name, clubToken(club.admin, club))).toBe('read-write');
    expect(await storedHashes(club.name)).toEqual({
      scorer: sha256(club.admin),
      viewer: sha256(club.member),
      board: sha256(club.board),
    });
    expect(await auth(club.name, clubToken(club.member))).toBe('read-write');
    expect(await auth(club.name, clubToken(club.board))).toBe('readonly');
    const member = await openSession(PORT, club.name, clubToken(club.member));
    expect(await member.send(record(paymentRecord))).toBe('saved');
    expect(await member.send(record(tournamentRecord))).toBe('bad-entry');
    member.close();
  });

  it('a member link with hashes and a key of its own creates nothing', async () => {
    const club = newClub();
    const forged = JSON.stringify({
      v: 1,
      secret: club.member,
      create: {
        owner: secret(32),
        admin: sha256(club.member),
        member: sha256(secret()),
        board: sha256(secret()),
      },
    });
    expect(await auth(club.name, forged)).toBe('forbidden');
    expect(await storedHashes(club.name)).toBeUndefined();
  });

  it('a night’s owner key does not make the club of its share id', async () => {
    const owner = secret(32);
    const name = `club-${shareIdOf(owner)}`;
    const admin = secret();
    const token = JSON.stringify({
      v: 1,
      secret: admin,
      create: { owner, admin: sha256(admin), member: sha256(secret()), board: sha256(secret()) },
    });
    expect(await auth(name, token)).toBe('forbidden');
    expect(await storedHashes(name)).toBeUndefined();
  });

  it('a create proof with two links alike, or one missing, is refused', async () => {
    const club = newClub();
    const proof = { owner: club.owner, admin: sha256(club.admin), member: sha256(club.member) };
    for (const create of [proof, { ...proof, board: sha256(club.member) }]) {
      const token = JSON.stringify({ v: 1, secret: club.admin, create });
      expect(await auth(club.name, token)).toBe('forbidden');
    }
    expect(await storedHashes(club.name)).toBeUndefined();
  });
});

describe('rotating a club link', () => {
  it('only the admin that proved the key rotates; the old board secret is then revoked', async () => {
    const club = newClub();
    const admin = await openSession(PORT, club.name, clubToken(club.admin, club));
    const member = await openSession(PORT, club.name, clubToken(club.member));
    const fresh = secret();
    const ask = JSON.stringify({ type: 'rotate', role: 'board', hash: sha256(fresh) });
    member.client.send(encode.stateless(club.name, ask));
    expect(
      await member.waitFor((h) => h.type === 'stateless' && h.payload.includes('rotate')),
    ).toEqual({
      type: 'stateless',
      payload: JSON.stringify({ type: 'rotate-refused', role: 'board' }),
    });
    admin.client.send(encode.stateless(club.name, ask));
    expect(
      await admin.waitFor((h) => h.type === 'stateless' && h.payload.includes('rotated')),
    ).toEqual({ type: 'stateless', payload: JSON.stringify({ type: 'rotated', role: 'board' }) });
    expect(await auth(club.name, clubToken(club.board))).toBe('revoked');
    expect(await auth(club.name, clubToken(fresh))).toBe('readonly');
    admin.close();
    member.close();
  });
});
