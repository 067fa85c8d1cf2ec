// A small reference model of docs/club.md, written from the page and not
// from app/engine/club: which nights count (C1, without merges), the tab's
// nets with payments up to the debt (C3) and the season money (C4). Slow and
// plain on purpose.
import type { ClubRecords, NightResult } from '../../../app/engine/club';

const later = (a: { at: string; id: string }, b: { at: string; id: string }) =>
  a.at === b.at ? a.id > b.id : a.at > b.at;

/** C1: replay attaches and withdrawals one by one in the club's order. */
export function refCounted(records: ClubRecords): NightResult[] {
  const events = [
    ...records.results.map((r) => ({ at: r.at, id: r.id, kind: 'attach' as const, r })),
    ...records.withdrawals.map((w) => ({ at: w.at, id: w.id, kind: 'withdraw' as const, w })),
  ];
  // Insertion sort by (at, id): the model stays obviously right.
  const sorted: typeof events = [];
  for (const e of events) {
    let i = sorted.length;
    while (i > 0 && later(sorted[i - 1] as (typeof events)[number], e)) i--;
    sorted.splice(i, 0, e);
  }
  let counting: NightResult[] = [];
  for (const e of sorted) {
    if (e.kind === 'withdraw') counting = counting.filter((n) => n.nightId !== e.w.nightId);
    else if (!counting.some((n) => n.nightId === e.r.nightId)) counting.push(e.r);
  }
  return counting;
}

/** C3: nets per member in one currency, payments applied in order when within the debt. */
export function refNets(records: ClubRecords, currency: string): Record<string, number> {
  const nets: Record<string, number> = {};
  const moves = [
    ...refCounted(records)
      .filter((n) => n.currency === currency)
      .map((n) => ({ at: n.at, id: n.id, night: n })),
    ...records.payments
      .filter((p) => p.currency === currency)
      .map((p) => ({ at: p.at, id: p.id, pay: p })),
  ].sort((a, b) => (later(a, b) ? 1 : later(b, a) ? -1 : 0));
  for (const m of moves) {
    if ('night' in m) {
      for (const [who, v] of Object.entries(m.night.balances)) nets[who] = (nets[who] ?? 0) + v;
      continue;
    }
    const { from, to, amount } = m.pay;
    if (from !== to && amount > 0 && amount <= -(nets[from] ?? 0) && amount <= (nets[to] ?? 0)) {
      nets[from] = (nets[from] ?? 0) + amount;
      nets[to] = (nets[to] ?? 0) - amount;
    }
  }
  return Object.fromEntries(Object.entries(nets).filter(([, v]) => v !== 0));
}

/** C4: season money per member for one game and currency (calendar years). */
export function refSeasonMoney(records: ClubRecords, year: string, game: string, currency: string) {
  const money: Record<string, number> = {};
  for (const n of refCounted(records)) {
    if (n.date.slice(0, 4) !== year || n.game !== game || n.currency !== currency) continue;
    for (const [who, v] of Object.entries(n.balances)) money[who] = (money[who] ?? 0) + v;
  }
  return money;
}

/** C4: the game's own figures per member and key for one season, game and currency. */
export function refSeasonFigures(
  records: ClubRecords,
  year: string,
  game: string,
  currency: string,
) {
  const figures: Record<string, Record<string, number>> = {};
  for (const n of refCounted(records)) {
    if (n.date.slice(0, 4) !== year || n.game !== game || n.currency !== currency) continue;
    for (const who of n.seats) {
      const mine = (figures[who] ??= {});
      for (const [key, v] of Object.entries(n.figures?.[who] ?? {}))
        mine[key] = (mine[key] ?? 0) + v;
    }
  }
  return figures;
}
