// The night screen's use of stored snapshots (engine/ledger/snapshot.ts): on
// opening, the stored one gives the entries it was folded from (only the ones
// after it are read, engine/ledger/snapshot-open.ts) and resumes the fold when
// it matches the night's entries (else it is dropped); after saves, a new one is written once
// SNAPSHOT_EVERY entries came since, and at once after another phone's entry
// refolded the night (a stored snapshot past that entry no longer matches).
import {
  resumeFromSnapshot,
  snapshotPrefix,
  SNAPSHOT_EVERY,
  takeSnapshot,
  type GameReducer,
  type NightInfo,
  type OrderedLedger,
  type Resume,
  type SnapshotPrefix,
} from '../../engine';
import { dropSnapshot, saveSnapshot, type RenoncDb } from '../../storage';

declare const __RENONC_ENGINE__: string | undefined;

/** The build's engine version (vite.config.ts); unit tests without Vite get 'dev'. */
export const ENGINE_VERSION: string =
  typeof __RENONC_ENGINE__ === 'string' ? __RENONC_ENGINE__ : 'dev';

export interface SnapshotCache {
  /** Takes the stored snapshot as read (once, before the first entries arrive). */
  readonly adopt: (snapshot: unknown) => void;
  /** The entries the loaded snapshot was folded from, when it has them whole. */
  readonly prefix: () => SnapshotPrefix | undefined;
  /** The resume for the first OrderedLedger.add. */
  readonly resume: Resume<unknown>;
  /** After entries were added: writes a snapshot when one is due. */
  readonly afterAdd: (ordered: OrderedLedger<unknown>, rebuilt: boolean) => void;
}

/** When the page is idle (after the frame that shows the night or the save). */
const later = (run: () => void): void => {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(run, { timeout: 2_000 });
  else setTimeout(run, 50);
};

export function snapshotCache(
  db: RenoncDb,
  night: NightInfo,
  reducer: GameReducer<unknown>,
): SnapshotCache {
  let stored: unknown;
  let coveredUpTo = 0;
  let due = false;
  const write = (ordered: OrderedLedger<unknown>) => {
    if (due) return;
    due = true;
    later(() => {
      due = false;
      const snap = takeSnapshot(ordered.ledger, ordered.storedEntries, ENGINE_VERSION);
      if (!snap) return;
      coveredUpTo = snap.count;
      void saveSnapshot(db, snap);
    });
  };
  return {
    adopt: (snapshot) => {
      stored = snapshot;
    },
    prefix: () => snapshotPrefix(night, stored, ENGINE_VERSION),
    resume: (entries, ranked) => {
      if (stored === undefined) return undefined;
      const ledger = resumeFromSnapshot(night, reducer, entries, ranked, stored, ENGINE_VERSION);
      stored = undefined;
      if (ledger) coveredUpTo = ledger.size;
      else void dropSnapshot(db, night.id);
      return ledger;
    },
    afterAdd: (ordered, rebuilt) => {
      const count = ordered.entries.length;
      if (count < SNAPSHOT_EVERY) return;
      if (rebuilt || count - coveredUpTo >= SNAPSHOT_EVERY) write(ordered);
    },
  };
}
