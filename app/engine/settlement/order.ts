// Player order: every tie in the settlement is broken by the night's seating
// order, so the same night always settles the same way on every phone.
import type { PlayerId } from '../transfers';

/**
 * The given ids, in `order` first; ids the order does not name come after,
 * sorted by code unit so that the result never depends on object key order.
 */
export function orderedPlayers(ids: Iterable<PlayerId>, order: readonly PlayerId[]): PlayerId[] {
  const rank = new Map<PlayerId, number>();
  order.forEach((p, i) => {
    if (!rank.has(p)) rank.set(p, i);
  });
  const unique = [...new Set(ids)];
  return unique.sort((a, b) => {
    const ra = rank.get(a);
    const rb = rank.get(b);
    if (ra !== undefined && rb !== undefined) return ra - rb;
    if (ra !== undefined) return -1;
    if (rb !== undefined) return 1;
    return a < b ? -1 : a > b ? 1 : 0;
  });
}
