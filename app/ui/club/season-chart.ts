// The season as the night's balance chart draws it (../settle/balance-chart):
// each counted night of one game and currency is one step, each member's
// line his running money after it. The chart takes a night's contributions;
// here each night is one "contribution" whose transfers are its balances.
import type { EntryContribution } from '../../engine';
import type { MemberId, NightResult } from '../../engine/club';

export interface SeasonSeries {
  readonly members: readonly MemberId[];
  readonly steps: readonly EntryContribution[];
}

/** Steps in the order the nights were played (date, then the club's order, as given). */
export function seasonSteps(
  nights: readonly NightResult[],
  game: string,
  currency: string,
  season: (date: string) => string,
  wanted: string,
): SeasonSeries {
  const mine = nights
    .filter((n) => n.game === game && n.currency === currency && season(n.date) === wanted)
    .map((n, i) => ({ n, i }))
    .sort((a, b) => (a.n.date < b.n.date ? -1 : a.n.date > b.n.date ? 1 : a.i - b.i))
    .map(({ n }) => n);
  const members = [...new Set(mine.flatMap((n) => n.seats))];
  const steps = mine.map((n, i) => ({
    entryId: n.id,
    seq: i + 1,
    kind: 'club.night',
    transfers: { ...n.balances },
  }));
  return { members, steps };
}
