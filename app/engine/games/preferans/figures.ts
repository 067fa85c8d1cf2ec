// Preferans's own figures of a night for the club's season table
// (docs/club.md C4), read from the sheets of the night's pulkas: what each
// player wrote into his pulya and his gora, the whists he wrote on the
// others, and the contracts and misères he declared, over all the pulkas.
import type { FoldResult } from '../../ledger/fold';
import type { NightInfo } from '../../ledger/types';
import type { PlayerId } from '../../transfers';
import type { NightFigures } from '../contract';
import type { PREFERANS_FIGURE_KEYS } from './game';
import type { Pulka } from './pulka';
import type { PreferansState } from './reducer';

type Tally = Record<(typeof PREFERANS_FIGURE_KEYS)[number], number>;

const sum = (xs: readonly number[]): number => xs.reduce((s, x) => s + x, 0);

/** One seat's figures of one pulka, as its sheet stands (gora before any amnesty). */
function seatFigures(pulka: Pulka, seat: number, player: PlayerId): Tally {
  const { sheet } = pulka;
  let declared = 0;
  for (const { deal } of pulka.records)
    if (deal && deal.type !== 'allPass' && deal.declarer === player) declared += 1;
  return {
    pulya: sheet.pulya[seat] ?? 0,
    gora: sheet.gora[seat] ?? 0,
    whists: sum(sheet.whists[seat] ?? []),
    declared,
  };
}

export function preferansPulkaFigures(
  pulkas: readonly Pulka[],
  players: readonly PlayerId[],
): NightFigures {
  return Object.fromEntries(
    players.map((player, seat) => {
      const total: Tally = { pulya: 0, gora: 0, whists: 0, declared: 0 };
      for (const pulka of pulkas) {
        const one = seatFigures(pulka, seat, player);
        for (const key of Object.keys(total) as (keyof Tally)[]) total[key] += one[key];
      }
      // Every rule writes whole numbers (the halves of §4 and §6 fall on even costs and tricks);
      // rounding only guards the club's record, which takes integers alone.
      for (const key of Object.keys(total) as (keyof Tally)[]) total[key] = Math.round(total[key]);
      return [player, total];
    }),
  );
}

export const preferansFigures = (
  fold: FoldResult<PreferansState>,
  night: NightInfo,
): NightFigures => preferansPulkaFigures(fold.state.pulkas, night.players);
