// The server's schema check of one incoming Yjs update (SYNC-PROTOCOL.md): a
// shared night is two append-only maps, `meta` and `entries`, whose keys are set
// once and never changed or deleted. The check reads the update's structs
// without applying them, so it needs no game rules and no copy of the document.
import * as Y from 'yjs';
import type { UpdateRefusal } from '../app/sync/protocol';

/** The reasons this check refuses an update with, as the phones know them. */
export type Refusal = UpdateRefusal;

export type CheckResult =
  | { readonly ok: true; readonly claims: readonly Claim[] }
  | { readonly ok: false; readonly reason: Refusal };

/** A key an accepted update sets for the first time, with the Yjs item that sets it. */
export interface Claim {
  readonly root: 'meta' | 'entries';
  readonly key: string;
  readonly item: string;
}

/** What the check needs to know of the document the update is meant for. */
export interface DocumentView {
  /** The document already holds this struct (the update repeats it: harmless). */
  hasStruct(client: number, clock: number): boolean;
  /** The item that set this key first (in the document or in an accepted update), if any. */
  keyOwner(root: 'meta' | 'entries', key: string): string | undefined;
}

export interface CheckLimits {
  /** Largest update in bytes. */
  readonly maxUpdateBytes: number;
  /** Largest entry value, as JSON, in bytes. */
  readonly maxEntryBytes: number;
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' &&
  value !== null &&
  !Array.isArray(value) &&
  Object.getPrototypeOf(value) === Object.prototype;

const nonEmptyString = (value: unknown): boolean => typeof value === 'string' && value.length > 0;

function jsonBytes(value: unknown): number {
  return Buffer.byteLength(JSON.stringify(value), 'utf8');
}

/** An entry as the protocol has it: an object keyed by its own id. */
export function entryIsWellFormed(key: string, value: unknown, limits: CheckLimits): boolean {
  if (!isPlainObject(value)) return false;
  return (
    value.id === key &&
    nonEmptyString(value.nightId) &&
    nonEmptyString(value.kind) &&
    isPlainObject(value.payload) &&
    typeof value.createdAt === 'number' &&
    Number.isFinite(value.createdAt) &&
    jsonBytes(value) <= limits.maxEntryBytes
  );
}

/** `meta` has two keys: `night` (the night and its players) and `schema` (1). */
export function metaIsWellFormed(key: string, value: unknown): boolean {
  if (key === 'schema') return value === 1;
  if (key === 'night') return isPlainObject(value);
  return false;
}

function decode(update: Uint8Array): ReturnType<typeof Y.decodeUpdate> | undefined {
  try {
    return Y.decodeUpdate(update);
  } catch {
    return undefined;
  }
}

function checkItem(
  item: Y.Item,
  view: DocumentView,
  claimed: Map<string, string>,
  limits: CheckLimits,
): Claim | Refusal | null {
  const { client, clock } = item.id;
  if (view.hasStruct(client, clock)) return null;
  // A map key set for the first time has no neighbours; an overwrite points at
  // the value it replaces (origin), a nested type has an item as its parent.
  if (item.origin !== null || item.rightOrigin !== null) return 'changes-existing';
  if (typeof item.parent !== 'string' || item.parentSub === null) return 'other-type';
  const root = item.parent;
  if (root !== 'meta' && root !== 'entries') return 'other-type';
  if (!(item.content instanceof Y.ContentAny) || item.content.arr.length !== 1) {
    return root === 'entries' ? 'bad-entry' : 'bad-meta';
  }
  const key = item.parentSub;
  const id = `${client}:${clock}`;
  const owner = view.keyOwner(root, key) ?? claimed.get(`${root}\u0000${key}`);
  if (owner !== undefined && owner !== id) return 'changes-existing';
  const value: unknown = item.content.arr[0];
  if (root === 'entries' && !entryIsWellFormed(key, value, limits)) return 'bad-entry';
  if (root === 'meta' && !metaIsWellFormed(key, value)) return 'bad-meta';
  claimed.set(`${root}\u0000${key}`, id);
  return { root, key, item: id };
}

/** Accepts the update only if it adds new, well-formed keys to `meta`/`entries` and nothing else. */
export function checkUpdate(
  update: Uint8Array,
  view: DocumentView,
  limits: CheckLimits,
): CheckResult {
  if (update.byteLength > limits.maxUpdateBytes) return { ok: false, reason: 'too-big' };
  const decoded = decode(update);
  if (decoded === undefined) return { ok: false, reason: 'malformed' };
  const claimed = new Map<string, string>();
  const claims: Claim[] = [];
  for (const struct of decoded.structs) {
    if (struct instanceof Y.Skip) continue;
    // GC structs stand for deleted content: an append-only document has none.
    if (!(struct instanceof Y.Item)) return { ok: false, reason: 'deletes' };
    const outcome = checkItem(struct, view, claimed, limits);
    if (outcome === null) continue;
    if (typeof outcome === 'string') return { ok: false, reason: outcome };
    claims.push(outcome);
  }
  // After the structs: an overwrite also deletes the old value, and is reported as a change.
  if (decoded.ds.clients.size > 0) return { ok: false, reason: 'deletes' };
  return { ok: true, claims };
}
