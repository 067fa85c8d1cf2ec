import { describe, expect, it } from 'vitest';
import { appendEntry, StorageError, toStorageError } from '../../app/storage';
import { freshDb, nightWithPlayers } from './helpers';

describe('storage errors', () => {
  it('recognises a quota error nested inside an abort', () => {
    const quota = Object.assign(new Error('full'), { name: 'QuotaExceededError' });
    const abort = Object.assign(new Error('aborted'), { name: 'AbortError', inner: quota });
    expect(toStorageError(abort)).toMatchObject({ kind: 'quota', code: 'errors:storage.quota' });
  });

  it('turns a failed write into a StorageError and writes nothing', async () => {
    const db = freshDb();
    const { night, players } = await nightWithPlayers(db);
    const original = db.entries.add.bind(db.entries);
    db.entries.add = () => {
      throw Object.assign(new Error('quota'), { name: 'QuotaExceededError' });
    };
    const error = await appendEntry(db, {
      nightId: night.id,
      kind: 'transfer',
      payload: { transfers: { [players[0]!.id]: -1, [players[1]!.id]: 1 } },
    }).catch((e: unknown) => e);
    db.entries.add = original;
    expect(error).toBeInstanceOf(StorageError);
    expect((error as StorageError).kind).toBe('quota');
    expect(await db.entries.count()).toBe(0);
  });
});
