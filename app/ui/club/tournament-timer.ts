// The round timer's arithmetic (pure). The timer lives on the director's
// phone only: the club document has no record of a round's start (see
// tournament-timer-view.tsx), so other phones and the board do not show it.

export const DEFAULT_ROUND_MINUTES = 70;

export interface TimerReading {
  /** Whole seconds left, never below zero. */
  readonly left: number;
  /** Whole seconds past the end (0 until the time is up). */
  readonly over: number;
}

/** What the timer shows at `now` for a round started at `startedAt` lasting `minutes`. */
export function timerReading(startedAt: number, minutes: number, now: number): TimerReading {
  const end = startedAt + minutes * 60_000;
  const diff = Math.floor((end - Math.max(now, startedAt)) / 1000);
  return diff >= 0 ? { left: diff, over: 0 } : { left: 0, over: -diff };
}

/** 4200 → "70:00", 59 → "0:59", 3661 → "61:01": minutes are not split into hours at a table. */
export function clockText(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
}
