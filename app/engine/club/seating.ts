// Where the players of a tournament sit (docs/club.md, C6). Round 1 is a
// draw: a shuffle driven by a seed the director's phone drew (the engine
// takes randomness as data, so every phone derives the same tables). Later
// rounds follow the tournament's format: rotation (the winner stays, the
// second moves one table on, the third two, the fourth three) or Swiss
// (players by standing, each table filled with the best-placed players who
// have not met yet where that is possible).
import type { MemberId } from './types';

export type Seating = readonly (readonly MemberId[])[];

/** A small deterministic generator (mulberry32) over a 32-bit seed. */
function generator(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function chunk(players: readonly MemberId[], size: number): MemberId[][] {
  const tables: MemberId[][] = [];
  for (let i = 0; i < players.length; i += size) tables.push(players.slice(i, i + size));
  return tables;
}

/** Round 1: the players shuffled by the seed (Fisher–Yates), then seated table by table. */
export function drawSeating(
  players: readonly MemberId[],
  tableSize: number,
  seed: number,
): Seating {
  const next = generator(seed);
  const order = [...players].sort();
  for (let i = order.length - 1; i > 0; i--) {
    const j = Math.floor(next() * (i + 1));
    [order[i], order[j]] = [order[j] as MemberId, order[i] as MemberId];
  }
  return chunk(order, tableSize);
}

/**
 * Rotation: `placed[t]` is table t's players from first to last place. The
 * k-th placed (0-based) moves k tables on, wrapping round: each table then
 * receives exactly one player of each place, so the tables stay full.
 */
export function rotateSeating(placed: Seating): Seating {
  const count = placed.length;
  const tables: MemberId[][] = placed.map(() => []);
  placed.forEach((table, t) => {
    table.forEach((player, k) => {
      (tables[(t + k) % count] as MemberId[])[k] = player;
    });
  });
  return tables;
}

const pairKey = (a: MemberId, b: MemberId): string => (a < b ? `${a}\u0000${b}` : `${b}\u0000${a}`);

/** Every pair of players who shared a table in `seatings`. */
export function metPairs(seatings: readonly Seating[]): Set<string> {
  const met = new Set<string>();
  for (const seating of seatings) {
    for (const table of seating)
      for (const a of table) for (const b of table) if (a !== b) met.add(pairKey(a, b));
  }
  return met;
}

/**
 * Swiss: `ranked` is every player, best first. Each table takes the best
 * player still unseated, then the next best who has met nobody at it yet;
 * when nobody fits, the next best unseated (a rematch is better than an
 * unfinished round).
 */
export function swissSeating(
  ranked: readonly MemberId[],
  tableSize: number,
  met: ReadonlySet<string>,
): Seating {
  const open = [...ranked];
  const tables: MemberId[][] = [];
  while (open.length > 0) {
    const table = [open.shift() as MemberId];
    while (table.length < tableSize && open.length > 0) {
      const fresh = open.findIndex((p) => table.every((q) => !met.has(pairKey(p, q))));
      table.push(open.splice(fresh < 0 ? 0 : fresh, 1)[0] as MemberId);
    }
    tables.push(table);
  }
  return tables;
}
