// The owner key of a shared night or a club: 256 random bits that only the
// sharing (or creating) phone keeps. The document's id is derived from it, so
// a server that lost its data can check that a phone asking to create the
// document again is the one that made it without having stored anything
// (docs/sync.md, "A server that lost its data"). No link carries the key;
// server/shares.ts derives the ids the same way.
import { base64url, randomSecret } from './link';

export const OWNER_KEY_BYTES = 32;
/** Prefixed to the key before hashing: the id is of no use for any other hash. */
export const SHARE_ID_CONTEXT = 'renonc-share-id\u0000';
/** A club's context differs from a night's, so a club id is never a night's share id. */
export const CLUB_ID_CONTEXT = 'renonc-club-id\u0000';
export const SHARE_ID_LENGTH = 22;

export const newOwnerKey = (): string => randomSecret(OWNER_KEY_BYTES);

/** The first 22 base64url characters (132 bits) of the hash of `context` + key. */
async function derivedId(context: string, ownerKey: string): Promise<string> {
  const text = new TextEncoder().encode(context + ownerKey);
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', text));
  return base64url(digest).slice(0, SHARE_ID_LENGTH);
}

/** The share id of a night's owner key. */
export const shareIdOf = (ownerKey: string): Promise<string> =>
  derivedId(SHARE_ID_CONTEXT, ownerKey);

/** The club id of a club's owner key (the admin phone's). */
export const clubIdOf = (ownerKey: string): Promise<string> => derivedId(CLUB_ID_CONTEXT, ownerKey);
