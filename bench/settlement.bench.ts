// Settlement speed: the exact fewest-payments search for a table of 7 and of
// 12 players (the rule's "instant"), the 16-player ceiling, and checking a
// large backup file before a restore.
import { parseBackup, type Backup } from '../app/engine/backup';
import type { LedgerEntry } from '../app/engine/ledger/types';
import { minTransfers, roundBalances } from '../app/engine/settlement';
import { MARIAS_GAME } from '../app/engine/games/marias/game';
import { median, mulberry32, type BenchRow } from './types';

/** Zero-sum balances, as a night ends: whole crowns and haléře, some players even. */
function randomNights(players: number, count: number, seed: number): Record<string, number>[] {
  const random = mulberry32(seed);
  return Array.from({ length: count }, () => {
    const values = Array.from({ length: players - 1 }, () => Math.round((random() - 0.5) * 20_000));
    values.push(-values.reduce((a, b) => a + b, 0));
    return Object.fromEntries(values.map((v, i) => [`p${i}`, v]));
  });
}

function timeSettlement(players: number, runs: number): number {
  const nights = randomNights(players, runs, players);
  const times: number[] = [];
  for (const balances of nights) {
    const start = performance.now();
    minTransfers(roundBalances(balances, 100, Object.keys(balances)));
    times.push(performance.now() - start);
  }
  return median(times);
}

function largeBackupText(entryCount: number): string {
  const random = mulberry32(7);
  const players = ['p1', 'p2', 'p3', 'p4'];
  const entries: LedgerEntry[] = Array.from({ length: entryCount }, (_, i) => {
    const amount = 100 + Math.floor(random() * 5_000);
    return {
      id: `e${i + 1}`,
      nightId: 'n1',
      seq: i + 1,
      kind: i % 3 === 0 ? 'transfer' : 'marias.hand',
      payload:
        i % 3 === 0
          ? { transfers: { p1: -amount, p2: amount } }
          : { declarer: players[i % 4], game: 'hra', won: random() < 0.5, flek: { hra: 1 } },
      createdAt: 1_735_000_000_000 + i * 60_000,
    };
  });
  const backup: Backup = {
    format: 'renonc-backup',
    version: 1,
    exportedAt: 1_736_000_000_000,
    app: 'renonc bench',
    players: players.map((id) => ({ id, name: id.toUpperCase(), createdAt: 1_735_000_000_000 })),
    nights: [
      {
        id: 'n1',
        game: MARIAS_GAME.game,
        playerIds: players,
        currency: 'CZK',
        settings: {},
        createdAt: 1_735_000_000_000,
      },
    ],
    entries,
  };
  return JSON.stringify(backup);
}

export async function bench(): Promise<BenchRow[]> {
  const target = 50;
  // One warm-up pass so the JIT does not count against the first sizes.
  timeSettlement(12, 5);
  const seven = timeSettlement(7, 50);
  const twelve = timeSettlement(12, 50);
  const sixteen = timeSettlement(16, 11);

  const text = largeBackupText(20_000);
  const parseTimes: number[] = [];
  for (let i = 0; i < 5; i++) {
    const start = performance.now();
    const result = parseBackup(text);
    parseTimes.push(performance.now() - start);
    if (!result.ok) throw new Error(`bench backup refused: ${JSON.stringify(result.issues[0])}`);
  }
  const parse = median(parseTimes);

  return [
    {
      name: 'settlement: round + minTransfers, 7 players (median of 50)',
      value: seven,
      unit: 'ms',
      target: `≤ ${target} ms`,
      ok: seven <= target,
    },
    {
      name: 'settlement: round + minTransfers, 12 players (median of 50)',
      value: twelve,
      unit: 'ms',
      target: `≤ ${target} ms`,
      ok: twelve <= target,
    },
    {
      name: 'settlement: minTransfers, 16 players (limit, median of 11)',
      value: sixteen,
      unit: 'ms',
    },
    {
      name: `backup: parseBackup of 20,000 entries (${(text.length / 1024 / 1024).toFixed(1)} MB, median of 5)`,
      value: parse,
      unit: 'ms',
    },
  ];
}
