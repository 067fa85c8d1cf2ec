// How the players count while conflicts are open. Two phones apart each
// entered hands 23–37; merged, the ledger ranks the 30 entries 23 … 52 and,
// until one version of each is kept, every version counts. The players still
// speak of 38 hands so far: a conflict is one hand of theirs (the rows are
// numbered the same way by the engine's nightMeetings). So the status line is
// folded without the extra versions. The money is not: the balances count
// every version until one is kept, and say so.
import {
  foldLedger,
  GAMES,
  isDealKind,
  type Conflict,
  type EntryStatus,
  type GameReducer,
  type IncrementalLedger,
  type LedgerEntry,
  type NightInfo,
} from '../../engine';

/** What the counting needs of the night as folded. */
export interface CountRules {
  readonly statusOf: (id: string) => EntryStatus | undefined;
  readonly entryById: (id: string) => LedgerEntry | undefined;
  readonly isDeal: (kind: string) => boolean;
}

/** What the counting needs, from the night's fold. */
export function countRulesOf(ledger: IncrementalLedger<unknown>): CountRules {
  return {
    statusOf: (id) => ledger.statusOf(id),
    entryById: (id) => ledger.entryById(id),
    isDeal: (kind) => isDealKind(GAMES, kind),
  };
}

/** The first entry of an entry's chain of corrections. */
function chainStart(entry: LedgerEntry, rules: CountRules): string {
  let at = entry;
  // A loop, not recursion: a chain can be 1,000 corrections long (R11).
  for (let next = at.replaces; next !== undefined; next = at.replaces) {
    const target = rules.entryById(next);
    if (!target) break;
    at = target;
  }
  return at.id;
}

/** The chains of the versions players would drop: every version of a conflict but its first. */
export function extraChains(conflicts: readonly Conflict[], rules: CountRules): Set<string> {
  const extra = new Set<string>();
  for (const c of conflicts) {
    const first = chainStart(c.entries[0]!, rules);
    for (const e of c.entries.slice(1)) {
      const start = chainStart(e, rules);
      if (start !== first) extra.add(start);
    }
  }
  return extra;
}

/**
 * The night's entries without the extra versions of open conflicts (their
 * chains and the voids that point into them): what the players count.
 */
export function withoutExtraVersions(
  entries: readonly LedgerEntry[],
  conflicts: readonly Conflict[],
  rules: CountRules,
): LedgerEntry[] {
  const dropped = extraChains(conflicts, rules);
  const out: LedgerEntry[] = [];
  // Scoring order: a link or a void always comes after what it points at.
  for (const e of entries) {
    const target = e.replaces ?? e.voids;
    if (dropped.has(e.id) || (target !== undefined && dropped.has(target))) {
      dropped.add(e.id);
      continue;
    }
    out.push(e);
  }
  return out;
}

/** The game state as the players count it: the night folded without the extra versions. */
export function playersState<S>(
  night: NightInfo,
  reducer: GameReducer<S>,
  entries: readonly LedgerEntry[],
  conflicts: readonly Conflict[],
  rules: CountRules,
): S {
  return foldLedger(night, withoutExtraVersions(entries, conflicts, rules), reducer).state;
}
