// A change of the rules mid-pulka is saved as a 'settings' entry holding only
// what changed (rules §11 presets as the table there lists them), and the
// engine, resolving it over the rules in force, gets exactly the new rules.
import { describe, expect, it } from 'vitest';
import { applyPreset, resolvePreferansSettings, SOCHI } from '../../../app/engine/games/preferans';
import { changedSettings } from '../../../app/ui/games/preferans/rules-change';

describe('changing the rules of a pulka', () => {
  it('Sochi → Leningrad writes the convention and the six values §11 says differ', () => {
    const after = applyPreset('leningrad', { ...SOCHI, pulyaSize: 10, stake: 50 });
    const changed = changedSettings({ ...SOCHI, pulyaSize: 10, stake: 50 }, after);
    expect(changed).toEqual({
      convention: 'leningrad',
      whistFactor: 2,
      remizFactor: 2,
      whistLiability: 'half',
      loneWhist: 'gentleman',
      passUnit: 2,
      pulyaPointWhists: 20,
    });
    const resolved = resolvePreferansSettings(changed, { ...SOCHI, pulyaSize: 10, stake: 50 });
    expect(resolved.issues).toEqual([]);
    expect(resolved.settings).toEqual(after);
  });

  it('one value, a progression, or nothing at all', () => {
    expect(changedSettings(SOCHI, { ...SOCHI, convention: 'custom', stake: 10 })).toEqual({
      convention: 'custom',
      stake: 10,
    });
    expect(changedSettings(SOCHI, { ...SOCHI, progression: [1, 2, 3] })).toEqual({});
    expect(changedSettings(SOCHI, { ...SOCHI, progression: [1, 2, 4] })).toEqual({
      progression: [1, 2, 4],
    });
    expect(changedSettings(SOCHI, SOCHI)).toEqual({});
  });
});
