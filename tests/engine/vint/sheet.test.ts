// The score sheet across deals: games and rubbers, entries tagged with their
// deal, the rubber ending after two games and the next deal opening a new one,
// and settings fixed when a rubber starts.
import { describe, expect, it } from 'vitest';
import { buildSheet, DEFAULT_VINT_SETTINGS } from '../../../app/engine/games/vint';
import { deal, HONOURS_OFF, withSettings } from './helpers';

const rubberOfThree = [
  deal({ level: 5, tricks: 11 }), // A 550: game 1 to A
  deal({ declaringSide: 'B', level: 5, tricks: 11 }), // B 550: game 2 to B
  deal({ declaringSide: 'B', level: 4, tricks: 13 }), // B 520 + grand slam: game 3 and rubber to B
  deal({ level: 1, tricks: 7 }), // a new rubber
];

describe('buildSheet', () => {
  const sheet = buildSheet(rubberOfThree, HONOURS_OFF);

  it('splits deals into rubbers and games', () => {
    expect(sheet.rubbers).toHaveLength(2);
    const [first, second] = sheet.rubbers;
    expect(first!.games.map((g) => g.winner)).toEqual(['A', 'B', 'B']);
    expect(first!.gamesWon).toEqual({ A: 1, B: 2 });
    expect(first!.finished).toBe(true);
    expect(first!.winner).toBe('B');
    expect(second!.finished).toBe(false);
    expect(second!.deals.map((d) => d.index)).toEqual([3]);
    expect(sheet.position).toEqual({
      rubber: 1,
      game: 0,
      below: { A: 70, B: 60 },
      games: { A: 0, B: 0 },
    });
  });

  it('writes each entry under its side with the deal it came from', () => {
    const game = sheet.rubbers[0]!.games[0]!;
    expect(game.below.A).toEqual([
      { side: 'A', points: 550, tricks: 11, received: 0, v: 50, excess: 0, dealIndex: 0 },
    ]);
    expect(game.below.B.map((e) => [e.dealIndex, e.points])).toEqual([[0, 100]]);
    expect(game.above.A).toEqual([{ side: 'A', reason: 'game', points: 1000, dealIndex: 0 }]);
    const last = sheet.rubbers[0]!.games[2]!;
    expect(last.above.B.map((e) => [e.dealIndex, e.reason, e.points])).toEqual([
      [2, 'grandSlam', 2000],
      [2, 'game', 1000],
      [2, 'rubber', 2000],
    ]);
  });

  it('totals are everything written in the rubber', () => {
    const first = sheet.rubbers[0]!;
    // A: 550 + 100 below, 1000 game. B: 100 + 550 + 520 below, 2000 slam, 2 × 1000 game, 2000 rubber.
    expect(first.totals).toEqual({ A: 1650, B: 7170 });
    const sumGames = (side: 'A' | 'B') =>
      first.games.reduce((t, g) => t + g.belowTotals[side] + g.aboveTotals[side], 0);
    expect(sumGames('A')).toBe(1650);
    expect(sumGames('B')).toBe(7170);
  });

  it('a game that is not over keeps both counters', () => {
    const s = buildSheet(
      [deal({ level: 2, tricks: 9 }), deal({ level: 2, tricks: 9 })],
      HONOURS_OFF,
    );
    expect(s.position.below).toEqual({ A: 360, B: 160 });
    expect(s.rubbers[0]!.games).toHaveLength(1);
  });

  it('settings changes apply from the next rubber', () => {
    const honoured = rubberOfThree.map((d) => ({ ...d, honours: { trumps: 3, aces: 3 } }));
    const s = buildSheet(honoured, HONOURS_OFF, [{ fromDeal: 1, settings: DEFAULT_VINT_SETTINGS }]);
    expect(s.rubbers[0]!.settings).toBe(HONOURS_OFF);
    expect(s.rubbers[1]!.settings).toBe(DEFAULT_VINT_SETTINGS);
    expect(s.rubbers[0]!.games.every((g) => g.above.A.every((l) => l.reason !== 'honours'))).toBe(
      true,
    );
    expect(s.rubbers[1]!.games[0]!.above.A.map((l) => l.reason)).toEqual(['honours', 'aces']);
  });

  it('a change made before any deal applies to the first rubber', () => {
    const s = buildSheet([deal({ level: 1, tricks: 7 })], DEFAULT_VINT_SETTINGS, [
      { fromDeal: 0, settings: withSettings({ honours: 'off' }) },
    ]);
    expect(s.rubbers[0]!.settings.honours).toBe('off');
  });
});
