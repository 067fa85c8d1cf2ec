// Vint scoring speed: scoreDeal over 100,000 random valid deals from random
// sheet positions, and a whole night (sheet + settlement) of 100 deals.
// Inputs come from a seeded PRNG so runs are comparable.
import {
  buildSheet,
  DEFAULT_VINT_SETTINGS,
  DENOMINATIONS,
  scoreDeal,
  settleSheet,
  type RenonceClaim,
  type SheetPosition,
  type Side,
  type VintDeal,
  type VintSettings,
} from '../app/engine/games/vint/index';
import { median, mulberry32, type BenchRow } from './types';

const PLAYERS = ['N', 'E', 'S', 'W'] as const;
const DEALS = 100_000;
const TARGET_US = 5;

function randomDeal(rnd: () => number): VintDeal {
  const int = (n: number) => Math.floor(rnd() * n);
  const declaringSide: Side = rnd() < 0.5 ? 'A' : 'B';
  const denomination = DENOMINATIONS[int(DENOMINATIONS.length)]!;
  const trumps = denomination === 'noTrumps' ? 0 : int(6);
  let aces = int(5);
  if (denomination !== 'noTrumps' && trumps === 5 && aces === 0) aces = 1;
  if (denomination !== 'noTrumps' && trumps === 0 && aces === 4) aces = 3;
  const renonces: RenonceClaim[] = [];
  if (rnd() < 0.2) {
    const side: Side = rnd() < 0.5 ? 'A' : 'B';
    renonces.push({
      side,
      offender: side === 'A' ? 'N' : 'E',
      liable: rnd() < 0.5 ? 'both' : 'alone',
      corrected: rnd() < 0.2,
    });
  }
  return {
    declaringSide,
    declarer: declaringSide === 'A' ? 'S' : 'W',
    level: 1 + int(7),
    denomination,
    tricks: int(14),
    honours: { trumps, aces },
    renonces,
    bothFirst: rnd() < 0.5 ? 'A' : 'B',
  };
}

function randomPosition(rnd: () => number): SheetPosition {
  const below = () => 10 * Math.floor(rnd() * 50);
  const games = () => (rnd() < 0.5 ? 0 : 1);
  return {
    rubber: 0,
    game: 0,
    below: { A: below(), B: below() },
    games: { A: games(), B: games() },
  };
}

export async function bench(): Promise<BenchRow[]> {
  const rnd = mulberry32(42);
  const settings: VintSettings = DEFAULT_VINT_SETTINGS;
  const deals = Array.from({ length: DEALS }, () => randomDeal(rnd));
  const positions = Array.from({ length: DEALS }, () => randomPosition(rnd));

  // Warm up the JIT on a slice first, then take the median of five full passes.
  let sink = 0;
  for (let i = 0; i < 10_000; i++) sink += scoreDeal(positions[i]!, deals[i]!, settings).v;
  const passes: number[] = [];
  for (let pass = 0; pass < 5; pass++) {
    const start = performance.now();
    for (let i = 0; i < DEALS; i++) sink += scoreDeal(positions[i]!, deals[i]!, settings).v;
    passes.push(((performance.now() - start) * 1000) / DEALS);
  }
  const perDeal = median(passes);

  const nights = 200;
  const nightStart = performance.now();
  for (let n = 0; n < nights; n++) {
    const night = deals.slice(n * 100, n * 100 + 100);
    sink += settleSheet(buildSheet(night, settings), PLAYERS).N ?? 0;
  }
  const perNight = ((performance.now() - nightStart) * 1000) / nights;
  if (Number.isNaN(sink)) throw new Error('unreachable: keeps the work observable');

  return [
    {
      name: 'vint: score one deal (100,000 random deals)',
      value: Number(perDeal.toFixed(3)),
      unit: 'µs',
      target: `≤ ${TARGET_US} µs`,
      ok: perDeal <= TARGET_US,
    },
    {
      name: 'vint: sheet + settlement of a 100-deal night',
      value: Number(perNight.toFixed(1)),
      unit: 'µs',
    },
  ];
}
