// A club's fold (docs/club.md): 5 seasons × 50 nights of 12 members at tables
// of four, with payments, a withdrawal a season and a tournament, folded into
// the tabs, season tables and ratings (issue #30's "opening a club"). This is
// the engine's share of that open, in Node; the club's screens are not built
// yet, so the browser row at CPU 4× (target ≤ 300 ms) is still to come.
import { clubView, type ClubRecords, type NightResult } from '../app/engine/club';
import { median, mulberry32, type BenchRow } from './types';

const MEMBERS = Array.from({ length: 12 }, (_, i) => `m${i}`);

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
      figures: Object.fromEntries(seats.map((s) => [s, { declared: Math.floor(random() * 8) }])),
      ledgerHash: `h${year}-${n}`,
    };
  });
}

function records(): ClubRecords {
  const random = mulberry32(30);
  const results = [2022, 2023, 2024, 2025, 2026].flatMap((y) => season(y, random));
  return {
    members: MEMBERS.map((id) => ({ id, name: id })),
    results,
    withdrawals: [2022, 2023, 2024, 2025, 2026].map((y) => ({
      id: `w${y}`,
      nightId: `night-${y}-3`,
      at: `${y}-12-30T10:00:00.000Z`,
    })),
    payments: results.slice(0, 200).map((r, i) => ({
      id: `p${i}`,
      from: r.seats[0] ?? 'm0',
      to: r.seats[1] ?? 'm1',
      amount: 100,
      currency: 'CZK',
      at: r.at.replace('T21', 'T23'),
    })),
  };
}

export async function bench(): Promise<BenchRow[]> {
  const club = records();
  clubView(club);
  const times: number[] = [];
  for (let i = 0; i < 20; i++) {
    const start = performance.now();
    clubView(club);
    times.push(performance.now() - start);
  }
  const value = median(times);
  return [
    {
      name: 'club fold, 5 seasons × 50 nights × 12 members (Node, engine only)',
      value,
      unit: 'ms',
      target: '≤ 75 ms (a quarter of the ≤ 300 ms CPU-4× open)',
      ok: value <= 75,
    },
  ];
}
