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

/**
 * Drafts the database refused (storage full, say), kept in memory so the
 * half-entered hand survives leaving the screen until the write works again.
 * Newer than what is stored, so they win when the form comes back.
 */
const unwritten = new Map<string, unknown>();

export async function saveDraft(
  db: RenoncDb,
  nightId: NightId,
  form: string,
  value: unknown,
  now: Timestamp = Date.now(),
): Promise<void> {
  const key = draftKey(nightId, form);
  const row: DraftRow = { key, nightId, value, updatedAt: now };
  try {
    await guarded(async () => {
      await db.drafts.put(row);
    });
    unwritten.delete(key);
  } catch (err) {
    unwritten.set(key, value);
    throw err;
  }
}

export async function loadDraft<T>(
  db: RenoncDb,
  nightId: NightId,
  form: string,
): Promise<T | undefined> {
  const key = draftKey(nightId, form);
  if (unwritten.has(key)) return unwritten.get(key) as T;
  const row = await guarded(() => db.drafts.get(key));
  return row?.value as T | undefined;
}

export function clearDraft(db: RenoncDb, nightId: NightId, form: string): Promise<void> {
  forgetUnwrittenDraft(draftKey(nightId, form));
  return guarded(() => db.drafts.delete(draftKey(nightId, form)));
}

/** The entry that consumed a draft was saved: its in-memory copy goes too. */
export function forgetUnwrittenDraft(key: string): void {
  unwritten.delete(key);
}
