// How many entries each night has stored (schema v4 `heads`), kept in the
// same transaction as every write to `entries`, so that a save's "has the
// night changed since the tab looked" check and the night screen's "is
// there anything new" question cost one row, not an IndexedDB count() that
// walks the whole night (about 26 ms per 1,000 entries in Chromium).
// A Dexie middleware keeps the rows, so no writer can forget one: a write to
// `entries` in a transaction without `heads` throws. Only a cache: a missing
// row (a night not written since the upgrade, or after a delete) is counted
// once and stored again.
import Dexie, {
  type DBCore,
  type DBCoreKeyRange,
  type DBCoreMutateRequest,
  type DBCoreRangeType,
  type Middleware,
} from 'dexie';
import type { NightId } from '../engine';
import type { RenoncDb } from './schema';

export interface HeadRow {
  readonly nightId: NightId;
  readonly count: number;
}

export class HeadsScopeError extends Error {
  constructor() {
    super("entries written in a transaction without 'heads': include db.heads");
    this.name = 'HeadsScopeError';
  }
}

// DBCoreRangeType is a const enum: its values, spelt out.
const nightRange = (nightId: NightId): DBCoreKeyRange => ({
  type: 2 as DBCoreRangeType.Range,
  lower: [nightId, Dexie.minKey],
  upper: [nightId, Dexie.maxKey],
});
const EVERY_KEY: DBCoreKeyRange = {
  type: 3 as DBCoreRangeType.Any,
  lower: undefined,
  upper: undefined,
};

/** The nights of the rows a request wrote successfully. */
function nightsWritten(req: DBCoreMutateRequest, failures: Record<number, unknown>) {
  const added = new Map<NightId, number>();
  if (req.type !== 'add' && req.type !== 'put') return added;
  req.values.forEach((v, i) => {
    if (i in failures) return;
    const nightId = (v as { nightId?: unknown }).nightId;
    if (typeof nightId === 'string') added.set(nightId, (added.get(nightId) ?? 0) + 1);
  });
  return added;
}

export const headsMiddleware: Middleware<DBCore> = {
  stack: 'dbcore',
  name: 'renonc-night-heads',
  create: (down) => ({
    ...down,
    table: (name) => {
      const table = down.table(name);
      if (name !== 'entries') return table;
      // Looked up on use: while an older version is upgraded, the stack is built without it.
      const heads = () => down.table('heads');
      const countIndex = table.schema.indexes.find((i) => i.name === '[nightId+seq]');
      return {
        ...table,
        mutate: async (req) => {
          const scope = (req.trans as unknown as IDBTransaction).objectStoreNames;
          if (scope && !scope.contains('heads')) throw new HeadsScopeError();
          const res = await table.mutate(req);
          const { trans } = req;
          if (req.type !== 'add') {
            // Rare (a put of a stored entry, deleting a night): forget the counts, they are recounted.
            await heads().mutate({ type: 'deleteRange', trans, range: EVERY_KEY });
            return res;
          }
          for (const [nightId, added] of nightsWritten(req, res.failures)) {
            const row = (await heads().get({ trans, key: nightId })) as HeadRow | undefined;
            const count =
              row !== undefined
                ? row.count + added
                : await table.count({
                    trans,
                    query: { index: countIndex!, range: nightRange(nightId) },
                  });
            await heads().mutate({ type: 'put', trans, values: [{ nightId, count }] });
          }
          return res;
        },
      };
    },
  }),
};

/** The night's stored entry count, inside a transaction that includes `heads` and `entries`. */
export async function headOf(db: RenoncDb, nightId: NightId): Promise<number> {
  const row = await db.heads.get(nightId);
  if (row !== undefined) return row.count;
  const count = await db.entries.where('nightId').equals(nightId).count();
  if (Dexie.currentTransaction?.mode === 'readwrite') await db.heads.put({ nightId, count });
  else restoreHeadSoon(db, nightId);
  return count;
}

/** The night's stored entry count, outside any transaction (reads only): headOf's reads, each on its own. */
export function storedCount(db: RenoncDb, nightId: NightId): Promise<number> {
  return headOf(db, nightId);
}

/**
 * Counts the night again and stores its row when it is missing, in a write
 * transaction of its own: the count and the row cannot then disagree with a
 * save running at the same time. Resolves false when nothing was stored.
 */
export function restoreHead(db: RenoncDb, nightId: NightId): Promise<boolean> {
  return db
    .transaction('rw', [db.entries, db.heads], async () => {
      if ((await db.heads.get(nightId)) !== undefined) return false;
      await headOf(db, nightId);
      return true;
    })
    .catch(() => false); // only a cache: a full disk or a closed database leaves it missing
}

/**
 * A read found the row missing (a night not written since the upgrade to
 * schema v4): without this, every open of the night would count it again,
 * ~75 ms per 10,000 entries. Outside the reader's transaction, which cannot write.
 */
function restoreHeadSoon(db: RenoncDb, nightId: NightId): void {
  Dexie.ignoreTransaction(() => void restoreHead(db, nightId));
}
