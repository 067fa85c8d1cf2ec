// The stored snapshots of nights' folds (schema v3, engine/ledger/snapshot.ts).
// A snapshot is only a cache: reading a missing or unreadable one gives
// undefined, and a failed write (a full disk, a closing database) is dropped
// quietly, because the night opens correctly without it, only slower.
import type { NightId } from '../engine';
import type { RenoncDb, SnapshotRow } from './schema';

/** The night's stored snapshot as it is (the engine checks it), or undefined. */
export async function loadSnapshot(db: RenoncDb, nightId: NightId): Promise<unknown> {
  try {
    return await db.snapshots.get(nightId);
  } catch {
    return undefined;
  }
}

/** Replaces the night's snapshot; false when it could not be written. */
export async function saveSnapshot(db: RenoncDb, row: SnapshotRow): Promise<boolean> {
  try {
    await db.snapshots.put(row);
    return true;
  } catch {
    return false;
  }
}

/** Forgets the night's snapshot (it did not match its entries). */
export async function dropSnapshot(db: RenoncDb, nightId: NightId): Promise<void> {
  try {
    await db.snapshots.delete(nightId);
  } catch {
    // Nothing to do: an unusable snapshot is ignored on every open anyway.
  }
}
