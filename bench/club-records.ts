// The records of a club with 5 seasons × 50 nights of 12 members at tables of
// four, payments and a withdrawal a season (issue #30's "opening a club"),
// shared by the Node fold bench and the browser's club-open bench.
import {
  clubRecordsOf,
  type ClubRecord,
  type ClubRecords,
  type NightResult,
} from '../app/engine/club';
import { mulberry32 } from './types';

const NAMES = [
  'Karel',
  'Petr',
  'Jana',
  'Eva',
  'Milan',
  'Olga',
  'Saša',
  'Věra',
  'Tomáš',
  'Hana',
  'Luboš',
  'Zdeněk',
];
export const MEMBERS = Array.from({ length: 12 }, (_, i) => `m${i}`);

/** A night's own figures per player, as the games report them (docs/club.md C4). */
function figuresOf(vint: boolean, random: () => number): Record<string, number> {
  const some = (max: number) => Math.floor(random() * max);
  return vint
    ? { rubbers: some(3), games: some(5), declared: some(6), declaredMade: some(4) }
    : { declared: some(8), declaredWon: some(5), renoncs: some(2) };
}

function season(year: number, random: () => number): NightResult[] {
  return Array.from({ length: 50 }, (_, n) => {
    const seats = [...MEMBERS].sort(() => random() - 0.5).slice(0, 4);
    const values = seats.slice(1).map(() => Math.round((random() - 0.5) * 400) * 100);
    const all = [-values.reduce((a, b) => a + b, 0), ...values];
    const at = new Date(Date.UTC(year, 0, 1 + n * 7, 21)).toISOString();
    return {
      id: `r${year}-${n}`,
      nightId: `night-${year}-${n}`,
      game: n % 5 === 0 ? 'vint' : 'marias',
      date: at.slice(0, 10),
      at,
      currency: 'CZK',
      seats,
      balances: Object.fromEntries(seats.map((s, i) => [s, all[i] ?? 0])),
      hands: 20 + Math.floor(random() * 20),
      figures: Object.fromEntries(seats.map((s) => [s, figuresOf(n % 5 === 0, random)])),
      ledgerHash: `h${year}-${n}`,
    };
  });
}

/**
 * After each of the first 200 nights, the member deepest in the tab pays 1 Kč
 * to the one furthest up, as a club settling as it goes would: never more than
 * is owed, so every payment counts (withdrawn nights aside).
 */
function payments(results: readonly NightResult[]): ClubRecord[] {
  const nets = new Map<string, number>();
  const out: ClubRecord[] = [];
  results.slice(0, 200).forEach((r, i) => {
    for (const s of r.seats) nets.set(s, (nets.get(s) ?? 0) + (r.balances[s] ?? 0));
    const order = [...nets.entries()].sort((x, y) => x[1] - y[1] || (x[0] < y[0] ? -1 : 1));
    const [from, low] = order[0] ?? ['', 0];
    const [to, high] = order[order.length - 1] ?? ['', 0];
    if (low > -100 || high < 100) return;
    nets.set(from, low + 100);
    nets.set(to, high - 100);
    const at = r.at.replace('T21', 'T23');
    out.push({ kind: 'payment', id: `p${i}`, from, to, amount: 100, currency: 'CZK', at });
  });
  return out;
}

/** The club as the fold reads it. */
export function clubBenchFold(): ClubRecords {
  return clubRecordsOf(clubBenchRecords());
}

/** The club as its document holds it (member, result, withdrawal and payment records). */
export function clubBenchRecords(): ClubRecord[] {
  const random = mulberry32(30);
  const years = [2022, 2023, 2024, 2025, 2026];
  const results = years.flatMap((y) => season(y, random));
  const joined = '2021-12-01T10:00:00.000Z';
  return [
    ...MEMBERS.map((id, i): ClubRecord => ({
      kind: 'member',
      id,
      name: NAMES[i] ?? id,
      at: joined,
    })),
    ...results.map((r): ClubRecord => ({ kind: 'result', ...r })),
    ...years.map((y): ClubRecord => ({
      kind: 'withdrawal',
      id: `w${y}`,
      nightId: `night-${y}-3`,
      at: `${y}-12-30T10:00:00.000Z`,
    })),
    ...payments(results),
  ];
}
