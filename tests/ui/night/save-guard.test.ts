// The night screen's save guard (app/ui/night/save-guard.ts): a second tap
// while a save is in flight, or within the quiet time after one that stored,
// is ignored; a refused save may be tried again at once; the next hand after
// the quiet time saves.
import { describe, expect, it } from 'vitest';
import { createSaveGuard, QUIET_MS } from '../../../app/ui/night/save-guard';

describe('save guard', () => {
  it('ignores a tap while the first save is in flight', () => {
    const guard = createSaveGuard();
    expect(guard.begin(1000)).toBe(true);
    expect(guard.begin(1060)).toBe(false);
    expect(guard.inFlight()).toBe(true);
  });

  it('ignores a double tap 60, 150 or 300 ms after a save that was quick', () => {
    for (const gap of [60, 150, 300]) {
      const guard = createSaveGuard();
      expect(guard.begin(0)).toBe(true);
      guard.finish(20, true);
      expect(guard.begin(gap)).toBe(false);
    }
  });

  it('takes the next hand once the quiet time is over', () => {
    const guard = createSaveGuard();
    guard.begin(0);
    guard.finish(40, true);
    expect(guard.quietUntil()).toBe(40 + QUIET_MS);
    expect(guard.begin(40 + QUIET_MS - 1)).toBe(false);
    expect(guard.begin(40 + QUIET_MS)).toBe(true);
  });

  it('lets a refused save be tried again at once (nothing was stored)', () => {
    const guard = createSaveGuard();
    guard.begin(0);
    guard.finish(30, false);
    expect(guard.begin(31)).toBe(true);
  });

  it('lets a confirmed void through right after a save, but never two writes at once', () => {
    const guard = createSaveGuard();
    guard.begin(0);
    guard.finish(20, true);
    expect(guard.begin(100)).toBe(false);
    expect(guard.begin(100, false)).toBe(true);
    expect(guard.begin(110, false)).toBe(false);
  });

  it('is quiet longer than a double tap and far shorter than a hand', () => {
    expect(QUIET_MS).toBeGreaterThan(300);
    expect(QUIET_MS).toBeLessThan(1000);
  });
});
