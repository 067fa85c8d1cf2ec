// The route script's early reads (app/storage/early-read.ts), run as the page
// runs them (the ES5 source, raw IndexedDB) on fake-indexeddb, against what
// Dexie's own reads of the same night give: the same row, players, share, snapshot,
// count and entries after it. They never create a database, give nothing for
// an older schema, hand over only after the first paint, and the app drops
// any part of the wrong shape.
import { describe, expect, it } from 'vitest';
import { takeSnapshot, OrderedLedger, type NightInfo } from '../../app/engine';
import {
  appendEntry,
  countAndEntriesAfter,
  CURRENT_VERSION,
  earlyReadBegun,
  entriesOfNight,
  getNight,
  getShare,
  listPlayers,
  putShare,
  loadSnapshot,
  openRenoncDb,
  saveSnapshot,
  SCHEMA_V5,
  takeEarlyRead,
  type RenoncDb,
} from '../../app/storage';
import {
  checkEarlyRead,
  EARLY_READ_KEY,
  EARLY_READ_STORES,
  earlyReadSource,
} from '../../app/storage/early-read';
import { openingFromEarly } from '../../app/ui/night/opening-prefetch';
import { readNightOpening } from '../../app/ui/night/opening-read';
import { snapshotPrefix } from '../../app/engine';
import { countingReducer } from '../engine/ledger/test-reducer';
import { writeFrozen } from './frozen';
import v2 from '../fixtures/db-v2.json';
import v3 from '../fixtures/db-v3.json';

type Page = Record<string, unknown>;

/** Runs the source as the route script does; `paint()` is the first paint coming. */
function startEarlyRead(name: string, nightId: string) {
  const page: Page = {};
  const painted: (() => void)[] = [];
  let isPainted = false;
  const afterPaint = (f: () => void) => (isPainted ? f() : painted.push(f));
  const start = new Function('window', `return (${earlyReadSource(name)});`)(page) as (
    id: string,
    after: typeof afterPaint,
  ) => void;
  start(nightId, afterPaint);
  const held = page[EARLY_READ_KEY] as { nightId: string; read: Promise<unknown> } | undefined;
  const paint = () => {
    isPainted = true;
    painted.splice(0).forEach((f) => f());
  };
  return { page, held, paint };
}

/** The raw result once painted. */
async function readEarly(name: string, nightId: string): Promise<unknown> {
  const { held, paint } = startEarlyRead(name, nightId);
  paint();
  return held!.read;
}

async function info(db: RenoncDb): Promise<NightInfo> {
  const night = await db.nights.get('n-1');
  return { id: 'n-1', game: 'marias', players: night!.playerIds, currency: 'CZK', settings: {} };
}

/** The v2 fixture's n-1 with a snapshot of 3 more entries, and 2 stored after it. */
async function nightWithTail(stem: string) {
  const name = `${stem}-${Math.random()}`;
  await writeFrozen(name, v2);
  const db = openRenoncDb(name);
  const pay = (amount: number) =>
    appendEntry(db, {
      nightId: 'n-1',
      kind: 'transfer',
      payload: { transfers: { 'p-petr': -amount, 'p-eva': amount } },
    });
  for (const amount of [100, 200, 300]) await pay(amount);
  const ordered = new OrderedLedger(await info(db), countingReducer);
  ordered.add(await entriesOfNight(db, 'n-1'));
  await saveSnapshot(db, takeSnapshot(ordered.ledger, ordered.storedEntries, 'build')!);
  await pay(400);
  await pay(500);
  return { name, db };
}

describe('early reads (the route script, raw IndexedDB)', () => {
  it('read what Dexie reads: row, players, snapshot, and the count with the entries after it', async () => {
    const { name, db } = await nightWithTail('early-same');
    const found = checkEarlyRead(await readEarly(name, 'n-1'), 'n-1')!;
    expect(found.row).toEqual(await getNight(db, 'n-1'));
    expect(found.players).toEqual(await listPlayers(db));
    expect(found.share).toBeNull();
    const snapshot = await loadSnapshot(db, 'n-1');
    expect(found.snapshot).toEqual(snapshot);
    const afterSeq = (snapshot as { last: { seq: number } }).last.seq;
    const tail = await countAndEntriesAfter(db, 'n-1', afterSeq);
    expect(found.tail).toEqual({ afterSeq, ...tail });
    expect(found.tail!.entries).toHaveLength(2);

    // The night opens from them alone, to exactly its stored entries.
    const opening = openingFromEarly(found);
    const prefix = snapshotPrefix(await info(db), opening.snapshot, 'build');
    const opened = await readNightOpening(db, 'n-1', prefix, opening.tail);
    expect(opened.tailOnly).toBe(true);
    expect(opened.entries.map((e) => e.id).sort()).toEqual(
      (await entriesOfNight(db, 'n-1')).map((e) => e.id).sort(),
    );
    db.close();
  });

  it('count the entries when the night has no heads row yet, and read no tail without a snapshot', async () => {
    const { name, db } = await nightWithTail('early-heads');
    await db.heads.clear();
    await db.snapshots.clear();
    const raw = (await readEarly(name, 'n-1')) as { count: number };
    expect(raw.count).toBe((await entriesOfNight(db, 'n-1')).length);
    const found = checkEarlyRead(raw, 'n-1')!;
    expect(found.snapshot).toBeUndefined();
    expect(found.tail).toBeUndefined();
    expect(openingFromEarly(found)).toEqual({ snapshot: undefined });
    db.close();
  });

  it("read a shared night's share row as Dexie reads it", async () => {
    const { name, db } = await nightWithTail('early-share');
    await putShare(db, {
      nightId: 'n-1',
      shareId: 's-1',
      role: 'scorer',
      secret: 'x'.repeat(43),
      links: {},
      server: 'http://127.0.0.1:1234',
      state: 'active',
      createdAt: 1_700_000_000_000,
    });
    const found = checkEarlyRead(await readEarly(name, 'n-1'), 'n-1')!;
    expect(found.share).toEqual(await getShare(db, 'n-1'));
    expect(found.share?.shareId).toBe('s-1');
    db.close();
  });

  it('a night the database does not hold reads as null', async () => {
    const { name, db } = await nightWithTail('early-missing');
    const found = checkEarlyRead(await readEarly(name, 'n-404'), 'n-404')!;
    expect(found.row).toBeNull();
    expect(found.players).toEqual(await listPlayers(db));
    db.close();
  });

  it('never creates a database: a first visit gets nothing and the app creates it as always', async () => {
    const name = `early-none-${Math.random()}`;
    expect(await readEarly(name, 'n-1')).toBeUndefined();
    const names = (await indexedDB.databases()).map((d) => d.name);
    expect(names).not.toContain(name);
    const db = openRenoncDb(name);
    await db.open();
    expect(db.verno).toBe(CURRENT_VERSION);
    db.close();
  });

  it('an older schema (no heads store yet) gives nothing and is left as it was', async () => {
    const name = `early-v3-${Math.random()}`;
    await writeFrozen(name, v3);
    expect(await readEarly(name, 'n-1')).toBeUndefined();
    const db = openRenoncDb(name);
    await db.open(); // the app's upgrade is not blocked by the early connection
    expect(db.verno).toBe(CURRENT_VERSION);
    expect(await db.heads.count()).toBe(0);
    db.close();
  });

  it('hands over only after the first paint', async () => {
    const { name, db } = await nightWithTail('early-paint');
    const { held, paint } = startEarlyRead(name, 'n-1');
    let done = false;
    void held!.read.then(() => (done = true));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(done).toBe(false);
    paint();
    await held!.read;
    expect(done).toBe(true);
    db.close();
  });

  it('names only stores and indexes of the current schema', () => {
    const stores = SCHEMA_V5 as Record<string, string>;
    const s = EARLY_READ_STORES;
    for (const store of [s.nights, s.players, s.snapshots, s.heads, s.entries])
      expect(Object.keys(stores)).toContain(store);
    const indexes = (store: string) => stores[store]!.split(',').map((i) => i.trim());
    expect(indexes(s.players)).toContain(s.playersByName);
    expect(indexes(s.entries)).toContain(s.entriesByNight);
    expect(indexes(s.entries)).toContain(s.entriesBySeq);
  });
});

describe('the app takes the early reads', () => {
  const entry = (nightId: string, seq: number) => ({ id: `e-${seq}`, nightId, seq });

  it('drops each part of the wrong shape, and all of a read for another night', () => {
    const good = {
      nightId: 'n-1',
      row: { id: 'n-1', game: 'marias' },
      players: [{ id: 'p-1', name: 'Petr' }],
      snapshot: { last: { seq: 3 } },
      afterSeq: 3,
      count: 4,
      entries: [entry('n-1', 4)],
    };
    expect(checkEarlyRead(good, 'n-1')).toEqual({
      nightId: 'n-1',
      row: good.row,
      players: good.players,
      snapshot: good.snapshot,
      tail: { afterSeq: 3, count: 4, entries: good.entries },
    });
    expect(checkEarlyRead(good, 'n-2')).toBeUndefined();
    expect(checkEarlyRead('junk', 'n-1')).toBeUndefined();
    const bad = checkEarlyRead(
      { ...good, row: { id: 'n-2' }, players: 'all', entries: [entry('n-2', 4)] },
      'n-1',
    )!;
    expect(bad.row).toBeUndefined();
    expect(bad.players).toBeUndefined();
    expect(checkEarlyRead({ ...good, share: null }, 'n-1')!.share).toBeNull();
    expect(checkEarlyRead({ ...good, share: { nightId: 'n-1' } }, 'n-1')!.share).toEqual({
      nightId: 'n-1',
    });
    expect(checkEarlyRead({ ...good, share: { nightId: 'n-2' } }, 'n-1')!.share).toBeUndefined();
    expect(checkEarlyRead({ ...good, share: 'shared' }, 'n-1')!.share).toBeUndefined();
    expect(bad.tail).toBeUndefined();
    expect(checkEarlyRead({ ...good, count: -1 }, 'n-1')!.tail).toBeUndefined();
    expect(checkEarlyRead({ ...good, afterSeq: 2.5 }, 'n-1')!.tail).toBeUndefined();
    // A tail read after another seq than the snapshot claims is not used.
    expect(
      openingFromEarly({ ...checkEarlyRead(good, 'n-1')!, snapshot: { last: { seq: 2 } } }),
    ).toEqual({
      snapshot: { last: { seq: 2 } },
    });
  });

  it('takes them once, for their night only, and drops them either way', async () => {
    const page = globalThis as unknown as Page;
    const held = { nightId: 'n-1', read: Promise.resolve({ nightId: 'n-1', row: null }) };
    page[EARLY_READ_KEY] = held;
    expect(takeEarlyRead('n-2')).toBeUndefined();
    expect(page[EARLY_READ_KEY]).toBeUndefined();
    page[EARLY_READ_KEY] = held;
    expect(takeEarlyRead(undefined)).toBeUndefined();
    expect(page[EARLY_READ_KEY]).toBeUndefined();
    page[EARLY_READ_KEY] = held;
    // Begun and not yet taken: the app opens Dexie only once the night is drawn (app/ui/root.tsx).
    expect(earlyReadBegun()).toBe(true);
    expect((await takeEarlyRead('n-1'))?.row).toBeNull();
    expect(earlyReadBegun()).toBe(false);
    expect(takeEarlyRead('n-1')).toBeUndefined();
    page[EARLY_READ_KEY] = { nightId: 'n-1', read: Promise.reject(new Error('disk')) };
    expect(await takeEarlyRead('n-1')).toBeUndefined();
  });
});
