// Named nights and their result on the home list (#28 item 13): a name given
// when the night starts and changed later, tidied and capped, blank meaning
// none; the result the night screen last showed, kept on the night's row
// (not indexed: no schema version, and rows of every released version read
// as they are, tests/storage/migration.test.ts).
import { describe, expect, it } from 'vitest';
import {
  addPlayer,
  createNight,
  getNight,
  NIGHT_TITLE_MAX,
  noteNightResult,
  renameNight,
} from '../../app/storage';
import { freshDb } from './helpers';

async function night(title?: string) {
  const db = freshDb();
  const ids = [];
  for (const n of ['Petr', 'Jana', 'Eva']) ids.push((await addPlayer(db, n)).id);
  const row = await createNight(db, {
    game: 'marias',
    playerIds: ids,
    currency: 'CZK',
    settings: {},
    ...(title !== undefined ? { title } : {}),
  });
  return { db, row, ids };
}

describe('named nights', () => {
  it('keeps the name given at the start, tidied', async () => {
    const { db, row } = await night('  Pátek   u Nováků ');
    expect((await getNight(db, row.id))?.title).toBe('Pátek u Nováků');
  });

  it('a blank name is no name', async () => {
    const { db, row } = await night('   ');
    expect((await getNight(db, row.id))?.title).toBeUndefined();
  });

  it('renames later, caps the length and takes a blank name away', async () => {
    const { db, row } = await night();
    await renameNight(db, row.id, 'Пятница у Саши');
    expect((await getNight(db, row.id))?.title).toBe('Пятница у Саши');
    await renameNight(db, row.id, 'x'.repeat(200));
    expect((await getNight(db, row.id))?.title).toHaveLength(NIGHT_TITLE_MAX);
    await renameNight(db, row.id, ' ');
    expect((await getNight(db, row.id))?.title).toBeUndefined();
    await expect(renameNight(db, 'nope', 'x')).rejects.toMatchObject({ kind: 'notFound' });
  });
});

describe('the result kept for the home list', () => {
  it('is written when it changes, and only then', async () => {
    const { db, row, ids } = await night();
    await noteNightResult(db, row.id, { leader: ids[1]!, amount: 400 });
    expect((await getNight(db, row.id))?.result).toEqual({ leader: ids[1], amount: 400 });
    let writes = 0;
    db.nights.hook('updating', () => {
      writes += 1;
    });
    await noteNightResult(db, row.id, { leader: ids[1]!, amount: 400 });
    expect(writes).toBe(0);
    await noteNightResult(db, row.id, { amount: 0 });
    expect((await getNight(db, row.id))?.result).toEqual({ amount: 0 });
    expect(writes).toBe(1);
  });
});
