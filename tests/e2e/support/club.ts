// Writes a club straight into the app's database, as a phone that joined it
// would hold it (clubs and clubRecords, schema v5): the club screens of
// issue #30 can then be tested before the club's own screens and sync exist.
// The page does not see raw IndexedDB writes live (Dexie's live queries hear
// Dexie's writes only): reload it after writing.
import type { Page } from '@playwright/test';

export const CLUB_ID = 'UKocouraClubTest000001';
export const MEMBERS = [
  ['m-a', 'Adam Král'],
  ['m-b', 'Bára Nováková'],
  ['m-c', 'Cyril Malý'],
  ['m-d', 'Dana Veselá'],
  ['m-e', 'Emil Horák'],
  ['m-f', 'Františka Dvořáková'],
  ['m-g', 'Gustav Procházka'],
  ['m-h', 'Hana Černá'],
] as const;

/** Puts `records` (club record values) into the club's document on this phone. */
export async function writeClubRecords(page: Page, records: readonly object[]): Promise<void> {
  await page.evaluate(
    async ({ clubId, records }) => {
      const openDb = () =>
        new Promise<IDBDatabase>((resolve, reject) => {
          const open = indexedDB.open('renonc');
          open.onsuccess = () => resolve(open.result);
          open.onerror = () => reject(open.error);
        });
      let db: IDBDatabase | undefined;
      for (let tries = 0; db === undefined; tries++) {
        if ((await indexedDB.databases()).some((d) => d.name === 'renonc')) {
          const probe = await openDb();
          if (probe.objectStoreNames.contains('clubRecords')) db = probe;
          else probe.close();
        }
        if (db === undefined) {
          if (tries > 600) throw new Error('the app never created its database');
          await new Promise((r) => setTimeout(r, 50));
        }
      }
      const tx = db.transaction(['clubRecords'], 'readwrite');
      for (const record of records)
        tx.objectStore('clubRecords').put({
          clubId,
          id: (record as { id: string }).id,
          record,
          origin: 'remote',
          storedAt: Date.now(),
        });
      await new Promise<void>((resolve, reject) => {
        tx.oncomplete = () => resolve();
        tx.onerror = () => reject(tx.error);
      });
      db.close();
    },
    { clubId: CLUB_ID, records },
  );
}

/** The club "U Kocoura" on this phone with `role`, and its eight members. */
export async function seedClub(page: Page, role: 'admin' | 'member' | 'board'): Promise<void> {
  await writeClubRecords(
    page,
    MEMBERS.map(([id, name]) => ({ kind: 'member', id, name, at: '2026-12-01T18:00:00.000Z' })),
  );
  await page.evaluate(
    async ({ club }) => {
      const open = indexedDB.open('renonc');
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        open.onsuccess = () => resolve(open.result);
        open.onerror = () => reject(open.error);
      });
      const tx = db.transaction(['clubs'], 'readwrite');
      tx.objectStore('clubs').put({ ...club, server: location.origin, createdAt: Date.now() });
      await new Promise<void>((resolve) => (tx.oncomplete = () => resolve()));
      db.close();
    },
    { club: { id: CLUB_ID, name: 'U Kocoura', role, links: {}, matches: {} } },
  );
}

/** A table's result record: `money` per seat in minor units, in seating order. */
export function resultRecord(
  id: string,
  slot: { tournamentId: string; round: number; table: number },
  seats: readonly string[],
  money: readonly number[],
): object {
  return {
    kind: 'result',
    id,
    nightId: `night-${id}`,
    game: 'marias',
    date: '2026-12-04',
    at: `2026-12-04T19:${String(10 + slot.round * 10 + slot.table).padStart(2, '0')}:00.000Z`,
    currency: 'CZK',
    seats,
    balances: Object.fromEntries(seats.map((s, i) => [s, money[i]])),
    hands: 12,
    ledgerHash: `hash-${id}`,
    tournament: slot,
  };
}
