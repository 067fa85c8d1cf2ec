// The stake as the settings form reads it: presets, and two typed whole
// numbers read strictly (a half-typed field is no stake; the limits are the
// engine's, so the form never offers a stake the settings check refuses).
import { describe, expect, it } from 'vitest';
import {
  MAX_STAKE_MINOR,
  MAX_STAKE_PER_POINTS,
  resolveVintSettings,
  DEFAULT_VINT_SETTINGS,
} from '../../../app/engine/games/vint';
import {
  isPreset,
  parseWhole,
  stakeKey,
  stakeOfTyped,
  STAKE_PRESETS,
} from '../../../app/ui/games/vint/stake';

describe('parseWhole', () => {
  it('reads whole numbers within the bounds, spaces around allowed', () => {
    expect(parseWhole(' 10 ', 0, 100)).toBe(10);
    expect(parseWhole('0', 0, 100)).toBe(0);
    expect(parseWhole('100', 0, 100)).toBe(100);
  });

  it('refuses anything else', () => {
    for (const text of ['', ' ', '-1', '1.5', '1,5', '1e3', '12345678', 'abc', '0x10']) {
      expect(parseWhole(text, 0, 10_000_000), text).toBeNull();
    }
    expect(parseWhole('101', 0, 100)).toBeNull();
    expect(parseWhole('0', 1, 100)).toBeNull();
  });
});

describe('stakeOfTyped', () => {
  it('is "1 kopeck per 10 points" from "1" and "10"', () => {
    expect(stakeOfTyped('1', '10')).toEqual({ minor: 1, perPoints: 10 });
  });

  it('is null while either field is not a valid number', () => {
    expect(stakeOfTyped('', '10')).toBeNull();
    expect(stakeOfTyped('1', '0')).toBeNull();
    expect(stakeOfTyped(String(MAX_STAKE_MINOR + 1), '1')).toBeNull();
    expect(stakeOfTyped('1', String(MAX_STAKE_PER_POINTS + 1))).toBeNull();
  });

  it('gives at its limits a stake the settings check accepts', () => {
    for (const stake of [
      stakeOfTyped(String(MAX_STAKE_MINOR), String(MAX_STAKE_PER_POINTS)),
      stakeOfTyped('0', '1'),
    ]) {
      expect(stake).not.toBeNull();
      const resolved = resolveVintSettings({ stake });
      expect(resolved.issues).toEqual([]);
      expect(resolved.settings.stake).toEqual(stake);
    }
  });
});

describe('presets', () => {
  it('are distinct, and only they count as presets', () => {
    expect(new Set(STAKE_PRESETS.map(stakeKey)).size).toBe(STAKE_PRESETS.length);
    expect(STAKE_PRESETS.every(isPreset)).toBe(true);
    expect(isPreset({ minor: 3, perPoints: 7 })).toBe(false);
    expect(isPreset(DEFAULT_VINT_SETTINGS.stake)).toBe(true);
  });
});
