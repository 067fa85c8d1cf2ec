// Writes a club straight into the app's database (far quicker than five
// seasons of nights through the screens): its row on this phone and its
// document's records, as the club's sync would have stored them. The one
// seeding helper, shared by e2e (support/club.ts) and bench (the club-open
// bench of issue #30). The page does not see raw IndexedDB writes live
// (Dexie's live queries hear Dexie's writes only): reload it after writing.
import type { Page } from 'playwright-core';

export interface SeedClub {
  readonly id: string;
  readonly name: string;
  readonly role: 'admin' | 'member' | 'board';
  readonly records: readonly { readonly id: string }[];
  readonly me?: string;
}

/** The club's row (unless `row` is undefined) and `records` into its document on this phone. */
async function writeClub(
  page: Page,
  clubId: string,
  row: Omit<SeedClub, 'records'> | undefined,
  records: readonly { readonly id: string }[],
): Promise<void> {
  // Under tsx esbuild names inner functions with a __name helper the page lacks.
  await page.evaluate('globalThis.__name ??= (f) => f');
  await page.evaluate(
    async ({ clubId, row, records }) => {
      const openDb = () =>
        new Promise<IDBDatabase>((resolve, reject) => {
          const open = indexedDB.open('renonc');
          open.onsuccess = () => resolve(open.result);
          open.onerror = () => reject(open.error);
        });
      // The first frame comes before Dexie: wait until the app has made its stores.
      let db: IDBDatabase | undefined;
      for (let tries = 0; db === undefined; tries++) {
        if ((await indexedDB.databases()).some((d) => d.name === 'renonc')) {
          const probe = await openDb();
          if (probe.objectStoreNames.contains('clubRecords')) db = probe;
          else probe.close();
        }
        if (db === undefined) {
          if (tries > 600) throw new Error('the app never created its club stores');
          await new Promise((r) => setTimeout(r, 50));
        }
      }
      const tx = db.transaction(['clubs', 'clubRecords'], 'readwrite');
      if (row)
        tx.objectStore('clubs').put({
          ...row,
          links: {},
          server: location.origin,
          matches: {},
          createdAt: Date.now(),
        });
      const store = tx.objectStore('clubRecords');
      records.forEach((record, i) =>
        store.put({ clubId, id: record.id, record, origin: 'remote', storedAt: i }),
      );
      await new Promise<void>((resolve, reject) => {
        tx.oncomplete = () => resolve();
        tx.onerror = () => reject(tx.error);
      });
      db.close();
    },
    { clubId, row, records },
  );
}

export async function seedClub(page: Page, club: SeedClub): Promise<void> {
  const { records, ...row } = club;
  await writeClub(page, club.id, row, records);
}

/** Adds `records` to a club this phone holds already. */
export async function writeClubRecords(
  page: Page,
  clubId: string,
  records: readonly { readonly id: string }[],
): Promise<void> {
  await writeClub(page, clubId, undefined, records);
}
