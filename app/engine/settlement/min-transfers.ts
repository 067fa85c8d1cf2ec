// The fewest payments that settle a night. With n players who are not even,
// the minimum is n − k, where k is the largest number of disjoint groups whose
// balances each sum to zero (each group of m players settles in m − 1
// payments, and no fewer when it has no zero-sum part of its own). Greedy
// debtor-to-creditor matching misses groups: +30 +80 −110 +100 −100 needs 3
// payments, greedy makes 4. So k is found exactly, by a DP over all subsets.
import { money, type Money } from '../money';
import type { PlayerId } from '../transfers';
import { assertNightBalances, type Balances } from './balances';
import { SETTLEMENT_ERROR_CODES, SettlementError } from './errors';
import { orderedPlayers } from './order';

export interface Payment {
  /** A debtor (negative balance). */
  readonly from: PlayerId;
  /** A creditor (positive balance). */
  readonly to: PlayerId;
  /** Positive, in minor units. */
  readonly amount: Money;
}

/** The DP keeps 2^n sums; 16 uneven players is 65,536 subsets, still milliseconds. */
export const MAX_SETTLEMENT_PLAYERS = 16;

/**
 * Payments settling `balances` (which must sum to zero), as few as possible.
 * Sorted by the payer's, then the payee's place in `playerOrder`; players the
 * order does not name rank after it, by id.
 */
export function minTransfers(
  balances: Balances,
  playerOrder: readonly PlayerId[] = Object.keys(balances),
): Payment[] {
  return settleBy(balances, playerOrder, (amounts) =>
    zeroSumGroups(amounts).flatMap((group) => settleGroup(group, amounts)),
  );
}

/**
 * Payments settling `balances` for more players than the exact search takes
 * (a club's running tab): the largest debt pays the largest credit, ties by
 * `playerOrder`, until all are clear. At most n − 1 payments, not always the fewest.
 */
export function largestFirstTransfers(
  balances: Balances,
  playerOrder: readonly PlayerId[] = Object.keys(balances),
): Payment[] {
  return settleBy(balances, playerOrder, (amounts) =>
    settleGroup(
      amounts.map((_, i) => i),
      amounts,
    ),
  );
}

function settleBy(
  balances: Balances,
  playerOrder: readonly PlayerId[],
  settle: (amounts: readonly Money[]) => IndexPayment[],
): Payment[] {
  assertNightBalances(balances);
  const players = orderedPlayers(Object.keys(balances), playerOrder).filter(
    (p) => balances[p] !== 0,
  );
  const payments = settle(players.map((p) => balances[p] ?? 0));
  payments.sort((a, b) => a.from - b.from || a.to - b.to);
  return payments.map((p) => ({
    from: players[p.from] as PlayerId,
    to: players[p.to] as PlayerId,
    amount: p.amount,
  }));
}

interface IndexPayment {
  readonly from: number;
  readonly to: number;
  readonly amount: Money;
}

/**
 * Splits the indices of `amounts` (non-zero, summing to zero) into the largest
 * possible number of zero-sum groups. best[mask] is the most zero-sum prefixes
 * any ordering of mask's players can have; a partition into k groups is such
 * an ordering (group after group), so best[all] = k.
 */
export function zeroSumGroups(amounts: readonly Money[]): number[][] {
  const n = amounts.length;
  if (n > MAX_SETTLEMENT_PLAYERS) {
    throw new SettlementError(
      SETTLEMENT_ERROR_CODES.tooManyPlayers,
      `${n} uneven players; at most ${MAX_SETTLEMENT_PLAYERS} can be settled`,
      { count: n, max: MAX_SETTLEMENT_PLAYERS },
    );
  }
  const full = (1 << n) - 1;
  // Sums stay below 16 × MAX_MONEY < 2^53, so the zero test is exact.
  const sums = new Float64Array(full + 1);
  const best = new Int8Array(full + 1);
  const last = new Int8Array(full + 1);
  for (let mask = 1; mask <= full; mask++) {
    const low = mask & -mask;
    sums[mask] = (sums[mask ^ low] as number) + (amounts[31 - Math.clz32(low)] as number);
    let top = -1;
    let pick = 0;
    for (let rest = mask; rest !== 0; rest &= rest - 1) {
      const bit = rest & -rest;
      const value = best[mask ^ bit] as number;
      // Strictly greater: the lowest index wins ties, so the result is deterministic.
      if (value > top) {
        top = value;
        pick = 31 - Math.clz32(bit);
      }
    }
    best[mask] = top + (sums[mask] === 0 ? 1 : 0);
    last[mask] = pick;
  }
  // Walk the best ordering backwards; every zero-sum mask on the way closes a group.
  const groups: number[][] = [];
  let group: number[] = [];
  for (let mask = full; mask !== 0;) {
    const i = last[mask] as number;
    group.push(i);
    mask ^= 1 << i;
    if (sums[mask] === 0) {
      groups.push(group.sort((a, b) => a - b));
      group = [];
    }
  }
  return groups.sort((a, b) => (a[0] as number) - (b[0] as number));
}

/**
 * Settles one zero-sum group: the largest debt pays the largest credit, ties
 * by seat. Every payment clears at least one player and the last clears two,
 * so m players need at most m − 1 payments.
 */
function settleGroup(group: readonly number[], amounts: readonly Money[]): IndexPayment[] {
  const open = new Map(group.map((i) => [i, amounts[i] as Money]));
  const payments: IndexPayment[] = [];
  const largest = (sign: 1 | -1): number | undefined => {
    let pick: number | undefined;
    for (const [i, v] of open) {
      if (sign * v <= 0) continue;
      if (pick === undefined || sign * v > sign * (open.get(pick) as number)) pick = i;
    }
    return pick;
  };
  for (;;) {
    const debtor = largest(-1);
    const creditor = largest(1);
    if (debtor === undefined || creditor === undefined) break;
    const amount = Math.min(-(open.get(debtor) as number), open.get(creditor) as number);
    payments.push({ from: debtor, to: creditor, amount: money(amount) });
    open.set(debtor, money((open.get(debtor) as number) + amount));
    open.set(creditor, money((open.get(creditor) as number) - amount));
  }
  return payments;
}
