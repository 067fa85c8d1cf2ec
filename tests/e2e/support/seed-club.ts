// Writes a club straight into the app's database (far quicker than five
// seasons of nights through the screens): its row on this phone and its
// document's records, as the club's sync would have stored them. Shared by
// e2e and bench (the club-open bench of issue #30).
import type { Page } from 'playwright-core';

export interface SeedClub {
  readonly id: string;
  readonly name: string;
  readonly role: 'admin' | 'member' | 'board';
  readonly records: readonly { readonly id: string }[];
  readonly me?: string;
}

export async function seedClub(page: Page, club: SeedClub): Promise<void> {
  // Under tsx esbuild names inner functions with a __name helper the page lacks.
  await page.evaluate('globalThis.__name ??= (f) => f');
  await page.evaluate(async (club) => {
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
    const { records, ...row } = club;
    tx.objectStore('clubs').put({
      ...row,
      links: {},
      server: location.origin,
      matches: {},
      createdAt: Date.now(),
    });
    const store = tx.objectStore('clubRecords');
    records.forEach((record, i) =>
      store.put({ clubId: club.id, id: record.id, record, origin: 'remote', storedAt: i }),
    );
    await new Promise<void>((resolve, reject) => {
      tx.oncomplete = () => resolve();
      tx.onerror = () => reject(tx.error);
    });
    db.close();
  }, club);
}
