// A club's fold (docs/club.md): 5 seasons × 50 nights of 12 members at tables
// of four, with payments, a withdrawal a season and a tournament, folded into
// the tabs, season tables and ratings (issue #30's "opening a club"). This is
// the engine's share of that open, in Node; the club's screens are not built
// yet, so the browser row at CPU 4× (target ≤ 300 ms) is still to come.
import { clubView } from '../app/engine/club';
import { clubBenchFold } from './club-records';
import { median, type BenchRow } from './types';

export async function bench(): Promise<BenchRow[]> {
  const club = clubBenchFold();
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
