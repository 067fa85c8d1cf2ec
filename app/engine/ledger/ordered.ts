// A night's ledger fed from stored entries that may arrive in any order (from
// another tab, or from another phone through sync). Entries that come after
// everything known are appended incrementally; one that belongs earlier in
// the scoring order rebuilds the fold from the start, so the result is always
// the fold of all known entries in scoring order (order.ts).
import { IncrementalLedger } from './incremental';
import { compareOrder, rankOne, type RankedEntry } from './order';
import type { EntryId, GameReducer, LedgerEntry, NightInfo } from './types';

export interface AddResult {
  /** Entries not seen before. */
  readonly added: number;
  /** True when an entry belonged before the tip and the fold was redone. */
  readonly rebuilt: boolean;
}

/** The fold of the first entries (stored and ranked, in scoring order), or undefined. */
export type Resume<S> = (
  stored: readonly LedgerEntry[],
  ranked: readonly RankedEntry[],
) => IncrementalLedger<S> | undefined;

export class OrderedLedger<S> {
  private stored: LedgerEntry[] = [];
  private rankedList: RankedEntry[] = [];
  private readonly ids = new Set<EntryId>();
  private brokenIds: EntryId[] = [];
  private current: IncrementalLedger<S>;

  constructor(
    readonly night: NightInfo,
    private readonly reducer: GameReducer<S>,
    private readonly onBroken: (entry: LedgerEntry, error: unknown) => void = () => undefined,
  ) {
    this.current = new IncrementalLedger(night, reducer);
  }

  /** The fold; a new object after a rebuild. */
  get ledger(): IncrementalLedger<S> {
    return this.current;
  }

  /** Every known entry, voids included, in scoring order, ranked 1..n. */
  get entries(): readonly RankedEntry[] {
    return this.rankedList;
  }

  /** Stored entries (their own seq) in scoring order. */
  get storedEntries(): readonly LedgerEntry[] {
    return this.stored;
  }

  /** Ids of entries stored but not counted (shown as "cannot be counted"), in scoring order. */
  get broken(): readonly EntryId[] {
    const uncounted = this.current.unscorable().map((u) => u.entryId);
    return this.brokenIds.length === 0 ? uncounted : [...this.brokenIds, ...uncounted];
  }

  has(id: EntryId): boolean {
    return this.ids.has(id);
  }

  /**
   * Adds stored entries in any order; ids already known are skipped. On the
   * first add, `resume` may give the fold of a first part of the night (a
   * snapshot, ./snapshot): only the entries after it are then scored.
   */
  add(fresh: readonly LedgerEntry[], resume?: Resume<S>): AddResult {
    const unseen: LedgerEntry[] = [];
    for (const e of fresh) {
      if (this.ids.has(e.id)) continue;
      this.ids.add(e.id);
      unseen.push(e);
    }
    if (unseen.length === 0) return { added: 0, rebuilt: false };
    unseen.sort(compareOrder);
    const tip = this.stored[this.stored.length - 1];
    if (tip === undefined || compareOrder(unseen[0]!, tip) > 0) {
      // Copies once per batch, not per entry: opening a long night stays linear.
      const ranked = unseen.map((e, i) => rankOne(e, this.stored.length + i + 1));
      const resumed = this.stored.length === 0 ? resume?.(unseen, ranked) : undefined;
      this.stored = this.stored.concat(unseen);
      this.rankedList = this.rankedList.concat(ranked);
      if (resumed) this.current = resumed;
      this.stepAll(this.current, resumed ? ranked.slice(resumed.size) : ranked);
      return { added: unseen.length, rebuilt: false };
    }
    this.stored = mergeSorted(this.stored, unseen);
    this.rankedList = this.stored.map((e, i) => rankOne(e, i + 1));
    const ledger = new IncrementalLedger(this.night, this.reducer);
    this.brokenIds = [];
    this.stepAll(ledger, this.rankedList);
    this.current = ledger;
    return { added: unseen.length, rebuilt: true };
  }

  /** A batch (opening a night, a refold) is scored once; one by one only if it is out of order. */
  private stepAll(ledger: IncrementalLedger<S>, entries: readonly RankedEntry[]): void {
    try {
      ledger.appendAll(entries);
    } catch {
      for (const e of entries) this.step(ledger, e);
    }
  }

  private step(ledger: IncrementalLedger<S>, entry: RankedEntry): void {
    try {
      ledger.append(entry);
    } catch (error) {
      this.brokenIds = [...this.brokenIds, entry.id];
      this.onBroken(entry, error);
    }
  }
}

function mergeSorted(a: readonly LedgerEntry[], b: readonly LedgerEntry[]): LedgerEntry[] {
  const out: LedgerEntry[] = [];
  let i = 0;
  let j = 0;
  while (i < a.length && j < b.length) {
    out.push(compareOrder(a[i]!, b[j]!) <= 0 ? a[i++]! : b[j++]!);
  }
  while (i < a.length) out.push(a[i++]!);
  while (j < b.length) out.push(b[j++]!);
  return out;
}
