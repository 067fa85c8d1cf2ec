// A club's links (app/sync/club-link.ts) and its id (app/sync/owner.ts): a
// link reads back as what made it, anything else is no link, and a club id
// is never the share id of the same key.
import { describe, expect, it } from 'vitest';
import { shareIdOf as serverShareIdOf, clubIdOf as serverClubIdOf } from '../../server/shares';
import { clubLinkOf, newClubSecrets, parseClubLink } from '../../app/sync/club-link';
import { clubIdOf, newOwnerKey, shareIdOf } from '../../app/sync/owner';

const CLUB = 'KocourKocourKocourKocA';
const SECRET = 'abcdefghijklmnopqrstuv';

describe('club links', () => {
  it('reads back each role from its link', () => {
    for (const role of ['admin', 'member', 'board'] as const) {
      const link = clubLinkOf('https://renonc.example', { clubId: CLUB, role, secret: SECRET });
      expect(link).toBe(`https://renonc.example/#/club/${CLUB}/${role[0]}/${SECRET}`);
      expect(parseClubLink(new URL(link).hash)).toEqual({ clubId: CLUB, role, secret: SECRET });
    }
    expect(parseClubLink(`/club/${CLUB}/m/${SECRET}`)?.role).toBe('member');
  });

  it('refuses what is not a club link', () => {
    for (const hash of [
      `#/club/${CLUB}/x/${SECRET}`,
      `#/club/${CLUB.slice(1)}/m/${SECRET}`,
      `#/club/${CLUB}/m/short`,
      `#/club/${CLUB}/m/${SECRET}!`,
      `#/join/${CLUB}/s/${SECRET}`,
      `#/club/${CLUB}/m/${SECRET}/more`,
      '',
    ]) {
      expect(parseClubLink(hash), hash).toBeUndefined();
    }
  });

  it('makes three different secrets', () => {
    const secrets = newClubSecrets();
    expect(new Set(Object.values(secrets)).size).toBe(3);
  });

  it('derives the club id like the server, and never as the night share id of the key', async () => {
    const key = newOwnerKey();
    const club = await clubIdOf(key);
    expect(club).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(club).toBe(serverClubIdOf(key));
    expect(club).not.toBe(await shareIdOf(key));
    expect(await shareIdOf(key)).toBe(serverShareIdOf(key));
  });
});
