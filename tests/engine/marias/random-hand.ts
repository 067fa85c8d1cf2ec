// Generators of valid mariáš settings, seatings and hands, shared by the
// property tests and bench/marias.bench.ts. They draw from a Rand: fast-check's
// (randFrom, so failures shrink) in the tests, the bench's one seeded PRNG
// (bench/types.ts) in the bench. They build hands that are valid by
// construction; the property tests check that validation agrees.
import {
  FLEK_COUNTERS,
  HEARTS,
  MARIAS_GAMES,
  MARIAS_SUITS,
  hasHra,
  hasKilo,
  hasSedma,
  hraStatus,
  isFlekable,
  isTrumpGame,
  sidePoints,
  type FlekCounter,
  type FlekLevels,
  type MariasContract,
  type MariasHand,
  type MariasMarriage,
  type MariasPoints,
  type MariasSeating,
  type MariasSettings,
  type MariasSide,
  type MariasSuit,
  DEFAULT_MARIAS_SETTINGS,
  MARIAS_SETTING_OPTIONS,
  mariasSeating,
} from '../../../app/engine/games/marias';
import fc from 'fast-check';

export type Rand = () => number;

/**
 * A Rand drawn by fast-check inside a property (`fc.gen()`): every number is
 * a fast-check value, so a failing case shrinks (towards 0: first choices,
 * smallest numbers) and replays from the run's seed.
 */
export const randFrom =
  (g: fc.GeneratorValue): Rand =>
  () =>
    g(fc.double, { min: 0, max: 1, maxExcluded: true, noNaN: true });

export const int = (rand: Rand, min: number, max: number): number =>
  min + Math.floor(rand() * (max - min + 1));
export const pick = <T>(rand: Rand, list: readonly T[]): T =>
  list[int(rand, 0, list.length - 1)] as T;
const chance = (rand: Rand, p: number): boolean => rand() < p;

export const TABLE3: readonly string[] = ['A', 'B', 'C'];
export const TABLE4: readonly string[] = ['A', 'B', 'C', 'D'];

export function randomSettings(rand: Rand): MariasSettings {
  const tariff = pick(rand, MARIAS_SETTING_OPTIONS.tariff);
  const rate = () => int(rand, 0, 20);
  return {
    ...DEFAULT_MARIAS_SETTINGS,
    tariff,
    ...(tariff === 'custom'
      ? {
          customRates: {
            hra: rate(),
            sedma: rate(),
            tichaSedma: rate(),
            kilo: rate(),
            ticheKilo: rate(),
            betl: rate(),
            durch: rate(),
          },
        }
      : {}),
    unitPrice: pick(rand, [1, 10, 20, 50, 100, 200, 1000]),
    renoncFines: { tier1: pick(rand, [0, 200, 500]), tier2: pick(rand, [2000, 5000]) },
    maxFlek: int(rand, 0, 6),
    flekScope: pick(rand, MARIAS_SETTING_OPTIONS.flekScope),
    kiloScaling: pick(rand, MARIAS_SETTING_OPTIONS.kiloScaling),
    kiloMarriage: pick(rand, MARIAS_SETTING_OPTIONS.kiloMarriage),
    kiloFailCountsOpponentMarriages: chance(rand, 0.5),
    sto107: pick(rand, MARIAS_SETTING_OPTIONS.sto107),
    limit: pick(rand, MARIAS_SETTING_OPTIONS.limit),
    sitterPays: chance(rand, 0.5),
    playHra: pick(rand, MARIAS_SETTING_OPTIONS.playHra),
  };
}

export function randomSeating(rand: Rand): MariasSeating {
  const table = chance(rand, 0.5) ? TABLE3 : TABLE4;
  return mariasSeating(table, pick(rand, table));
}

/** Levels biased towards none and flek, as at a real table. */
const level = (rand: Rand, max: number): number =>
  chance(rand, 0.5) ? 0 : Math.min(max, chance(rand, 0.6) ? 1 : int(rand, 1, 6));

function randomFlek(
  rand: Rand,
  settings: MariasSettings,
  contract: MariasContract,
  defenders: readonly string[],
): Pick<MariasContract, 'flek' | 'flekBy' | 'raisedBy'> {
  const counters = FLEK_COUNTERS.filter((c) => isFlekable(settings, contract, c));
  if (settings.flekScope === 'team') {
    const flek: Partial<Record<FlekCounter, number>> = {};
    let raises = 0;
    for (const c of counters) {
      const l = level(rand, settings.maxFlek);
      if (l > 0) flek[c] = l;
      raises += c === 'sedmaProti' || c === 'kiloProti' ? Math.floor(l / 2) : Math.ceil(l / 2);
    }
    const raisedBy = defenders.filter(() => chance(rand, 0.5)).slice(0, raises);
    return settings.limit === 'csm' ? { flek, raisedBy } : { flek };
  }
  const flekBy: Record<string, Partial<Record<FlekCounter, number>>> = {};
  for (const d of defenders) flekBy[d] = {};
  for (const c of counters) {
    const proti = c === 'sedmaProti' || c === 'kiloProti';
    const announcer = pick(rand, defenders);
    for (const d of defenders) {
      if (proti && d !== announcer) continue;
      const l = level(rand, settings.maxFlek);
      if (l > 0) (flekBy[d] as Partial<Record<FlekCounter, number>>)[c] = l;
    }
  }
  return { flekBy: flekBy as Record<string, FlekLevels> };
}

function randomPoints(rand: Rand, settings: MariasSettings, trumpSuit: MariasSuit): MariasPoints {
  const cards = 10 * int(rand, 0, 9);
  const own: Record<MariasSide, MariasMarriage[]> = { declarer: [], defenders: [] };
  for (const suit of MARIAS_SUITS) {
    const r = rand();
    const side: MariasSide | null = r < 0.3 ? 'declarer' : r < 0.55 ? 'defenders' : null;
    if (side) own[side].push(suit === trumpSuit ? { suit, trump: true } : { suit });
  }
  const side = (s: MariasSide, c: number) => {
    const marriages = own[s];
    const first =
      settings.kiloMarriage === 'first' && marriages.length > 1
        ? { firstMarriage: pick(rand, marriages).suit }
        : {};
    return { cards: c, marriages, ...first };
  };
  // Sometimes only one side's card points are entered (the other is the rest of 90).
  const both = chance(rand, 0.5);
  const { cards: _rest, ...withoutCards } = side('defenders', 90 - cards);
  return {
    declarer: side('declarer', cards),
    defenders: both ? side('defenders', 90 - cards) : withoutCards,
  };
}

export function randomHand(
  rand: Rand,
  settings: MariasSettings,
  seating: MariasSeating,
): MariasHand {
  const declarer = pick(rand, seating.players);
  const defenders = seating.players.filter((p) => p !== declarer);
  const game = pick(rand, MARIAS_GAMES);
  const trump = isTrumpGame(game);
  const hearts = trump && chance(rand, 0.3);
  const trumpSuit: MariasSuit = hearts ? HEARTS : pick(rand, ['zeleny', 'kule', 'zaludy'] as const);
  const base: MariasContract = {
    declarer,
    game,
    ...(hearts ? { hearts } : {}),
    ...(trump && chance(rand, 0.5) ? { suit: trumpSuit } : {}),
    ...(trump && !hasSedma(game) && chance(rand, 0.2) ? { sedmaProti: true } : {}),
    ...(trump && !hasKilo(game) && chance(rand, 0.15) ? { kiloProti: true } : {}),
  };
  const contract: MariasContract = { ...base, ...randomFlek(rand, settings, base, defenders) };
  const conceded = hasHra(game) && contract.kiloProti !== true && chance(rand, 0.08);
  let hand: MariasHand = { ...contract, dealer: seating.dealer, ...(conceded ? { conceded } : {}) };
  const status = hraStatus(settings, hand);
  const played = trump && status === 'played';

  const needsPoints = hasKilo(game) || contract.kiloProti === true;
  const hraContext = hasHra(game) && contract.kiloProti !== true && played;
  let points: MariasPoints | undefined;
  if (needsPoints || (hraContext && chance(rand, 0.3)))
    points = randomPoints(rand, settings, trumpSuit);
  if (points) hand = { ...hand, points };

  if (hraContext && points) {
    const d = sidePoints(points, 'declarer') ?? 0;
    const o = sidePoints(points, 'defenders') ?? 0;
    if (d >= 100 || o >= 100) hand = { ...hand, reached100: d >= 100 ? 'declarer' : 'defenders' };
  }
  if (!trump || (hasHra(game) && contract.kiloProti !== true && status === 'played')) {
    if (hand.reached100 === undefined || chance(rand, 0.5)) {
      // Entered points decide hra (rules section 8); without them any result.
      const d = sidePoints(points, 'declarer');
      const o = sidePoints(points, 'defenders');
      const byPoints = hasHra(game) && d !== undefined && o !== undefined ? d > o : undefined;
      const won = hand.reached100
        ? hand.reached100 === 'declarer'
        : (byPoints ?? chance(rand, 0.5));
      hand = { ...hand, won };
    }
  }
  if (hasSedma(game)) hand = { ...hand, sedmaWon: chance(rand, 0.5) };
  if (contract.sedmaProti) hand = { ...hand, sedmaProtiWon: chance(rand, 0.5) };

  if (played && chance(rand, 0.4)) {
    if (hasSedma(game)) {
      hand = { ...hand, trump7: hand.sedmaWon ? 'wonLast' : 'beatenLast' };
    } else if (contract.sedmaProti) {
      hand = {
        ...hand,
        trump7: hand.sedmaProtiWon ? 'wonLast' : 'beatenLast',
        trump7Side: 'defenders',
      };
    } else {
      hand = {
        ...hand,
        trump7: pick(rand, ['elsewhere', 'wonLast', 'beatenLast'] as const),
        trump7Side: pick(rand, ['declarer', 'defenders'] as const),
      };
    }
  }
  return hand;
}
