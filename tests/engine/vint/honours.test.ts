// Honours and aces in every honours mode, 25 v aces in no trumps and the 2–2
// aces rule on the tricks as played (rules section 5).
import { describe, expect, it } from 'vitest';
import { scoreDeal, START_POSITION } from '../../../app/engine/games/vint';
import { aboveOf, deal, HONOURS_OFF, revoke, withSettings } from './helpers';

describe('honours (rules section 5)', () => {
  const majority = withSettings({ honours: 'majority' });
  const each = withSettings({ honours: 'each' });

  it('majority: the side with 3+ trump honours scores 10 v each', () => {
    const score = scoreDeal(
      START_POSITION,
      deal({ level: 1, tricks: 7, honours: { trumps: 2, aces: 1 } }),
      majority,
    );
    expect(aboveOf(score, 'A')).toEqual([]);
    expect(aboveOf(score, 'B')).toEqual([
      ['honours', 300],
      ['aces', 300],
    ]);
  });

  it('majority: aces split 2–2 go to the side that took 7 tricks as played', () => {
    const declarersWin = scoreDeal(
      START_POSITION,
      deal({ level: 2, tricks: 7, honours: { trumps: 4, aces: 2 } }),
      majority,
    );
    expect(aboveOf(declarersWin, 'A')).toEqual([
      ['honours', 800],
      ['aces', 400],
    ]);
    const defendersWin = scoreDeal(
      START_POSITION,
      deal({ level: 1, tricks: 6, honours: { trumps: 3, aces: 2 } }),
      majority,
    );
    expect(aboveOf(defendersWin, 'A')).toEqual([['honours', 300]]);
    expect(aboveOf(defendersWin, 'B')).toEqual([
      ['undertricks', 1000],
      ['aces', 200],
    ]);
  });

  it('aces score 25 v each in no trumps, and trump honours do not exist there', () => {
    const score = scoreDeal(
      START_POSITION,
      deal({ level: 2, denomination: 'noTrumps', tricks: 8, honours: { trumps: 0, aces: 2 } }),
      majority,
    );
    expect(score.above).toEqual([{ side: 'A', reason: 'aces', count: 2, each: 500, points: 1000 }]);
  });

  it('2–2 aces are judged on the tricks as played, before the renonce transfer', () => {
    const score = scoreDeal(
      START_POSITION,
      deal({ level: 1, tricks: 7, honours: { trumps: 3, aces: 2 }, renonces: [revoke('A')] }),
      majority,
    );
    expect(score.tricks).toEqual({ A: 4, B: 9 });
    expect(aboveOf(score, 'A')).toEqual([
      ['honours', 300],
      ['aces', 200],
    ]);
  });

  it('each side its own: both sides score what they hold', () => {
    const score = scoreDeal(
      START_POSITION,
      deal({ level: 1, tricks: 7, honours: { trumps: 2, aces: 1 } }),
      each,
    );
    expect(aboveOf(score, 'A')).toEqual([
      ['honours', 200],
      ['aces', 100],
    ]);
    expect(aboveOf(score, 'B')).toEqual([
      ['honours', 300],
      ['aces', 300],
    ]);
  });

  it('off: holdings are ignored', () => {
    const score = scoreDeal(
      START_POSITION,
      deal({ level: 1, tricks: 7, honours: { trumps: 5, aces: 4 } }),
      HONOURS_OFF,
    );
    expect(score.above).toEqual([]);
  });
});
