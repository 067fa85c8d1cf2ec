// The "paid" boxes of a settlement while their marks are being written: a
// tapped box shows its new state at once (optimistic) and keeps it until the
// stored marks agree, so it never flickers back; a failed write takes it back.
// Plain maps and sets by payment index; payment-list.tsx holds them in state.

/** Optimistic states, by payment index. */
export type Optimistic = ReadonlyMap<number, boolean>;

/**
 * Drops the optimistic states that the stored marks now agree with; the same
 * map when none did (so a state update changes nothing).
 */
export function settleOptimistic(optimistic: Optimistic, stored: readonly boolean[]): Optimistic {
  const settled = [...optimistic].filter(([i, paid]) => stored[i] === paid);
  if (settled.length === 0) return optimistic;
  const next = new Map(optimistic);
  for (const [i] of settled) next.delete(i);
  return next;
}

/** What the box of payment i shows: its optimistic state, else the stored mark. */
export const shownPaid = (optimistic: Optimistic, stored: readonly boolean[], i: number): boolean =>
  optimistic.get(i) ?? stored[i] === true;

export const withEntry = <V>(map: ReadonlyMap<number, V>, i: number, v: V): Map<number, V> =>
  new Map(map).set(i, v);

export function withoutEntry<V>(map: ReadonlyMap<number, V>, i: number): Map<number, V> {
  const next = new Map(map);
  next.delete(i);
  return next;
}

export const withIndex = (set: ReadonlySet<number>, i: number): Set<number> => new Set(set).add(i);

export function withoutIndex(set: ReadonlySet<number>, i: number): Set<number> {
  const next = new Set(set);
  next.delete(i);
  return next;
}
