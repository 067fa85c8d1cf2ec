// Import fuzz: damaged backup files (tests/storage/import-fuzz/mutations.ts,
// made from valid ones) through importBackupText on fake-indexeddb. None may
// crash (a refusal is a BackupImportError with issues), a refused file writes
// nothing at all, and an accepted file brings only ledgers a live save could
// have built (ledgerProblem finds nothing) whose nights sum to zero.
// CI (CI=true, as .ci/run) runs the full 10,000 in npm test; a local run takes
// 1,000 to stay quick, and `npm run fuzz:import` runs 10,000 anywhere (docs/ledger.md).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { foldLedger, ledgerProblem, type GameReducer } from '../../app/engine';
import { nightInfoOf } from '../../app/engine/games/contract';
import { mariasReducer } from '../../app/engine/games/marias/index';
import { preferansReducer } from '../../app/engine/games/preferans/index';
import { vintReducer } from '../../app/engine/games/vint/index';
import {
  BackupImportError,
  entriesOfNight,
  importBackupText,
  type RenoncDb,
} from '../../app/storage';
import { freshDb, nightWithPlayers } from './helpers';
import { damage, damaged, richBackup } from './import-fuzz/mutations';

const RUNS = Number(process.env.RENONC_FUZZ_RUNS ?? (process.env.CI ? 10_000 : 1000));

const REDUCERS: Record<string, GameReducer<unknown>> = {
  marias: mariasReducer as GameReducer<unknown>,
  vint: vintReducer as GameReducer<unknown>,
  preferans: preferansReducer as GameReducer<unknown>,
};

async function snapshot(db: RenoncDb): Promise<string> {
  const out: Record<string, unknown[]> = {};
  for (const t of db.tables) out[t.name] = await t.toArray();
  return JSON.stringify(out);
}

async function localDevice(): Promise<RenoncDb> {
  const db = freshDb();
  await nightWithPlayers(db, ['Local', 'Night', 'Only']);
  return db;
}

/** Every night on the device folds under the live-save rules and sums to zero. */
async function expectSound(db: RenoncDb, label: string): Promise<void> {
  for (const night of await db.nights.toArray()) {
    const entries = await entriesOfNight(db, night.id);
    expect(ledgerProblem(night.id, entries), `${label}: night ${night.id}`).toBeUndefined();
    const { balances } = foldLedger(nightInfoOf(night), entries, REDUCERS[night.game]!);
    expect(
      Object.values(balances).reduce((s, v) => s + v, 0),
      label,
    ).toBe(0);
  }
}

describe('backup import fuzz', () => {
  it(`${RUNS} damaged files: no crash, no partial write, nothing invalid accepted`, async () => {
    const base = richBackup();
    // The base file itself is sound: it imports, and what it brings folds.
    const check = await localDevice();
    await importBackupText(check, JSON.stringify(base));
    await expectSound(check, 'base');
    let db = await localDevice();
    const tally = { accepted: 0, refused: 0 };
    await fc.assert(
      fc.asyncProperty(damage, async (d) => {
        const text = damaged(base, d);
        const before = await snapshot(db);
        let error: unknown;
        try {
          await importBackupText(db, text);
        } catch (caught) {
          error = caught ?? new Error('undefined thrown');
        }
        if (error === undefined) {
          tally.accepted += 1;
          await expectSound(db, 'accepted');
          db = await localDevice(); // the next file meets a clean device again
        } else {
          tally.refused += 1;
          expect(error, String(error)).toBeInstanceOf(BackupImportError);
          expect((error as BackupImportError).issues.length).toBeGreaterThan(0);
          expect(await snapshot(db), 'a refused file wrote something').toBe(before);
        }
        expect(({} as { polluted?: unknown }).polluted).toBeUndefined();
      }),
      { seed: 20261201, numRuns: RUNS },
    );
    expect(tally.accepted + tally.refused).toBe(RUNS);
    // Both ways are taken often: the fuzz reaches the ledger rules, not only the parser.
    expect(tally.refused).toBeGreaterThan(RUNS / 3);
    expect(tally.accepted).toBeGreaterThan(RUNS / 100);
    console.info(
      `import fuzz: ${RUNS} files, ${tally.accepted} accepted, ${tally.refused} refused`,
    );
  }, 900_000);
});
