// Only the sharing phone brings a lost night back (issue 26, item 3; docs/sync.md,
// "A server that lost its data"): a server on an empty data folder creates a
// night only for a token whose owner key derives the night's share id, with
// the scorer secret it names. A viewer or scorer link (share id and secret,
// with hashes of its own making) never creates; a secret the sharer revoked
// stays refused once the night is created again; only the sharer revokes.
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shareIdOf as appShareIdOf } from '../../app/sync/owner';
import { sha256, shareIdOf } from '../../server/shares';
import { SqliteFile } from '../../server/sqlite';
import { startTestServer, type TestServer } from './support/in-process';
import {
  addEntry,
  entry,
  newShare,
  PhoneRegistry,
  settled,
  tokenFor,
  until,
  type Phone,
  type Share,
} from './support/phones';
import { tempDataDir } from './support/server-process';

const PORT = 4550;
const phones = new PhoneRegistry();
let server: TestServer;

const phone = (name: string, token: string): Phone => phones.connect(server.url, name, token);
const secret = (bytes = 16): string => randomBytes(bytes).toString('base64url');

/** The night's share row in the server's SQLite, or undefined. */
async function storedShare(name: string): Promise<unknown> {
  const file = await SqliteFile.open(join(server.dataDir, 'renonc.sqlite'));
  try {
    const [row] = await file.all('SELECT scorer, viewer FROM "renonc_shares" WHERE name = $name', {
      $name: name,
    });
    return row;
  } finally {
    await file.close();
  }
}

/** A token as an attacker builds it: a link's secret, and hashes and an owner key of its own. */
function forgedToken(linkSecret: string, owner = secret(32)): string {
  return JSON.stringify({
    v: 1,
    secret: linkSecret,
    create: { owner, scorer: sha256(linkSecret), viewer: sha256(secret()) },
  });
}

async function refusedWith(p: Phone): Promise<string> {
  await until('a refusal', () => p.refusals.length > 0);
  return p.refusals[0]!;
}

beforeAll(async () => {
  server = await startTestServer(PORT, {}, tempDataDir('owner'));
});

afterAll(async () => {
  phones.destroyAll();
  await server.close();
});

describe('the share id derives from the owner key', () => {
  it('the app and the server derive the same id, 22 base64url characters', async () => {
    const fixed = 'A'.repeat(43);
    expect(shareIdOf(fixed)).toBe(await appShareIdOf(fixed));
    // A fixed vector (worked out with Python's hashlib): the rule is part of the protocol.
    expect(shareIdOf(fixed)).toBe('SnkVlpMj2Oa2mF7ADDz7w6');
    for (let i = 0; i < 20; i++) {
      const key = secret(32);
      const id = await appShareIdOf(key);
      expect(id).toMatch(/^[A-Za-z0-9_-]{22}$/);
      expect(shareIdOf(key)).toBe(id);
    }
  });
});

describe('on a server that lacks the night', () => {
  const lost = (): Share => newShare();

  it('a viewer link with its own create hashes is refused and creates nothing', async () => {
    const share = lost();
    const attacker = phone(share.name, forgedToken(share.viewer));
    expect(await refusedWith(attacker)).toBe('forbidden');
    // Even naming the real owner key's night with the real scorer hash but the viewer secret.
    const other = phone(share.name, tokenFor(share.viewer, share));
    expect(await refusedWith(other)).toBe('forbidden');
    expect(await storedShare(share.name)).toBeUndefined();
  });

  it('a scorer link is refused and creates nothing', async () => {
    const share = lost();
    const attacker = phone(share.name, forgedToken(share.scorer));
    expect(await refusedWith(attacker)).toBe('forbidden');
    // A create without an owner key (what phones sent before owner keys) creates nothing either.
    const legacy = JSON.stringify({
      v: 1,
      secret: share.scorer,
      create: { scorer: sha256(share.scorer), viewer: sha256(share.viewer) },
    });
    expect(await refusedWith(phone(share.name, legacy))).toBe('forbidden');
    expect(await storedShare(share.name)).toBeUndefined();
  });

  it('an owner key of another night is refused', async () => {
    const share = lost();
    const elsewhere = newShare();
    const token = tokenFor(share.scorer, { ...share, owner: elsewhere.owner });
    expect(await refusedWith(phone(share.name, token))).toBe('forbidden');
    expect(await storedShare(share.name)).toBeUndefined();
  });

  it('the sharing phone creates it, and its links work', async () => {
    const share = lost();
    const sharer = phone(share.name, tokenFor(share.scorer, share));
    const mine = entry('n1');
    addEntry(sharer, mine);
    await until('the sharer is synced', () => settled(sharer));
    expect(await storedShare(share.name)).toEqual({
      scorer: sha256(share.scorer),
      viewer: sha256(share.viewer),
    });
    const viewer = phone(share.name, tokenFor(share.viewer));
    await until('the viewer has the entry', () => viewer.entries().has(mine.id as string));
    expect([sharer, viewer].flatMap((p) => p.refusals)).toEqual([]);
  });
});

describe('revoking', () => {
  const rotate = (p: Phone, role: string, hash: string): void =>
    p.provider.sendStateless(JSON.stringify({ type: 'rotate', role, hash }));

  it('only the sharing phone may revoke a link', async () => {
    const share = newShare();
    const sharer = phone(share.name, tokenFor(share.scorer, share));
    await until('the sharer is synced', () => settled(sharer));
    const joined = phone(share.name, tokenFor(share.scorer));
    await until('the joined scorer is synced', () => settled(joined));
    rotate(joined, 'viewer', sha256(secret()));
    await until('an answer', () => joined.stateless.length > 0);
    expect(JSON.parse(joined.stateless[0]!)).toEqual({ type: 'rotate-refused', role: 'viewer' });
    expect(await storedShare(share.name)).toEqual({
      scorer: sha256(share.scorer),
      viewer: sha256(share.viewer),
    });
  });
});

describe('after a data loss', () => {
  it('a revoked secret stays refused once the sharer has created the night again', async () => {
    const share = newShare();
    const sharer = phone(share.name, tokenFor(share.scorer, share));
    await until('the sharer is synced', () => settled(sharer));
    const newViewer = secret();
    sharer.provider.sendStateless(
      JSON.stringify({ type: 'rotate', role: 'viewer', hash: sha256(newViewer) }),
    );
    await until('rotated', () => sharer.stateless.some((s) => s.includes('"rotated"')));
    // The phones let go first: the server's close waits for open sockets.
    phones.destroyAll();
    await server.close();
    server = await startTestServer(PORT, {}, tempDataDir('owner-lost'));

    // Before the sharer is back: the old viewer link, a scorer with forged hashes.
    expect(await refusedWith(phone(share.name, forgedToken(share.viewer)))).toBe('forbidden');
    expect(await refusedWith(phone(share.name, forgedToken(share.scorer)))).toBe('forbidden');
    expect(await storedShare(share.name)).toBeUndefined();

    // The sharer's phone now holds the new viewer secret and the old one's hash as revoked.
    const now: Share = { ...share, viewer: newViewer };
    const back = phone(share.name, tokenFor(share.scorer, now, [sha256(share.viewer)]));
    const mine = entry('n1');
    addEntry(back, mine);
    await until('the sharer is synced', () => settled(back));
    expect(await refusedWith(phone(share.name, tokenFor(share.viewer)))).toBe('revoked');
    const viewer = phone(share.name, tokenFor(newViewer));
    await until('the new viewer has the entry', () => viewer.entries().has(mine.id as string));
    expect(back.refusals).toEqual([]);
  });
});
