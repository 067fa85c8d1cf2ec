// Share links: the token a phone presents, and the per-document secret hashes
// the server keeps (only sha256 of each secret, never the secret). The hashes
// live in the store (server/store/: the data folder's SQLite file, or
// PostgreSQL that every process behind one Redis shares; README "Running the
// sync server"). A night has two links, a club three (server/document-kinds.ts
// names each kind's roles); the store keeps them in three slots.
import { createHash } from 'node:crypto';
import type { LinkRefusal } from '../app/sync/protocol';
import type { DocumentKind } from './document-kinds';

/**
 * Where the store keeps a link's hash: `scorer` is the creating phone's link
 * (a night's scorer, a club's admin), `viewer` the second (a night's viewer,
 * a club's member), `board` a club's board link (a night has none).
 */
export const SLOTS = ['scorer', 'viewer', 'board'] as const;
export type Slot = (typeof SLOTS)[number];

/** Why a connection is refused (sent to the phone as the reason; the list is app/sync/protocol.ts). */
export type AuthRefusal = LinkRefusal;

export interface ShareToken {
  readonly secret: string;
  readonly create?: CreateProof;
}

/**
 * The sharing phone's proof (docs/sync.md, "The token"): its owner key, whose
 * derived share id must name the document, the hashes of both links and the
 * hashes it revoked.
 */
export interface CreateProof extends ShareHashes {
  readonly owner: string;
  readonly revoked: readonly string[];
}

export interface ShareHashes {
  readonly scorer: string;
  readonly viewer: string;
  readonly board?: string;
}

/** A store row's hashes (`board` is null in the row of a night). */
export function hashesOfRow(row: {
  readonly scorer: string;
  readonly viewer: string;
  readonly board?: string | null;
}): ShareHashes {
  const { scorer, viewer, board } = row;
  return typeof board === 'string' ? { scorer, viewer, board } : { scorer, viewer };
}

const SECRET = /^[A-Za-z0-9_-]{22,256}$/;
const HASH = /^[0-9a-f]{64}$/;
/** 256 bits, base64url (app/sync/owner.ts). */
const OWNER = /^[A-Za-z0-9_-]{43}$/;
/** Most revoked hashes one create may carry (the phone sends its newest 64). */
export const MAX_REVOKED = 64;
const SHARE_ID_CONTEXT = 'renonc-share-id\u0000';
/** A club's context differs from a night's, so a club id is never a night's share id. */
const CLUB_ID_CONTEXT = 'renonc-club-id\u0000';

export const sha256 = (text: string): string => createHash('sha256').update(text).digest('hex');
export const isHash = (value: unknown): value is string =>
  typeof value === 'string' && HASH.test(value);

/** The id an owner key derives in `context` (the same rule as app/sync/owner.ts, written apart). */
const derivedId = (context: string, owner: string): string =>
  createHash('sha256')
    .update(context + owner)
    .digest('base64url')
    .slice(0, 22);

/** The share id of a night's owner key. */
export const shareIdOf = (owner: string): string => derivedId(SHARE_ID_CONTEXT, owner);
/** The club id of a club's owner key. */
export const clubIdOf = (owner: string): string => derivedId(CLUB_ID_CONTEXT, owner);

function parseRevoked(value: unknown): string[] | null {
  if (value === undefined) return [];
  if (!Array.isArray(value) || value.length > MAX_REVOKED || !value.every(isHash)) return null;
  return value;
}

/** The proof's hashes by slot, named as the kind names its roles; null if one is missing or repeated. */
function slotHashes(fields: Record<string, unknown>, kind: DocumentKind): ShareHashes | null {
  const hashes: Partial<Record<Slot, string>> = {};
  for (const slot of SLOTS) {
    const role = kind.roles[slot];
    if (role === undefined) continue;
    const hash = fields[role];
    if (!isHash(hash) || Object.values(hashes).includes(hash)) return null;
    hashes[slot] = hash;
  }
  const { scorer, viewer, board } = hashes;
  if (scorer === undefined || viewer === undefined) return null;
  return board === undefined ? { scorer, viewer } : { scorer, viewer, board };
}

/**
 * A create without an owner key is what phones sent before owner keys: it is
 * ignored (the secret alone still connects), since it proves nothing.
 */
function parseCreate(value: unknown, kind: DocumentKind): CreateProof | undefined | null {
  if (value === undefined) return undefined;
  if (typeof value !== 'object' || value === null) return null;
  const fields = value as Record<string, unknown>;
  const { owner, revoked } = fields;
  if (owner === undefined) return undefined;
  const list = parseRevoked(revoked);
  if (typeof owner !== 'string' || !OWNER.test(owner) || list === null) return null;
  const hashes = slotHashes(fields, kind);
  if (hashes === null || Object.values(hashes).some((hash) => list.includes(hash))) return null;
  return { owner, ...hashes, revoked: list };
}

/** `{"v":1,"secret":"…","create"?:{…}}` for a document of `kind`, or why it cannot be used. */
export function parseToken(token: string, kind: DocumentKind): ShareToken | AuthRefusal {
  let json: unknown;
  try {
    json = JSON.parse(token);
  } catch {
    return 'forbidden';
  }
  if (typeof json !== 'object' || json === null || Array.isArray(json)) return 'forbidden';
  const fields = json as Record<string, unknown>;
  if (fields.v !== 1) return 'unsupported-version';
  if (typeof fields.secret !== 'string' || !SECRET.test(fields.secret)) return 'forbidden';
  const create = parseCreate(fields.create, kind);
  if (create === null) return 'forbidden';
  return create ? { secret: fields.secret, create } : { secret: fields.secret };
}

/** The share hashes and revocations of either engine (server/store/). */
export type { ShareStore } from './store/types';
