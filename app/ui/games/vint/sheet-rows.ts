// The score sheet's rows as paper has them, without a browser: a deal's
// entries of both sides on one row (deal order), the bonuses above the line
// collected over the rubber's games and listed newest first (they are written
// upwards from the line), and which rubbers are unfolded.
import type { SheetAboveEntry, SheetRubber, Side } from '../../../engine/games/vint';

export interface SheetRow<T> {
  readonly dealIndex: number;
  readonly A: readonly T[];
  readonly B: readonly T[];
}

/** One row per deal that wrote anything, in deal order; a side's entries in their order. */
export function rowsOf<T extends { dealIndex: number }>(
  a: readonly T[],
  b: readonly T[],
): SheetRow<T>[] {
  const byDeal = new Map<number, { A: T[]; B: T[] }>();
  const add = (side: Side, entry: T) => {
    let row = byDeal.get(entry.dealIndex);
    if (!row) byDeal.set(entry.dealIndex, (row = { A: [], B: [] }));
    row[side].push(entry);
  };
  a.forEach((e) => add('A', e));
  b.forEach((e) => add('B', e));
  return [...byDeal.entries()]
    .sort(([x], [y]) => x - y)
    .map(([dealIndex, row]) => ({ dealIndex, ...row }));
}

export type AboveItem = SheetAboveEntry & { readonly game: number };

/** The rubber's bonuses and penalties above the line, every game's, newest deal first. */
export function aboveRows(rubber: SheetRubber): SheetRow<AboveItem>[] {
  const bySide = (side: Side): AboveItem[] =>
    rubber.games.flatMap((g) => g.above[side].map((e) => ({ ...e, game: g.index })));
  return rowsOf(bySide('A'), bySide('B')).reverse();
}

/** The set with `index` added when absent and removed when present. */
export function toggled(set: ReadonlySet<number>, index: number): ReadonlySet<number> {
  const next = new Set(set);
  if (next.has(index)) next.delete(index);
  else next.add(index);
  return next;
}
