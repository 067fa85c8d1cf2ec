// scoreDeal beyond the worked examples: the slam table, both sides crossing
// 500 under each bothCross setting, the rubber bonus and coronets.
import { describe, expect, it } from 'vitest';
import {
  scoreDeal,
  START_POSITION,
  VintDealError,
  type SlamReason,
} from '../../../app/engine/games/vint';
import { aboveOf, at, deal, HONOURS_OFF, revoke, withSettings } from './helpers';

describe('slams (rules section 4)', () => {
  const cases: {
    name: string;
    level: number;
    tricks: number;
    side: 'A' | 'B';
    slam: SlamReason | null;
    points: number;
  }[] = [
    { name: 'bid 6, took 12', level: 6, tricks: 12, side: 'A', slam: 'smallSlamBid', points: 6000 },
    {
      name: 'bid 6, took 13',
      level: 6,
      tricks: 13,
      side: 'A',
      slam: 'smallSlamBidAllTricks',
      points: 7000,
    },
    {
      name: 'bid 7, took 13',
      level: 7,
      tricks: 13,
      side: 'A',
      slam: 'grandSlamBid',
      points: 12000,
    },
    { name: 'bid 7, took 12: no slam', level: 7, tricks: 12, side: 'A', slam: null, points: 0 },
    { name: 'bid 5, took 12', level: 5, tricks: 12, side: 'A', slam: 'smallSlam', points: 1000 },
    { name: 'defenders took 12', level: 1, tricks: 1, side: 'B', slam: 'smallSlam', points: 1000 },
    { name: 'bid 3, took 13', level: 3, tricks: 13, side: 'A', slam: 'grandSlam', points: 2000 },
    { name: 'defenders took 13', level: 6, tricks: 0, side: 'B', slam: 'grandSlam', points: 2000 },
    { name: 'eleven tricks: none', level: 4, tricks: 11, side: 'A', slam: null, points: 0 },
  ];
  it.each(cases)('$name', ({ level, tricks, side, slam, points }) => {
    const score = scoreDeal(START_POSITION, deal({ level, tricks }), HONOURS_OFF);
    const slams = score.above.filter((l) => l.reason.includes('Slam'));
    if (slam === null) expect(slams).toEqual([]);
    else expect(slams).toEqual([{ side, reason: slam, points }]);
  });

  it('bid 7 and took 12 is one trick short', () => {
    const score = scoreDeal(START_POSITION, deal({ level: 7, tricks: 12 }), HONOURS_OFF);
    expect(aboveOf(score, 'B')).toEqual([['undertricks', 7000]]);
  });

  it('a renonce that leaves the offenders nothing gives bid values to declarers who bid a slam', () => {
    // A bid 6, took 11 as played; B revoked with 2 tricks → 13–0 and one trick missing.
    const score = scoreDeal(
      START_POSITION,
      deal({ level: 6, tricks: 11, renonces: [revoke('B')] }),
      HONOURS_OFF,
    );
    expect(aboveOf(score, 'A')).toEqual([
      ['renonceMissingTricks', 6000],
      ['smallSlamBidAllTricks', 7000],
      ['game', 1000],
    ]);
  });
});

describe('game and rubber (rules section 3)', () => {
  // A 1♠ from 450 : 470, 7–6 → 520 : 530: both cross.
  const both = deal({ level: 1, tricks: 7 });
  const from = at(450, 470);

  it('ask: needs who got there first', () => {
    const settings = withSettings({ honours: 'off', bothCross: 'ask' });
    expect(() => scoreDeal(from, both, settings)).toThrow(VintDealError);
    expect(scoreDeal(from, { ...both, bothFirst: 'B' }, settings).gameWonBy).toBe('B');
  });

  it('declarers: the declaring side wins the game', () => {
    expect(
      scoreDeal(from, both, withSettings({ honours: 'off', bothCross: 'declarers' })).gameWonBy,
    ).toBe('A');
  });

  it('higher total: the bigger below-line total wins, a tie goes to the declarers', () => {
    const settings = withSettings({ honours: 'off', bothCross: 'higherTotal' });
    expect(scoreDeal(from, both, settings).gameWonBy).toBe('B');
    expect(scoreDeal(at(460, 470), both, settings).gameWonBy).toBe('A');
  });

  it('the second game wins the rubber: +1000 and +2000, then a new rubber', () => {
    const score = scoreDeal(
      at(400, 100, { rubber: 2, game: 2, games: { A: 1, B: 1 } }),
      deal({ level: 2, tricks: 8 }),
      HONOURS_OFF,
    );
    expect(aboveOf(score, 'A')).toEqual([
      ['game', 1000],
      ['rubber', 2000],
    ]);
    expect(score.rubberWonBy).toBe('A');
    expect(score.next).toEqual({
      rubber: 3,
      game: 0,
      below: { A: 0, B: 0 },
      games: { A: 0, B: 0 },
    });
  });

  it('a first game does not end the rubber', () => {
    const score = scoreDeal(at(400, 100), deal({ level: 2, tricks: 8 }), HONOURS_OFF);
    expect(score.rubberWonBy).toBeNull();
    expect(score.next).toEqual({
      rubber: 0,
      game: 1,
      below: { A: 0, B: 0 },
      games: { A: 1, B: 0 },
    });
  });
});

describe('coronets', () => {
  it('are written above the line when the table plays them', () => {
    const d = deal({ level: 1, tricks: 7, coronets: { B: 500 } });
    expect(
      aboveOf(scoreDeal(START_POSITION, d, withSettings({ honours: 'off', coronets: true })), 'B'),
    ).toEqual([['coronets', 500]]);
    expect(scoreDeal(START_POSITION, d, HONOURS_OFF).above).toEqual([]);
  });
});
