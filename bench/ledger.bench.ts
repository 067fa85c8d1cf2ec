// The ledger fold over 100,000 entries and one incremental update.
import {
  foldLedger,
  IncrementalLedger,
  type GameReducer,
  type LedgerEntry,
  type NightInfo,
} from '../app/engine/index';
import { MARIAS_GAME } from '../app/engine/games/marias/game';
import { median, mulberry32, type BenchRow } from './types';

const night: NightInfo = {
  id: 'n',
  game: MARIAS_GAME.game,
  players: ['a', 'b', 'c', 'd'],
  currency: 'CZK',
  settings: {},
};

/** Transfers only: measures the fold itself, not a game's scoring. */
const noGame: GameReducer<null> = {
  game: MARIAS_GAME.game,
  init: () => null,
  step: (state) => ({ state, transfers: {} }),
};

function entries(count: number): LedgerEntry[] {
  const random = mulberry32(1);
  const out: LedgerEntry[] = [];
  for (let seq = 1; seq <= count; seq++) {
    const from = night.players[Math.floor(random() * 4)]!;
    const to = night.players[(night.players.indexOf(from) + 1 + Math.floor(random() * 3)) % 4]!;
    const amount = 100 + Math.floor(random() * 5000);
    const isVoid = seq > 10 && random() < 0.02;
    out.push(
      isVoid
        ? {
            id: `e${seq}`,
            nightId: 'n',
            seq,
            kind: 'void',
            payload: {},
            voids: `e${seq - 1}`,
            createdAt: seq,
          }
        : {
            id: `e${seq}`,
            nightId: 'n',
            seq,
            kind: 'transfer',
            payload: { transfers: { [from]: -amount, [to]: amount } },
            createdAt: seq,
          },
    );
  }
  return out;
}

export async function bench(): Promise<BenchRow[]> {
  const all = entries(100_000);
  const foldTimes: number[] = [];
  for (let i = 0; i < 7; i++) {
    const start = performance.now();
    foldLedger(night, all, noGame);
    foldTimes.push(performance.now() - start);
  }
  const fold = median(foldTimes);

  const ledger = new IncrementalLedger(night, noGame);
  for (const e of all) ledger.append(e);
  const updateTimes: number[] = [];
  for (let i = 0; i < 1000; i++) {
    const seq = 100_001 + i;
    const entry: LedgerEntry = {
      id: `x${seq}`,
      nightId: 'n',
      seq,
      kind: 'transfer',
      payload: { transfers: { a: -100, b: 100 } },
      createdAt: seq,
    };
    const start = performance.now();
    ledger.append(entry);
    updateTimes.push(performance.now() - start);
  }
  const update = median(updateTimes);
  return [
    {
      name: 'Ledger fold, 100,000 entries (Node)',
      value: fold,
      unit: 'ms',
      target: '≤ 200 ms',
      ok: fold <= 200,
    },
    {
      name: 'Incremental update, one entry (Node)',
      value: update,
      unit: 'ms',
      target: '≤ 1 ms',
      ok: update <= 1,
    },
  ];
}
