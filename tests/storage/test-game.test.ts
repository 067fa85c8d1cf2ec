// The game contract, proven with a game that exists only in the tests
// (tests/support/test-game): registered in a catalog, a dice night is created,
// written to, exported, restored into another database and settled through
// the same storage and engine code as the built-in games. A catalog without
// it refuses the night and the file, naming the game as unknown.
import { describe, expect, it } from 'vitest';
import {
  foldNight,
  loadEngine,
  minTransfers,
  roundBalances,
  type ValidationIssue,
} from '../../app/engine';
import {
  addPlayer,
  appendEntry,
  BackupImportError,
  createNight,
  entriesOfNight,
  exportBackup,
  importBackupText,
  NightInputError,
  voidEntry,
  type RenoncDb,
} from '../../app/storage';
import {
  BUILT_IN_CATALOG,
  DICE,
  DICE_ROUND_KIND,
  TEST_CATALOG,
} from '../support/test-game/catalog';
import {
  DICE_BALANCES,
  DICE_PAYMENTS,
  ROUND_1,
  ROUND_2,
  ROUND_2_FIXED,
  ROUND_3,
} from '../support/test-game/night';
import { freshDb } from './helpers';

const NOW = 1_764_600_000_000;

/** The hand-worked dice night (support/test-game/night.ts), with players named by their ids. */
async function diceNight(db: RenoncDb) {
  const ids: string[] = [];
  for (const name of ['Ada', 'Bob', 'Cyril'])
    ids.push((await addPlayer(db, name, { id: name, now: NOW })).id);
  const night = await createNight(
    db,
    { game: DICE, playerIds: ids, currency: 'EUR', settings: { cap: 10_000 }, now: NOW },
    TEST_CATALOG,
  );
  const round = (amounts: object) => ({
    nightId: night.id,
    kind: DICE_ROUND_KIND,
    payload: { amounts },
  });
  await appendEntry(db, round(ROUND_1));
  const second = await appendEntry(db, round(ROUND_2));
  await appendEntry(db, {
    ...round(ROUND_2_FIXED),
    replaces: second.id,
    reason: 'misread the dice',
  });
  const third = await appendEntry(db, round(ROUND_3));
  await voidEntry(db, night.id, third.id, 'entered twice');
  return night;
}

async function settled(db: RenoncDb, nightId: string) {
  const night = (await db.nights.get(nightId))!;
  const engine = await loadEngine(TEST_CATALOG, night.game);
  const { balances, unscorable } = foldNight(engine, night, await entriesOfNight(db, nightId));
  const rounded = roundBalances(balances, 100, night.playerIds);
  return { balances, unscorable, payments: minTransfers(rounded, night.playerIds) };
}

const codesOf = (error: unknown) =>
  (error as { issues: readonly ValidationIssue[] }).issues.map((i) => i.code);

describe('a game registered only in a test', () => {
  it('is stored and settled like a built-in game', async () => {
    const db = freshDb();
    const night = await diceNight(db);
    expect(night.game).toBe('dice');
    expect(await settled(db, night.id)).toEqual({
      balances: DICE_BALANCES,
      unscorable: [],
      payments: DICE_PAYMENTS,
    });
  });

  it('goes through backup export and import unchanged, and a second import adds nothing', async () => {
    const source = freshDb();
    const night = await diceNight(source);
    const backup = await exportBackup(source, {}, NOW, TEST_CATALOG);
    expect(backup.nights.map((n) => n.game)).toEqual(['dice']);
    const text = JSON.stringify(backup);

    const target = freshDb();
    const first = await importBackupText(target, text, TEST_CATALOG);
    expect(first.added).toEqual({ players: 3, nights: 1, entries: 5, payments: 0 });
    const again = await importBackupText(target, text, TEST_CATALOG);
    expect(again.added).toEqual({ players: 0, nights: 0, entries: 0, payments: 0 });
    expect(await entriesOfNight(target, night.id)).toEqual(await entriesOfNight(source, night.id));
    expect((await settled(target, night.id)).payments).toEqual(DICE_PAYMENTS);
  });

  it('has its settings checked by its own engine when the night is created', async () => {
    const db = freshDb();
    const a = await addPlayer(db, 'Ada');
    const b = await addPlayer(db, 'Bob');
    const input = { game: DICE, playerIds: [a.id, b.id], currency: 'EUR' as const };
    const refused = createNight(db, { ...input, settings: { cap: 0 } }, TEST_CATALOG);
    await expect(refused).rejects.toBeInstanceOf(NightInputError);
    expect(codesOf(await refused.catch((e: unknown) => e))).toEqual([
      'dice:errors.invalidSettings',
    ]);
    const alone = createNight(db, { ...input, playerIds: [a.id], settings: {} }, TEST_CATALOG);
    expect(codesOf(await alone.catch((e: unknown) => e))).toEqual(['errors:night.playersBetween']);
    expect(await db.nights.count()).toBe(0);
  });

  it('is unknown to the built-in catalog: the night and the file are refused, nothing is written', async () => {
    const db = freshDb();
    const a = await addPlayer(db, 'Ada');
    const b = await addPlayer(db, 'Bob');
    const input = { game: DICE, playerIds: [a.id, b.id], currency: 'EUR' as const, settings: {} };
    const night = createNight(db, input, BUILT_IN_CATALOG);
    await expect(night).rejects.toBeInstanceOf(NightInputError);
    expect(codesOf(await night.catch((e: unknown) => e))).toEqual(['errors:night.unknownGame']);

    const source = freshDb();
    await diceNight(source);
    // The app's own export refuses to write a file it could not read back.
    await expect(exportBackup(source, {}, NOW, BUILT_IN_CATALOG)).rejects.toBeInstanceOf(
      BackupImportError,
    );
    const text = JSON.stringify(await exportBackup(source, {}, NOW, TEST_CATALOG));
    const target = freshDb();
    const restore = importBackupText(target, text, BUILT_IN_CATALOG);
    await expect(restore).rejects.toBeInstanceOf(BackupImportError);
    const issues = ((await restore.catch((e: unknown) => e)) as BackupImportError).issues;
    expect(issues[0]).toMatchObject({
      code: 'backup:errors.unknownGame',
      field: 'nights[0].game',
      params: { value: 'dice' },
    });
    expect(await target.nights.count()).toBe(0);
    expect(await target.entries.count()).toBe(0);
  });
});
