// The server's schema check of one incoming Yjs update (SYNC-PROTOCOL.md): a
// shared night is two append-only maps, `meta` and `entries`, whose keys are set
// once and never changed or deleted; a club is `meta` and `records` alike
// (server/club-check.ts says what goes in them). The check reads the update's
// structs without applying them, so it needs no game rules and no copy of the
// document.
import * as Y from 'yjs';
import type { UpdateRefusal } from '../app/sync/protocol';
import { entryFieldsAreCountable, nightIdOfMeta } from './entry-check';

/** The reasons this check refuses an update with, as the phones know them. */
export type Refusal = UpdateRefusal;

export type CheckResult =
  | { readonly ok: true; readonly claims: readonly Claim[] }
  | { readonly ok: false; readonly reason: Refusal };

/** A key an accepted update sets for the first time, with the Yjs item that sets it. */
export interface Claim {
  /** `meta`, or the document's record map (`entries`, `records`). */
  readonly root: string;
  readonly key: string;
  readonly item: string;
}

/** What the check needs to know of the document the update is meant for. */
export interface DocumentView {
  /**
   * What the document (or an update accepted a moment ago) holds under this
   * struct's id: nothing, the same struct (an honest repeat from a catch-up
   * or another process: harmless), or another one (a forged copy).
   */
  compare(item: Y.Item): 'none' | 'same' | 'other';
  /** The item that set this key first (in the document or in an accepted update), if any. */
  keyOwner(root: string, key: string): string | undefined;
  /** The night's id as the document's `meta.night` names it, if it does. */
  nightId?(): string | undefined;
}

export interface CheckLimits {
  /** Largest update in bytes. */
  readonly maxUpdateBytes: number;
  /** Largest entry value, as JSON, in bytes. */
  readonly maxEntryBytes: number;
  /** Most new keys the update may set (a catch-up's entry count). */
  readonly maxNewKeys?: number;
}

/** What one kind of document (or one writer of it) may hold under its two roots. */
export interface DocumentSchema {
  /** The record map's name; `meta` is the other root. */
  readonly records: string;
  /** Whether `value` may be set under `key` of the record map. */
  record(key: string, value: unknown, limits: CheckLimits): boolean;
  /** Whether `value` may be set under `key` of `meta`. */
  meta(key: string, value: unknown): boolean;
}

type Structs = ReturnType<typeof Y.decodeUpdate>['structs'];

/** The schema for one update (a night's depends on the night its meta names). */
export type SchemaOf = (structs: Structs, view: DocumentView) => DocumentSchema;

export const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' &&
  value !== null &&
  !Array.isArray(value) &&
  Object.getPrototypeOf(value) === Object.prototype;

const nonEmptyString = (value: unknown): boolean => typeof value === 'string' && value.length > 0;

export function jsonBytes(value: unknown): number {
  return Buffer.byteLength(JSON.stringify(value), 'utf8');
}

/** An entry as the protocol has it: an object keyed by its own id. */
export function entryIsWellFormed(
  key: string,
  value: unknown,
  limits: CheckLimits,
  nightId?: string,
): boolean {
  if (!isPlainObject(value)) return false;
  return (
    value.id === key &&
    nonEmptyString(value.nightId) &&
    nonEmptyString(value.kind) &&
    isPlainObject(value.payload) &&
    entryFieldsAreCountable(value, nightId) &&
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

/** The night this update's own `meta.night` names (a sharer's first update sets it with entries). */
function nightIdInUpdate(structs: Structs): string | undefined {
  for (const struct of structs) {
    // In a decoded update a root type's parent is its name.
    const parent: unknown = struct instanceof Y.Item ? struct.parent : undefined;
    if (!(struct instanceof Y.Item) || parent !== 'meta' || struct.parentSub !== 'night') continue;
    if (struct.content instanceof Y.ContentAny) return nightIdOfMeta(struct.content.arr[0]);
  }
  return undefined;
}

/** A night: its entries must belong to the night its meta (or this update's) names. */
export const nightSchemaOf: SchemaOf = (structs, view) => {
  const nightId = view.nightId?.() ?? nightIdInUpdate(structs);
  return {
    records: 'entries',
    record: (key, value, limits) => entryIsWellFormed(key, value, limits, nightId),
    meta: metaIsWellFormed,
  };
};

function checkItem(
  item: Y.Item,
  view: DocumentView,
  claimed: Map<string, string>,
  limits: CheckLimits,
  schema: DocumentSchema,
): Claim | Refusal | null {
  const { client, clock } = item.id;
  const held = view.compare(item);
  if (held === 'same') return null;
  // Yjs would ignore the copy, but a log or another process would not (issue 26, item 2).
  if (held === 'other') return 'changes-existing';
  // A map key set for the first time has no neighbours; an overwrite points at
  // the value it replaces (origin), a nested type has an item as its parent.
  if (item.origin !== null || item.rightOrigin !== null) return 'changes-existing';
  if (typeof item.parent !== 'string' || item.parentSub === null) return 'other-type';
  const root = item.parent;
  if (root !== 'meta' && root !== schema.records) return 'other-type';
  const bad = root === 'meta' ? 'bad-meta' : 'bad-entry';
  if (!(item.content instanceof Y.ContentAny) || item.content.arr.length !== 1) return bad;
  const key = item.parentSub;
  const id = `${client}:${clock}`;
  const owner = view.keyOwner(root, key) ?? claimed.get(`${root}\u0000${key}`);
  if (owner !== undefined && owner !== id) return 'changes-existing';
  const value: unknown = item.content.arr[0];
  const ok = root === 'meta' ? schema.meta(key, value) : schema.record(key, value, limits);
  if (!ok) return bad;
  claimed.set(`${root}\u0000${key}`, id);
  return { root, key, item: id };
}

/** Accepts the update only if it adds new, well-formed keys to its two roots and nothing else. */
export function checkUpdate(
  update: Uint8Array,
  view: DocumentView,
  limits: CheckLimits,
  schemaOf: SchemaOf = nightSchemaOf,
): CheckResult {
  if (update.byteLength > limits.maxUpdateBytes) return { ok: false, reason: 'too-big' };
  const decoded = decode(update);
  if (decoded === undefined) return { ok: false, reason: 'malformed' };
  const claimed = new Map<string, string>();
  const claims: Claim[] = [];
  const schema = schemaOf(decoded.structs, view);
  for (const struct of decoded.structs) {
    if (struct instanceof Y.Skip) continue;
    // GC structs stand for deleted content: an append-only document has none.
    if (!(struct instanceof Y.Item)) return { ok: false, reason: 'deletes' };
    const outcome = checkItem(struct, view, claimed, limits, schema);
    if (outcome === null) continue;
    if (typeof outcome === 'string') return { ok: false, reason: outcome };
    claims.push(outcome);
    if (claims.length > (limits.maxNewKeys ?? Infinity)) return { ok: false, reason: 'too-big' };
  }
  // After the structs: an overwrite also deletes the old value, and is reported as a change.
  if (decoded.ds.clients.size > 0) return { ok: false, reason: 'deletes' };
  return { ok: true, claims };
}
