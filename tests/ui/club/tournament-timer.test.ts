import { describe, expect, it } from 'vitest';
import { clockText, timerReading } from '../../../app/ui/club/tournament-timer';

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
