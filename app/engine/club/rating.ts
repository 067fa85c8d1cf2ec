// The rating per game (docs/club.md, C5): Elo over the pairwise results of
// each night. At a night of n players every pair is one game: the higher
// balance wins it, equal balances draw. A player's change is K/(n − 1) times
// the sum over his opponents of (score − expected), so a night moves the
// same total up as down and a four-player night weighs like one duel per
// player. Nights are taken by their date, then the club's order, so the
// rating is the same on every phone; a withdrawn night simply is not there.
import type { MemberId, NightResult } from './types';

export const RATING_START = 1500;
export const RATING_K = 32;
/** Fewer counted nights than this and the rating is shown as provisional. */
export const RATING_PROVISIONAL_NIGHTS = 5;

export interface Rating {
  readonly member: MemberId;
  /** Unrounded; the screens round it. */
  readonly rating: number;
  readonly nights: number;
  readonly provisional: boolean;
}

/** Expected score of a player rated `a` against one rated `b`. */
export const expectedScore = (a: number, b: number): number => 1 / (1 + 10 ** ((b - a) / 400));

/** Each seated member's rating change from one night. */
export function nightChanges(
  night: NightResult,
  ratings: ReadonlyMap<MemberId, number>,
): Map<MemberId, number> {
  const seats = night.seats;
  const changes = new Map<MemberId, number>();
  const weight = RATING_K / (seats.length - 1);
  for (const me of seats) {
    const mine = ratings.get(me) ?? RATING_START;
    let sum = 0;
    for (const other of seats) {
      if (other === me) continue;
      const a = night.balances[me] ?? 0;
      const b = night.balances[other] ?? 0;
      const score = a > b ? 1 : a === b ? 0.5 : 0;
      sum += score - expectedScore(mine, ratings.get(other) ?? RATING_START);
    }
    changes.set(me, weight * sum);
  }
  return changes;
}

const nightOrder = (a: NightResult, b: NightResult): number =>
  a.date < b.date
    ? -1
    : a.date > b.date
      ? 1
      : a.at < b.at
        ? -1
        : a.at > b.at
          ? 1
          : a.id < b.id
            ? -1
            : a.id > b.id
              ? 1
              : 0;

/** The ratings of one game's players after all its counting nights, best first. */
export function ratingsOf(nights: readonly NightResult[], game: string): Rating[] {
  const ratings = new Map<MemberId, number>();
  const counts = new Map<MemberId, number>();
  for (const night of nights.filter((n) => n.game === game).sort(nightOrder)) {
    const changes = nightChanges(night, ratings);
    for (const [member, change] of changes) {
      ratings.set(member, (ratings.get(member) ?? RATING_START) + change);
      counts.set(member, (counts.get(member) ?? 0) + 1);
    }
  }
  return [...ratings.entries()]
    .map(([member, rating]) => {
      const played = counts.get(member) ?? 0;
      return { member, rating, nights: played, provisional: played < RATING_PROVISIONAL_NIGHTS };
    })
    .sort((a, b) => b.rating - a.rating || (a.member < b.member ? -1 : 1));
}
