// Rules section 8, row by row: every worked example E1–E6 and R1–R6 with the
// points written below and above each side's line, game bonuses included.
import { describe, expect, it } from 'vitest';
import {
  scoreDeal,
  START_POSITION,
  type AboveLine,
  type SheetPosition,
  type Side,
  type VintDeal,
  type VintSettings,
} from '../../../app/engine/games/vint';
import { aboveOf, at, deal, HONOURS_OFF, revoke, withSettings } from './helpers';

interface Row {
  readonly id: string;
  readonly deal: VintDeal;
  readonly from?: SheetPosition;
  readonly settings?: VintSettings;
  readonly below: { A: number; B: number };
  readonly belowAfter?: { A: number; B: number };
  readonly above: { A: [AboveLine['reason'], number][]; B: [AboveLine['reason'], number][] };
  readonly game: Side | null;
}

const HONOURS_ON = withSettings({ honours: 'majority' });

const rows: Row[] = [
  {
    id: 'E1 A 2♦ 9–4',
    deal: deal({ level: 2, denomination: 'diamonds', tricks: 9 }),
    below: { A: 180, B: 80 },
    above: { A: [], B: [] },
    game: null,
  },
  {
    id: 'E2 A 3♦ 7–6, two short',
    deal: deal({ level: 3, denomination: 'diamonds', tricks: 7 }),
    below: { A: 210, B: 180 },
    above: { A: [], B: [['undertricks', 6000]] },
    game: null,
  },
  {
    id: 'E3 A 3 NT 9–4 from 380, three aces',
    deal: deal({ level: 3, denomination: 'noTrumps', tricks: 9, honours: { trumps: 0, aces: 3 } }),
    from: at(380, 0),
    settings: HONOURS_ON,
    below: { A: 270, B: 120 },
    belowAfter: { A: 0, B: 0 },
    above: {
      A: [
        ['aces', 2250],
        ['game', 1000],
      ],
      B: [],
    },
    game: 'A',
  },
  {
    id: 'E4 A 4♠ 8–5, honours split',
    deal: deal({ level: 4, denomination: 'spades', tricks: 8, honours: { trumps: 3, aces: 1 } }),
    settings: HONOURS_ON,
    below: { A: 320, B: 200 },
    above: {
      A: [['honours', 1200]],
      B: [
        ['undertricks', 8000],
        ['aces', 1200],
      ],
    },
    game: null,
  },
  {
    id: 'E5 A 6♥ bid, 12–1',
    deal: deal({ level: 6, denomination: 'hearts', tricks: 12 }),
    below: { A: 720, B: 60 },
    above: {
      A: [
        ['smallSlamBid', 6000],
        ['game', 1000],
      ],
      B: [],
    },
    game: 'A',
  },
  {
    id: 'E6 A 2♣ 13–0, unbid grand',
    deal: deal({ level: 2, denomination: 'clubs', tricks: 13 }),
    below: { A: 260, B: 0 },
    above: { A: [['grandSlam', 2000]], B: [] },
    game: null,
  },
  {
    id: 'R1 A 3♠ 8–5, B revoked → 11–2',
    deal: deal({ level: 3, tricks: 8, renonces: [revoke('B')] }),
    below: { A: 330, B: 60 },
    above: { A: [], B: [] },
    game: null,
  },
  {
    id: 'R2 A 5♦ 11–2, B revoked → 13–0, one trick missing',
    deal: deal({ level: 5, denomination: 'diamonds', tricks: 11, renonces: [revoke('B')] }),
    below: { A: 650, B: 0 },
    above: {
      A: [
        ['renonceMissingTricks', 5000],
        ['grandSlam', 2000],
        ['game', 1000],
      ],
      B: [],
    },
    game: 'A',
  },
  {
    id: 'R3 A 2 NT 9–4, B revoked → 12–1',
    deal: deal({ level: 2, denomination: 'noTrumps', tricks: 9, renonces: [revoke('B')] }),
    below: { A: 240, B: 20 },
    above: { A: [['smallSlam', 1000]], B: [] },
    game: null,
  },
  {
    id: 'R4 A 4♥ 10–3, A revoked → 7–6',
    deal: deal({ level: 4, denomination: 'hearts', tricks: 10, renonces: [revoke('A')] }),
    below: { A: 280, B: 240 },
    above: { A: [], B: [['undertricks', 12000]] },
    game: null,
  },
  {
    id: 'R5 A 3♣ from 400, 10–3, A revoked → 7–6, capped at 490',
    deal: deal({ level: 3, denomination: 'clubs', tricks: 10, renonces: [revoke('A')] }),
    from: at(400, 0),
    below: { A: 90, B: 180 },
    belowAfter: { A: 490, B: 180 },
    above: { A: [['renonceExcess', 120]], B: [['undertricks', 6000]] },
    game: null,
  },
  {
    id: 'R6 B 2♠ 8 tricks, A from 430, B revoked → A 8, B 5',
    deal: deal({ declaringSide: 'B', level: 2, tricks: 8, renonces: [revoke('B')] }),
    from: at(430, 0),
    below: { A: 160, B: 100 },
    belowAfter: { A: 0, B: 0 },
    above: {
      A: [
        ['undertricks', 6000],
        ['game', 1000],
      ],
      B: [],
    },
    game: 'A',
  },
];

describe('vint worked examples (rules section 8)', () => {
  it.each(rows)('$id', (row) => {
    const from = row.from ?? START_POSITION;
    const score = scoreDeal(from, row.deal, row.settings ?? HONOURS_OFF);
    expect(score.below.A.points).toBe(row.below.A);
    expect(score.below.B.points).toBe(row.below.B);
    expect(aboveOf(score, 'A')).toEqual(row.above.A);
    expect(aboveOf(score, 'B')).toEqual(row.above.B);
    expect(score.gameWonBy).toBe(row.game);
    expect(score.rubberWonBy).toBeNull();
    // A won game restarts both counters.
    const belowAfter =
      row.belowAfter ??
      (row.game
        ? { A: 0, B: 0 }
        : { A: from.below.A + row.below.A, B: from.below.B + row.below.B });
    expect(score.next.below).toEqual(belowAfter);
    if (row.game) expect(score.next.games[row.game]).toBe(1);
  });

  it('R5 keeps every point: 210 written, 90 below and 120 above', () => {
    const score = scoreDeal(
      at(400, 0),
      deal({ level: 3, denomination: 'clubs', tricks: 10, renonces: [revoke('A')] }),
      HONOURS_OFF,
    );
    expect(score.below.A).toMatchObject({ points: 90, excess: 120, tricks: 7, v: 30 });
    expect(score.tricks).toEqual({ A: 7, B: 6 });
  });

  it('E4 explains its items as count × each', () => {
    const score = scoreDeal(
      START_POSITION,
      deal({ level: 4, tricks: 8, honours: { trumps: 3, aces: 1 } }),
      HONOURS_ON,
    );
    expect(score.above).toEqual([
      { side: 'B', reason: 'undertricks', count: 2, each: 4000, points: 8000 },
      { side: 'A', reason: 'honours', count: 3, each: 400, points: 1200 },
      { side: 'B', reason: 'aces', count: 3, each: 400, points: 1200 },
    ]);
  });
});
