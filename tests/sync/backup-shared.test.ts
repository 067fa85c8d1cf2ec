// Backups of shared nights: a night written by two phones (one hand entered
// on both while apart, then resolved) goes through export and import into a
// fresh database and comes back with every entry's writer (`device`, `by`),
// the same scoring order, the same conflicts and the same money. Duplicate
// seq values are accepted only from two different phones of a shared night;
// an unshared night keeps the strict gap-free rule.
import { describe, expect, it } from 'vitest';
import {
  findConflicts,
  foldNight,
  loadEngine,
  rankEntries,
  type LedgerEntry,
  type ValidationIssue,
} from '../../app/engine';
import {
  addPlayer,
  appendEntry,
  createNight,
  entriesOfNight,
  exportBackup,
  importBackup,
  importBackupText,
  putShare,
  voidEntry,
  type RenoncDb,
} from '../../app/storage';
import { joinSharedNight, snapshotOf, storeRemoteEntries } from '../../app/storage/shared-night';
import { DICE, DICE_ROUND_KIND, TEST_CATALOG } from '../support/test-game/catalog';
import { diceBackup, ROUND_1, ROUND_2, ROUND_3 } from '../support/test-game/night';
import { freshDb } from '../storage/helpers';
import { shareRow } from './share-row';

const NOW = 1_764_600_000_000;

const share = (nightId: string, phone: string) => shareRow(nightId, { phone, createdAt: NOW });

/** What the sync mirror does between two phones, without a doc: every entry of one stored on the other. */
async function exchange(a: RenoncDb, b: RenoncDb, nightId: string): Promise<void> {
  await storeRemoteEntries(b, nightId, await entriesOfNight(a, nightId));
  await storeRemoteEntries(a, nightId, await entriesOfNight(b, nightId));
}

/**
 * Petr's phone starts a dice night and enters round 1 before sharing (an entry
 * without a device); Jana joins. Apart, both enter round 2 (seq 2 twice); Jana
 * keeps hers (Petr's is voided "entered twice") and Petr enters round 3.
 * Money: round 1 + round 2 (once) + round 3.
 */
async function sharedNight() {
  const petr = freshDb();
  const ids: string[] = [];
  for (const name of ['Ada', 'Bob', 'Cyril'])
    ids.push((await addPlayer(petr, name, { id: name, now: NOW })).id);
  const night = await createNight(
    petr,
    { game: DICE, playerIds: ids, currency: 'EUR', settings: { cap: 10_000 }, now: NOW },
    TEST_CATALOG,
  );
  const round = (amounts: object) => ({
    nightId: night.id,
    kind: DICE_ROUND_KIND,
    payload: { amounts },
    createdAt: NOW,
  });
  await appendEntry(petr, round(ROUND_1));
  await putShare(petr, share(night.id, 'Petr'));
  const jana = freshDb();
  const snapshot = (await snapshotOf(petr, night.id))!;
  expect(await joinSharedNight(jana, snapshot, share(night.id, 'Jana'))).toBe('joined');
  await exchange(petr, jana, night.id);
  const twiceP = await appendEntry(petr, round(ROUND_2));
  const twiceJ = await appendEntry(jana, round(ROUND_2));
  expect([twiceP.seq, twiceJ.seq]).toEqual([2, 2]);
  await exchange(petr, jana, night.id);
  await voidEntry(jana, night.id, twiceP.id, 'entered twice');
  await exchange(petr, jana, night.id);
  await appendEntry(petr, round(ROUND_3));
  await exchange(petr, jana, night.id);
  return { petr, jana, night, twiceP, twiceJ };
}

async function moneyOf(db: RenoncDb, nightId: string) {
  const night = (await db.nights.get(nightId))!;
  const engine = await loadEngine(TEST_CATALOG, night.game);
  return foldNight(engine, night, await entriesOfNight(db, nightId)).balances;
}

const order = (entries: readonly LedgerEntry[]) => rankEntries(entries).map((e) => e.id);

const codesOf = (error: unknown) =>
  (error as { issues: readonly ValidationIssue[] }).issues.map((i) => i.code);

describe('backup of a shared night', () => {
  it('keeps every writer, the order, the resolved twice-entered hand and the money', async () => {
    const { jana, night, twiceP, twiceJ } = await sharedNight();
    const before = await entriesOfNight(jana, night.id);
    expect(before.filter((e) => e.device !== undefined)).toHaveLength(4);
    // The same round entered on both phones is one round (docs/ledger.md K5):
    // no conflict before the void, and a void of one copy leaves the other.
    const raw = findConflicts(rankEntries(before.filter((e) => e.kind !== 'void')));
    expect(findConflicts(rankEntries(before))).toEqual([]);
    expect(raw).toEqual([]);
    expect(before.map((e) => e.id)).toEqual(expect.arrayContaining([twiceP.id, twiceJ.id]));

    const backup = await exportBackup(jana, {}, NOW + 10, TEST_CATALOG);
    const written = backup.entries.filter((e) => e.seq === 2);
    expect(written.map((e) => e.by).sort()).toEqual(['Jana', 'Petr']);
    expect(new Set(written.map((e) => e.device)).size).toBe(2);

    const fresh = freshDb();
    const result = await importBackupText(fresh, JSON.stringify(backup), TEST_CATALOG);
    expect(result.added.entries).toBe(5);
    const after = await entriesOfNight(fresh, night.id);
    expect([...after].sort(byId)).toEqual([...before].sort(byId));
    expect(order(after)).toEqual(order(before));
    expect(await moneyOf(fresh, night.id)).toEqual(await moneyOf(jana, night.id));
    expect(await moneyOf(fresh, night.id)).toEqual({
      Ada: ROUND_1.Ada + ROUND_2.Ada + ROUND_3.Ada,
      Bob: ROUND_1.Bob + ROUND_2.Bob + ROUND_3.Bob,
      Cyril: ROUND_1.Cyril + ROUND_2.Cyril + ROUND_3.Cyril,
    });
    // The conflict is still the same pair, still resolved.
    const undone = findConflicts(rankEntries(after.filter((e) => e.kind !== 'void')));
    expect(undone.map((c) => c.entries.map((e) => e.id))).toEqual(
      raw.map((c) => c.entries.map((e) => e.id)),
    );
    expect(findConflicts(rankEntries(after))).toEqual([]);
    // A second import of the same file adds nothing; the other phone's export merges cleanly.
    expect((await importBackup(fresh, backup, TEST_CATALOG)).added.entries).toBe(0);
  });

  it('refuses one phone using a seq twice, or a gap, in a shared night', async () => {
    const { jana, night } = await sharedNight();
    const backup = await exportBackup(jana, {}, NOW + 10, TEST_CATALOG);
    const twice = backup.entries.filter((e) => e.seq === 2);
    const sameDevice = {
      ...backup,
      entries: backup.entries.map((e) =>
        e.id === twice[1]!.id ? { ...e, device: twice[0]!.device } : e,
      ),
    };
    const refused = importBackup(freshDb(), sameDevice, TEST_CATALOG);
    expect(codesOf(await refused.catch((e: unknown) => e))).toContain('backup:errors.duplicateSeq');

    const gap = {
      ...backup,
      entries: backup.entries.map((e) => (e.seq >= 3 ? { ...e, seq: e.seq + 1 } : e)),
    };
    const db = freshDb();
    const gapped = importBackup(db, gap, TEST_CATALOG);
    expect(codesOf(await gapped.catch((e: unknown) => e))).toEqual(['backup:errors.ledgerRule']);
    expect(await db.entries.count()).toBe(0);
    void night;
  });

  it('keeps the strict rule for a night without devices: a repeated seq is refused', async () => {
    const file = diceBackup();
    const entries = file.entries as { seq: number }[];
    const broken = { ...file, entries: entries.map((e, i) => (i === 1 ? { ...e, seq: 1 } : e)) };
    const db = freshDb();
    const refused = importBackup(db, broken, TEST_CATALOG);
    expect(codesOf(await refused.catch((e: unknown) => e))).toContain('backup:errors.duplicateSeq');
    expect(await db.entries.count()).toBe(0);
  });

  it('refuses a writer field that is not text, or a phone name that is too long', async () => {
    const { jana } = await sharedNight();
    const backup = await exportBackup(jana, {}, NOW + 10, TEST_CATALOG);
    const bad = (patch: object) => ({
      ...backup,
      entries: backup.entries.map((e, i) => (i === 1 ? { ...e, ...patch } : e)),
    });
    for (const patch of [{ device: 7 }, { device: '' }, { by: 'x'.repeat(61) }, { by: null }]) {
      const db = freshDb();
      await expect(importBackup(db, bad(patch), TEST_CATALOG)).rejects.toMatchObject({
        name: 'BackupImportError',
      });
      expect(await db.entries.count()).toBe(0);
    }
  });
});

const byId = (a: LedgerEntry, b: LedgerEntry) => (a.id < b.id ? -1 : 1);
