// A save checks the ledger rules inside its transaction without reading the
// whole night (app/storage/entries.ts): only the last key, the count when the
// tab names its head, and the entries linked to the one it voids or corrects.
// (1) For any stored night — also ones the rules would refuse today (two
// phones apart, an old version) — a void or correction of any entry (known,
// unknown, of another night) is refused exactly when the whole night's graph
// refuses it, with the same reason, and a refused save writes nothing.
// (2) The number of entry rows a save reads does not grow with the night.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ledgerGraphOf, type LedgerEntry } from '../../app/engine';
import {
  appendEntry,
  entriesOfNight,
  openRenoncDb,
  voidEntry,
  type RenoncDb,
} from '../../app/storage';
import { ledgerOpsArb, night, toLedgerEntries } from '../engine/ledger/ledger-arb';

let counter = 0;

/** A fresh database that counts the entry rows each request returns. */
function countingDb(): { db: RenoncDb; reads: () => number; reset: () => void } {
  counter += 1;
  const db = openRenoncDb(`save-reads-${counter}-${Math.random().toString(36).slice(2)}`);
  let rows = 0;
  db.use({
    stack: 'dbcore',
    name: 'count-entry-reads',
    create: (down) => ({
      ...down,
      table: (name) => {
        const table = down.table(name);
        if (name !== 'entries') return table;
        return {
          ...table,
          get: async (req) => {
            const row: unknown = await table.get(req);
            if (row !== undefined) rows += 1;
            return row;
          },
          getMany: async (req) => {
            const found = await table.getMany(req);
            rows += found.filter((r) => r !== undefined).length;
            return found;
          },
          query: async (req) => {
            const res = await table.query(req);
            rows += res.result.length;
            return res;
          },
          openCursor: () => {
            throw new Error('a save should not walk a cursor over the night');
          },
        };
      },
    }),
  });
  return { db, reads: () => rows, reset: () => (rows = 0) };
}

async function storeNight(db: RenoncDb, entries: readonly LedgerEntry[]): Promise<void> {
  const row = {
    id: night.id,
    game: night.game,
    playerIds: [...night.players],
    currency: night.currency,
    settings: night.settings,
    createdAt: 0,
  };
  // Written as stored entries are (sync, import): no rule is asked.
  await db.transaction('rw', [db.nights, db.entries, db.heads], async () => {
    await db.nights.bulkAdd([row, { ...row, id: 'other' }]);
    await db.entries.bulkAdd([...entries]);
  });
}

type Candidate =
  | { readonly t: 'void'; readonly target: string }
  | { readonly t: 'replace'; readonly target: string };

function save(db: RenoncDb, c: Candidate, id: string): Promise<LedgerEntry> {
  if (c.t === 'void') return voidEntry(db, night.id, c.target, 'undo', { id, createdAt: 1 });
  return appendEntry(db, {
    nightId: night.id,
    id,
    kind: 'test.win',
    payload: { winner: night.players[0] },
    replaces: c.target,
    reason: 'fix',
    createdAt: 1,
  });
}

/** What the whole stored night says about the candidate: the rule the save must keep. */
function wholeNightProblem(stored: readonly LedgerEntry[], c: Candidate, id: string) {
  const seq = Math.max(0, ...stored.map((e) => e.seq)) + 1;
  const base = { id, nightId: night.id, seq, createdAt: 1, reason: 'x' };
  const entry: LedgerEntry =
    c.t === 'void'
      ? { ...base, kind: 'void', payload: {}, voids: c.target }
      : { ...base, kind: 'test.win', payload: {}, replaces: c.target };
  return ledgerGraphOf(stored, night.id).problemOf(entry);
}

describe('a save reads only what its rules need', () => {
  it('refuses exactly what the whole night refuses, with the same reason', async () => {
    let refusals = 0;
    let accepted = 0;
    await fc.assert(
      fc.asyncProperty(
        ledgerOpsArb,
        fc.nat(),
        fc.constantFrom('void', 'replace') as fc.Arbitrary<'void' | 'replace'>,
        fc.constantFrom('known', 'unknown', 'other') as fc.Arbitrary<string>,
        async (ops, pick, t, where) => {
          const entries = toLedgerEntries(ops, night);
          // An entry of another night that points into this one, and one it could be confused with.
          const foreign: LedgerEntry[] = [
            { id: 'x1', nightId: 'other', seq: 1, kind: 'test.win', payload: {}, createdAt: 0 },
            ...(entries[0]
              ? [
                  {
                    id: 'x2',
                    nightId: 'other',
                    seq: 2,
                    kind: 'void',
                    payload: {},
                    voids: entries[0].id,
                    createdAt: 0,
                  },
                ]
              : []),
          ];
          const { db } = countingDb();
          await storeNight(db, [...entries, ...foreign]);
          const target =
            where === 'known' && entries.length > 0
              ? entries[pick % entries.length]!.id
              : where === 'other'
                ? 'x1'
                : 'nowhere';
          const candidate: Candidate = { t, target };
          const expected = wholeNightProblem(entries, candidate, 'new');
          const outcome = await save(db, candidate, 'new').then(
            () => undefined,
            (e: { code?: string }) => e.code ?? 'no code',
          );
          expect(outcome).toBe(expected);
          const after = await entriesOfNight(db, night.id);
          expect(after.length).toBe(entries.length + (expected === undefined ? 1 : 0));
          if (expected === undefined) accepted += 1;
          else refusals += 1;
          db.close();
        },
      ),
      { seed: 20261201, numRuns: 150 },
    );
    // Both outcomes were really tried.
    expect(refusals).toBeGreaterThan(20);
    expect(accepted).toBeGreaterThan(20);
  });

  it('reads a handful of rows, not the night, whatever its length', async () => {
    const readsAt = async (hands: number) => {
      const { db, reads, reset } = countingDb();
      const entries: LedgerEntry[] = [];
      for (let seq = 1; seq <= hands; seq++) {
        entries.push({
          id: `e${seq}`,
          nightId: night.id,
          seq,
          kind: 'test.win',
          payload: { winner: night.players[seq % 3] },
          createdAt: seq,
        });
      }
      // Hand 2 corrected twice, the last correction undone.
      entries.push(
        { ...entries[1]!, id: 'r1', seq: hands + 1, replaces: 'e2', reason: 'fix' },
        { ...entries[1]!, id: 'r2', seq: hands + 2, replaces: 'r1', reason: 'fix' },
        {
          id: 'u1',
          nightId: night.id,
          seq: hands + 3,
          kind: 'void',
          payload: {},
          voids: 'r2',
          reason: 'undo',
          createdAt: 0,
        },
      );
      await storeNight(db, entries);
      const counts: number[] = [];
      reset();
      await appendEntry(db, {
        nightId: night.id,
        kind: 'test.win',
        payload: {},
        expectedHead: entries.length,
      });
      counts.push(reads());
      reset();
      await voidEntry(db, night.id, 'u1', 'undo');
      counts.push(reads());
      reset();
      await expect(voidEntry(db, night.id, 'e2', 'x')).rejects.toMatchObject({
        code: 'errors:ledger.targetReplaced',
      });
      counts.push(reads());
      db.close();
      return counts;
    };
    const short = await readsAt(10);
    const long = await readsAt(3_000);
    expect(long).toEqual(short);
    // The last entry; then the chain e2 ← r1 ← r2 ← u1 (and the new void of u1).
    for (const n of long) expect(n).toBeLessThanOrEqual(12);
  });
});
