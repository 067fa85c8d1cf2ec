// A table's placings and the tournament points they earn (docs/club.md, C6).
// Players are placed by their money at the table; equal money shares the
// places it spans, and the points of those places are shared equally
// (two tied for 2nd and 3rd of four each get (3 + 2) / 2 = 2.5).
import type { MemberId } from './types';

export interface Placing {
  readonly member: MemberId;
  /** 1-based; tied players share the best place of their group (1, 2, 2, 4). */
  readonly place: number;
  readonly points: number;
  readonly money: number;
}

/** Points for places 1…n: n for the winner down to 1 for the last (ČSM-style placings). */
export function defaultPlacingPoints(tableSize: number): number[] {
  return Array.from({ length: tableSize }, (_, i) => tableSize - i);
}

/** `seats` in their seating order; ties keep that order in the list. */
export function placeTable(
  seats: readonly MemberId[],
  balances: Readonly<Record<MemberId, number>>,
  points: readonly number[] = defaultPlacingPoints(seats.length),
): Placing[] {
  const sorted = seats
    .map((member, seat) => ({ member, seat, money: balances[member] ?? 0 }))
    .sort((a, b) => b.money - a.money || a.seat - b.seat);
  const out: Placing[] = [];
  for (let i = 0; i < sorted.length;) {
    let j = i;
    while (j + 1 < sorted.length && sorted[j + 1]?.money === sorted[i]?.money) j++;
    const share = points.slice(i, j + 1).reduce((s, p) => s + p, 0) / (j - i + 1);
    for (let k = i; k <= j; k++) {
      const p = sorted[k] as { member: MemberId; money: number };
      out.push({ member: p.member, place: i + 1, points: share, money: p.money });
    }
    i = j + 1;
  }
  return out;
}
