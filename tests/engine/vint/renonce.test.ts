// The renonce penalty beyond the worked examples: missing-trick settings,
// several claims in one deal, corrected claims, the uncapped opponents and
// every bothSidesRevoke setting (rules section 6).
import { describe, expect, it } from 'vitest';
import { scoreDeal, START_POSITION } from '../../../app/engine/games/vint';
import { aboveOf, at, deal, HONOURS_OFF, revoke, withSettings } from './helpers';

describe('renonce (rules section 6)', () => {
  it('missing tricks: undertrick value by default, trick value when set', () => {
    const d = deal({ level: 5, denomination: 'diamonds', tricks: 11, renonces: [revoke('B')] });
    expect(aboveOf(scoreDeal(START_POSITION, d, HONOURS_OFF), 'A')[0]).toEqual([
      'renonceMissingTricks',
      5000,
    ]);
    const byValue = withSettings({ honours: 'off', renonceMissingTrick: 'trickValue' });
    expect(aboveOf(scoreDeal(START_POSITION, d, byValue), 'A')[0]).toEqual([
      'renonceMissingTricks',
      50,
    ]);
  });

  it('offenders with no tricks at all owe three missing tricks', () => {
    const score = scoreDeal(
      START_POSITION,
      deal({ level: 1, tricks: 13, renonces: [revoke('B')] }),
      HONOURS_OFF,
    );
    expect(score.above[0]).toEqual({
      side: 'A',
      reason: 'renonceMissingTricks',
      count: 3,
      each: 1000,
      points: 3000,
    });
  });

  it('two renonces by one side apply in order on the running counts', () => {
    // 8–5, B revokes twice: 11–2, then 13–0 with one trick missing.
    const score = scoreDeal(
      START_POSITION,
      deal({ level: 3, tricks: 8, renonces: [revoke('B'), revoke('B', { offender: 'E' })] }),
      HONOURS_OFF,
    );
    expect(score.tricks).toEqual({ A: 13, B: 0 });
    expect(score.below.A).toMatchObject({ points: 390, received: 5 });
    expect(aboveOf(score, 'A')).toEqual([
      ['renonceMissingTricks', 3000],
      ['grandSlam', 2000],
    ]);
  });

  it('a corrected renonce is logged only: no transfer and no cap', () => {
    const d = deal({ level: 3, tricks: 10, renonces: [revoke('A', { corrected: true })] });
    const score = scoreDeal(at(400, 0), d, HONOURS_OFF);
    expect(score.tricks).toEqual({ A: 10, B: 3 });
    expect(score.gameWonBy).toBe('A');
  });

  it('the opponents are not capped and may win the game with the penalty tricks', () => {
    const score = scoreDeal(
      at(0, 450),
      deal({ level: 2, tricks: 10, renonces: [revoke('A')] }),
      HONOURS_OFF,
    );
    expect(score.below.B.points).toBe(120);
    expect(score.gameWonBy).toBe('B');
  });

  describe('both sides revoke', () => {
    const d = deal({ level: 3, tricks: 12, renonces: [revoke('B'), revoke('A')] });

    it('penalise both (default): each claim in order, both capped', () => {
      // B gives its 1 trick (2 missing) → 13–0; then A gives 3 → 10–3.
      const score = scoreDeal(at(400, 480), d, HONOURS_OFF);
      expect(score.tricks).toEqual({ A: 10, B: 3 });
      expect(score.below.A).toMatchObject({ points: 90, excess: 210 });
      expect(score.below.B).toMatchObject({ points: 10, excess: 80 });
      expect(aboveOf(score, 'A')).toEqual([
        ['renonceMissingTricks', 6000],
        ['renonceExcess', 210],
      ]);
      expect(aboveOf(score, 'B')).toEqual([['renonceExcess', 80]]);
      expect(score.gameWonBy).toBeNull();
    });

    it('neither wins: tricks as played, both capped', () => {
      const score = scoreDeal(
        at(400, 480),
        d,
        withSettings({ honours: 'off', bothSidesRevoke: 'neitherWins' }),
      );
      expect(score.tricks).toEqual({ A: 12, B: 1 });
      expect(aboveOf(score, 'A')).toEqual([
        ['smallSlam', 1000],
        ['renonceExcess', 270],
      ]);
      expect(score.next.below).toEqual({ A: 490, B: 490 });
    });

    it('redeal: nothing is written and the sheet does not move', () => {
      const from = at(400, 480);
      const score = scoreDeal(
        from,
        d,
        withSettings({ honours: 'majority', bothSidesRevoke: 'redeal' }),
      );
      expect(score.redeal).toBe(true);
      expect(score.above).toEqual([]);
      expect(score.below.A.points + score.below.B.points).toBe(0);
      expect(score.next).toBe(from);
    });
  });
});
