// Stored rows ↔ backup records, shared by export and restore: the same fields,
// optional ones only when set (an export must compare equal to its restore).
// A shared night stores and sends its entries through entryOut too
// (./shared-night), so a backup and a shared document carry the same fields.
import type { BackupPlayer, LedgerEntry } from '../engine';
import type { EntryRow, PlayerRow } from './schema';

export function playerOut(p: PlayerRow): BackupPlayer {
  return {
    id: p.id,
    name: p.name,
    createdAt: p.createdAt,
    ...(p.renamedAt !== undefined ? { renamedAt: p.renamedAt } : {}),
  };
}

export function entryOut(e: EntryRow): LedgerEntry {
  return {
    id: e.id,
    nightId: e.nightId,
    seq: e.seq,
    // A shared night's writer: the order across phones and "entered twice (Jana's phone…)" need it.
    ...(e.device !== undefined ? { device: e.device } : {}),
    kind: e.kind,
    payload: e.payload,
    createdAt: e.createdAt,
    ...(e.voids !== undefined ? { voids: e.voids } : {}),
    ...(e.replaces !== undefined ? { replaces: e.replaces } : {}),
    ...(e.reason !== undefined ? { reason: e.reason } : {}),
    ...(e.by !== undefined ? { by: e.by } : {}),
  };
}
