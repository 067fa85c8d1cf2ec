// Every worked example of rules section 10 (hospoda tariff, 1 Kč per unit,
// team flek, linear kilo, highest marriage). Amounts in haléře.
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_MARIAS_SETTINGS,
  renoncValue,
  settleMariasHand,
  settleMariasRenonc,
  type MariasComponentLine,
  type MariasHand,
  type MariasRenonc,
  type MariasSeating,
  type MariasSettings,
} from '../../../app/engine/games/marias';

const seating: MariasSeating = { players: ['A', 'B', 'C'], dealer: 'C' };
const team = DEFAULT_MARIAS_SETTINGS;
const individual: MariasSettings = { ...team, flekScope: 'individual' };
const hand = (h: Omit<MariasHand, 'dealer' | 'declarer'>): MariasHand => ({
  dealer: 'C',
  declarer: 'A',
  ...h,
});

interface Example {
  readonly n: string;
  readonly settings?: MariasSettings;
  readonly hand: MariasHand;
  readonly x: Record<string, number>;
  readonly money: Record<string, number>;
}

const examples: Example[] = [
  {
    n: '1 hra v zelených, flek+re, won',
    hand: hand({ game: 'hra', suit: 'zeleny', flek: { game: 2 }, won: true }),
    x: { B: 4, C: 4 },
    money: { A: 800, B: -400, C: -400 },
  },
  {
    n: '2 hra v červených, flek+re, lost',
    hand: hand({ game: 'hra', hearts: true, suit: 'cerveny', flek: { game: 2 }, won: false }),
    x: { B: -8, C: -8 },
    money: { A: -1600, B: 800, C: 800 },
  },
  {
    n: '3 sedma v kulích, sedma flek, hra won, 7 beaten in the last trick',
    hand: hand({
      game: 'sedma',
      suit: 'kule',
      flek: { sedma: 1 },
      won: true,
      sedmaWon: false,
      trump7: 'beatenLast',
    }),
    x: { B: -3, C: -3 },
    money: { A: -600, B: 300, C: 300 },
  },
  {
    n: '4 sedma v červených, hra flek, sedma flek+re, both won',
    hand: hand({
      game: 'sedma',
      hearts: true,
      flek: { game: 1, sedma: 2 },
      won: true,
      sedmaWon: true,
    }),
    x: { B: 20, C: 20 },
    money: { A: 4000, B: -2000, C: -2000 },
  },
  {
    n: '5 kilo v žaludech, 80 in cards + trump 40 = 120',
    hand: hand({
      game: 'kilo',
      suit: 'zaludy',
      points: { declarer: { cards: 80, marriages: [{ suit: 'zaludy', trump: true }] } },
    }),
    x: { B: 12, C: 12 },
    money: { A: 2400, B: -1200, C: -1200 },
  },
  {
    n: '6 kilo v zelených, flek, failed at 60 + 20, defenders hold the trump marriage',
    hand: hand({
      game: 'kilo',
      suit: 'zeleny',
      flek: { game: 1 },
      points: {
        declarer: { cards: 60, marriages: [{ suit: 'kule' }] },
        defenders: { marriages: [{ suit: 'zeleny', trump: true }] },
      },
    }),
    x: { B: -48, C: -48 },
    money: { A: -9600, B: 4800, C: 4800 },
  },
  {
    n: '7 betl, flek+re, made',
    hand: hand({ game: 'betl', flek: { game: 2 }, won: true }),
    x: { B: 20, C: 20 },
    money: { A: 4000, B: -2000, C: -2000 },
  },
  {
    n: '8 durch, no flek, failed',
    hand: hand({ game: 'durch', won: false }),
    x: { B: -10, C: -10 },
    money: { A: -2000, B: 1000, C: 1000 },
  },
  {
    n: '9 hra v zelených, flek+re, won, unannounced trump 7 wins the last trick',
    hand: hand({ game: 'hra', suit: 'zeleny', flek: { game: 2 }, won: true, trump7: 'wonLast' }),
    x: { B: 5, C: 5 },
    money: { A: 1000, B: -500, C: -500 },
  },
  {
    n: '10 107 v červených, kilo flek, sedma flek, 70 + 40 = 110, 7 wins',
    hand: hand({
      game: '107',
      hearts: true,
      flek: { game: 1, sedma: 1 },
      sedmaWon: true,
      points: { declarer: { cards: 70, marriages: [{ suit: 'cerveny', trump: true }] } },
    }),
    x: { B: 40, C: 40 },
    money: { A: 8000, B: -4000, C: -4000 },
  },
  {
    n: '11 individual flek: betl, B flek, A re on B, C no flek, failed',
    settings: individual,
    hand: hand({ game: 'betl', flekBy: { B: { game: 2 } }, won: false }),
    x: { B: -20, C: -5 },
    money: { A: -2500, B: 2000, C: 500 },
  },
];

describe('worked examples 1–11', () => {
  it.each(examples)('example $n', ({ settings, hand: h, x, money }) => {
    const result = settleMariasHand(settings ?? team, seating, h);
    expect(result.unitsPerDefender).toEqual(x);
    expect(result.transfers).toEqual(money);
  });

  it('example 4 breaks down as "Sedma: 2 × flek+re ×4 × hearts ×2 = 16"', () => {
    const { breakdown } = settleMariasHand(team, seating, examples[3]!.hand);
    const sedma = breakdown.find(
      (l): l is MariasComponentLine =>
        l.kind === 'component' && l.defender === 'B' && l.component === 'sedma',
    );
    expect(sedma).toMatchObject({
      sign: 1,
      rate: 2,
      flekLevel: 2,
      flekMultiplier: 4,
      steps: 1,
      heartsMultiplier: 2,
      units: 16,
      money: 1600,
    });
  });

  it('example 6 breaks down as kilo −4 × 6 steps × flek 2', () => {
    const { breakdown } = settleMariasHand(team, seating, examples[5]!.hand);
    expect(breakdown.filter((l) => l.defender === 'C')).toEqual([
      expect.objectContaining({
        component: 'kilo',
        sign: -1,
        rate: 4,
        steps: 6,
        flekMultiplier: 2,
        units: -48,
      }),
    ]);
  });
});

const r3contract = {
  declarer: 'A',
  game: 'sedma',
  hearts: true,
  flek: { game: 2, sedma: 1 },
} as const;

const renoncs: { n: string; renonc: MariasRenonc; money: Record<string, number> }[] = [
  {
    n: 'R1 B misdeals the second time in the round (tier 1)',
    renonc: { tier: 1, claimant: 'A', offender: 'B', reason: 'secondMisdeal' },
    money: { A: 200, B: -400, C: 200 },
  },
  {
    n: 'R2 A discards an ace to the talon (tier 2)',
    renonc: { tier: 2, claimant: 'B', offender: 'A', reason: 'aceOrTenDiscarded' },
    money: { A: -4000, B: 2000, C: 2000 },
  },
  {
    n: 'R3 A does not follow suit (3A), V = 16',
    renonc: {
      tier: '3A',
      claimant: 'B',
      offender: 'A',
      reason: 'notFollowingSuit',
      contract: r3contract,
    },
    money: { A: -3200, B: 1600, C: 1600 },
  },
  {
    n: 'R4 B does not follow suit (3B)',
    renonc: {
      tier: '3B',
      claimant: 'A',
      offender: 'B',
      reason: 'notFollowingSuit',
      contract: r3contract,
    },
    money: { A: 3200, B: -4800, C: 1600 },
  },
];

describe('renonc examples R1–R4', () => {
  it.each(renoncs)('$n', ({ renonc, money }) => {
    expect(settleMariasRenonc(team, seating, renonc).transfers).toEqual(money);
  });

  it('R3: V = (4 + 4) × 2 = 16', () => {
    expect(renoncValue(team, r3contract)).toBe(16);
    expect(renoncValue(team, r3contract, 'B')).toBe(16);
  });
});
