// What a club is made of, as the engine reads it (docs/club.md): members,
// the results of the nights attached to it, withdrawals, payments and
// tournaments. Every record is data a phone wrote once (the club document is
// append-only like a night's ledger); the club's tables are folds over them.
import type { Currency, Money } from '../money';

export type MemberId = string;

export interface ClubMember {
  readonly id: MemberId;
  readonly name: string;
  /** Set by a merge: this member is the same person as `mergedInto` (C2). */
  readonly mergedInto?: MemberId;
}

/** Where a night sat in a tournament, when it was one of its tables. */
export interface TournamentSlot {
  readonly tournamentId: string;
  /** 1-based. */
  readonly round: number;
  /** 1-based. */
  readonly table: number;
}

/** A night's settled result, as the phone that closed it reports it to the club (C1). */
export interface NightResult {
  /** Unique per attach record (two phones may attach the same night). */
  readonly id: string;
  readonly nightId: string;
  /** The game's kind ('marias', 'vint', 'preferans'): the club never scores a game itself. */
  readonly game: string;
  /** The day the night was played, YYYY-MM-DD. */
  readonly date: string;
  /** When the result was attached (ISO 8601, the attaching phone's clock): the club's order. */
  readonly at: string;
  readonly currency: Currency;
  /** Members in the night's seating order. */
  readonly seats: readonly MemberId[];
  /** Each seated member's settled (rounded) balance, in minor units; they sum to zero. */
  readonly balances: Readonly<Record<MemberId, Money>>;
  /** Hands or deals that counted. */
  readonly hands: number;
  /** The game's own figures per member (e.g. games won as declarer); summed by the season table. */
  readonly figures?: Readonly<Record<MemberId, Readonly<Record<string, number>>>>;
  /** The hash of the ledger the result was computed from (checked where the ledger is). */
  readonly ledgerHash: string;
  readonly tournament?: TournamentSlot;
}

export interface Withdrawal {
  readonly id: string;
  readonly nightId: string;
  readonly at: string;
}

/** Money handed over between two members, in part or in full (C3). */
export interface ClubPayment {
  readonly id: string;
  readonly from: MemberId;
  readonly to: MemberId;
  readonly amount: Money;
  readonly currency: Currency;
  readonly at: string;
}

export interface ClubRecords {
  readonly members: readonly ClubMember[];
  readonly results: readonly NightResult[];
  readonly withdrawals: readonly Withdrawal[];
  readonly payments: readonly ClubPayment[];
  /** The days the club's seasons start (C4); none or absent: calendar years. */
  readonly seasonStarts?: readonly string[];
}

/**
 * Something the club cannot count, named for the UI (an i18next key of the
 * errors namespace) with the record it is about. Nothing named here is counted.
 */
export interface ClubIssue {
  readonly code: string;
  readonly record: string;
  readonly params?: Readonly<Record<string, string | number>>;
}
