// Each table setting against hand-computed amounts (haléře, players A B C,
// declarer A, dealer C unless said otherwise). X = units per defender.
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_MARIAS_SETTINGS,
  TARIFF_PRESETS,
  mariasRates,
  settleMariasHand,
  validateMariasHand,
  type MariasHand,
  type MariasSeating,
  type MariasSettings,
} from '../../../app/engine/games/marias';

const seating: MariasSeating = { players: ['A', 'B', 'C'], dealer: 'C' };
const base = DEFAULT_MARIAS_SETTINGS;
const hand = (h: Omit<MariasHand, 'dealer' | 'declarer'>): MariasHand => ({
  dealer: 'C',
  declarer: 'A',
  ...h,
});
const money = (settings: MariasSettings, h: MariasHand, s: MariasSeating = seating) =>
  settleMariasHand(settings, s, h).transfers;
const units = (settings: MariasSettings, h: MariasHand, s: MariasSeating = seating) =>
  settleMariasHand(settings, s, h).unitsPerDefender;
const codes = (settings: MariasSettings, h: MariasHand, s: MariasSeating = seating) =>
  validateMariasHand(settings, s, h).map((i) => i.code);

describe('tariff presets', () => {
  it.each([
    ['hospoda', 5, 10],
    ['csm', 15, 30],
    ['krizovy', 10, 20],
  ] as const)('%s: betl %i, durch %i', (tariff, betl, durch) => {
    const settings = { ...base, tariff };
    expect(units(settings, hand({ game: 'betl', won: true }))).toEqual({ B: betl, C: betl });
    expect(units(settings, hand({ game: 'durch', won: false }))).toEqual({ B: -durch, C: -durch });
    // hra, sedma, kilo are the same in every preset: sedma game won both = 1 + 2
    expect(units(settings, hand({ game: 'sedma', won: true, sedmaWon: true }))).toEqual({
      B: 3,
      C: 3,
    });
    expect(mariasRates(settings)).toEqual(TARIFF_PRESETS[tariff]);
  });

  it('custom rates: sedma game won both = 2 + 3 units', () => {
    const settings: MariasSettings = {
      ...base,
      tariff: 'custom',
      customRates: { hra: 2, sedma: 3, tichaSedma: 2, kilo: 5, ticheKilo: 3, betl: 7, durch: 13 },
    };
    expect(money(settings, hand({ game: 'sedma', won: true, sedmaWon: true }))).toEqual({
      A: 1000,
      B: -500,
      C: -500,
    });
    // tichá sedma at its custom rate 2 beside a won hra (2): 4 units
    expect(units(settings, hand({ game: 'hra', won: true, trump7: 'wonLast' }))).toEqual({
      B: 4,
      C: 4,
    });
  });

  it('unitPrice 20 (0.20 Kč): example 1 is +1.60 / −0.80', () => {
    expect(
      money({ ...base, unitPrice: 20 }, hand({ game: 'hra', flek: { game: 2 }, won: true })),
    ).toEqual({
      A: 160,
      B: -80,
      C: -80,
    });
  });
});

describe('kilo', () => {
  const kilo = (cards: number, own: MariasHand['points']) =>
    hand({ game: 'kilo', points: { ...own, declarer: { cards, ...own?.declarer } } });
  const trump40 = { marriages: [{ suit: 'zeleny' as const, trump: true }] };

  it('linear: made at 100 is 1 step, each 10 more one step', () => {
    expect(units(base, kilo(60, { declarer: trump40 }))).toEqual({ B: 4, C: 4 });
    expect(units(base, kilo(90, { declarer: trump40 }))).toEqual({ B: 16, C: 16 });
  });

  it('doubling: made 4 × 2^((P−100)/10), failed 4 × 2^((100−Pq)/10 + Hopp/10 − 1)', () => {
    const doubling = { ...base, kiloScaling: 'doubling' as const };
    expect(units(doubling, kilo(60, { declarer: trump40 }))).toEqual({ B: 4, C: 4 }); // 2^0
    expect(units(doubling, kilo(80, { declarer: trump40 }))).toEqual({ B: 16, C: 16 }); // 2^2
    // example 6 doubled: Pq 80, Hopp 40 → 2^(2 + 4 − 1) = 32 steps × 4 × flek 2
    const six = hand({
      game: 'kilo',
      flek: { game: 1 },
      points: {
        declarer: { cards: 60, marriages: [{ suit: 'kule' }] },
        defenders: { marriages: [{ suit: 'zeleny', trump: true }] },
      },
    });
    expect(units(doubling, six)).toEqual({ B: -256, C: -256 });
    // Pq 90, no opponents' marriages: 2^(1 − 1) = 1 step
    expect(units(doubling, kilo(70, { declarer: { marriages: [{ suit: 'kule' }] } }))).toEqual({
      B: -4,
      C: -4,
    });
  });

  it('kiloFailCountsOpponentMarriages no: example 6 is 4 × 2 steps × flek 2', () => {
    const settings = { ...base, kiloFailCountsOpponentMarriages: false };
    const six = hand({
      game: 'kilo',
      flek: { game: 1 },
      points: {
        declarer: { cards: 60, marriages: [{ suit: 'kule' }] },
        defenders: { marriages: [{ suit: 'zeleny', trump: true }] },
      },
    });
    expect(units(settings, six)).toEqual({ B: -16, C: -16 });
  });

  it('kiloMarriage first: the first announced marriage qualifies, all count for the steps', () => {
    const points = {
      declarer: {
        cards: 70,
        marriages: [{ suit: 'kule' as const }, { suit: 'zeleny' as const, trump: true }],
        firstMarriage: 'kule' as const,
      },
    };
    // highest: Pq = 70 + 40 = 110 made, P = 130 → 1 + 3 = 4 steps → 16
    expect(units(base, hand({ game: 'kilo', points }))).toEqual({ B: 16, C: 16 });
    // first (kule, 20): Pq = 90 failed → (100 − 90)/10 = 1 step → −4
    const first = { ...base, kiloMarriage: 'first' as const };
    expect(units(first, hand({ game: 'kilo', points }))).toEqual({ B: -4, C: -4 });
    // first announced in trumps: Pq 110 made, P 130 → 16
    const trumpsFirst = { declarer: { ...points.declarer, firstMarriage: 'zeleny' as const } };
    expect(units(first, hand({ game: 'kilo', points: trumpsFirst }))).toEqual({ B: 16, C: 16 });
    // two marriages and no mark: the scorer must say which came first
    const unmarked = { declarer: { cards: 70, marriages: points.declarer.marriages } };
    expect(codes(first, hand({ game: 'kilo', points: unmarked }))).toEqual([
      'marias:errors.firstMarriageMissing',
    ]);
    // a single marriage needs no mark
    const single = { declarer: { cards: 70, marriages: [{ suit: 'kule' as const }] } };
    expect(units(first, hand({ game: 'kilo', points: single }))).toEqual({ B: -4, C: -4 });
  });

  it('kilo proti replaces hra: made by the defenders 80 + 40 → −12', () => {
    const h = hand({
      game: 'hra',
      kiloProti: true,
      points: { defenders: { cards: 80, marriages: [{ suit: 'kule', trump: true }] } },
    });
    expect(money(base, h)).toEqual({ A: -2400, B: 1200, C: 1200 });
  });

  it('kilo proti failed: defenders 50 + 20, declarer holds 40 → +(3 + 4) × 4 = 28', () => {
    const h = hand({
      game: 'hra',
      kiloProti: true,
      flek: { kiloProti: 1 },
      points: {
        declarer: { cards: 40, marriages: [{ suit: 'kule', trump: true }] },
        defenders: { marriages: [{ suit: 'zeleny' }] },
      },
    });
    expect(units(base, h)).toEqual({ B: 56, C: 56 });
  });

  it('sedma with kilo proti: sedma (+2) and kilo proti made at 70 + 40 (−4 × 2 steps)', () => {
    const h = hand({
      game: 'sedma',
      kiloProti: true,
      sedmaWon: true,
      points: { defenders: { cards: 70, marriages: [{ suit: 'kule', trump: true }] } },
    });
    expect(units(base, h)).toEqual({ B: 2 - 8, C: 2 - 8 });
  });
});

describe('sto107', () => {
  const together = { ...base, sto107: 'together' as const };
  const h107 = (cards: number, marriages: MariasHand['points'], sedmaWon: boolean) =>
    hand({
      game: '107',
      flek: { game: 1 },
      sedmaWon,
      points: { declarer: { cards, ...marriages?.declarer } },
    });
  const trump = { declarer: { marriages: [{ suit: 'kule' as const, trump: true }] } };
  const plain = { declarer: { marriages: [{ suit: 'zeleny' as const }] } };

  it('separately: the game flek does not fleck the sedma', () => {
    // kilo 70 + 40 = 110: 4 × 2 steps × 2 = 16; sedma won unflecked 2
    expect(units(base, h107(70, trump, true))).toEqual({ B: 18, C: 18 });
    // sedma lost alone: kilo still +16, sedma −2
    expect(units(base, h107(70, trump, false))).toEqual({ B: 14, C: 14 });
  });

  it('together, both made: kilo 4 × 2 × 2 + sedma 2 × 2', () => {
    expect(units(together, h107(70, trump, true))).toEqual({ B: 20, C: 20 });
  });

  it('together, kilo made but sedma lost: both lost, the kilo at one step', () => {
    expect(units(together, h107(60, trump, false))).toEqual({ B: -8 - 4, C: -8 - 4 });
  });

  it('together, kilo failed and sedma won: kilo at its failed steps, sedma lost', () => {
    // Pq = 60 + 20 = 80 → 2 steps: −4 × 2 × 2 = −16; sedma −2 × 2
    expect(units(together, h107(60, plain, true))).toEqual({ B: -20, C: -20 });
  });

  it('together: a separate sedma flek on a 107 is refused', () => {
    const h = { ...h107(70, trump, true), flek: { game: 1, sedma: 1 } };
    expect(codes(together, h)).toEqual(['marias:errors.sedmaFlekTogether']);
  });
});

describe('silent components', () => {
  it('tichá sedma: won +1, zabitá (beaten) −1, the defenders’ the other way round', () => {
    const won = { game: 'hra', won: true } as const;
    expect(units(base, hand({ ...won, trump7: 'wonLast' }))).toEqual({ B: 2, C: 2 });
    expect(units(base, hand({ ...won, trump7: 'beatenLast' }))).toEqual({ B: 0, C: 0 });
    expect(units(base, hand({ ...won, trump7: 'wonLast', trump7Side: 'defenders' }))).toEqual({
      B: 0,
      C: 0,
    });
    expect(units(base, hand({ ...won, trump7: 'beatenLast', trump7Side: 'defenders' }))).toEqual({
      B: 2,
      C: 2,
    });
  });

  it('tichá sedma is not flecked but is doubled in hearts', () => {
    const h = hand({ game: 'hra', hearts: true, flek: { game: 1 }, won: true, trump7: 'wonLast' });
    expect(units(base, h)).toEqual({ B: (2 + 1) * 2, C: (2 + 1) * 2 });
  });

  it('tichá sedma applies in a kilo hand', () => {
    const h = hand({
      game: 'kilo',
      trump7: 'wonLast',
      points: { declarer: { cards: 60, marriages: [{ suit: 'kule', trump: true }] } },
    });
    expect(units(base, h)).toEqual({ B: 5, C: 5 });
  });

  it('tiché kilo replaces hra: 2 × hraFlek × (P − 90)/10', () => {
    const h = hand({
      game: 'hra',
      flek: { game: 1 },
      reached100: 'declarer',
      points: { declarer: { cards: 80, marriages: [{ suit: 'kule', trump: true }] } },
    });
    expect(units(base, h)).toEqual({ B: 2 * 2 * 3, C: 2 * 2 * 3 });
  });

  it('tiché kilo under doubling: 2 × hraFlek × 2^((P − 100)/10): 100 → 2, 110 → 4, 120 → 8', () => {
    const doubling = { ...base, kiloScaling: 'doubling' as const };
    const reached = (cards: number, trump: boolean) =>
      hand({
        game: 'hra',
        won: true,
        reached100: 'declarer',
        points: { declarer: { cards, marriages: [{ suit: 'kule', trump }] } },
      });
    expect(units(doubling, reached(80, false))).toEqual({ B: 2, C: 2 });
    expect(units(doubling, reached(70, true))).toEqual({ B: 4, C: 4 });
    expect(units(doubling, reached(80, true))).toEqual({ B: 8, C: 8 });
    // linear stays (P − 90)/10: 100 → 2, 110 → 4, 120 → 6
    expect(units(base, reached(80, false))).toEqual({ B: 2, C: 2 });
    expect(units(base, reached(70, true))).toEqual({ B: 4, C: 4 });
    expect(units(base, reached(80, true))).toEqual({ B: 6, C: 6 });
    // at flek (×2) under doubling, 120: 2 × 2 × 4
    const flecked = { ...reached(80, true), flek: { game: 1 } };
    expect(units(doubling, flecked)).toEqual({ B: 16, C: 16 });
  });

  it('tiché kilo proti: the declarer pays, ×2 in hearts', () => {
    const h = hand({
      game: 'hra',
      hearts: true,
      reached100: 'defenders',
      points: { defenders: { cards: 70, marriages: [{ suit: 'cerveny', trump: true }] } },
    });
    expect(money(base, h)).toEqual({ A: -1600, B: 800, C: 800 });
  });

  it('tiché kilo beside a sedma: only the hra term is replaced', () => {
    const h = hand({
      game: 'sedma',
      sedmaWon: true,
      reached100: 'declarer',
      points: { declarer: { cards: 90, marriages: [{ suit: 'kule' }] } },
    });
    expect(units(base, h)).toEqual({ B: 4 + 2, C: 4 + 2 });
  });
});

describe('sedma proti', () => {
  it('made by the defenders at flek: hra +1, sedma proti −2 × 2', () => {
    const h = hand({
      game: 'hra',
      sedmaProti: true,
      flek: { sedmaProti: 1 },
      won: true,
      sedmaProtiWon: true,
    });
    expect(units(base, h)).toEqual({ B: -3, C: -3 });
  });

  it('failed: the declarer collects it', () => {
    const h = hand({
      game: 'hra',
      sedmaProti: true,
      flek: { sedmaProti: 1 },
      won: true,
      sedmaProtiWon: false,
    });
    expect(money(base, h)).toEqual({ A: 1000, B: -500, C: -500 });
  });

  it('individual flek: the declarer’s flek on sedma proti applies to the announcer only', () => {
    const individual = { ...base, flekScope: 'individual' as const };
    const h = hand({
      game: 'hra',
      sedmaProti: true,
      flekBy: { B: { sedmaProti: 1 } },
      won: false,
      sedmaProtiWon: true,
    });
    expect(units(individual, h)).toEqual({ B: -1 - 4, C: -1 - 2 });
  });
});

describe('limit', () => {
  const csm = { ...base, limit: 'csm' as const };
  // kilo v červených, 90 + 40 + 20 = 150 → 6 steps × 4 = 24 units, × hearts 2
  const bigKilo = (extra: Partial<MariasHand>) =>
    hand({
      game: 'kilo',
      hearts: true,
      points: {
        declarer: { cards: 90, marriages: [{ suit: 'cerveny', trump: true }, { suit: 'kule' }] },
      },
      ...extra,
    });

  it('none: no cap', () => {
    expect(units(base, bigKilo({ flek: { game: 4 } }))).toEqual({ B: 768, C: 768 });
  });

  it('500 per defender after hearts; 750 when each defender raised himself (team flek)', () => {
    expect(units(csm, bigKilo({ flek: { game: 4 }, raisedBy: [] }))).toEqual({ B: 500, C: 500 });
    // B flecked and C gave tutti: both raised
    expect(money(csm, bigKilo({ flek: { game: 4 }, raisedBy: ['B', 'C'] }))).toEqual({
      A: 150000,
      B: -75000,
      C: -75000,
    });
  });

  it('one defender raising twice is not enough: the team keeps 500 and +2X', () => {
    expect(money(csm, bigKilo({ flek: { game: 4 }, raisedBy: ['B'] }))).toEqual({
      A: 100000,
      B: -50000,
      C: -50000,
    });
  });

  it('the limit is a line of the breakdown', () => {
    const { breakdown } = settleMariasHand(
      csm,
      seating,
      bigKilo({ flek: { game: 4 }, raisedBy: ['B', 'C'] }),
    );
    expect(breakdown.filter((l) => l.kind === 'limit')).toEqual([
      { kind: 'limit', defender: 'B', limit: 750, rawUnits: 768, units: -18, money: -1800 },
      { kind: 'limit', defender: 'C', limit: 750, rawUnits: 768, units: -18, money: -1800 },
    ]);
  });

  it('clamps losses too', () => {
    const h = hand({ game: 'durch', flek: { game: 6 }, won: false, raisedBy: [] });
    expect(money(csm, h)).toEqual({ A: -100000, B: 50000, C: 50000 });
  });

  it('asks who raised only when it changes the money', () => {
    expect(codes(csm, bigKilo({ flek: { game: 4 } }))).toEqual(['marias:errors.raisedByMissing']);
    // 24 × 8 × 2 = 384: under 500 either way
    expect(codes(csm, bigKilo({ flek: { game: 3 } }))).toEqual([]);
    expect(codes(csm, hand({ game: 'durch', flek: { game: 6 }, won: true }))).toEqual([
      'marias:errors.raisedByMissing',
    ]);
    // kilo proti v červených failed at 0 against 80 in marriages: 18 × 4 × re 4 × 2 = 576,
    // but the only defender raise is the announcer's re: both cannot have raised → 500, no question
    const proti = hand({
      game: 'hra',
      hearts: true,
      kiloProti: true,
      flek: { kiloProti: 2 },
      points: {
        declarer: {
          cards: 90,
          marriages: [{ suit: 'cerveny', trump: true }, { suit: 'kule' }, { suit: 'zeleny' }],
        },
      },
    });
    expect(codes(csm, proti)).toEqual([]);
    expect(units(csm, proti)).toEqual({ B: 500, C: 500 });
    expect(codes(csm, hand({ game: 'hra', won: true }))).toEqual([]);
  });

  it('individual flek: the defenders’ own levels say whether both raised', () => {
    const individual = { ...csm, flekScope: 'individual' as const };
    // B flek … boty: 24 × 16 × 2 = 768; C did not raise → 500 for both
    expect(units(individual, bigKilo({ flekBy: { B: { game: 4 } } }))).toEqual({ B: 500, C: 48 });
    // C flecked too (×2: 96) → 750
    expect(units(individual, bigKilo({ flekBy: { B: { game: 4 }, C: { game: 1 } } }))).toEqual({
      B: 750,
      C: 96,
    });
  });

  it('individual flek: the declarer’s flek on kilo proti is not the announcer’s raise, his re is', () => {
    const settings: MariasSettings = {
      ...csm,
      flekScope: 'individual',
      tariff: 'custom',
      customRates: { hra: 1, sedma: 2, tichaSedma: 1, kilo: 10, ticheKilo: 2, betl: 5, durch: 10 },
    };
    // sedma v červených (B flecked it) and C's kilo proti, failed at 0 points against the
    // declarer's 40 + 20 + 20: (10 + 8) steps × 10 = 180 units before flek and hearts
    const h = (level: number) =>
      hand({
        game: 'sedma',
        hearts: true,
        sedmaWon: true,
        kiloProti: true,
        flekBy: { B: { sedma: 1 }, C: { kiloProti: level } },
        points: {
          declarer: {
            cards: 90,
            marriages: [{ suit: 'cerveny', trump: true }, { suit: 'kule' }, { suit: 'zeleny' }],
          },
        },
      });
    // level 1 is the declarer's flek: C has not raised → 500. B: (2 × 2 + 180) × 2 = 368
    expect(units(settings, h(1))).toEqual({ B: 368, C: 500 });
    // level 2 is C's re: both raised → 750; C: (2 + 180 × 4) × 2 = 1444
    expect(units(settings, h(2))).toEqual({ B: 368, C: 750 });
  });
});

describe('four at the table', () => {
  const seating4: MariasSeating = { players: ['A', 'B', 'C'], dealer: 'D', sitter: 'D' };
  const h = { ...hand({ game: 'hra', flek: { game: 2 }, won: true }), dealer: 'D' };

  it('the sitter gets nothing by default', () => {
    expect(money(base, h, seating4)).toEqual({ A: 800, B: -400, C: -400, D: 0 });
  });

  it('sitterPays: a third defender, declarer ±3X', () => {
    expect(money({ ...base, sitterPays: true }, h, seating4)).toEqual({
      A: 1200,
      B: -400,
      C: -400,
      D: -400,
    });
  });

  it('sitterPays with individual flek: the sitter settles at ×1', () => {
    const settings = { ...base, sitterPays: true, flekScope: 'individual' as const };
    const betl = { ...hand({ game: 'betl', flekBy: { B: { game: 1 } }, won: false }), dealer: 'D' };
    expect(units(settings, betl, seating4)).toEqual({ B: -10, C: -5, D: -5 });
  });
});

describe('playHra', () => {
  const afterFlek = { ...base, playHra: 'afterFlek' as const };
  const afterRe = { ...base, playHra: 'afterRe' as const };

  it('after flek: an unflecked hra is +1 without a result; a flecked one is played', () => {
    expect(money(afterFlek, hand({ game: 'hra' }))).toEqual({ A: 200, B: -100, C: -100 });
    expect(units(afterFlek, hand({ game: 'hra', hearts: true }))).toEqual({ B: 2, C: 2 });
    expect(units(afterFlek, hand({ game: 'hra', flek: { game: 1 }, won: false }))).toEqual({
      B: -2,
      C: -2,
    });
    expect(codes(afterFlek, hand({ game: 'hra', flek: { game: 1 } }))).toEqual([
      'marias:errors.resultMissing',
    ]);
  });

  it('after re: unflecked +1, flek without re −2, flek and re played', () => {
    expect(units(afterRe, hand({ game: 'hra' }))).toEqual({ B: 1, C: 1 });
    expect(money(afterRe, hand({ game: 'hra', flek: { game: 1 } }))).toEqual({
      A: -400,
      B: 200,
      C: 200,
    });
    expect(units(afterRe, hand({ game: 'hra', flek: { game: 2 }, won: true }))).toEqual({
      B: 4,
      C: 4,
    });
  });

  it('after re: a sedma beside hra is played out, hra settles by its result at its flek', () => {
    const h = hand({ game: 'sedma', flek: { game: 1 }, won: true, sedmaWon: true });
    expect(units(afterRe, h)).toEqual({ B: 2 + 2, C: 2 + 2 });
    expect(codes(afterRe, hand({ game: 'sedma', flek: { game: 1 }, sedmaWon: true }))).toEqual([
      'marias:errors.resultMissing',
    ]);
  });

  it('after flek: a sedma is played, so hra settles by its result too', () => {
    expect(units(afterFlek, hand({ game: 'sedma', won: true, sedmaWon: true }))).toEqual({
      B: 3,
      C: 3,
    });
    expect(units(afterFlek, hand({ game: 'sedma', won: false, sedmaWon: true }))).toEqual({
      B: 1,
      C: 1,
    });
  });

  it('after flek: sedma proti and kilo proti are played out; hra by its result', () => {
    const proti = hand({ game: 'hra', sedmaProti: true, won: false, sedmaProtiWon: false });
    expect(units(afterFlek, proti)).toEqual({ B: -1 + 2, C: -1 + 2 });
    const kiloProti = hand({
      game: 'hra',
      kiloProti: true,
      points: { defenders: { cards: 80, marriages: [{ suit: 'kule', trump: true }] } },
    });
    expect(units(afterFlek, kiloProti)).toEqual({ B: -4 * 3, C: -4 * 3 });
  });

  it('after flek: an unflecked hra given up is still +1 (nothing to concede)', () => {
    expect(money(afterFlek, hand({ game: 'hra', conceded: true }))).toEqual({
      A: 200,
      B: -100,
      C: -100,
    });
    expect(units(afterRe, hand({ game: 'hra', conceded: true }))).toEqual({ B: 1, C: 1 });
  });

  it('kilo, betl and durch are always played', () => {
    expect(units(afterRe, hand({ game: 'betl', won: false }))).toEqual({ B: -5, C: -5 });
  });

  it('after re with individual flek: B flecked, the declarer gave up → lost at each one’s level', () => {
    const settings = { ...afterRe, flekScope: 'individual' as const };
    expect(units(settings, hand({ game: 'hra', flekBy: { B: { game: 1 } } }))).toEqual({
      B: -2,
      C: -1,
    });
  });

  it('a hra not played has no silent seven or hundred', () => {
    expect(codes(afterFlek, hand({ game: 'hra', trump7: 'wonLast' }))).toEqual([
      'marias:errors.trump7NotPlayed',
    ]);
    const reached = hand({
      game: 'hra',
      reached100: 'declarer',
      points: { declarer: { cards: 80, marriages: [{ suit: 'kule', trump: true }] } },
    });
    expect(codes(afterFlek, reached)).toEqual(['marias:errors.reached100NotApplicable']);
  });
});

describe('conceded game (zahozená hra)', () => {
  it('hra lost at its current flek', () => {
    expect(units(base, hand({ game: 'hra', flek: { game: 3 }, conceded: true }))).toEqual({
      B: -8,
      C: -8,
    });
  });

  it('an announced sedma is lost only if flecked', () => {
    expect(units(base, hand({ game: 'sedma', flek: { game: 1 }, conceded: true }))).toEqual({
      B: -2,
      C: -2,
    });
    expect(units(base, hand({ game: 'sedma', flek: { sedma: 2 }, conceded: true }))).toEqual({
      B: -9,
      C: -9,
    });
  });

  it('the unflecked sedma shows as an even line', () => {
    const { breakdown } = settleMariasHand(base, seating, hand({ game: 'sedma', conceded: true }));
    expect(breakdown.find((l) => l.kind === 'component' && l.component === 'sedma')).toMatchObject({
      sign: 0,
      units: 0,
      money: 0,
      basis: 'conceded',
    });
  });

  it('only a hra can be conceded', () => {
    expect(codes(base, hand({ game: 'betl', conceded: true }))).toEqual([
      'marias:errors.concededNotHra',
    ]);
  });
});

describe('individual flek', () => {
  const individual = { ...base, flekScope: 'individual' as const };

  it('each defender settles at his own level; sedma and hra separately', () => {
    const h = hand({
      game: 'sedma',
      flekBy: { B: { game: 1 }, C: { sedma: 3 } },
      won: true,
      sedmaWon: false,
    });
    // B: hra 1 × 2 − sedma 2 = 0; C: hra 1 − sedma 2 × 8 = −15
    expect(money(individual, h)).toEqual({ A: -1500, B: 0, C: 1500 });
  });

  it('the declarer gets −(B + C), not −2X', () => {
    const h = hand({ game: 'durch', flekBy: { B: { game: 3 } }, won: true });
    expect(money(individual, h)).toEqual({ A: 9000, B: -8000, C: -1000 });
  });
});
