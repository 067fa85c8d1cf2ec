// Vint's own figures of a night for the club's season table (docs/club.md
// C4), read from the night's score sheet: rubbers and games won by each
// player's side, contracts he declared and of them those made (judged, as the
// sheet judges them, on the tricks after any renonce transfer).
import type { FoldResult } from '../../ledger/fold';
import type { NightInfo } from '../../ledger/types';
import type { PlayerId } from '../../transfers';
import type { NightFigures } from '../contract';
import { sidePlayers, type Side } from './deal';
import type { VINT_FIGURE_KEYS } from './game';
import type { VintState } from './reducer';
import type { VintSheet } from './sheet';

type Tally = Record<(typeof VINT_FIGURE_KEYS)[number], number>;

/** The declaring side needs 6 + L tricks. */
const BOOK = 6;

export function vintSheetFigures(sheet: VintSheet, players: readonly PlayerId[]): NightFigures {
  const tallies = new Map<PlayerId, Tally>(
    players.map((p) => [p, { rubbers: 0, games: 0, declared: 0, declaredMade: 0 }]),
  );
  const add = (player: PlayerId, key: keyof Tally) => {
    const tally = tallies.get(player);
    if (tally) tally[key] += 1;
  };
  const addSide = (side: Side, key: keyof Tally) => {
    for (const p of sidePlayers(players, side)) add(p, key);
  };
  for (const rubber of sheet.rubbers) {
    if (rubber.finished && rubber.winner) addSide(rubber.winner, 'rubbers');
    for (const game of rubber.games) if (game.winner) addSide(game.winner, 'games');
    for (const { deal, score } of rubber.deals) {
      // A redeal (both sides revoked, bothSidesRevoke = redeal) wrote nothing: no contract was played.
      if (score.redeal) continue;
      add(deal.declarer, 'declared');
      if (score.tricks[deal.declaringSide] >= BOOK + deal.level) add(deal.declarer, 'declaredMade');
    }
  }
  return Object.fromEntries(tallies);
}

export const vintFigures = (fold: FoldResult<VintState>, night: NightInfo): NightFigures =>
  vintSheetFigures(fold.state.sheet, night.players);
