// validateMariasHand: every impossible or incomplete hand is named by a
// 'marias:errors.*' code and the field to fix; settling it throws.
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_MARIAS_SETTINGS,
  MariasValidationError,
  settleMariasHand,
  validateMariasHand,
  validateMariasSettings,
  type MariasHand,
  type MariasSeating,
  type MariasSettings,
} from '../../../app/engine/games/marias';

const seating: MariasSeating = { players: ['A', 'B', 'C'], dealer: 'C' };
const seating4: MariasSeating = { players: ['A', 'B', 'C'], dealer: 'D', sitter: 'D' };
const base = DEFAULT_MARIAS_SETTINGS;
const individual: MariasSettings = { ...base, flekScope: 'individual' };
const hand = (h: Partial<MariasHand>): MariasHand =>
  ({ dealer: 'C', declarer: 'A', game: 'hra', won: true, ...h }) as MariasHand;
const issues = (h: MariasHand, settings = base, s = seating) =>
  validateMariasHand(settings, s, h).map((i) => [i.code.replace('marias:errors.', ''), i.field]);

const cases: [
  string,
  MariasHand,
  [string, string | undefined][],
  MariasSettings?,
  MariasSeating?,
][] = [
  [
    'betl with sedma proti',
    hand({ game: 'betl', sedmaProti: true }),
    [['betlWithSedma', 'sedmaProti']],
  ],
  [
    'durch with kilo proti',
    hand({ game: 'durch', kiloProti: true }),
    [['betlWithKilo', 'kiloProti']],
  ],
  ['hearts with betl', hand({ game: 'betl', hearts: true }), [['heartsWithBetl', 'hearts']]],
  ['a suit with durch', hand({ game: 'durch', suit: 'kule' }), [['suitWithBetl', 'suit']]],
  [
    'kilo with kilo proti',
    hand({ game: 'kilo', kiloProti: true }),
    [['kiloWithKiloProti', 'kiloProti']],
  ],
  [
    '107 with kilo proti',
    hand({ game: '107', kiloProti: true }),
    [['kiloWithKiloProti', 'kiloProti']],
  ],
  [
    'sedma with sedma proti',
    hand({ game: 'sedma', sedmaProti: true }),
    [['sedmaWithSedmaProti', 'sedmaProti']],
  ],
  [
    'hearts suit without the hearts flag',
    hand({ suit: 'cerveny' }),
    [['suitHeartsMismatch', 'suit']],
  ],
  [
    'hearts flag with another suit',
    hand({ hearts: true, suit: 'kule' }),
    [['suitHeartsMismatch', 'suit']],
  ],
  ['an unknown game', hand({ game: 'mizerák' as never }), [['valueInvalid', 'game']]],
  ['an unknown suit', hand({ suit: 'piky' as never }), [['valueInvalid', 'suit']]],
  [
    'flek above maxFlek',
    hand({ flek: { game: 5 } }),
    [['flekTooHigh', 'flek.game']],
    { ...base, maxFlek: 4 },
  ],
  ['flek above kajzr', hand({ flek: { game: 7 } }), [['flekTooHigh', 'flek.game']]],
  ['a negative flek', hand({ flek: { game: -1 } }), [['flekInvalid', 'flek.game']]],
  ['a fractional flek', hand({ flek: { game: 1.5 } }), [['flekInvalid', 'flek.game']]],
  [
    'flek on a sedma nobody announced',
    hand({ flek: { sedma: 1 } }),
    [['flekUnannounced', 'flek.sedma']],
  ],
  [
    'flek on sedma proti not announced',
    hand({ flek: { sedmaProti: 1 } }),
    [['flekUnannounced', 'flek.sedmaProti']],
  ],
  [
    'flek on a hra replaced by kilo proti',
    hand({ kiloProti: true, flek: { game: 1 }, points: { defenders: { cards: 50 } } }),
    [['flekUnannounced', 'flek.game']],
  ],
  ['an unknown flek counter', hand({ flek: { hra: 1 } as never }), [['valueInvalid', 'flek.hra']]],
  [
    'team levels under individual scope',
    hand({ flek: { game: 1 } }),
    [['flekScopeMismatch', 'flek']],
    individual,
  ],
  [
    'per-defender levels under team scope',
    hand({ flekBy: { B: { game: 1 } } }),
    [['flekScopeMismatch', 'flekBy']],
  ],
  [
    'raisedBy under individual scope',
    hand({ raisedBy: ['B'] }),
    [['flekScopeMismatch', 'raisedBy']],
    individual,
  ],
  [
    'individual levels for the declarer',
    hand({ flekBy: { A: { game: 1 } } }),
    [['flekByNotDefender', 'flekBy.A']],
    individual,
  ],
  [
    'individual levels for the sitter',
    hand({ dealer: 'D', flekBy: { D: { game: 1 } } }),
    [['flekByNotDefender', 'flekBy.D']],
    individual,
    seating4,
  ],
  [
    'the declarer flecks the sedma proti of both defenders',
    hand({
      sedmaProti: true,
      sedmaProtiWon: true,
      flekBy: { B: { sedmaProti: 1 }, C: { sedmaProti: 1 } },
    }),
    [['protiFlekBothDefenders', 'flekBy.sedmaProti']],
    individual,
  ],
  [
    'raisedBy names the declarer',
    hand({ flek: { game: 1 }, raisedBy: ['A'] }),
    [['raisedByNotDefender', 'raisedBy']],
  ],
  [
    'raisedBy names both after one flek',
    hand({ flek: { game: 1 }, raisedBy: ['B', 'C'] }),
    [['raisedByTooMany', 'raisedBy']],
  ],
  [
    'raisedBy after only the declarer’s raise on proti',
    hand({ sedmaProti: true, sedmaProtiWon: false, flek: { sedmaProti: 1 }, raisedBy: ['B'] }),
    [['raisedByTooMany', 'raisedBy']],
  ],
  [
    'the declarer sits out',
    hand({ dealer: 'D', declarer: 'D' }),
    [['declarerIsSitter', 'declarer']],
    base,
    seating4,
  ],
  [
    'the declarer is not at the table',
    hand({ declarer: 'Z' }),
    [['declarerNotSeated', 'declarer']],
  ],
  ['the hand names another dealer', hand({ dealer: 'B' }), [['dealerMismatch', 'dealer']]],
  ['hra without a result', hand({ won: undefined }), [['resultMissing', 'won']]],
  ['betl without a result', hand({ game: 'betl', won: undefined }), [['resultMissing', 'won']]],
  ['sedma without its result', hand({ game: 'sedma' }), [['resultMissing', 'sedmaWon']]],
  [
    '107 without the sedma result',
    hand({ game: '107', points: { declarer: { cards: 90 } } }),
    [['resultMissing', 'sedmaWon']],
  ],
  [
    'sedma proti without its result',
    hand({ sedmaProti: true }),
    [['resultMissing', 'sedmaProtiWon']],
  ],
  ['a result that is not yes/no', hand({ won: 'yes' as never }), [['valueInvalid', 'won']]],
  [
    'kilo without card points',
    hand({ game: 'kilo' }),
    [['pointsMissing', 'points.declarer.cards']],
  ],
  [
    'kilo proti without card points',
    hand({ kiloProti: true }),
    [['pointsMissing', 'points.defenders.cards']],
  ],
  [
    'card points not in tens',
    hand({ game: 'kilo', points: { declarer: { cards: 45 } } }),
    [['cardPointsInvalid', 'points.declarer.cards']],
  ],
  [
    'card points above 90',
    hand({ game: 'kilo', points: { declarer: { cards: 100 } } }),
    [['cardPointsInvalid', 'points.declarer.cards']],
  ],
  [
    'card points below 0',
    hand({ game: 'kilo', points: { declarer: { cards: -10 } } }),
    [['cardPointsInvalid', 'points.declarer.cards']],
  ],
  [
    'card points not summing to 90',
    hand({ game: 'kilo', points: { declarer: { cards: 60 }, defenders: { cards: 40 } } }),
    [['cardPointsSum', 'points']],
  ],
  [
    'a marriage in a fifth suit',
    hand({
      game: 'kilo',
      points: { declarer: { cards: 60, marriages: [{ suit: 'srdce' as never }] } },
    }),
    [['marriageInvalid', 'points.declarer.marriages']],
  ],
  [
    'the same marriage on both sides',
    hand({
      game: 'kilo',
      points: {
        declarer: { cards: 60, marriages: [{ suit: 'kule' }] },
        defenders: { marriages: [{ suit: 'kule' }] },
      },
    }),
    [['marriageDuplicate', 'points.defenders.marriages']],
  ],
  [
    'two trump marriages',
    hand({
      game: 'kilo',
      points: {
        declarer: {
          cards: 60,
          marriages: [
            { suit: 'kule', trump: true },
            { suit: 'zeleny', trump: true },
          ],
        },
      },
    }),
    [['marriageTrumpTwice', 'points']],
  ],
  [
    'a trump marriage in another suit than the trumps',
    hand({
      game: 'kilo',
      suit: 'kule',
      points: { declarer: { cards: 60, marriages: [{ suit: 'zeleny', trump: true }] } },
    }),
    [['marriageTrumpMismatch', 'points.declarer.marriages']],
  ],
  [
    'a trump marriage of hearts when hearts are not trumps',
    hand({
      game: 'kilo',
      points: { declarer: { cards: 60, marriages: [{ suit: 'cerveny', trump: true }] } },
    }),
    [['marriageTrumpMismatch', 'points.declarer.marriages']],
  ],
  [
    'a trump marriage in betl',
    hand({ game: 'betl', points: { declarer: { marriages: [{ suit: 'kule', trump: true }] } } }),
    [['marriageTrumpMismatch', 'points.declarer.marriages']],
  ],
  [
    'a first marriage the side does not hold',
    hand({
      game: 'kilo',
      points: { declarer: { cards: 60, marriages: [{ suit: 'kule' }], firstMarriage: 'zeleny' } },
    }),
    [['firstMarriageInvalid', 'points.declarer.firstMarriage']],
  ],
  ['a trump 7 in betl', hand({ game: 'betl', trump7: 'wonLast' }), [['trump7InBetl', 'trump7']]],
  ['an unknown trump 7 fate', hand({ trump7: 'lost' as never }), [['valueInvalid', 'trump7']]],
  [
    'the announced 7 won the last trick but the sedma is marked lost',
    hand({ game: 'sedma', sedmaWon: false, trump7: 'wonLast' }),
    [['trump7Contradicts', 'sedmaWon']],
  ],
  [
    'the announced sedma is the defenders’ 7',
    hand({ game: 'sedma', sedmaWon: true, trump7: 'wonLast', trump7Side: 'defenders' }),
    [['trump7Contradicts', 'trump7Side']],
  ],
  [
    'sedma proti with the declarer’s 7',
    hand({ sedmaProti: true, sedmaProtiWon: true, trump7: 'wonLast' }),
    [['trump7Contradicts', 'trump7Side']],
  ],
  [
    'a trump 7 in a conceded game',
    hand({ won: undefined, conceded: true, trump7: 'wonLast' }),
    [['trump7NotPlayed', 'trump7']],
  ],
  [
    'reached 100 in a kilo hand',
    hand({ game: 'kilo', reached100: 'declarer', points: { declarer: { cards: 90 } } }),
    [['reached100NotApplicable', 'reached100']],
  ],
  [
    'reached 100 in betl',
    hand({ game: 'betl', reached100: 'defenders' }),
    [['reached100NotApplicable', 'reached100']],
  ],
  [
    'reached 100 without points',
    hand({ reached100: 'declarer' }),
    [['pointsMissing', 'points.declarer.cards']],
  ],
  [
    'reached 100 with 90',
    hand({
      reached100: 'declarer',
      points: { declarer: { cards: 70, marriages: [{ suit: 'kule' }] } },
    }),
    [['reached100Below', 'reached100']],
  ],
  [
    'the declarer reached 100 but lost hra',
    hand({
      won: false,
      reached100: 'declarer',
      points: { declarer: { cards: 80, marriages: [{ suit: 'kule' }] } },
    }),
    [['reached100Contradicts', 'won']],
  ],
  [
    'won, but the entered points say the declarer lost hra',
    hand({ won: true, points: { declarer: { cards: 30, marriages: [{ suit: 'kule' }] } } }),
    [['pointsSayLost', 'won']],
  ],
  [
    'lost, but the entered points say the declarer won hra',
    hand({ won: false, points: { defenders: { cards: 20, marriages: [{ suit: 'kule' }] } } }),
    [['pointsSayWon', 'won']],
  ],
  [
    'a sedma hand: the points decide its hra too',
    hand({ game: 'sedma', won: true, sedmaWon: true, points: { declarer: { cards: 40 } } }),
    [['pointsSayLost', 'won']],
  ],
  [
    'points show 100 but nobody reached it',
    hand({ won: false, points: { defenders: { cards: 80, marriages: [{ suit: 'kule' }] } } }),
    [['reached100Unmarked', 'reached100']],
  ],
  [
    'kilo conceded',
    hand({ game: 'kilo', conceded: true, points: { declarer: { cards: 90 } } }),
    [['concededNotHra', 'conceded']],
  ],
  ['a hand that is not an object', null as never, [['valueInvalid', 'hand']]],
];

describe('validateMariasHand', () => {
  it('accepts the common hand', () => {
    expect(issues(hand({}))).toEqual([]);
  });

  it.each(cases)('%s', (_name, h, expected, settings = base, s = seating) => {
    expect(issues(h, settings, s)).toEqual(expected);
  });

  it('seating: duplicate players, the wrong count, a dealer who is not there', () => {
    const codesOf = (s: MariasSeating) =>
      validateMariasHand(base, s, hand({ dealer: s.dealer })).map((i) => i.code);
    expect(codesOf({ players: ['A', 'B', 'B'], dealer: 'A' })).toEqual([
      'marias:errors.duplicatePlayers',
    ]);
    expect(codesOf({ players: ['A', 'B', 'C'], dealer: 'A', sitter: 'A' })).toEqual([
      'marias:errors.duplicatePlayers',
    ]);
    expect(codesOf({ players: ['A', 'B'], dealer: 'A' })).toEqual(['marias:errors.tableSize']);
    expect(codesOf({ players: ['A', 'B', 'C'], dealer: 'Z' })).toEqual([
      'marias:errors.dealerNotSeated',
    ]);
  });

  it('never produces money for an invalid hand', () => {
    expect(() => settleMariasHand(base, seating, hand({ game: 'betl', hearts: true }))).toThrow(
      MariasValidationError,
    );
  });
});

describe('validateMariasSettings', () => {
  const codesOf = (s: Partial<MariasSettings>, players?: string[]) =>
    validateMariasSettings({ ...base, ...s } as MariasSettings, players).map((i) => i.field);

  it('accepts the defaults', () => {
    expect(codesOf({})).toEqual([]);
  });

  it.each([
    [{ tariff: 'bar' }, 'settings.tariff'],
    [{ tariff: 'custom' }, 'settings.customRates'],
    [{ unitPrice: 0 }, 'settings.unitPrice'],
    [{ unitPrice: 1.5 }, 'settings.unitPrice'],
    [{ maxFlek: 7 }, 'settings.maxFlek'],
    [{ limit: 600 }, 'settings.limit'],
    [{ playHra: 'never' }, 'settings.playHra'],
    [{ sitterPays: 'yes' }, 'settings.sitterPays'],
    [{ renoncFines: { tier1: -200, tier2: 2000 } }, 'settings.renoncFines.tier1'],
  ] as [Partial<MariasSettings>, string][])('rejects %o', (s, field) => {
    expect(codesOf(s)).toEqual([field]);
  });

  it('custom rates must be whole numbers from 0', () => {
    const customRates = {
      hra: 1,
      sedma: 2,
      tichaSedma: 1,
      kilo: 4,
      ticheKilo: 2,
      betl: -5,
      durch: 10,
    };
    expect(codesOf({ tariff: 'custom', customRates })).toEqual(['settings.customRates.betl']);
  });

  it('the first dealer must sit at the table', () => {
    expect(codesOf({ firstDealer: 'Z' }, ['A', 'B', 'C'])).toEqual(['settings.firstDealer']);
    expect(codesOf({ firstDealer: 'B' }, ['A', 'B', 'C'])).toEqual([]);
  });
});
