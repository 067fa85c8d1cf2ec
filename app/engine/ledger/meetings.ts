// What the night screen shows of phones that met (docs/ledger.md, "When
// phones meet"): the open conflicts as rows named by the hand number the
// players saw when they entered it, each version with the voids that keep
// it; the copies counted once without a tap ("entered twice", twins) for a
// one-line note; and the hands as players count them while conflicts are
// open (one deal entered on two phones is one hand). Pure: the screen passes
// the night's entries and its fold.
import { entriesToVoid, findConflicts, type ConflictKind } from './conflicts';
import type { LedgerGraph } from './graph';
import { clockOf, DISTINCT_REASON, isDealByDefault } from './meeting-rules';
import type { EntryId, LedgerEntry } from './types';

/** What the rows read of the night's fold (an IncrementalLedger gives all of it). */
export interface MeetingLedger {
  isActive(id: EntryId): boolean;
  statusOf(id: EntryId): string | undefined;
  entryById(id: EntryId): LedgerEntry | undefined;
  twinOf(id: EntryId): EntryId | undefined;
  readonly graphView: Pick<
    LedgerGraph,
    'isActive' | 'entryById' | 'rootOf' | 'membersOf' | 'dealGroups' | 'isMeetingVoid' | 'twins'
  >;
}

export interface MeetingVersion {
  /** The version (a void for "not played" in a 'voided' conflict). */
  readonly entry: LedgerEntry;
  /** "Keep this one": void these, in this order, each with the reason KEEP_REASON (./meeting-rules). */
  readonly keep: readonly LedgerEntry[];
}

export interface ConflictRow {
  readonly kind: ConflictKind;
  /** The hand number as the players saw it when they entered it. */
  readonly hand: number;
  /** The first entry of the first version's chain (a stable key for the row). */
  readonly root: LedgerEntry;
  readonly versions: readonly MeetingVersion[];
}

export interface TwinNote {
  /** The copy that counts nothing ("entered twice"). */
  readonly twin: LedgerEntry;
  /** The identical copy that counts in its place. */
  readonly kept: LedgerEntry;
  readonly hand: number;
}

export interface NightMeetings {
  readonly conflicts: readonly ConflictRow[];
  readonly twins: readonly TwinNote[];
  /** Hands entered so far as players count them: one deal on two phones is one hand. */
  readonly hands: number;
}

export function nightMeetings(
  entries: readonly LedgerEntry[],
  ledger: MeetingLedger,
  isDeal: (kind: string) => boolean = isDealByDefault,
): NightMeetings {
  const graph = ledger.graphView;
  const handOf = handNumbering(entries, ledger, isDeal);
  const conflicts = findConflicts(entries, {
    graph,
    isDeal,
    isActive: (id) => ledger.isActive(id),
  });
  const rows = conflicts.map((c): ConflictRow => ({
    kind: c.kind,
    hand: handOf(c.root),
    root: c.root,
    versions: c.entries.map((entry) => ({ entry, keep: entriesToVoid(c, entry, ledger) })),
  }));
  const twins: TwinNote[] = [];
  for (const [twinId, keptId] of graph.twins()) {
    const twin = ledger.entryById(twinId)!;
    if (ledger.statusOf(twinId) !== 'twin') continue; // replaced: "two different hands"
    twins.push({ twin, kept: ledger.entryById(keptId)!, hand: handOf(twin) });
  }
  return { conflicts: rows, twins, hands: handOf.count };
}

/**
 * "These were two different hands": a replacement of the twin by the same
 * play, which counts in the twin's place and is grouped with no other deal.
 * Voiding it makes the twin "entered twice" again.
 */
export function distinctDraft(twin: LedgerEntry): {
  kind: string;
  payload: unknown;
  replaces: EntryId;
  reason: string;
} {
  return { kind: twin.kind, payload: twin.payload, replaces: twin.id, reason: DISTINCT_REASON };
}

/**
 * Hand numbers as entered: a deal's number is 1 + the number of distinct
 * clocks of counting deals before its own clock (deals entered at one clock
 * on two phones are one hand, as the phones saw it then).
 */
function handNumbering(
  entries: readonly LedgerEntry[],
  ledger: MeetingLedger,
  isDeal: (kind: string) => boolean,
): ((entry: LedgerEntry) => number) & { count: number } {
  const graph = ledger.graphView;
  const clocks = new Set<number>();
  for (const e of entries) {
    if (e.kind === 'void' || e.replaces !== undefined || !isDeal(e.kind)) continue;
    if (graph.membersOf(e.id).some((m) => ledger.isActive(m))) clocks.add(clockOf(e));
  }
  const sorted = [...clocks].sort((a, b) => a - b);
  const numberOf = (entry: LedgerEntry): number => {
    const root = graph.rootOf(entry.id) ?? entry;
    const clock = clockOf(root);
    let lo = 0;
    let hi = sorted.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (sorted[mid]! < clock) lo = mid + 1;
      else hi = mid;
    }
    return lo + 1;
  };
  return Object.assign(numberOf, { count: sorted.length });
}
