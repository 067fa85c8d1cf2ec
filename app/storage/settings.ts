// App preferences (language, theme, wake lock) and form drafts.
import type { NightId, Timestamp } from '../engine';
import { guarded } from './errors';
import type { DraftRow, RenoncDb } from './schema';

export async function getSetting<T>(db: RenoncDb, key: string, fallback: T): Promise<T> {
  const row = await guarded(() => db.settings.get(key));
  return row === undefined ? fallback : (row.value as T);
}

export function setSetting(db: RenoncDb, key: string, value: unknown): Promise<void> {
  return guarded(async () => {
    await db.settings.put({ key, value });
  });
}

export function draftKey(nightId: NightId, form: string): string {
  return `${nightId}:${form}`;
}

export function saveDraft(
  db: RenoncDb,
  nightId: NightId,
  form: string,
  value: unknown,
  now: Timestamp = Date.now(),
): Promise<void> {
  const row: DraftRow = { key: draftKey(nightId, form), nightId, value, updatedAt: now };
  return guarded(async () => {
    await db.drafts.put(row);
  });
}

export async function loadDraft<T>(
  db: RenoncDb,
  nightId: NightId,
  form: string,
): Promise<T | undefined> {
  const row = await guarded(() => db.drafts.get(draftKey(nightId, form)));
  return row?.value as T | undefined;
}

export function clearDraft(db: RenoncDb, nightId: NightId, form: string): Promise<void> {
  return guarded(() => db.drafts.delete(draftKey(nightId, form)));
}
