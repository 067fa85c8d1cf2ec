// Ledger entries of a backup: every field, a known kind that belongs to the
// night's game, a bounded payload (a transfer's amounts are money and net to
// zero), and the ledger's own rules: seq unique per night — in a shared night
// (one whose entries carry `device`) unique per writing phone, since two
// phones apart may both write the same Lamport number — and a void or a
// replacement points at an earlier entry of the same night.
import { LEDGER_MAX_SEQ } from '../ledger/order';
import type { LedgerEntry, TransferPayload } from '../ledger/types';
import type { Money } from '../money';
import {
  checkMoney,
  isPlainObject,
  itemsOf,
  own,
  readId,
  readInteger,
  readOneOf,
  readString,
  readTimestamp,
  recordAt,
} from './fields';
import { isKnownEntryKind, ownerOfKind } from '../games/contract';
import { BACKUP_LIMITS, FORBIDDEN_KEYS, type EntryKind, type BackupNight } from './format';
import { at, report, shown, withParams, type Ctx } from './issues';
import { checkJsonObject } from './json-tree';
import { uniqueIds } from './records';

const ENTRY_KEYS = [
  'id',
  'nightId',
  'seq',
  'kind',
  'payload',
  'createdAt',
  'voids',
  'replaces',
  'reason',
  'device',
  'by',
];

/** What the reference checks need to know of an entry, as far as it could be read. */
interface Draft {
  readonly ctx: Ctx;
  readonly path: string;
  readonly id?: string;
  readonly nightId?: string;
  readonly seq?: number;
  /** The writing phone (shared nights); '' when the entry names none. */
  readonly device?: string;
  readonly kind?: EntryKind;
  readonly target?: { readonly key: 'voids' | 'replaces'; readonly id: string };
  readonly entry?: LedgerEntry;
}

export function readEntries(
  ctx: Ctx,
  values: readonly unknown[],
  path: string,
  nights: ReadonlyMap<string, BackupNight>,
  nightIds: ReadonlySet<string>,
): LedgerEntry[] {
  const firstUse = uniqueIds(ctx);
  const drafts: Draft[] = [];
  for (const [value, p] of itemsOf(values, path)) {
    const draft = readEntry(ctx, value, p, nights, nightIds);
    if (draft && firstUse(draft.id, at(p, 'id'))) drafts.push(draft);
  }
  checkReferences(drafts);
  return drafts.flatMap((d) => (d.entry ? [d.entry] : []));
}

function readEntry(
  outer: Ctx,
  value: unknown,
  p: string,
  nights: ReadonlyMap<string, BackupNight>,
  nightIds: ReadonlySet<string>,
): Draft | undefined {
  const obj = recordAt(outer, value, p, ENTRY_KEYS);
  if (!obj) return undefined;
  const id = readId(outer, obj, 'id', p);
  const ctx = id === undefined ? outer : withParams(outer, { entryId: id });
  const nightId = readId(ctx, obj, 'nightId', p);
  if (nightId !== undefined && !nightIds.has(nightId)) {
    report(ctx, 'unknownNight', at(p, 'nightId'), { id: shown(nightId) });
  }
  const night = nightId === undefined ? undefined : nights.get(nightId);
  const seq = readInteger(ctx, obj, 'seq', p, { min: 1, max: LEDGER_MAX_SEQ });
  const kind = readKind(ctx, obj, p, night);
  const createdAt = readTimestamp(ctx, obj, 'createdAt', p);
  const reason = readString(ctx, obj, 'reason', p, { optional: true });
  const device = readId(ctx, obj, 'device', p, { optional: true });
  const by = readString(ctx, obj, 'by', p, { optional: true, max: BACKUP_LIMITS.maxName });
  const target = readTarget(ctx, obj, p, kind);
  const rawPayload = own(obj, 'payload');
  if (rawPayload === undefined) report(ctx, 'missingField', at(p, 'payload'));
  const payload =
    rawPayload === undefined
      ? undefined
      : readPayload(ctx, rawPayload, at(p, 'payload'), kind, night);
  const draft = { ctx, path: p, id, nightId, seq, device: device ?? '', kind, target };
  const complete =
    id !== undefined &&
    nightId !== undefined &&
    seq !== undefined &&
    kind !== undefined &&
    createdAt !== undefined &&
    payload !== undefined &&
    (reason !== undefined || own(obj, 'reason') === undefined) &&
    (device !== undefined || own(obj, 'device') === undefined) &&
    (by !== undefined || own(obj, 'by') === undefined) &&
    (target !== undefined || (own(obj, 'voids') ?? own(obj, 'replaces')) === undefined);
  if (!complete) return draft;
  const entry: LedgerEntry = {
    id,
    nightId,
    seq,
    ...(device !== undefined ? { device } : {}),
    kind,
    payload,
    createdAt,
    ...(target ? { [target.key]: target.id } : {}),
    ...(reason !== undefined ? { reason } : {}),
    ...(by !== undefined ? { by } : {}),
  };
  return { ...draft, entry };
}

function readKind(
  ctx: Ctx,
  obj: Readonly<Record<string, unknown>>,
  p: string,
  night?: BackupNight,
): EntryKind | undefined {
  const kind = readString(ctx, obj, 'kind', p, { nonEmpty: true });
  if (kind === undefined) return undefined;
  if (!isKnownEntryKind(ctx.games, kind)) {
    report(ctx, 'unknownKind', at(p, 'kind'), { kind: shown(kind) });
    return undefined;
  }
  const owner = ownerOfKind(ctx.games, kind)?.game;
  if (owner !== undefined && night && owner !== night.game) {
    report(ctx, 'kindNotForGame', at(p, 'kind'), { kind, game: night.game });
    return undefined;
  }
  return kind;
}

/** A void names what it voids; any other entry may name what it replaces. */
function readTarget(
  ctx: Ctx,
  obj: Readonly<Record<string, unknown>>,
  p: string,
  kind: EntryKind | undefined,
): Draft['target'] {
  const voids = readId(ctx, obj, 'voids', p, { optional: kind !== 'void' });
  const replaces = readId(ctx, obj, 'replaces', p, { optional: true });
  if (kind === undefined) return undefined;
  if (kind === 'void') {
    if (own(obj, 'replaces') !== undefined) report(ctx, 'misplacedField', at(p, 'replaces'));
    else if (voids !== undefined) return { key: 'voids', id: voids };
    return undefined;
  }
  if (own(obj, 'voids') !== undefined) {
    report(ctx, 'misplacedField', at(p, 'voids'));
    return undefined;
  }
  return replaces === undefined ? undefined : { key: 'replaces', id: replaces };
}

function readPayload(
  ctx: Ctx,
  value: unknown,
  path: string,
  kind: EntryKind | undefined,
  night: BackupNight | undefined,
): unknown {
  if (kind === 'transfer') return readTransfer(ctx, value, path, night);
  if (kind !== 'settings') return checkJsonObject(ctx, value, path);
  const obj = recordAt(ctx, value, path, ['settings']);
  if (!obj) return undefined;
  const raw = own(obj, 'settings');
  if (raw === undefined) {
    report(ctx, 'missingField', at(path, 'settings'));
    return undefined;
  }
  const settings = checkJsonObject(ctx, raw, at(path, 'settings'));
  return settings && { settings };
}

/** Money moved by hand: known players, valid amounts, netting out to zero. */
function readTransfer(
  ctx: Ctx,
  value: unknown,
  path: string,
  night: BackupNight | undefined,
): TransferPayload | undefined {
  const obj = recordAt(ctx, value, path, ['transfers', 'note', 'origin']);
  if (!obj) return undefined;
  const note = readString(ctx, obj, 'note', path, { optional: true });
  const origin = readOneOf(ctx, obj, 'origin', path, ['manual', 'carry-over'], { optional: true });
  const raw = own(obj, 'transfers');
  const tPath = at(path, 'transfers');
  if (raw === undefined) report(ctx, 'missingField', tPath);
  else if (!isPlainObject(raw)) report(ctx, 'notObject', tPath);
  if (!isPlainObject(raw)) return undefined;
  let ok = true;
  let sum = 0;
  const transfers: Record<string, Money> = {};
  for (const player of Object.keys(raw)) {
    const pPath = at(tPath, player);
    const amount = checkMoney(ctx, raw[player], pPath);
    if (FORBIDDEN_KEYS.includes(player)) report(ctx, 'forbiddenKey', pPath);
    else if (night && !night.playerIds.includes(player)) {
      report(ctx, 'unknownPlayer', pPath, { id: shown(player) });
    } else if (amount !== undefined) {
      transfers[player] = amount;
      sum += amount;
      continue;
    }
    ok = false;
  }
  if (ok && sum !== 0) report(ctx, 'notZeroSum', tPath, { sum });
  const optionalOk =
    (note !== undefined || own(obj, 'note') === undefined) &&
    (origin !== undefined || own(obj, 'origin') === undefined);
  if (!ok || sum !== 0 || !optionalOk) return undefined;
  return {
    transfers,
    ...(note !== undefined ? { note } : {}),
    ...(origin !== undefined ? { origin } : {}),
  };
}

/**
 * seq unique per night (per writing phone in a shared night); voids and
 * replaces point back into the same night.
 */
function checkReferences(drafts: readonly Draft[]): void {
  const byId = new Map<string, Draft>();
  const shared = new Set(drafts.flatMap((d) => (d.device ? [d.nightId] : [])));
  const seqs = new Map<string, Set<string>>();
  for (const d of drafts) {
    if (d.id !== undefined) byId.set(d.id, d);
    if (d.nightId === undefined || d.seq === undefined) continue;
    const taken = seqs.get(d.nightId) ?? new Set<string>();
    seqs.set(d.nightId, taken);
    const key = shared.has(d.nightId) ? `${d.seq}:${d.device ?? ''}` : `${d.seq}`;
    if (taken.has(key)) report(d.ctx, 'duplicateSeq', at(d.path, 'seq'), { seq: d.seq });
    taken.add(key);
  }
  for (const d of drafts) {
    if (!d.target) continue;
    const tPath = at(d.path, d.target.key);
    const target = byId.get(d.target.id);
    if (!target) {
      report(d.ctx, 'unknownEntry', tPath, { id: shown(d.target.id) });
      continue;
    }
    if (target.nightId !== undefined && d.nightId !== undefined && target.nightId !== d.nightId) {
      report(d.ctx, 'otherNightEntry', tPath, { id: shown(d.target.id) });
    } else if (target.seq !== undefined && d.seq !== undefined && target.seq >= d.seq) {
      report(d.ctx, 'laterEntry', tPath, { id: shown(d.target.id) });
    }
    if (d.target.key === 'replaces' && target.kind === 'void') {
      report(d.ctx, 'replacesVoid', tPath, { id: shown(d.target.id) });
    }
  }
}
