// Share links and their secrets. A link carries the document's share id and a
// random secret (128 bits from crypto.getRandomValues), separate for scorers
// and viewers; the server keeps only sha256 hashes. The secret rides in the
// URL's fragment, which browsers never send to any server.
import type { ShareRole } from '../storage';
import type { ClubCreateProof } from './club-link';

export const SECRET_BYTES = 16;
const B64URL = /^[A-Za-z0-9_-]{22,86}$/;

/** Bytes as unpadded base64url (the alphabet of share ids, secrets and owner keys). */
export function base64url(raw: Uint8Array): string {
  let s = '';
  for (const b of raw) s += String.fromCharCode(b);
  return btoa(s).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

export function randomSecret(bytes = SECRET_BYTES): string {
  return base64url(crypto.getRandomValues(new Uint8Array(bytes)));
}

export async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('');
}

export interface LinkParts {
  readonly shareId: string;
  readonly role: ShareRole;
  readonly secret: string;
}

const ROLE_LETTER = { scorer: 's', viewer: 'v' } as const;

/** `<origin>/#/join/<shareId>/<s|v>/<secret>`: opens the join screen of the app. */
export function linkOf(origin: string, parts: LinkParts): string {
  return `${origin}/#/join/${parts.shareId}/${ROLE_LETTER[parts.role]}/${parts.secret}`;
}

export type LinkProblem = 'malformed';

/** The parts of a join route (`shareId`, role letter, secret), or why they are unusable. */
export function parseJoin(
  shareId: string,
  roleLetter: string,
  secret: string,
): LinkParts | LinkProblem {
  const role = roleLetter === 's' ? 'scorer' : roleLetter === 'v' ? 'viewer' : undefined;
  if (!role || !B64URL.test(shareId) || !B64URL.test(secret)) return 'malformed';
  return { shareId, role, secret };
}

/**
 * What the sharing phone offers so that a server without the night creates it:
 * the owner key the share id derives from (./owner.ts), the hashes of both
 * links, and the hashes of every secret it revoked (kept refused).
 */
export interface CreateProof {
  readonly owner: string;
  readonly scorer: string;
  readonly viewer: string;
  readonly revoked?: readonly string[];
}

/** The provider's token, as docs/sync.md ("The token") fixes it. */
export function tokenOf(secret: string, create?: CreateProof | ClubCreateProof): string {
  return JSON.stringify({ v: 1, secret, ...(create ? { create } : {}) });
}

/** The WebSocket endpoint for an app origin: same host, /sync. */
export function endpointOf(origin: string): string {
  return `${origin.replace(/^http/, 'ws')}/sync`;
}

export const docNameOf = (shareId: string) => `night-${shareId}`;
