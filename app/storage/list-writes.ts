// Writes to the two tables the home's list is drawn from (nights and
// players), told to whoever listens. The UI keeps a copy of the list as the
// home last showed it, for the next start's first frame
// (app/ui/home-snapshot.ts), and drops that copy on any such write, so a
// start never draws a list the database has moved on from. A middleware, as
// for the heads (./heads.ts): no writer can forget to tell, whether it is a
// save, a sync, a restore or another tab (each tab's own write tells its
// own listener, and the copy is shared by every tab).
import type { DBCore, Middleware } from 'dexie';

const LISTED_TABLES = new Set(['nights', 'players']);
const listeners = new Set<() => void>();

/**
 * `listener` runs when a write to nights or players is asked for (before it
 * commits). A read begun from it, or later, sees the write: IndexedDB runs a
 * transaction over the same table only after the writing one has finished.
 */
export function onHomeListWrite(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const homeListMiddleware: Middleware<DBCore> = {
  stack: 'dbcore',
  name: 'renonc-home-list-writes',
  create: (down) => ({
    ...down,
    table: (name) => {
      const table = down.table(name);
      if (!LISTED_TABLES.has(name)) return table;
      return {
        ...table,
        mutate: (req) => {
          for (const listener of listeners) listener();
          return table.mutate(req);
        },
      };
    },
  }),
};
