// The backup entry check of every game: a backup whose night holds an entry
// its game's rules refuse (a mariáš hand whose points contradict "won", a vint
// deal of 14 tricks, a preferans deal whose tricks do not sum to 10…) is
// refused, naming the field inside the entry. The night is replayed through
// the ledger fold, so each entry is judged with the settings, dealer and sheet
// of its own place, and voided or replaced entries are not judged (they count
// nothing either way). Where inside an entry a refusal points is the game's
// own knowledge: GameEngine.refusalPath.
import type { BackupEntryIssue, GameEngine } from './contract';
import { foldLedger } from '../ledger/fold';
import type { GameReducer, LedgerEntry, NightInfo } from '../ledger/types';

/** Every entry of the night its game's rules refuse, in scoring order. */
export function backupRefusals(
  night: NightInfo,
  entries: readonly LedgerEntry[],
  engine: Pick<GameEngine, 'reducer' | 'refusalPath'>,
): BackupEntryIssue[] {
  // The fold keeps only code and params of a refusal; a thin wrapper notes
  // where each refused entry went wrong. Entries the ledger graph refuses
  // (never handed to the game) are not the game's to judge: they stay out.
  const paths = new Map<string, string>();
  const { reducer } = engine;
  const noting: GameReducer<unknown> = {
    ...reducer,
    step(state, entry, info) {
      try {
        return reducer.step(state, entry, info);
      } catch (error) {
        paths.set(entry.id, engine.refusalPath(entry, error));
        throw error;
      }
    },
  };
  const { unscorable } = foldLedger(night, entries, noting);
  return unscorable.flatMap((u) => {
    const field = paths.get(u.entryId);
    if (field === undefined) return [];
    return [{ entryId: u.entryId, code: u.code, field, ...(u.params ? { params: u.params } : {}) }];
  });
}
