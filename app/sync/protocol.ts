// The sync protocol's words both ends must spell alike (docs/sync.md): why the
// server refuses one incoming update. server/schema-check.ts and server/guard.ts
// close the document with one of these as the reason; app/sync/session.ts reads
// it as "drop the socket and connect again". No imports, so that server/ takes
// it without the provider, yjs or storage.

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
] as const;
export type UpdateRefusal = (typeof UPDATE_REFUSALS)[number];

const REFUSAL_SET: ReadonlySet<string> = new Set(UPDATE_REFUSALS);

/** A close reason from the server names a refused update (not a refused link). */
export function isUpdateRefusal(reason: string): reason is UpdateRefusal {
  return REFUSAL_SET.has(reason);
}
