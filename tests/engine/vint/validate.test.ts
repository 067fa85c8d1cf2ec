// validateVintDeal and resolveVintSettings: each impossible entry names its
// i18next key and the field to highlight.
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_VINT_SETTINGS,
  resolveVintSettings,
  validateVintDeal,
  type VintDeal,
} from '../../../app/engine/games/vint';
import { at, deal, HONOURS_OFF, PLAYERS, revoke, withSettings } from './helpers';

const HONOURS_ON = DEFAULT_VINT_SETTINGS;
const ok = deal({ level: 3, tricks: 9, honours: { trumps: 3, aces: 2 } });
const codes = (d: VintDeal, settings = HONOURS_ON) =>
  validateVintDeal(settings, PLAYERS, d).map((i) => [i.code.replace('vint:errors.', ''), i.field]);

describe('validateVintDeal', () => {
  it('accepts a plain deal', () => {
    expect(codes(ok)).toEqual([]);
    expect(codes(deal({ level: 7, tricks: 0 }), HONOURS_OFF)).toEqual([]);
  });

  const bad: [string, VintDeal, [string, string][]][] = [
    ['14 tricks', { ...ok, tricks: 14 }, [['tricksOutOfRange', 'tricks']]],
    ['negative tricks', { ...ok, tricks: -1 }, [['tricksOutOfRange', 'tricks']]],
    ['fractional tricks', { ...ok, tricks: 6.5 }, [['tricksOutOfRange', 'tricks']]],
    ['level 0', { ...ok, level: 0 }, [['levelOutOfRange', 'level']]],
    ['level 8', { ...ok, level: 8 }, [['levelOutOfRange', 'level']]],
    [
      'unknown denomination',
      { ...ok, denomination: 'stars' as never },
      [['unknownDenomination', 'denomination']],
    ],
    ['unknown side', { ...ok, declaringSide: 'C' as never }, [['unknownSide', 'declaringSide']]],
    ['declarer not at the table', { ...ok, declarer: 'X' }, [['declarerNotAtTable', 'declarer']]],
    ['declarer on the other side', { ...ok, declarer: 'E' }, [['declarerNotOnSide', 'declarer']]],
    [
      'six trump honours',
      { ...ok, honours: { trumps: 6, aces: 1 } },
      [['trumpHonoursOutOfRange', 'honours.trumps']],
    ],
    ['five aces', { ...ok, honours: { trumps: 1, aces: 5 } }, [['acesOutOfRange', 'honours.aces']]],
    [
      'trump honours in no trumps',
      { ...ok, denomination: 'noTrumps', honours: { trumps: 2, aces: 2 } },
      [['trumpHonoursInNoTrumps', 'honours.trumps']],
    ],
    [
      'five honours but no ace',
      { ...ok, honours: { trumps: 5, aces: 0 } },
      [['trumpAceNotCounted', 'honours.aces']],
    ],
    [
      'no honours but four aces',
      { ...ok, honours: { trumps: 0, aces: 4 } },
      [['trumpAceTwice', 'honours.aces']],
    ],
    ['honours missing', { ...ok, honours: undefined }, [['honoursRequired', 'honours']]],
    [
      'offender not at the table',
      { ...ok, renonces: [revoke('A', { offender: 'X' })] },
      [['offenderNotAtTable', 'renonces.0.offender']],
    ],
    [
      'offender on the other side',
      { ...ok, renonces: [revoke('B'), revoke('A', { offender: 'E' })] },
      [['offenderNotOnSide', 'renonces.1.offender']],
    ],
    [
      'unknown liability',
      { ...ok, renonces: [revoke('A', { liable: 'nobody' as never })] },
      [['unknownLiability', 'renonces.0.liable']],
    ],
    [
      'fourteen renonces',
      { ...ok, renonces: Array.from({ length: 14 }, () => revoke('A')) },
      [['tooManyRenonces', 'renonces']],
    ],
    [
      'coronets when the table does not play them',
      { ...ok, coronets: { A: 100 } },
      [['coronetsOff', 'coronets.A']],
    ],
    ['bad bothFirst', { ...ok, bothFirst: 'C' as never }, [['unknownSide', 'bothFirst']]],
  ];
  it.each(bad)('%s', (_name, d, expected) => {
    expect(codes(d)).toEqual(expected);
  });

  it('honours may be left out when they are off', () => {
    expect(codes({ ...ok, honours: undefined }, HONOURS_OFF)).toEqual([]);
  });

  it('coronets must be whole non-negative amounts', () => {
    const settings = withSettings({ coronets: true });
    expect(codes({ ...ok, coronets: { A: 100 } }, settings)).toEqual([]);
    expect(codes({ ...ok, coronets: { B: -5 } }, settings)).toEqual([
      ['coronetOutOfRange', 'coronets.B'],
    ]);
  });

  it('asks who crossed 500 first only when both did and the table asks', () => {
    const both = deal({ level: 1, tricks: 7 });
    const issues = validateVintDeal(HONOURS_OFF, PLAYERS, both, at(450, 470));
    expect(issues).toEqual([{ code: 'vint:errors.bothFirstRequired', field: 'bothFirst' }]);
    expect(
      validateVintDeal(HONOURS_OFF, PLAYERS, { ...both, bothFirst: 'A' }, at(450, 470)),
    ).toEqual([]);
    expect(validateVintDeal(HONOURS_OFF, PLAYERS, both, at(0, 470))).toEqual([]);
    const declarers = withSettings({ honours: 'off', bothCross: 'declarers' });
    expect(validateVintDeal(declarers, PLAYERS, both, at(450, 470))).toEqual([]);
  });

  it('needs four different players', () => {
    expect(validateVintDeal(HONOURS_ON, ['N', 'E', 'S'], ok)[0]?.code).toBe(
      'vint:errors.needFourPlayers',
    );
    expect(validateVintDeal(HONOURS_ON, ['N', 'E', 'N', 'W'], ok)[0]?.code).toBe(
      'vint:errors.needFourPlayers',
    );
  });

  it('names the parameters the message needs', () => {
    expect(validateVintDeal(HONOURS_ON, PLAYERS, { ...ok, level: 9 })).toEqual([
      { code: 'vint:errors.levelOutOfRange', field: 'level', params: { min: 1, max: 7 } },
    ]);
  });
});

describe('resolveVintSettings', () => {
  it('fills defaults and keeps valid fields', () => {
    expect(resolveVintSettings(undefined)).toEqual({ settings: DEFAULT_VINT_SETTINGS, issues: [] });
    const r = resolveVintSettings({
      honours: 'each',
      stake: { minor: 5, perPoints: 100 },
      coronets: true,
    });
    expect(r.issues).toEqual([]);
    expect(r.settings).toEqual({
      ...DEFAULT_VINT_SETTINGS,
      honours: 'each',
      stake: { minor: 5, perPoints: 100 },
      coronets: true,
    });
  });

  it('reports wrong values', () => {
    const r = resolveVintSettings({
      honours: 'some',
      stake: { minor: 1, perPoints: 0 },
      coronets: 'yes',
    });
    expect(r.issues.map((i) => i.code)).toEqual([
      'vint:errors.invalidSetting',
      'vint:errors.invalidSetting',
      'vint:errors.invalidStake',
    ]);
    expect(resolveVintSettings(42).issues[0]?.code).toBe('vint:errors.invalidSettings');
  });
});
