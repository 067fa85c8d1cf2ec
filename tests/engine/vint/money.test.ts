// Settlement of a rubber (rules section 7): each player or pair total, rounding
// to the smallest unit with zero sum, the odd unit, unfinished rubbers and the
// individual-liability shift between partners.
import { describe, expect, it } from 'vitest';
import {
  buildSheet,
  DEFAULT_VINT_SETTINGS,
  liabilityDelta,
  perSide,
  settleRubber,
  settleSheet,
  type SheetRubber,
} from '../../../app/engine/games/vint';
import { roundBalances } from '../../../app/engine/settlement/round';
import { deal, HONOURS_OFF, PLAYERS, revoke, withSettings } from './helpers';

const rubberWith = (a: number, b: number): SheetRubber => ({
  index: 0,
  settings: HONOURS_OFF,
  deals: [],
  games: [],
  totals: perSide(a, b),
  gamesWon: perSide(0, 0),
  finished: true,
  winner: a > b ? 'A' : 'B',
});

describe('settleRubber', () => {
  // Issue #28: at 1 kopeck per 10 points a rubber won by 2300 was 2,30 ₽ each,
  // which the night's default rounding to 1 ₽ (settlement.md §2) paid as 2,00.
  // The app's default is 1 kopeck a point: 23,00 ₽ each, whole rubles, so
  // the rounding moves nothing.
  it('the default stake, 1 kopeck a point: a rubber won by 2300 is 23 ₽ each', () => {
    expect(DEFAULT_VINT_SETTINGS.stake).toEqual({ minor: 1, perPoints: 1 });
    const rubber = { ...rubberWith(4300, 2000), settings: DEFAULT_VINT_SETTINGS };
    const paid = settleRubber(rubber, PLAYERS);
    expect(paid).toEqual({ N: 2300, E: -2300, S: 2300, W: -2300 });
    expect(roundBalances(paid, 100, PLAYERS)).toEqual(paid);
  });

  it('each player: E pays N, W pays S, D × stake each', () => {
    // D = 3000 at 1 kopeck per 10 points.
    expect(settleRubber(rubberWith(5000, 2000), PLAYERS, HONOURS_OFF)).toEqual({
      N: 300,
      E: -300,
      S: 300,
      W: -300,
    });
    expect(settleRubber(rubberWith(2000, 5000), PLAYERS, HONOURS_OFF)).toEqual({
      N: -300,
      E: 300,
      S: -300,
      W: 300,
    });
  });

  it('pair total: D × stake in all, half each', () => {
    const settings = withSettings({ honours: 'off', pairPays: 'pairTotal' });
    expect(settleRubber(rubberWith(5000, 2000), PLAYERS, settings)).toEqual({
      N: 150,
      E: -150,
      S: 150,
      W: -150,
    });
  });

  it('pair total: an odd unit goes from and to the first-listed players', () => {
    const settings = withSettings({ honours: 'off', pairPays: 'pairTotal' });
    expect(settleRubber(rubberWith(1010, 1000), PLAYERS, settings)).toEqual({
      N: 1,
      E: -1,
      S: 0,
      W: 0,
    });
    expect(settleRubber(rubberWith(1000, 1030), PLAYERS, settings)).toEqual({
      N: -2,
      E: 2,
      S: -1,
      W: 1,
    });
  });

  it('rounds to the smallest unit, half away from zero, and still sums to zero', () => {
    const third = withSettings({ honours: 'off', stake: { minor: 1, perPoints: 3 } });
    expect(settleRubber(rubberWith(10, 0), PLAYERS, third)).toEqual({ N: 3, E: -3, S: 3, W: -3 });
    expect(settleRubber(rubberWith(0, 5), PLAYERS, third)).toEqual({ N: -2, E: 2, S: -2, W: 2 });
    const perPoint = withSettings({ honours: 'off', stake: { minor: 1, perPoints: 1 } });
    expect(settleRubber(rubberWith(1250, 0), PLAYERS, perPoint, 100)).toEqual({
      N: 1300,
      E: -1300,
      S: 1300,
      W: -1300,
    });
  });

  it('equal totals move nothing', () => {
    expect(settleRubber(rubberWith(700, 700), PLAYERS, HONOURS_OFF)).toEqual({
      N: 0,
      E: 0,
      S: 0,
      W: 0,
    });
  });

  it('an unfinished rubber settles on its points so far, game bonus kept, no rubber bonus', () => {
    const sheet = buildSheet([deal({ level: 5, tricks: 11 })], HONOURS_OFF);
    const rubber = sheet.rubbers[0]!;
    expect(rubber.finished).toBe(false);
    expect(rubber.totals).toEqual({ A: 1550, B: 100 });
    expect(settleRubber(rubber, PLAYERS)).toEqual({ N: 145, E: -145, S: 145, W: -145 });
  });
});

describe('individual liability', () => {
  // R4 with S alone liable: with the penalty B − A = 12240 − 280; as played A 400, B 120.
  const r4 = deal({
    level: 4,
    denomination: 'hearts',
    tricks: 10,
    renonces: [revoke('A', { liable: 'alone' })],
  });

  it('Δ is the deal with the penalty minus the deal as played, for the non-offenders', () => {
    const rubber = buildSheet([r4], HONOURS_OFF).rubbers[0]!;
    expect(liabilityDelta(rubber.deals[0]!, 0, HONOURS_OFF)).toBe(11960 - -280);
  });

  it('each player: the liable player pays Δ × stake more, his partner as much less', () => {
    const rubber = buildSheet([r4], HONOURS_OFF).rubbers[0]!;
    // D = 11960 → 1196 each; Δ = 12240 → 1224 from S to N.
    expect(settleRubber(rubber, PLAYERS)).toEqual({
      N: -1196 + 1224,
      E: 1196,
      S: -1196 - 1224,
      W: 1196,
    });
  });

  it('pair total: k = ½', () => {
    const settings = withSettings({ honours: 'off', pairPays: 'pairTotal' });
    const rubber = buildSheet([r4], settings).rubbers[0]!;
    expect(settleRubber(rubber, PLAYERS)).toEqual({ N: -598 + 612, E: 598, S: -598 - 612, W: 598 });
  });

  it('both liable, or corrected: no shift', () => {
    const both = buildSheet([{ ...r4, renonces: [revoke('A')] }], HONOURS_OFF).rubbers[0]!;
    expect(settleRubber(both, PLAYERS)).toEqual({ N: -1196, E: 1196, S: -1196, W: 1196 });
    const fixed = buildSheet(
      [{ ...r4, renonces: [revoke('A', { liable: 'alone', corrected: true })] }],
      HONOURS_OFF,
    ).rubbers[0]!;
    expect(settleRubber(fixed, PLAYERS)).toEqual({ N: 28, E: -28, S: 28, W: -28 });
  });

  it('Δ counts the game and rubber the penalty cost', () => {
    // A at 400 with a game in hand: as played A would win the rubber (+210 → game, +1000, +2000).
    const sheet = buildSheet(
      [
        deal({ level: 5, tricks: 11 }), // A wins game 1
        deal({ level: 4, tricks: 10 }), // A at 400
        deal({ level: 3, tricks: 10, renonces: [revoke('A', { liable: 'alone', offender: 'N' })] }),
      ],
      HONOURS_OFF,
    );
    const rubber = sheet.rubbers[0]!;
    expect(rubber.finished).toBe(false);
    // With the penalty: A 90 below + 120 above; B 180 + 6000. As played: A 300 + 1000 + 2000; B 90.
    expect(liabilityDelta(rubber.deals[2]!, 0, HONOURS_OFF)).toBe(6180 - 210 - (90 - 3300));
  });

  it('a renonce that spared its side points (both revoked, redeal) shifts nothing', () => {
    const settings = withSettings({ honours: 'off', bothSidesRevoke: 'redeal' });
    const d = deal({
      level: 1,
      tricks: 0,
      renonces: [revoke('B'), revoke('A', { liable: 'alone', offender: 'N' })],
    });
    const rubber = buildSheet([d], settings).rubbers[0]!;
    // Without A's claim B's renonce alone is scored: 3–10, and A is down 4 (B − A = 4070).
    expect(liabilityDelta(rubber.deals[0]!, 1, settings)).toBe(-4070);
    expect(settleRubber(rubber, PLAYERS)).toEqual({ N: 0, E: 0, S: 0, W: 0 });
  });

  it('settleSheet adds up the rubbers', () => {
    const sheet = buildSheet(
      [deal({ level: 5, tricks: 11 }), deal({ level: 5, tricks: 11 }), r4],
      HONOURS_OFF,
    );
    const parts = sheet.rubbers.map((r) => settleRubber(r, PLAYERS));
    const total = settleSheet(sheet, PLAYERS);
    for (const p of PLAYERS) expect(total[p]).toBe(parts.reduce((t, x) => t + (x[p] ?? 0), 0));
  });
});
