// Preferans scoring speed: scoreDeal over 100,000 random legal deals on random
// sheets, and a 60-deal pulka (four players, pulya large enough not to close)
// replayed from its deals and settled into money with the fewest payments.
// Inputs come from a seeded PRNG so runs are comparable.
import { minTransfers } from '../app/engine/settlement/index';
import {
  emptySheet,
  replayPulka,
  scoreDeal,
  settlePulka,
  SOCHI,
  SUITS,
  type PreferansDeal,
  type PrefSheet,
} from '../app/engine/games/preferans/index';
import { median, mulberry32, type BenchRow } from './types';

const P3 = ['A', 'B', 'C'] as const;
const P4 = ['A', 'B', 'C', 'D'] as const;
const DEALS = 100_000;
const TARGET_US = 5;

function split(active: readonly string[], int: (n: number) => number): Record<string, number> {
  const a = int(11);
  const b = int(11 - a);
  const t = [a, b, 10 - a - b];
  const shift = int(3);
  return Object.fromEntries(active.map((p, k) => [p, t[(k + shift) % 3]!]));
}

function randomDeal(rnd: () => number, players: readonly string[], dealer: string): PreferansDeal {
  const int = (n: number) => Math.floor(rnd() * n);
  const active = players.length === 4 ? players.filter((p) => p !== dealer) : [...players];
  const kind = int(10);
  if (kind < 2) return { type: 'allPass', dealer, tricks: split(active, int) };
  const declarer = active[int(3)]!;
  if (kind === 2) return { type: 'misere', dealer, declarer, declarerTricks: int(3) };
  const level = 6 + int(5);
  const calls = [
    ['whist', 'whist'],
    ['whist', 'pass'],
    ['pass', 'whist'],
    ['pass', 'pass'],
  ] as const;
  const [firstCall, secondCall] = calls[int(4)]!;
  const played = firstCall === 'whist' || secondCall === 'whist';
  return {
    type: 'contract',
    dealer,
    declarer,
    level,
    suit: SUITS[int(5)]!,
    firstCall,
    secondCall,
    ...(played ? { tricks: split(active, int) } : {}),
  };
}

function randomSheet(rnd: () => number): PrefSheet {
  const int = (n: number) => Math.floor(rnd() * n);
  const s = emptySheet(3);
  return {
    pulya: s.pulya.map(() => int(21)),
    gora: s.gora.map(() => int(60)),
    whists: s.whists.map((row) => row.map(() => int(100))),
  };
}

export async function bench(): Promise<BenchRow[]> {
  const rnd = mulberry32(14);
  const deals = Array.from({ length: DEALS }, (_, i) => randomDeal(rnd, P3, P3[i % 3]!));
  const sheets = Array.from({ length: 1000 }, () => randomSheet(rnd));
  const series = Array.from({ length: DEALS }, () => Math.floor(rnd() * 3));

  let sink = 0;
  const score = (i: number) =>
    scoreDeal(sheets[i % 1000]!, deals[i]!, { players: P3, settings: SOCHI, series: series[i]! });
  for (let i = 0; i < 10_000; i++) sink += score(i).lines.length;
  const passes: number[] = [];
  for (let pass = 0; pass < 5; pass++) {
    const start = performance.now();
    for (let i = 0; i < DEALS; i++) sink += score(i).lines.length;
    passes.push(((performance.now() - start) * 1000) / DEALS);
  }
  const perDeal = median(passes);

  // 60 deals with four players on a pulya of 200, so the pulka stays open.
  const settings = { ...SOCHI, pulyaSize: 200, stake: 10 };
  const pulkas = Array.from({ length: 100 }, () =>
    Array.from({ length: 60 }, (_, i) => ({
      type: 'deal' as const,
      deal: randomDeal(rnd, P4, P4[i % 4]!),
    })),
  );
  const runs: number[] = [];
  for (let pass = 0; pass < 3; pass++) {
    const start = performance.now();
    for (const events of pulkas) {
      const { pulka } = replayPulka(P4, settings, events);
      const result = settlePulka(pulka.sheet, P4, settings);
      sink += minTransfers(result.money, P4).length;
    }
    runs.push(((performance.now() - start) * 1000) / pulkas.length);
  }
  const perPulka = median(runs);
  if (Number.isNaN(sink)) throw new Error('unreachable: keeps the work observable');

  return [
    {
      name: 'preferans: score one deal (100,000 random deals)',
      value: Number(perDeal.toFixed(3)),
      unit: 'µs',
      target: `≤ ${TARGET_US} µs`,
      ok: perDeal <= TARGET_US,
    },
    {
      name: 'preferans: 60-deal pulka replayed and settled',
      value: Number(perPulka.toFixed(1)),
      unit: 'µs',
    },
  ];
}
