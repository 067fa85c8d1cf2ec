// A night's result for the home list (#28 item 13): who leads and by how
// much, kept on the night's row by the night screen when it is left, so the
// list shows it without scoring every night again.
import { useEffect, useRef } from 'preact/hooks';
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

/**
 * Keeps the shown night's result on its row when the screen is left, the page
 * is hidden (the phone locked, another app opened: a page may be ended from
 * there without another word) or goes away. Not while it is shown: the
 * screen reads its night's row live, so each write of this cache would draw
 * the whole screen again, and one write a visit is enough for a list that is
 * only seen from home. Once hidden, the write also lets the home's kept list
 * be drawn again with it (../home-refresh.tsx) while the page still runs.
 */
export function useKeptResult(
  nightId: string,
  balances: Readonly<Record<string, number>> | undefined,
  order: readonly string[] | undefined,
): void {
  const { db } = useServices();
  const latest = useRef<NightResult | undefined>(undefined);
  latest.current = balances && order ? nightResult(balances, order) : latest.current;
  useEffect(() => {
    const keep = () => {
      const result = latest.current;
      if (result) void noteNightResult(db, nightId, result).catch(() => {});
    };
    const keepIfHidden = () => {
      if (document.visibilityState === 'hidden') keep();
    };
    window.addEventListener('pagehide', keep);
    document.addEventListener('visibilitychange', keepIfHidden);
    return () => {
      window.removeEventListener('pagehide', keep);
      document.removeEventListener('visibilitychange', keepIfHidden);
      keep();
    };
  }, [db, nightId]);
}
