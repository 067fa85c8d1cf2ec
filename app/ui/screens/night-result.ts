// A night's result for the home list (#28 item 13): who leads and by how
// much, kept on the night's row by the night screen whenever its balances
// change, so the list shows it without scoring every night again.
import { useEffect } from 'preact/hooks';
import { noteNightResult, type NightResult } from '../../storage';
import { useServices } from '../services';

/** The biggest winner (the first in seating order on a tie); no leader when nobody is up. */
export function nightResult(
  balances: Readonly<Record<string, number>>,
  order: readonly string[],
): NightResult {
  let leader: string | undefined;
  let amount = 0;
  for (const player of order) {
    const balance = balances[player] ?? 0;
    if (balance > amount) {
      leader = player;
      amount = balance;
    }
  }
  return leader === undefined ? { amount: 0 } : { leader, amount };
}

/** Keeps the shown night's result on its row, once the page is idle after a change. */
export function useKeptResult(
  nightId: string,
  balances: Readonly<Record<string, number>> | undefined,
  order: readonly string[] | undefined,
): void {
  const { db } = useServices();
  const result = balances && order ? nightResult(balances, order) : undefined;
  const key = result ? `${result.leader ?? ''}|${result.amount}` : '';
  useEffect(() => {
    if (!result) return;
    const write = () => void noteNightResult(db, nightId, result).catch(() => {});
    // Only a cache for the list: never in the way of the frame that shows a save.
    if (typeof requestIdleCallback === 'function') requestIdleCallback(write, { timeout: 2_000 });
    else setTimeout(write, 50);
  }, [db, nightId, key]);
}
