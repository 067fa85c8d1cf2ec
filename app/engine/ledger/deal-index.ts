// The graph's index of deals by the clock they were entered at, for what
// phones apart make of one deal (./meeting-rules, docs/ledger.md "When phones
// meet"): which first entries are the same deal, copies identical to an
// earlier one ("entered twice", counted once without a tap), and how many
// versions of a deal count now (what a "keep this one" void may take out).
// Kept up to date as the graph replays entries in ledger order, so every
// phone that holds the same entries decides the same.
import { clockOf, isDistinctMark, isResolution, samePlay } from './meeting-rules';
import type { EntryId, LedgerEntry } from './types';

/** What the index reads of the graph. */
export interface DealGraph {
  entryById(id: EntryId): LedgerEntry | undefined;
  isActive(id: EntryId): boolean;
  isVoided(id: EntryId): boolean;
  isReplaced(id: EntryId): boolean;
  rootOf(id: EntryId): LedgerEntry | undefined;
  membersOf(root: EntryId): readonly EntryId[];
  pointersTo(id: EntryId): readonly EntryId[];
}

interface Placed {
  readonly root: EntryId;
  readonly device: string;
}

export class DealIndex {
  /** First entries of deals by clock, and deals brought back by an undo at that clock. */
  private readonly byClock = new Map<number, Placed[]>();
  /** Deals brought back at a clock after their own: root → the clocks. */
  private readonly restoredAt = new Map<EntryId, number[]>();
  /**
   * Copies identical to an earlier deal of the same clock: copy → the one
   * that counts in its place. The copy is out while that one is not voided:
   * the copies are one hand, which is gone only when every copy is voided.
   */
  readonly twins = new Map<EntryId, EntryId>();
  /** The other way round: the counted copy → its twins. */
  readonly copiesOf = new Map<EntryId, EntryId[]>();

  constructor(private readonly graph: DealGraph) {}

  /** The deal an identical copy from another phone counts in place of `entry`, if one (not added). */
  twinFor(entry: LedgerEntry): EntryId | undefined {
    const clock = clockOf(entry);
    const device = entry.device ?? '';
    const same = this.byClock.get(clock)?.find((p) => {
      if (p.device === device || this.restoredAt.get(p.root)?.includes(clock)) return false;
      const other = this.graph.entryById(p.root)!;
      return this.graph.isActive(p.root) && samePlay(other, entry);
    });
    return same?.root;
  }

  /** A new first entry of a deal: indexed, and a twin when twinFor finds one. */
  addDeal(entry: LedgerEntry): void {
    const clock = clockOf(entry);
    const same = this.twinFor(entry);
    if (same !== undefined) {
      this.twins.set(entry.id, same);
      this.copiesOf.set(same, [...(this.copiesOf.get(same) ?? []), entry.id]);
    }
    const here = this.byClock.get(clock) ?? [];
    here.push({ root: entry.id, device: entry.device ?? '' });
    this.byClock.set(clock, here);
  }

  /**
   * A void brought `root`'s deal back from counting nothing: when no deal
   * counts between it and the void (it was the last hand its writer saw), a
   * new deal another phone entered at the void's clock is the same hand.
   */
  restored(root: LedgerEntry, by: LedgerEntry): void {
    const from = clockOf(root);
    const at = clockOf(by);
    for (const [clock, placed] of this.byClock) {
      if (clock <= from || clock >= at) continue;
      if (placed.some((p) => p.root !== root.id && this.chainCounts(p.root))) return;
    }
    const here = this.byClock.get(at) ?? [];
    here.push({ root: root.id, device: by.device ?? '' });
    this.byClock.set(at, here);
    this.restoredAt.set(root.id, [...(this.restoredAt.get(root.id) ?? []), at]);
  }

  /** Whether a deal's chain has a version that counts. */
  chainCounts(root: EntryId): boolean {
    return this.graph.membersOf(root).some((m) => this.graph.isActive(m));
  }

  /**
   * The first entries grouped with `root` as one deal (itself included): at
   * each of its clocks, the deals from at least two phones, except chains a
   * "two different hands" replacement took out of the group.
   */
  mates(root: EntryId): EntryId[] {
    const entry = this.graph.entryById(root);
    if (!entry || this.isDistinct(root)) return [root];
    const out = new Set<EntryId>([root]);
    for (const clock of [clockOf(entry), ...(this.restoredAt.get(root) ?? [])]) {
      const here = (this.byClock.get(clock) ?? []).filter(
        (p) => p.root === root || !this.isDistinct(p.root),
      );
      if (new Set(here.map((p) => p.device)).size < 2) continue;
      for (const p of here) out.add(p.root);
    }
    return [...out];
  }

  /** Every group of first entries that are one deal from at least two phones (each group once). */
  *groups(): IterableIterator<EntryId[]> {
    for (const placed of this.byClock.values()) {
      if (placed.length < 2) continue;
      const here = placed.filter((p) => !this.isDistinct(p.root));
      if (new Set(here.map((p) => p.device)).size < 2) continue;
      yield [...new Set(here.map((p) => p.root))];
    }
  }

  /** Versions of the deal `id` belongs to that count now, meeting voids included. */
  versionsOf(id: EntryId): number {
    let n = 0;
    for (const r of this.mates(this.dealOf(id))) n += this.chainVersions(r);
    return n;
  }

  /** Whether an active "keep this one" at `clock` or later voided a version of `id`'s deal. */
  keptAtOrAfter(id: EntryId, clock: number): boolean {
    for (const r of this.mates(this.dealOf(id))) {
      for (const m of this.graph.membersOf(r)) {
        const voids = [m, ...this.graph.pointersTo(m)].flatMap((x) => this.graph.pointersTo(x));
        const kept = voids.some((v) => {
          const e = this.graph.entryById(v)!;
          return isResolution(e) && this.graph.isActive(v) && clockOf(e) >= clock;
        });
        if (kept) return true;
      }
    }
    return false;
  }

  /** The first entry of the deal `id` is a version of (a meeting void: of what it voided). */
  private dealOf(id: EntryId): EntryId {
    const entry = this.graph.entryById(id);
    const of = entry?.kind === 'void' && entry.voids !== undefined ? entry.voids : id;
    return this.graph.rootOf(of)?.id ?? of;
  }

  /**
   * A void that counts and took out a deal (a first entry) that a correction
   * made apart replaced: "not played" on one phone, "played like this" on the
   * other. Apart means the correction's writer never saw the void count: the
   * void was never undone before the correction was written (one phone can
   * correct a hand while its void is undone, then bring the void back: that
   * void counts nothing and meets nothing).
   */
  isMeetingVoid(id: EntryId): boolean {
    const entry = this.graph.entryById(id);
    if (!entry || entry.kind !== 'void' || entry.voids === undefined) return false;
    if (!this.graph.isActive(id)) return false;
    const target = this.graph.entryById(entry.voids);
    if (!target || target.kind === 'void' || target.replaces !== undefined) return false;
    if (!this.graph.isReplaced(target.id) || !this.chainCounts(target.id)) return false;
    const undone = this.graph.pointersTo(id).map((w) => clockOf(this.graph.entryById(w)!));
    return this.graph.pointersTo(target.id).some((r) => {
      const fix = this.graph.entryById(r)!;
      if (fix.kind === 'void' || this.graph.isVoided(r)) return false;
      return undone.every((clock) => clock >= clockOf(fix));
    });
  }

  private chainVersions(root: EntryId): number {
    let n = 0;
    for (const m of this.graph.membersOf(root)) {
      if (this.graph.isActive(m)) n += 1;
      for (const p of this.graph.pointersTo(m)) if (this.isMeetingVoid(p)) n += 1;
    }
    return n;
  }

  /** A chain holding a "two different hands" replacement that is not voided. */
  private isDistinct(root: EntryId): boolean {
    return this.graph.membersOf(root).some((m) => {
      const e = this.graph.entryById(m);
      return e !== undefined && isDistinctMark(e) && !this.graph.isVoided(m);
    });
  }
}
