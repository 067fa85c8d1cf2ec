// Writes a long night straight into the app's database (far quicker than
// tapping 5,000 hands): `hands` transfers between three players, then
// `corrections` corrections and `voids` voids of early hands, as a table
// that fixes its mistakes late would leave them. Shared by e2e and bench.
import type { Page } from 'playwright-core';

export const SEED_PLAYERS = ['p-a', 'p-b', 'p-c'] as const;

export interface SeedShape {
  readonly hands: number;
  readonly corrections?: number;
  readonly voids?: number;
  /** Store the night's entry count as the app keeps it (benches); else it is left for the app to recount. */
  readonly head?: boolean;
}

export async function seedNight(page: Page, nightId: string, shape: SeedShape): Promise<number> {
  // Under tsx (npm run bench) esbuild names inner functions with a __name
  // helper that the page does not have; a string is passed through untouched.
  await page.evaluate('globalThis.__name ??= (f) => f');
  return page.evaluate(
    async ({ nightId, shape, players }) => {
      // The first frame comes before Dexie: wait until the app has created its
      // database with its stores (opening it earlier would create an empty one).
      const openDb = () =>
        new Promise<IDBDatabase>((resolve, reject) => {
          const open = indexedDB.open('renonc');
          open.onsuccess = () => resolve(open.result);
          open.onerror = () => reject(open.error);
        });
      let db: IDBDatabase | undefined;
      for (let tries = 0; db === undefined; tries++) {
        const known = (await indexedDB.databases()).some((d) => d.name === 'renonc');
        if (known) {
          const probe = await openDb();
          if (probe.objectStoreNames.contains('entries')) db = probe;
          else probe.close();
        }
        if (db === undefined) {
          if (tries > 600) throw new Error('the app never created its database');
          await new Promise((r) => setTimeout(r, 50));
        }
      }
      const stores = ['players', 'nights', 'entries', 'heads'].filter((s) =>
        db!.objectStoreNames.contains(s),
      );
      const tx = db.transaction(stores, 'readwrite');
      if (stores.includes('heads')) tx.objectStore('heads').delete(nightId);
      players.forEach((id, i) =>
        tx.objectStore('players').put({ id, name: `Player ${i + 1}`, createdAt: 1 }),
      );
      tx.objectStore('nights').put({
        id: nightId,
        game: 'marias',
        playerIds: players,
        currency: 'CZK',
        settings: {},
        createdAt: Date.now(),
      });
      const entries = tx.objectStore('entries');
      const transfer = (seq: number, amount: number) => {
        const from = players[seq % 3]!;
        const to = players[(seq + 1) % 3]!;
        return { kind: 'transfer', payload: { transfers: { [from]: -amount, [to]: amount } } };
      };
      let seq = 0;
      const put = (row: Record<string, unknown>) => {
        seq++;
        entries.put({ id: `${nightId}-e${seq}`, nightId, seq, createdAt: Date.now(), ...row });
      };
      for (let i = 0; i < shape.hands; i++) put(transfer(seq + 1, 100));
      // Early hands (2, 4, 6, …) corrected, others (3, 7, 11, …) voided, at the end of the night.
      for (let i = 0; i < (shape.corrections ?? 0); i++)
        put({ ...transfer(2 + 4 * i, 300), replaces: `${nightId}-e${2 + 4 * i}`, reason: 'typo' });
      for (let i = 0; i < (shape.voids ?? 0); i++)
        put({ kind: 'void', payload: {}, voids: `${nightId}-e${3 + 4 * i}`, reason: 'twice' });
      if (shape.head && stores.includes('heads'))
        tx.objectStore('heads').put({ nightId, count: seq });
      await new Promise<void>((resolve, reject) => {
        tx.oncomplete = () => resolve();
        tx.onerror = () => reject(tx.error);
      });
      db.close();
      // As the app's own write of a night would (app/ui/home-snapshot.ts,
      // app/ui/boot-cache.ts): the home's kept list is dropped, and the home
      // is known to list a night.
      try {
        const cache = JSON.parse(localStorage.getItem('renonc:boot') ?? '{}') as Record<
          string,
          unknown
        >;
        delete cache.home;
        localStorage.setItem('renonc:boot', JSON.stringify({ ...cache, listed: true }));
      } catch {
        // No localStorage: the next start reads the database first anyway.
      }
      return seq;
    },
    { nightId, shape, players: SEED_PLAYERS },
  );
}

/** How many entries the night's stored snapshot covers (0: none). */
export function snapshotCount(page: Page, nightId: string): Promise<number> {
  return page.evaluate(
    (id) =>
      new Promise<number>((resolve, reject) => {
        const open = indexedDB.open('renonc');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          const get = db.transaction('snapshots').objectStore('snapshots').get(id);
          get.onsuccess = () => {
            db.close();
            resolve((get.result as { count?: number } | undefined)?.count ?? 0);
          };
          get.onerror = () => reject(get.error);
        };
      }),
    nightId,
  );
}
