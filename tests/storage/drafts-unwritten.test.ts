// A draft the database refuses stays in memory: the half-entered hand is
// still there when the form comes back, and goes once an entry consumes it.
import { describe, expect, it } from 'vitest';
import {
  addPlayer,
  clearDraft,
  createNight,
  forgetUnwrittenDraft,
  draftKey,
  loadDraft,
  saveDraft,
} from '../../app/storage';
import { freshDb } from './helpers';

describe('drafts the database refused', () => {
  it('are kept in memory until a write works or an entry consumes them', async () => {
    const db = freshDb();
    const ids = [];
    for (const n of ['A', 'B', 'C']) ids.push((await addPlayer(db, n)).id);
    const night = await createNight(db, {
      game: 'marias',
      playerIds: ids,
      currency: 'CZK',
      settings: {},
    });
    await saveDraft(db, night.id, 'hand', { game: 'hra' });
    db.close(); // every write now fails, as with a full disk
    await expect(saveDraft(db, night.id, 'hand', { game: 'betl' })).rejects.toThrow();
    expect(await loadDraft(db, night.id, 'hand')).toEqual({ game: 'betl' });
    forgetUnwrittenDraft(draftKey(night.id, 'hand'));
    await db.open();
    expect(await loadDraft(db, night.id, 'hand')).toEqual({ game: 'hra' });
    await clearDraft(db, night.id, 'hand');
    expect(await loadDraft(db, night.id, 'hand')).toBeUndefined();
  });
});
