// The sync protocol's words both ends must spell alike (docs/sync.md): why the
// server refuses a link as a socket connects, and why it refuses one incoming
// update. server/shares.ts and server/guard.ts send these as the reason;
// app/sync/session.ts and app/sync/join.ts read a refused link as a final state
// and a refused update as "drop the socket and connect again". No imports, so
// that server/ takes it without the provider, yjs or storage.

/** Why the server refuses a link (its secret or token) when a socket connects. */
export const LINK_REFUSALS = ['unsupported-version', 'forbidden', 'revoked'] as const;
export type LinkRefusal = (typeof LINK_REFUSALS)[number];

/** A refused link as the phone's screens name it: an unsupported version is `version`. */
export type LinkProblem = Exclude<LinkRefusal, 'unsupported-version'> | 'version';

const LINK_REFUSAL_SET: ReadonlySet<string> = new Set(LINK_REFUSALS);

/** A close reason from the server names a refused link, or undefined when it does not. */
export function linkProblemOf(reason: string): LinkProblem | undefined {
  if (!LINK_REFUSAL_SET.has(reason)) return undefined;
  const refusal = reason as LinkRefusal;
  return refusal === 'unsupported-version' ? 'version' : refusal;
}

/** Why the server closes one document of an open socket: a refused update. */
export const UPDATE_REFUSALS = [
  'too-big',
  'malformed',
  'deletes',
  'other-type',
  'changes-existing',
  'bad-entry',
  'bad-meta',
  'rate-limited',
  // The server cannot store (its data folder is gone or read-only): nothing is acknowledged.
  'unavailable',
] as const;
export type UpdateRefusal = (typeof UPDATE_REFUSALS)[number];

const REFUSAL_SET: ReadonlySet<string> = new Set(UPDATE_REFUSALS);

/** A close reason from the server names a refused update (not a refused link). */
export function isUpdateRefusal(reason: string): reason is UpdateRefusal {
  return REFUSAL_SET.has(reason);
}
