// The one validator for a ledger that arrives whole (a backup file, `npm run
// settle`): it replays the entries in ledger order through the same rules a
// live save is checked by (./graph problemOf, ./order seqProblem), so a file
// can only bring in a ledger that saves on this device could have built.
// Entries the game cannot score are not refused here: like stored ones they
// are kept and shown as "cannot be counted" (docs/ledger.md).
import { LedgerGraph } from './graph';
import { inLedgerOrder, seqProblem } from './order';
import type { EntryId, GameReducer, LedgerEntry, NightInfo } from './types';

export interface LedgerIssue {
  readonly entryId: EntryId;
  readonly seq: number;
  /** An i18next key (errors:ledger.*). */
  readonly code: string;
}

/** The first entry a live save would have refused, or undefined when the whole ledger holds. */
export function ledgerProblem(
  nightId: string,
  entries: readonly LedgerEntry[],
): LedgerIssue | undefined {
  const graph = new LedgerGraph(nightId);
  const shared = entries.some((e) => e.device !== undefined);
  let previous: LedgerEntry | undefined;
  for (const entry of inLedgerOrder(entries)) {
    const code = graph.entryById(entry.id)
      ? 'errors:ledger.duplicateId'
      : (sharedSeqProblem(shared, previous, entry) ?? graph.problemOf(entry));
    if (code !== undefined) return { entryId: entry.id, seq: entry.seq, code };
    graph.plan(entry).commit();
    previous = entry;
  }
  return undefined;
}

/**
 * One writer numbers its entries 1, 2, 3 … gap-free. In a shared night (its
 * entries carry `device`) two phones apart may give the same Lamport number,
 * each once: in ledger order an entry repeats the previous seq only when
 * another phone wrote it; the numbers used still run 1, 2, 3 … without a gap.
 * Other problems of a live save (a void before its target…) are graph rules.
 */
function sharedSeqProblem(
  shared: boolean,
  previous: LedgerEntry | undefined,
  entry: LedgerEntry,
): string | undefined {
  const sameSeqOtherPhone =
    shared &&
    previous !== undefined &&
    entry.seq === previous.seq &&
    (entry.device ?? '') !== (previous.device ?? '');
  if (sameSeqOtherPhone) return undefined;
  return seqProblem(previous?.seq ?? 0, entry, true);
}

/** Whether the game can open the night at all (its players and settings); the error otherwise. */
export function nightProblem(night: NightInfo, reducer: GameReducer<unknown>): unknown {
  try {
    reducer.init(night);
    return undefined;
  } catch (error) {
    return error ?? new Error('init failed');
  }
}
