// The owner key of a shared night: 256 random bits that only the sharing phone
// keeps. The share id is derived from it, so a server that lost its data can
// check that a phone asking to create the night again is the one that shared
// it without having stored anything (docs/sync.md, "A server that lost its
// data"). No link carries the key; server/shares.ts derives the id the same way.
import { base64url, randomSecret } from './link';

export const OWNER_KEY_BYTES = 32;
/** Prefixed to the key before hashing: the id is of no use for any other hash. */
export const SHARE_ID_CONTEXT = 'renonc-share-id\u0000';
export const SHARE_ID_LENGTH = 22;

export const newOwnerKey = (): string => randomSecret(OWNER_KEY_BYTES);

/** The share id of an owner key: the first 22 base64url characters (132 bits) of its hash. */
export async function shareIdOf(ownerKey: string): Promise<string> {
  const text = new TextEncoder().encode(SHARE_ID_CONTEXT + ownerKey);
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', text));
  return base64url(digest).slice(0, SHARE_ID_LENGTH);
}
