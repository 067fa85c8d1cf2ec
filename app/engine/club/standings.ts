// The season table (docs/club.md, C4): for each season, game and currency,
// each member's nights, hands, nights won, money and the game's own figures,
// summed over the counting nights. A fold of the nights alone, so the same
// nights give the same table on every phone, in whatever order they came.
import { money, type Currency, type Money } from '../money';
import type { MemberId, NightResult } from './types';

export interface StandingRow {
  readonly member: MemberId;
  readonly nights: number;
  readonly hands: number;
  /** Nights that ended with a positive balance. */
  readonly won: number;
  readonly money: Money;
  /** The best single night's balance. */
  readonly best: Money;
  readonly figures: Readonly<Record<string, number>>;
}

export interface SeasonTable {
  /** The season's first day (YYYY-MM-DD), or the year ('2026') when the club sets no start days. */
  readonly season: string;
  readonly game: string;
  readonly currency: Currency;
  /** Most money first; then more nights won, fewer nights, member id. */
  readonly rows: readonly StandingRow[];
}

/** The season a night belongs to: the latest start day on or before it, else its year. */
export function seasonOf(date: string, starts: readonly string[]): string {
  let season: string | undefined;
  for (const start of starts)
    if (start <= date && (season === undefined || start > season)) season = start;
  return season ?? date.slice(0, 4);
}

function addFigures(
  a: Readonly<Record<string, number>>,
  b: Readonly<Record<string, number>> | undefined,
) {
  const out: Record<string, number> = { ...a };
  for (const [k, v] of Object.entries(b ?? {}))
    if (Number.isFinite(v)) out[k] = (Object.hasOwn(out, k) ? out[k]! : 0) + v;
  return out;
}

function addNight(row: StandingRow | undefined, member: MemberId, night: NightResult): StandingRow {
  const balance = night.balances[member] ?? 0;
  const base: StandingRow = row ?? {
    member,
    nights: 0,
    hands: 0,
    won: 0,
    money: 0,
    best: balance,
    figures: {},
  };
  return {
    member,
    nights: base.nights + 1,
    hands: base.hands + night.hands,
    won: base.won + (balance > 0 ? 1 : 0),
    money: money(base.money + balance),
    best: Math.max(base.best, balance),
    figures: addFigures(base.figures, night.figures?.[member]),
  };
}

const compareRows = (a: StandingRow, b: StandingRow): number =>
  b.money - a.money ||
  b.won - a.won ||
  a.nights - b.nights ||
  (a.member < b.member ? -1 : a.member > b.member ? 1 : 0);

export function seasonTables(
  nights: readonly NightResult[],
  starts: readonly string[] = [],
): SeasonTable[] {
  const tables = new Map<
    string,
    { season: string; game: string; currency: Currency; rows: Map<MemberId, StandingRow> }
  >();
  for (const night of nights) {
    const season = seasonOf(night.date, starts);
    const key = `${season}\u0000${night.game}\u0000${night.currency}`;
    const table = tables.get(key) ?? {
      season,
      game: night.game,
      currency: night.currency,
      rows: new Map(),
    };
    for (const member of night.seats)
      table.rows.set(member, addNight(table.rows.get(member), member, night));
    tables.set(key, table);
  }
  return [...tables.entries()]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([, t]) => ({
      season: t.season,
      game: t.game,
      currency: t.currency,
      rows: [...t.rows.values()].sort(compareRows),
    }));
}
