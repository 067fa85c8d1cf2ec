// Every released schema version has a frozen fixture: its store definitions and
// data as that version wrote them. Opening it with today's schema must keep
// everything. Add a fixture here for each new version; never edit an old one.
import Dexie from 'dexie';
import { describe, expect, it } from 'vitest';
import { foldLedger, type NightInfo } from '../../app/engine';
import {
  CURRENT_VERSION,
  entriesOfNight,
  getSetting,
  listPlayers,
  openRenoncDb,
} from '../../app/storage';
import { countingReducer } from '../engine/ledger/test-reducer';
import v1 from '../fixtures/db-v1.json';

const fixtures = [v1];

async function writeFrozen(name: string, fixture: typeof v1): Promise<void> {
  const old = new Dexie(name);
  old.version(fixture.version).stores(fixture.stores);
  await old.open();
  for (const [table, rows] of Object.entries(fixture.data)) {
    await old.table(table).bulkAdd(rows as unknown[]);
  }
  old.close();
}

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
});
