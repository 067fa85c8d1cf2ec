// The club's public surface (docs/club.md): one fold from the club's records
// to everything its screens show. Pure and reproducible from the records
// alone: the same records, in any order, give the same club.
import { CURRENCIES, type Currency } from '../money';
import { resolveMembers } from './members';
import { countedNights } from './nights';
import { ratingsOf, type Rating } from './rating';
import { seasonTables, type SeasonTable } from './standings';
import { buildTab, type Tab } from './tab';
import type { ClubIssue, ClubRecords, MemberId, NightResult } from './types';

export * from './types';
export * from './records';
export { resolveMembers, type MemberMap } from './members';
export { countedNights, clubOrder } from './nights';
export { buildTab, type Tab, type StatementLine } from './tab';
export { seasonOf, seasonTables, type SeasonTable, type StandingRow } from './standings';
export {
  expectedScore,
  nightChanges,
  ratingsOf,
  RATING_K,
  RATING_START,
  type Rating,
} from './rating';
export { drawSeating, metPairs, rotateSeating, swissSeating, type Seating } from './seating';
export { defaultPlacingPoints, placeTable, type Placing } from './placings';
export {
  tournamentView,
  type Tournament,
  type TournamentView,
  type RoundView,
  type TournamentRow,
} from './tournament';

export interface ClubView {
  /** Members not merged into another, by id. */
  readonly members: readonly MemberId[];
  /** The counting nights, canonical (merged members replaced), in the club's order. */
  readonly nights: readonly NightResult[];
  readonly tabs: readonly Tab[];
  readonly seasons: readonly SeasonTable[];
  readonly ratings: Readonly<Record<string, readonly Rating[]>>;
  readonly issues: readonly ClubIssue[];
  /** The days the seasons start, as the season tables were split by (C4). */
  readonly seasonStarts: readonly string[];
}

export function clubView(
  records: ClubRecords,
  seasonStarts: readonly string[] = records.seasonStarts ?? [],
): ClubView {
  const members = resolveMembers(records.members, records.results);
  const counted = countedNights(records.results, records.withdrawals, members);
  const issues: ClubIssue[] = [...members.issues, ...counted.issues];
  for (const p of records.payments.filter((x) => !CURRENCIES.includes(x.currency))) {
    issues.push({ code: 'errors:club.paymentMalformed', record: p.id });
  }
  const currencies = new Set<Currency>([
    ...counted.results.map((n) => n.currency),
    ...records.payments.map((p) => p.currency).filter((c) => CURRENCIES.includes(c)),
  ]);
  const tabs = [...currencies].sort().map((currency) => {
    const built = buildTab(currency, counted.results, records.payments, members);
    issues.push(...built.issues);
    return built.tab;
  });
  const games = [...new Set(counted.results.map((n) => n.game))].sort();
  return {
    members: members.active,
    nights: counted.results,
    tabs,
    seasons: seasonTables(counted.results, seasonStarts),
    ratings: Object.fromEntries(games.map((g) => [g, ratingsOf(counted.results, g)])),
    issues,
    seasonStarts,
  };
}
