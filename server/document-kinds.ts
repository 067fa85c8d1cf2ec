// The kinds of document the sync server keeps (SYNC-PROTOCOL.md): a shared
// night and a club. Both are two append-only Y.Maps, `meta` and a record map,
// reached by links whose secrets' hashes the store keeps; they differ in
// their name's prefix, the hash context of their id, their roles and what a
// role may write (server/schema-check.ts for a night, server/club-check.ts
// for a club). Everything else (the message gate, limits, the log before
// apply, forged copies, Redis) is the same code for both.
import { clubSchemaOf } from './club-check';
import { nightSchemaOf, type SchemaOf } from './schema-check';
import { clubIdOf, shareIdOf, type Slot } from './shares';

export interface DocumentKind {
  readonly prefix: 'night' | 'club';
  /** The id an owner key derives: only the phone with the key creates the document. */
  readonly idOf: (owner: string) => string;
  /** The kind's name of each link the store keeps (`scorer` is the creating phone's). */
  readonly roles: Readonly<Partial<Record<Slot, string>>>;
  /** Links that only read: no updates, no awareness (server/message-gate.ts). */
  readonly readOnly: readonly Slot[];
  /** The map whose keys are the document's records (a `have?` asks about them). */
  readonly records: string;
  /** The schema an update of `role`'s connection to the document `id` must follow. */
  schemaOf(id: string, role: string): SchemaOf;
}

export const NIGHT: DocumentKind = {
  prefix: 'night',
  idOf: shareIdOf,
  roles: { scorer: 'scorer', viewer: 'viewer' },
  readOnly: ['viewer'],
  records: 'entries',
  schemaOf: () => nightSchemaOf,
};

export const CLUB: DocumentKind = {
  prefix: 'club',
  idOf: clubIdOf,
  roles: { scorer: 'admin', viewer: 'member', board: 'board' },
  readOnly: ['board'],
  records: 'records',
  schemaOf: clubSchemaOf,
};

const NAME = /^(night|club)-([A-Za-z0-9_-]{22})$/;

/** The kind and id a document name holds, or undefined for a name no phone uses. */
export function documentOf(name: string): { kind: DocumentKind; id: string } | undefined {
  const match = NAME.exec(name);
  if (!match) return undefined;
  const [, prefix, id = ''] = match;
  return { kind: prefix === 'club' ? CLUB : NIGHT, id };
}

/** The slot of `role` in `kind`, or undefined when the kind has no such role. */
export function slotOfRole(kind: DocumentKind, role: unknown): Slot | undefined {
  return (Object.keys(kind.roles) as Slot[]).find((slot) => kind.roles[slot] === role);
}
