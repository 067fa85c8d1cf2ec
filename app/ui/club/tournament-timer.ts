// The round clock's arithmetic (pure). The director's Start writes a
// 'round-start' record (app/engine/club/records.ts) to the club's document;
// every phone and the board read the round's clock from the newest start of
// that round. Its `at` is the director's clock, so a phone whose clock is off
// shows the round off by as much (docs/club.md, "The round clock"): the
// reading never shows more time left than the round's length.
import { roundStartOf, type ClubRecord, type RoundStartRecord } from '../../engine/club';

export const DEFAULT_ROUND_MINUTES = 70;

export interface TimerReading {
  /** Whole seconds left, never below zero nor above the round's length. */
  readonly left: number;
  /** Whole seconds past the end (0 until the time is up). */
  readonly over: number;
}

/** What the timer shows at `now` for a round started at `startedAt` lasting `minutes`. */
export function timerReading(startedAt: number, minutes: number, now: number): TimerReading {
  const end = startedAt + minutes * 60_000;
  // A phone whose clock is behind the director's would see more than the length left.
  const diff = Math.floor((end - Math.max(now, startedAt)) / 1000);
  return diff >= 0 ? { left: diff, over: 0 } : { left: 0, over: -diff };
}

/** The clock of a started round at `now` (this phone's clock, the start's `at` the director's). */
export function clockReading(start: RoundStartRecord, now: number): TimerReading {
  return timerReading(Date.parse(start.at), start.minutes, now);
}

/**
 * The length the director's stepper offers for `round`: as the tournament's
 * newest start set it (a club that plays 60-minute rounds sets it once),
 * else 70 minutes.
 */
export function offeredMinutes(
  records: readonly ClubRecord[],
  tournamentId: string,
  round: number,
): number {
  for (let r = round; r >= 1; r--) {
    const start = roundStartOf(records, tournamentId, r);
    if (start) return start.minutes;
  }
  return DEFAULT_ROUND_MINUTES;
}

/** 4200 → "70:00", 59 → "0:59", 3661 → "61:01": minutes are not split into hours at a table. */
export function clockText(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
}
