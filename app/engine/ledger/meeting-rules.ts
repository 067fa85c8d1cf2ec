// What the ledger makes of entries that phones wrote apart and that meet
// (docs/ledger.md, "When phones meet"): which deals are one deal (same clock,
// or a deal brought back by an undo at the clock a new deal was entered), when
// two copies of a deal are the same hand entered twice, and when a resolution
// ("keep this one") may take effect. Read off the graph (./graph) through its
// public queries, like ./append-checks; apart from it so the rules can be read
// without the bookkeeping.
// The one place the ledger still asks the games: which kinds are deals (only
// preferans lists non-deal kinds). Every graph needs the same answer, and the
// graphs are built where no game catalog is at hand; threading the catalog
// through them is the open half of issue #28's house item (docs/ledger.md).
// eslint-disable-next-line no-restricted-imports
import { isDealKind } from '../games/contract';
// eslint-disable-next-line no-restricted-imports
import { GAMES } from '../games/registry';
import type { RankedEntry } from './order';
import { GENERIC_ENTRY_KINDS, type EntryId, type LedgerEntry } from './types';

/**
 * The reason a "keep this one" void carries (language-free, so every phone
 * knows it is a resolution; the screen shows it in the user's words).
 */
export const KEEP_REASON = 'renonc:keep';
/**
 * The reason of a replacement that says "these were two different hands": it
 * takes a copy out of the deal it was grouped with (undoes an automatic
 * "entered twice" and ends a conflict that was two real hands).
 */
export const DISTINCT_REASON = 'renonc:distinct';

export const isResolution = (entry: LedgerEntry): boolean =>
  entry.kind === 'void' && entry.reason === KEEP_REASON;

export const isDistinctMark = (entry: LedgerEntry): boolean =>
  entry.kind !== 'void' && entry.replaces !== undefined && entry.reason === DISTINCT_REASON;

/** Ranked entries (the fold's) keep their stored number as `clock`. */
export function clockOf(entry: LedgerEntry): number {
  return (entry as Partial<RankedEntry>).clock ?? entry.seq;
}

const gameOf = (kind: string): string => kind.slice(0, Math.max(0, kind.indexOf('.')));

/**
 * Whether a kind records one deal of the cards: a built-in game's own answer
 * (its dealKinds); for a kind of no built-in game (tests), any non-generic kind.
 */
export function isDealByDefault(kind: string): boolean {
  // Read at call time: games/contract imports the ledger, so at this module's
  // first evaluation its constants may not exist yet (a circular import).
  if ((GENERIC_ENTRY_KINDS as readonly string[]).includes(kind)) return false;
  const game = gameOf(kind);
  const known = GAMES.games.some((g) => g.game === game);
  return known ? isDealKind(GAMES, kind) : true;
}

/** Whether two deals are the same in everything the game scores: kind and payload. */
export function samePlay(a: LedgerEntry, b: LedgerEntry): boolean {
  return a.kind === b.kind && canonical(a.payload) === canonical(b.payload);
}

function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    v !== null && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(
          Object.entries(v as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : 1)),
        )
      : v,
  );
}

/** What a resolution rule needs to ask the graph. */
export interface VersionsView {
  statusOf(id: EntryId): string | undefined;
  entryById(id: EntryId): LedgerEntry | undefined;
  /** Whether an entry is a version of its deal now: it counts, or it is a void that met a correction. */
  isVersion(id: EntryId): boolean;
  /** How many versions of the deal `id` belongs to count now (meeting voids included). */
  versionsOf(id: EntryId): number;
  /** Whether a "keep this one" at `clock` or later took a version of `id`'s deal out. */
  keptAtOrAfter(id: EntryId, clock: number): boolean;
}

/**
 * Why a "keep this one" void may not take effect, or undefined. It may only
 * take out a version that is one of at least two of its deal: so it leaves at
 * least one, and two phones resolving one conflict apart (each keeping its
 * own, or the same one twice) end with exactly one version, never none. The
 * later one in ledger order is then "cannot be counted" with this reason.
 */
export function resolutionProblem(graph: VersionsView, entry: LedgerEntry): string | undefined {
  if (entry.kind !== 'void' || entry.voids === undefined) return undefined;
  const target = entry.voids;
  if (!isResolution(entry)) return plainVoidProblem(graph, entry, target);
  if (graph.statusOf(target) !== 'active') return 'errors:ledger.keepVersionGone';
  if (!graph.isVersion(target) || graph.versionsOf(target) < 2) {
    return 'errors:ledger.keepNoConflict';
  }
  return undefined;
}

/**
 * A plain void of the last version of a deal whose conflict another phone
 * resolved, made apart from that resolution (its writer never saw the keep:
 * its clock is not above the keep's): it was meant as a resolution too, and
 * with the keep it would leave the deal with no version. A void written after
 * seeing the keep is the player voiding the hand, and takes effect.
 */
function plainVoidProblem(
  graph: VersionsView,
  entry: LedgerEntry,
  target: EntryId,
): string | undefined {
  if (!graph.isVersion(target) || graph.versionsOf(target) !== 1) return undefined;
  return graph.keptAtOrAfter(target, clockOf(entry)) ? 'errors:ledger.voidAfterKeep' : undefined;
}
