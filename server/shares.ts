// Share links: the token a phone presents, and the per-night secret hashes the
// server keeps (only sha256 of each secret, never the secret). The hashes live
// in the store (server/store/: the data folder's SQLite file, or PostgreSQL
// that every process behind one Redis shares; README "Running the sync server").
import { createHash } from 'node:crypto';
import type { LinkRefusal } from '../app/sync/protocol';

export const ROLES = ['scorer', 'viewer'] as const;
export type Role = (typeof ROLES)[number];

/** Why a connection is refused (sent to the phone as the reason; the list is app/sync/protocol.ts). */
export type AuthRefusal = LinkRefusal;

export interface ShareToken {
  readonly secret: string;
  readonly create?: { readonly scorer: string; readonly viewer: string };
}

export interface ShareHashes {
  readonly scorer: string;
  readonly viewer: string;
}

const SECRET = /^[A-Za-z0-9_-]{22,256}$/;
const HASH = /^[0-9a-f]{64}$/;
const DOCUMENT = /^night-[A-Za-z0-9_-]{22}$/;

export const sha256 = (text: string): string => createHash('sha256').update(text).digest('hex');
export const isHash = (value: unknown): value is string =>
  typeof value === 'string' && HASH.test(value);
export const isDocumentName = (name: string): boolean => DOCUMENT.test(name);

function parseCreate(value: unknown): ShareHashes | undefined | null {
  if (value === undefined) return undefined;
  if (typeof value !== 'object' || value === null) return null;
  const { scorer, viewer } = value as Record<string, unknown>;
  return isHash(scorer) && isHash(viewer) && scorer !== viewer ? { scorer, viewer } : null;
}

/** `{"v":1,"secret":"…","create"?:{…}}`, or why it cannot be used. */
export function parseToken(token: string): ShareToken | AuthRefusal {
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
  const create = parseCreate(fields.create);
  if (create === null) return 'forbidden';
  return create ? { secret: fields.secret, create } : { secret: fields.secret };
}

/** The share hashes and revocations of either engine (server/store/). */
export type { ShareStore } from './store/types';
