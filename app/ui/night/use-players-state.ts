// The game state the status line shows. While conflicts are open every
// version counts in the fold, so "hand 53, round 14" where the players, who
// entered each of those hands once, are at hand 38, round 10: the status line
// counts the way they do (../sync/conflict-rows.ts). With no conflict open it
// is the fold's own state, at no cost.
import { useMemo } from 'preact/hooks';
import { countRulesOf, playersState } from '../sync/conflict-rows';
import type { NightLedger } from './use-night-ledger';

export function usePlayersState(data: NightLedger): unknown {
  const { ledger, conflicts, entries, night, game, version } = data;
  return useMemo(() => {
    if (!ledger || !night || !game || conflicts.length === 0) return ledger?.state;
    const rules = countRulesOf(ledger);
    return playersState(night.info, game.engine.reducer, entries, conflicts, rules);
  }, [ledger, conflicts, entries, night, game, version]);
}
