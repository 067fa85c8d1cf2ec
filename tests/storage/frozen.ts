// Writes a frozen schema fixture (tests/fixtures/db-vN.json) as that version
// of the app wrote it: its own store definitions, its own rows.
import Dexie from 'dexie';

export interface FrozenFixture {
  readonly version: number;
  readonly stores: Record<string, string>;
  readonly data: Record<string, readonly unknown[]>;
}

export async function writeFrozen(name: string, fixture: FrozenFixture): Promise<void> {
  const old = new Dexie(name);
  old.version(fixture.version).stores(fixture.stores);
  await old.open();
  for (const [table, rows] of Object.entries(fixture.data)) {
    await old.table(table).bulkAdd(rows as unknown[]);
  }
  old.close();
}
