import { describe, expect, it } from 'vitest';
import { roundStartOf, type RoundStartRecord } from '../../../app/engine/club';
import {
  clockReading,
  clockText,
  DEFAULT_ROUND_MINUTES,
  offeredMinutes,
  timerReading,
} from '../../../app/ui/club/tournament-timer';

const MIN = 60_000;

describe('the round timer', () => {
  it('counts down from the set length', () => {
    expect(timerReading(1_000_000, 70, 1_000_000)).toEqual({ left: 4200, over: 0 });
    expect(timerReading(1_000_000, 70, 1_000_000 + 10 * MIN + 500)).toEqual({
      left: 3599,
      over: 0,
    });
  });

  it('shows zero left at the end and then the time over', () => {
    expect(timerReading(0, 70, 70 * MIN)).toEqual({ left: 0, over: 0 });
    expect(timerReading(0, 70, 70 * MIN + 61_000)).toEqual({ left: 0, over: 61 });
  });

  it('never shows more than the length when the clock is behind the start', () => {
    expect(timerReading(5 * MIN, 70, 0)).toEqual({ left: 4200, over: 0 });
  });

  it('writes minutes and seconds, minutes not split into hours', () => {
    expect(clockText(4200)).toBe('70:00');
    expect(clockText(59)).toBe('0:59');
    expect(clockText(3661)).toBe('61:01');
    expect(clockText(-5)).toBe('0:00');
  });
});

const start = (id: string, at: string, round: number, minutes = 70): RoundStartRecord => ({
  kind: 'round-start',
  id,
  at,
  tournamentId: 't1',
  round,
  minutes,
});
const T0 = Date.parse('2026-12-05T19:00:00.000Z');

describe("the round clock as every phone reads it from the director's start", () => {
  const first = start('a', '2026-12-05T19:00:00.000Z', 2);
  const restart = start('b', '2026-12-05T19:05:00.000Z', 2, 60);
  const earlier = start('c', '2026-12-05T17:00:00.000Z', 1, 45);
  const records = [restart, first, earlier];

  it('counts down from the start for the round length', () => {
    expect(clockReading(first, T0)).toEqual({ left: 4200, over: 0 });
    expect(clockReading(first, T0 + 25 * MIN + 30_000)).toEqual({ left: 44 * 60 + 30, over: 0 });
  });

  it("reads the round's newest start: a restart wins, with its own length", () => {
    const newest = roundStartOf(records, 't1', 2)!;
    expect(newest.id).toBe('b');
    expect(clockReading(newest, T0 + 5 * MIN)).toEqual({ left: 3600, over: 0 });
    expect(roundStartOf(records, 't1', 3)).toBeUndefined();
  });

  it("never shows more than the round's length on a phone whose clock is behind", () => {
    // This phone is 3 minutes behind the director's, who started at T0.
    expect(clockReading(first, T0 - 3 * MIN)).toEqual({ left: 4200, over: 0 });
  });

  it('shows the time over once the length has passed', () => {
    expect(clockReading(first, T0 + 72 * MIN + 5000)).toEqual({ left: 0, over: 125 });
  });

  it("offers the tournament's last length, else 70 minutes", () => {
    expect(offeredMinutes([], 't1', 1)).toBe(DEFAULT_ROUND_MINUTES);
    expect(offeredMinutes(records, 't1', 1)).toBe(45);
    expect(offeredMinutes(records, 't1', 3)).toBe(60);
    expect(offeredMinutes(records, 'other', 3)).toBe(70);
  });
});
