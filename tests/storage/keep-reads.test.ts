// A "keep this one" saved in a stored night is judged inside its transaction
// from the entries it can reach (app/storage/entries.ts), and must get the
// answer the whole night gives (docs/ledger.md K7). Found end to end
// (tests/e2e/sync-meetings.spec.ts): hand 1 voided, then apart, one phone
// restores it while another enters it again (M5). The conflict was shown on
// every phone, but "keep this one" under the new hand was refused as "the
// conflict was already resolved": the save's read followed the restored hand's
// links but never read the deals of the restore's clock, where the restore put
// it beside the new hand, so it saw one version where the night has two.
import { describe, expect, it } from 'vitest';
import {
  KEEP_REASON,
  ledgerGraphOf,
  nightMeetings,
  OrderedLedger,
  type LedgerEntry,
} from '../../app/engine';
import { entriesOfNight, openRenoncDb, voidEntry, type RenoncDb } from '../../app/storage';
import { countingReducer } from '../engine/ledger/test-reducer';
import { night } from '../engine/ledger/ledger-arb';

const base = { nightId: night.id, createdAt: 0 } as const;
const hand = (id: string, seq: number, device: string, winner: string): LedgerEntry => ({
  ...base,
  id,
  seq,
  device,
  kind: 'test.win',
  payload: { winner },
});
const voidOf = (id: string, seq: number, device: string, voids: string): LedgerEntry => ({
  ...base,
  id,
  seq,
  device,
  kind: 'void',
  payload: {},
  voids,
  reason: 'undo',
});

let counter = 0;

async function storedNight(entries: readonly LedgerEntry[]): Promise<RenoncDb> {
  counter += 1;
  const db = openRenoncDb(`keep-reads-${counter}-${Math.random().toString(36).slice(2)}`);
  const row = {
    id: night.id,
    game: night.game,
    playerIds: [...night.players],
    currency: night.currency,
    settings: night.settings,
    createdAt: 0,
  };
  // Written as a sync writes them: no rule is asked.
  await db.transaction('rw', [db.nights, db.entries, db.heads], async () => {
    await db.nights.add(row);
    await db.entries.bulkAdd([...entries]);
  });
  return db;
}

/** The conflict's versions with the voids that keep each, as the night screen offers them. */
function keepsOf(entries: readonly LedgerEntry[]) {
  const ordered = new OrderedLedger(night, countingReducer);
  ordered.add(entries);
  const [row, ...rest] = nightMeetings(ordered.entries, ordered.ledger).conflicts;
  expect(rest).toEqual([]);
  return row!.versions.map((v) => ({ kept: v.entry.id, voids: v.keep.map((e) => e.id) }));
}

describe('a keep saved in a stored night is judged as the whole night judges it', () => {
  const [a, b, c] = night.players;
  // Hand 1 (x), voided (x), synced; apart: x restores it, y enters hand 1 again.
  const met = [
    hand('h1', 1, 'x', a!),
    voidOf('v1', 2, 'x', 'h1'),
    voidOf('w', 3, 'x', 'v1'),
    hand('h1y', 3, 'y', b!),
  ];

  it('restore vs enter again (M5): keeping either version is stored and ends the conflict', async () => {
    const versions = keepsOf(met);
    expect(versions.map((v) => v.kept).sort()).toEqual(['h1', 'h1y']);
    for (const { kept, voids } of versions) {
      const db = await storedNight(met);
      for (const [i, target] of voids.entries()) {
        const entry = { ...voidOf(`k${i}`, 4 + i, 'z', target), reason: KEEP_REASON };
        const stored = await entriesOfNight(db, night.id);
        // The whole night accepts it …
        expect(ledgerGraphOf(stored, night.id).problemOf(entry)).toBeUndefined();
        // … and so does the save's own check.
        await voidEntry(db, night.id, target, KEEP_REASON, { id: entry.id, createdAt: 1 });
      }
      const after = await entriesOfNight(db, night.id);
      const graph = ledgerGraphOf(after, night.id);
      expect(['h1', 'h1y'].filter((id) => graph.isActive(id))).toEqual([kept]);
      db.close();
    }
  });

  it('a deal counting between the restored hand and the restore: two hands, a keep is refused alike', async () => {
    // Hand 2 (x) counts between hand 1 and its restore: the restored hand was
    // not the last hand its writer saw (M6), so y's new hand is another hand.
    const entries = [
      hand('h1', 1, 'x', a!),
      voidOf('v1', 2, 'x', 'h1'),
      hand('h2', 3, 'x', c!),
      voidOf('w', 4, 'x', 'v1'),
      hand('h3y', 4, 'y', b!),
    ];
    const db = await storedNight(entries);
    const keep = { ...voidOf('k', 5, 'z', 'h1'), reason: KEEP_REASON };
    const whole = ledgerGraphOf(entries, night.id).problemOf(keep);
    expect(whole).toBe('errors:ledger.keepNoConflict');
    await expect(
      voidEntry(db, night.id, 'h1', KEEP_REASON, { id: 'k', createdAt: 1 }),
    ).rejects.toMatchObject({ code: whole });
    db.close();
  });
});
