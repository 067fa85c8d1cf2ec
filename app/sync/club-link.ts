// A club's links (docs/club.md, "The club document"): one per role, each with
// its own random secret, carried in the URL's fragment like a night's share
// link (./link.ts), so no server ever sees it in a request line. The club id
// is derived from the admin phone's owner key (./owner.ts).
import type { ClubRole } from '../engine/club';
import { randomSecret, sha256Hex } from './link';

export interface ClubLinkParts {
  readonly clubId: string;
  readonly role: ClubRole;
  readonly secret: string;
}

export const CLUB_ROLES: readonly ClubRole[] = ['admin', 'member', 'board'];
const ROLE_LETTER: Readonly<Record<ClubRole, string>> = { admin: 'a', member: 'm', board: 'b' };
const CLUB_ID = /^[A-Za-z0-9_-]{22}$/;
const SECRET = /^[A-Za-z0-9_-]{22,86}$/;
const CLUB_HASH = /^#?\/club\/([^/]+)\/([^/]+)\/([^/?#]+)$/;

/** `<origin>/#/club/<clubId>/<a|m|b>/<secret>`: opens the club's join screen. */
export function clubLinkOf(origin: string, parts: ClubLinkParts): string {
  return `${origin}/#/club/${parts.clubId}/${ROLE_LETTER[parts.role]}/${parts.secret}`;
}

/** The parts of a club link's fragment (`#/club/…`, with or without `#`), or undefined. */
export function parseClubLink(hash: string): ClubLinkParts | undefined {
  const match = CLUB_HASH.exec(hash);
  if (!match) return undefined;
  const [, clubId = '', letter = '', secret = ''] = match;
  const role = CLUB_ROLES.find((r) => ROLE_LETTER[r] === letter);
  if (!role || !CLUB_ID.test(clubId) || !SECRET.test(secret)) return undefined;
  return { clubId, role, secret };
}

/** The server's document of a club. */
export const clubDocNameOf = (clubId: string): string => `club-${clubId}`;

/** Three fresh secrets, one per role. */
export const newClubSecrets = (): Record<ClubRole, string> => ({
  admin: randomSecret(),
  member: randomSecret(),
  board: randomSecret(),
});

/** What the admin phone offers so that a server without the club creates it (docs/sync.md). */
export interface ClubCreateProof {
  readonly owner: string;
  readonly admin: string;
  readonly member: string;
  readonly board: string;
  /** Hashes of the link secrets the admin phone replaced (kept refused, ./rotation.ts). */
  readonly revoked?: readonly string[];
}

export async function clubCreateProof(
  owner: string,
  links: Readonly<Record<ClubRole, string>>,
): Promise<ClubCreateProof> {
  return {
    owner,
    admin: await sha256Hex(links.admin),
    member: await sha256Hex(links.member),
    board: await sha256Hex(links.board),
  };
}
