// The model-based test's third reader (issue 12): a phone that stored a
// snapshot of the night at some point and opens it again later, reading only
// the snapshot and the entries stored after it, through the night screen's
// own read (app/ui/night/opening-read.ts). Whatever was entered, corrected or
// voided since, behind the snapshot or not, the reopened fold must be the
// reference model's (effective entries in order, balances).
import type fc from 'fast-check';
import { expect } from 'vitest';
import {
  OrderedLedger,
  resumeFromSnapshot,
  snapshotPrefix,
  takeSnapshot,
} from '../../../app/engine';
import { entriesOfNight, loadSnapshot, saveSnapshot } from '../../../app/storage';
import { readNightOpening } from '../../../app/ui/night/opening-read';
import type { Model, Real } from './commands';
import { modelScore } from './games';
import { effective } from './model';

const CODE = 'model-test';

/** Opens the night from its stored snapshot, if any, and compares the fold with the model. */
export async function compareReopened(m: Model, r: Real): Promise<void> {
  const { night, reducer } = m.game;
  const snapshot = await loadSnapshot(r.db, night.id);
  if (snapshot === undefined) return;
  const read = await readNightOpening(r.db, night.id, snapshotPrefix(night, snapshot, CODE));
  // One device writes every entry here (gap-free seqs): the tail alone must do.
  expect(read.tailOnly, 'opened from the snapshot and the entries after it').toBe(true);
  let resumed = false;
  const ordered = new OrderedLedger(night, reducer);
  ordered.add(read.entries, (stored, ranked) => {
    const ledger = resumeFromSnapshot(night, reducer, stored, ranked, snapshot, CODE);
    resumed = ledger !== undefined;
    return ledger;
  });
  expect(resumed, 'the stored snapshot fits its night').toBe(true);
  expect(ordered.storedEntries.map((e) => e.id)).toEqual(m.stored.map((e) => e.id));
  const { ledger } = ordered;
  expect(ledger.contributions().map((c) => c.entryId)).toEqual(
    effective(m.stored).map((e) => e.id),
  );
  expect(ledger.balances).toEqual(modelScore(m.game, m.stored).balances);
  expect(ledger.unscorable()).toEqual([]);
}

/** A phone stores the snapshot of the night as it is now (the next reopen reads after it). */
export class Snapshot implements fc.AsyncCommand<Model, Real> {
  check(m: Readonly<Model>): boolean {
    return m.stored.length > 0;
  }

  async run(m: Model, r: Real): Promise<void> {
    const { night, reducer } = m.game;
    const ordered = new OrderedLedger(night, reducer);
    ordered.add(await entriesOfNight(r.db, night.id));
    const snap = takeSnapshot(ordered.ledger, ordered.storedEntries, CODE);
    expect(snap, 'the game state is plain data').toBeDefined();
    expect(await saveSnapshot(r.db, snap!)).toBe(true);
    await compareReopened(m, r);
  }

  toString(): string {
    return 'snapshot';
  }
}
