// Schema v3's snapshots table: a v2 database opens as v3 with every row kept
// and no snapshot yet; a snapshot written through IndexedDB comes back usable
// (structured clone) and resumes the night to the full fold; a stale or
// corrupt row is ignored; deleting a night deletes its snapshot; opening
// reads the snapshot and only the entries after it, or everything when the
// row is tampered with or older.
import { describe, expect, it } from 'vitest';
import {
  foldLedger,
  OrderedLedger,
  resumeFromSnapshot,
  snapshotPrefix,
  takeSnapshot,
  type LedgerEntry,
  type LedgerSnapshot,
  type NightInfo,
} from '../../app/engine';
import {
  appendEntry,
  CURRENT_VERSION,
  deleteNight,
  dropSnapshot,
  entriesOfNight,
  loadSnapshot,
  openRenoncDb,
  saveSnapshot,
  type RenoncDb,
} from '../../app/storage';
import { beginEarlyOpening, takeEarlyOpening } from '../../app/ui/night/opening-prefetch';
import { readNightOpening } from '../../app/ui/night/opening-read';
import { writeFrozen } from './frozen';
import { countingReducer } from '../engine/ledger/test-reducer';
import v2 from '../fixtures/db-v2.json';
import v3 from '../fixtures/db-v3.json';

async function nightInfo(db: RenoncDb): Promise<NightInfo> {
  const night = await db.nights.get('n-1');
  return { id: 'n-1', game: 'marias', players: night!.playerIds, currency: 'CZK', settings: {} };
}

/** Opens n-1 the way the night screen does: stored snapshot first, then the entries after it. */
async function open(db: RenoncDb, info: NightInfo) {
  const snapshot = await loadSnapshot(db, 'n-1');
  const ordered = new OrderedLedger(info, countingReducer);
  let resumed = false;
  ordered.add(await entriesOfNight(db, 'n-1'), (stored, ranked) => {
    const ledger = resumeFromSnapshot(info, countingReducer, stored, ranked, snapshot, 'build');
    resumed = ledger !== undefined;
    return ledger;
  });
  return { ordered, resumed };
}

/** n-1 of the v2 fixture with `payments` more entries and a snapshot of them all stored. */
async function snapshottedNight(stem: string, payments: number) {
  const name = `${stem}-${Math.random()}`;
  await writeFrozen(name, v2);
  const db = openRenoncDb(name);
  const info = await nightInfo(db);
  const pay = (amount: number) =>
    appendEntry(db, {
      nightId: 'n-1',
      kind: 'transfer',
      payload: { transfers: { 'p-petr': -amount, 'p-eva': amount } },
    });
  for (let i = 1; i <= payments; i++) await pay(100 * i);
  const first = await open(db, info);
  await saveSnapshot(db, takeSnapshot(first.ordered.ledger, first.ordered.storedEntries, 'build')!);
  return { name, db, info, pay };
}

describe('snapshots table (schema v3)', () => {
  it('v2 → v3: every row kept, the snapshots table there and empty', async () => {
    const name = `snap-v2-v3-${Math.random()}`;
    await writeFrozen(name, v2);
    const db = openRenoncDb(name);
    await db.open();
    expect(db.verno).toBe(CURRENT_VERSION);
    expect(await db.snapshots.count()).toBe(0);
    expect((await entriesOfNight(db, 'n-1')).map((e) => e.id).sort()).toEqual([
      'e-1',
      'e-2',
      'e-3',
    ]);
    expect(await db.shares.count()).toBe(1);
    db.close();
  });

  it('a stored snapshot resumes the night to the full fold; a stale or foreign one is ignored', async () => {
    const name = `snap-round-${Math.random()}`;
    await writeFrozen(name, v2);
    const db = openRenoncDb(name);
    const info = await nightInfo(db);
    for (let i = 0; i < 5; i++) {
      const amount = 100 * (i + 1);
      const transfers = { 'p-petr': -amount, 'p-eva': amount };
      await appendEntry(db, { nightId: 'n-1', kind: 'transfer', payload: { transfers } });
    }
    const first = await open(db, info);
    expect(first.resumed).toBe(false);
    const snap = takeSnapshot(first.ordered.ledger, first.ordered.storedEntries, 'build')!;
    expect(await saveSnapshot(db, snap)).toBe(true);

    // A correction of an entry behind the snapshot, written afterwards.
    const entries: LedgerEntry[] = await entriesOfNight(db, 'n-1');
    await appendEntry(db, {
      nightId: 'n-1',
      kind: 'transfer',
      payload: { transfers: { 'p-jana': -7, 'p-eva': 7 } },
      replaces: entries.find((e) => e.seq === 4)!.id,
      reason: 'typo',
    });
    const again = await open(db, info);
    expect(again.resumed).toBe(true);
    const all = await entriesOfNight(db, 'n-1');
    expect(again.ordered.ledger.balances).toEqual(foldLedger(info, all, countingReducer).balances);

    // The fixture's v3 row was written by another build: never used.
    await db.snapshots.put(v3.data.snapshots[0] as never);
    const foreign = await open(db, info);
    expect(foreign.resumed).toBe(false);
    expect(foreign.ordered.ledger.balances).toEqual(
      foldLedger(info, all, countingReducer).balances,
    );
    await dropSnapshot(db, 'n-1');
    expect(await loadSnapshot(db, 'n-1')).toBeUndefined();
    db.close();
  });

  it('deleting a night deletes its snapshot', async () => {
    const name = `snap-delete-${Math.random()}`;
    await writeFrozen(name, v3 as unknown as typeof v2);
    const db = openRenoncDb(name);
    expect(await loadSnapshot(db, 'n-1')).toBeDefined();
    await deleteNight(db, 'n-1');
    expect(await loadSnapshot(db, 'n-1')).toBeUndefined();
    db.close();
  });

  it('opens from the snapshot and the entries after it; a tampered or older row reads the whole night', async () => {
    const { db, info, pay } = await snapshottedNight('snap-tail', 4);
    await pay(50);
    const all = await entriesOfNight(db, 'n-1');
    const stored = await loadSnapshot(db, 'n-1');
    const tail = await readNightOpening(db, 'n-1', snapshotPrefix(info, stored, 'build'));
    expect(tail.tailOnly).toBe(true);
    expect(tail.entries.map((e) => e.id)).toEqual(all.map((e) => e.id));

    const entries = (stored as LedgerSnapshot).entries;
    const tampered = [
      { ...(stored as LedgerSnapshot), entries: entries.slice(0, -1) },
      {
        ...(stored as LedgerSnapshot),
        entries: entries.map((e, i) => (i ? e : { ...e, id: 'x' })),
      },
      { ...(stored as LedgerSnapshot), version: '1:marias:build' },
    ];
    for (const row of tampered) {
      await db.snapshots.put(row as never);
      const read = await readNightOpening(
        db,
        'n-1',
        snapshotPrefix(info, await loadSnapshot(db, 'n-1'), 'build'),
      );
      expect(read.tailOnly).toBe(false);
      expect(read.entries.map((e) => e.id)).toEqual(all.map((e) => e.id));
    }
    db.close();
  });

  it('reads begun before the night screen are taken once, by that night and database only', async () => {
    const { name, db, info, pay } = await snapshottedNight('snap-early', 3);
    await pay(40);

    // Begun for n-1, asked for by another night: not handed over, and gone.
    beginEarlyOpening(db, 'n-1');
    expect(takeEarlyOpening(db, 'n-2')).toBeUndefined();
    expect(takeEarlyOpening(db, 'n-1')).toBeUndefined();
    // Another database (a test's, a reopened one) never gets them either.
    beginEarlyOpening(db, 'n-1');
    expect(takeEarlyOpening(openRenoncDb(`${name}-other`), 'n-1')).toBeUndefined();

    beginEarlyOpening(db, 'n-1');
    const early = takeEarlyOpening(db, 'n-1')!;
    expect(takeEarlyOpening(db, 'n-1')).toBeUndefined();
    const got = await early;
    expect(got.tail?.entries.map((e) => e.seq)).toEqual([
      (got.snapshot as LedgerSnapshot).last.seq + 1,
    ]);
    // They are the night as it was when read: an entry stored afterwards is not
    // in them (the night screen reads what changed straight after its first read).
    await pay(60);
    const all = await entriesOfNight(db, 'n-1');
    const prefix = snapshotPrefix(info, got.snapshot, 'build');
    const opened = await readNightOpening(db, 'n-1', prefix, got.tail);
    expect(opened.tailOnly).toBe(true);
    expect(opened.entries.map((e) => e.id)).toEqual(all.slice(0, -1).map((e) => e.id));
    db.close();
  });
});
