// Random legal preferans pulkas for the property tests: settings from the
// presets, the peer profile or every choice at random, and deals built one by
// one so each is legal where it is entered (exit rule, half-whist, Stalingrad,
// checked ten, the sitting-out dealer).
import fc from 'fast-check';
import {
  CHOICES,
  LENINGRAD,
  nextDealer,
  PROGRESSIONS,
  ROSTOV,
  SOCHI,
  SUITS,
  minimumLevel,
  type FirstCall,
  type PreferansDeal,
  type PreferansSettings,
  type SecondCall,
} from '../../../app/engine/games/preferans';
import { P3, P4, PEER } from './helpers';

const pick = <T>(list: readonly T[]) => fc.constantFrom(...list);

const randomSettings: fc.Arbitrary<PreferansSettings> = fc
  .record({
    ...(Object.fromEntries(
      Object.entries(CHOICES).map(([k, list]) => [k, pick(list as readonly unknown[])]),
    ) as Record<keyof typeof CHOICES, fc.Arbitrary<unknown>>),
    pulyaSize: pick([4, 6, 10, 20]),
    stake: pick([1, 3, 10]),
    rostovPassWhists: pick([5, 3]),
    progression: pick(Object.values(PROGRESSIONS)),
  })
  .map((r) => ({ ...SOCHI, ...r }) as PreferansSettings);

export const settingsArb: fc.Arbitrary<PreferansSettings> = fc.oneof(
  pick([SOCHI, LENINGRAD, ROSTOV, PEER]).chain((base) =>
    pick([4, 6, 10]).map((pulyaSize) => ({ ...base, pulyaSize })),
  ),
  randomSettings,
);

/** Tricks of three players summing to 10, from three random numbers. */
function split(active: readonly string[], r: readonly number[]): Record<string, number> {
  const a = r[0]! % 11;
  const b = r[1]! % (11 - a);
  const t = [a, b, 10 - a - b];
  const shift = r[2]! % 3;
  return Object.fromEntries(active.map((p, k) => [p, t[(k + shift) % 3]!]));
}

function calls(level: number, suit: string, s: PreferansSettings): [FirstCall, SecondCall][] {
  if ((s.stalingrad && level === 6 && suit === 'spades') || (s.tenChecked && level === 10)) {
    return [['whist', 'whist']];
  }
  const out: [FirstCall, SecondCall][] = [
    ['whist', 'whist'],
    ['whist', 'pass'],
    ['pass', 'whist'],
    ['pass', 'pass'],
  ];
  if (s.halfWhist !== 'off' && level <= 7) out.push(['pass', 'half']);
  return out;
}

/** A legal deal from eight random numbers. */
export function buildDeal(
  r: readonly number[],
  players: readonly string[],
  dealer: string,
  s: PreferansSettings,
  series: number,
): PreferansDeal {
  const active = players.length === 4 ? players.filter((p) => p !== dealer) : [...players];
  const kind = r[0]! % 10;
  if (kind <= 1) return { type: 'allPass', dealer, tricks: split(active, r.slice(5)) };
  const declarer = active[r[1]! % 3]!;
  if (kind === 2) {
    return { type: 'misere', dealer, declarer, declarerTricks: r[2]! % 2 ? 0 : r[2]! % 11 };
  }
  const min = minimumLevel(s, series);
  const level = min + (r[2]! % (11 - min));
  const suit = SUITS[r[3]! % 5]!;
  const options = calls(level, suit, s);
  const [firstCall, secondCall] = options[r[4]! % options.length]!;
  const played =
    firstCall === 'whist' ||
    secondCall === 'whist' ||
    (secondCall === 'half' && s.halfWhist === 'played') ||
    (s.tenChecked && level === 10);
  return {
    type: 'contract',
    dealer,
    declarer,
    level,
    suit,
    firstCall,
    secondCall,
    ...(played ? { tricks: split(active, r.slice(5)) } : {}),
  };
}

export interface RandomPulka {
  readonly players: readonly string[];
  readonly settings: PreferansSettings;
  /** Random numbers per deal; turned into deals as the pulka goes. */
  readonly seeds: readonly (readonly number[])[];
}

export const pulkaArb: fc.Arbitrary<RandomPulka> = fc.record({
  players: pick([P3, P4]),
  settings: settingsArb,
  seeds: fc.array(fc.array(fc.nat({ max: 10_000 }), { minLength: 8, maxLength: 8 }), {
    minLength: 1,
    maxLength: 40,
  }),
});

export { nextDealer };
