// Mariáš scoring speed: settleMariasHand (validation + settlement with its
// breakdown) over 100,000 random valid hands under random settings, and the
// fold of a 100-entry night. Inputs come from a seeded PRNG.
import { foldLedger } from '../app/engine/ledger/fold';
import type { LedgerEntry, NightInfo } from '../app/engine/ledger/types';
import {
  mariasReducer,
  mariasSeating,
  settleMariasHand,
  type MariasHand,
  type MariasSeating,
  type MariasSettings,
} from '../app/engine/games/marias/index';
import {
  randomHand,
  randomSeating,
  randomSettings,
  TABLE4,
} from '../tests/engine/marias/random-hand';
import { MARIAS_GAME } from '../app/engine/games/marias/game';
import { median, mulberry32, type BenchRow } from './types';

const HANDS = 100_000;
const TARGET_US = 5;

interface Case {
  readonly settings: MariasSettings;
  readonly seating: MariasSeating;
  readonly hand: MariasHand;
}

export async function bench(): Promise<BenchRow[]> {
  const rnd = mulberry32(42);
  const cases: Case[] = Array.from({ length: HANDS }, () => {
    const settings = randomSettings(rnd);
    const seating = randomSeating(rnd);
    return { settings, seating, hand: randomHand(rnd, settings, seating) };
  });

  // Warm up the JIT on a slice, then take the median of five full passes.
  let sink = 0;
  const settle = (c: Case) => settleMariasHand(c.settings, c.seating, c.hand).breakdown.length;
  for (let i = 0; i < 10_000; i++) sink += settle(cases[i]!);
  const passes: number[] = [];
  for (let pass = 0; pass < 5; pass++) {
    const start = performance.now();
    for (let i = 0; i < HANDS; i++) sink += settle(cases[i]!);
    passes.push(((performance.now() - start) * 1000) / HANDS);
  }
  const perHand = median(passes);

  // A 100-hand night at one table, dealt in turn, folded from scratch.
  const settings = randomSettings(rnd);
  const night: NightInfo = {
    id: 'n',
    game: MARIAS_GAME.game,
    players: TABLE4,
    currency: 'CZK',
    settings,
  };
  const entries: LedgerEntry[] = [];
  for (let i = 0; i < 100; i++) {
    const dealer = TABLE4[i % 4]!;
    const hand = randomHand(rnd, settings, mariasSeating(TABLE4, dealer));
    entries.push({
      id: `e${i}`,
      nightId: 'n',
      seq: i + 1,
      kind: 'marias.hand',
      payload: hand,
      createdAt: i,
    });
  }
  const folds = 500;
  const foldStart = performance.now();
  for (let n = 0; n < folds; n++) sink += foldLedger(night, entries, mariasReducer).balances.A ?? 0;
  const perNight = ((performance.now() - foldStart) * 1000) / folds;
  if (Number.isNaN(sink)) throw new Error('unreachable: keeps the work observable');

  return [
    {
      name: 'marias: validate + settle one hand (100,000 random hands)',
      value: Number(perHand.toFixed(3)),
      unit: 'µs',
      target: `≤ ${TARGET_US} µs`,
      ok: perHand <= TARGET_US,
    },
    {
      name: 'marias: fold a 100-hand night',
      value: Number(perNight.toFixed(1)),
      unit: 'µs',
    },
  ];
}
