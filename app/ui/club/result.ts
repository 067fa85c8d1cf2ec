// A closed night's result as the club reads it (docs/club.md, C1): the
// settled, rounded balances the settle screen shows, less what the night
// carried in from an earlier night on this phone (that night counts it, and
// the club's tab is what carries debts from night to night), each player
// mapped to the club member he was matched to, the hands that counted, the
// game's own figures of each player (C4), and the hash of the ledger it came from. Pure: attach.ts reads the night and writes the
// record; this file only decides what the record says.
import {
  GAMES,
  isDealKind,
  money,
  type Currency,
  type EntryContribution,
  type LedgerEntry,
  type Money,
  type NightFigures,
  type PlayerId,
} from '../../engine';
import type { ClubRecord, MemberId, TournamentSlot } from '../../engine/club';
import { ledgerHash } from '../../engine/club/ledger-hash';

export interface NightFacts {
  readonly nightId: string;
  readonly game: string;
  /** The day it was played, YYYY-MM-DD (the phone's own calendar). */
  readonly date: string;
  readonly currency: Currency;
  /** Players in seating order. */
  readonly players: readonly PlayerId[];
  /** The settled balances, rounded as the table chose (settle screen). */
  readonly rounded: Readonly<Record<PlayerId, Money>>;
  /**
   * What the night opened with from earlier nights of this phone (carry-over
   * entries): counted by the night it came from, so the club leaves it out.
   */
  readonly carriedIn?: Readonly<Record<PlayerId, Money>>;
  readonly entries: readonly LedgerEntry[];
  readonly contributions: readonly EntryContribution[];
  /** Each player's own figures by the game's rules; absent when the game reports none. */
  readonly figures?: NightFigures;
  readonly tournament?: TournamentSlot;
}

export type ResultRecord = Extract<ClubRecord, { kind: 'result' }>;

export type ResultOutcome =
  | { readonly ok: true; readonly record: ResultRecord }
  | { readonly ok: false; readonly unmatched: readonly PlayerId[] };

/** The deals that counted: contributions of the game's deal kinds (voided ones do not contribute). */
export const handsOf = (contributions: readonly EntryContribution[]): number =>
  contributions.filter((c) => isDealKind(GAMES, c.kind)).length;

/** The figures by member, or undefined when the game reported none for these players. */
function figuresByMember(
  facts: NightFacts,
  matches: Readonly<Record<PlayerId, MemberId>>,
): ResultRecord['figures'] {
  const of = facts.players.filter((p) => facts.figures?.[p] !== undefined);
  if (of.length === 0) return undefined;
  return Object.fromEntries(of.map((p) => [matches[p]!, facts.figures![p]!]));
}

/**
 * The night's result record, or the players not yet matched to a member (a
 * night is counted only when every seat is a member).
 */
export function resultRecord(
  facts: NightFacts,
  matches: Readonly<Record<PlayerId, MemberId>>,
  ids: { readonly id: string; readonly at: string },
): ResultOutcome {
  const unmatched = facts.players.filter((p) => matches[p] === undefined);
  if (unmatched.length > 0) return { ok: false, unmatched };
  const seats = facts.players.map((p) => matches[p]!);
  const own = (p: PlayerId) => money((facts.rounded[p] ?? 0) - (facts.carriedIn?.[p] ?? 0));
  const balances = Object.fromEntries(facts.players.map((p) => [matches[p]!, own(p)]));
  const figures = figuresByMember(facts, matches);
  const record: ResultRecord = {
    kind: 'result',
    id: ids.id,
    at: ids.at,
    nightId: facts.nightId,
    game: facts.game,
    date: facts.date,
    currency: facts.currency,
    seats,
    balances,
    hands: handsOf(facts.contributions),
    ...(figures ? { figures } : {}),
    ledgerHash: ledgerHash(facts.entries),
    ...(facts.tournament ? { tournament: facts.tournament } : {}),
  };
  return { ok: true, record };
}

/** A timestamp as the day it was on this phone's calendar, YYYY-MM-DD. */
export function localDay(timestamp: number): string {
  const d = new Date(timestamp);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}
