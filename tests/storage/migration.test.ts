// Every released schema version has a frozen fixture: its store definitions and
// data as that version wrote them. Opening it with today's schema must keep
// everything. Add a fixture here for each new version; never edit an old one.
import { describe, expect, it } from 'vitest';
import { foldLedger, rankEntries, type NightInfo } from '../../app/engine';
import {
  appendEntry,
  CURRENT_VERSION,
  entriesOfNight,
  getSetting,
  listPlayers,
  openRenoncDb,
  storedCount,
} from '../../app/storage';
import { writeFrozen } from './frozen';
import { countingReducer } from '../engine/ledger/test-reducer';
import v1 from '../fixtures/db-v1.json';
import v2 from '../fixtures/db-v2.json';
import v3 from '../fixtures/db-v3.json';
import v4 from '../fixtures/db-v4.json';
import v5 from '../fixtures/db-v5.json';

const fixtures = [
  v1,
  v2 as unknown as typeof v1,
  v3 as unknown as typeof v1,
  v4 as unknown as typeof v1,
  v5 as unknown as typeof v1,
];

describe('schema migrations', () => {
  it('has a frozen fixture for every version up to the current one', () => {
    expect(fixtures.map((f) => f.version)).toEqual(
      Array.from({ length: CURRENT_VERSION }, (_, i) => i + 1),
    );
  });

  for (const fixture of fixtures) {
    it(`opens a version ${fixture.version} database with nothing lost`, async () => {
      const name = `migrate-v${fixture.version}-${Math.random()}`;
      await writeFrozen(name, fixture);
      const db = openRenoncDb(name);
      expect((await listPlayers(db)).map((p) => p.id).sort()).toEqual([
        'p-eva',
        'p-jana',
        'p-petr',
      ]);
      const entries = await entriesOfNight(db, 'n-1');
      expect(entries).toHaveLength(3);
      expect(await getSetting(db, 'language', 'en')).toBe('cs');
      const night = await db.nights.get('n-1');
      const info: NightInfo = {
        id: 'n-1',
        game: 'marias',
        players: night!.playerIds,
        currency: 'CZK',
        settings: {},
      };
      expect(foldLedger(info, entries, countingReducer).balances).toEqual({
        'p-petr': 500,
        'p-jana': 0,
        'p-eva': -500,
      });
    });
  }

  it('v1 → v2: one writer keeps its order, and two phones may now share a seq', async () => {
    const name = `migrate-v1-v2-${Math.random()}`;
    await writeFrozen(name, v1);
    const db = openRenoncDb(name);
    const ranked = rankEntries(await entriesOfNight(db, 'n-1'));
    expect(ranked.map((e) => [e.id, e.seq])).toEqual([
      ['e-1', 1],
      ['e-2', 2],
      ['e-3', 3],
    ]);
    // A phone apart wrote seq 3 as well: v1's unique index would refuse it.
    await db.transaction('rw', [db.entries, db.heads], () =>
      db.entries.add({ ...ranked[1]!, id: 'e-remote', seq: 3, device: 'dev-x' }),
    );
    expect((await entriesOfNight(db, 'n-1')).map((e) => e.id).sort()).toEqual([
      'e-1',
      'e-2',
      'e-3',
      'e-remote',
    ]);
    expect(await db.shares.count()).toBe(0);
    // An unshared night's new entries carry no device: nothing changes for it.
    const next = await appendEntry(db, {
      nightId: 'n-1',
      kind: 'transfer',
      payload: { transfers: { 'p-petr': -1, 'p-jana': 1 } },
    });
    expect(next.seq).toBe(4);
    expect(next.device).toBeUndefined();
    db.close();
  });

  it('v2: a shared night is scored in the order every phone computes', async () => {
    const name = `migrate-v2-${Math.random()}`;
    await writeFrozen(name, v2 as unknown as typeof v1);
    const db = openRenoncDb(name);
    const entries = await entriesOfNight(db, 'n-2');
    expect(rankEntries(entries).map((e) => e.id)).toEqual(['e-21', 'e-22', 'e-23']);
    expect((await db.shares.get('n-2'))?.role).toBe('scorer');
    const next = await appendEntry(db, {
      nightId: 'n-2',
      kind: 'transfer',
      payload: { transfers: { 'p-petr': -1, 'p-jana': 1 } },
    });
    expect(next.seq).toBe(3);
    expect(next.by).toBe('Petr');
    expect(typeof next.device).toBe('string');
    db.close();
  });

  it('v3 → v4: entry counts are filled on first use and kept by every later write', async () => {
    const name = `migrate-v3-v4-${Math.random()}`;
    await writeFrozen(name, v3 as unknown as typeof v1);
    const db = openRenoncDb(name);
    expect(await db.heads.count()).toBe(0);
    expect(await storedCount(db, 'n-2')).toBe(3);
    // A tab that saw the three stored entries may save; one that saw two is stale.
    await expect(
      appendEntry(db, { nightId: 'n-1', kind: 'transfer', payload: {}, expectedHead: 2 }),
    ).rejects.toMatchObject({ kind: 'stale' });
    await appendEntry(db, { nightId: 'n-1', kind: 'transfer', payload: {}, expectedHead: 3 });
    expect(await db.heads.get('n-1')).toEqual({ nightId: 'n-1', count: 4 });
    db.close();
  });

  it('v4: a stored count is trusted, a missing one is counted', async () => {
    const name = `migrate-v4-${Math.random()}`;
    await writeFrozen(name, v4 as unknown as typeof v1);
    const db = openRenoncDb(name);
    expect(await storedCount(db, 'n-1')).toBe(3);
    expect(await storedCount(db, 'n-2')).toBe(3);
    await appendEntry(db, { nightId: 'n-2', kind: 'transfer', payload: {}, expectedHead: 3 });
    expect(await db.heads.get('n-2')).toEqual({ nightId: 'n-2', count: 4 });
    db.close();
  });
});
