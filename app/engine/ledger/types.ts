// The ledger's shapes. The ledger is append-only: an entry is never edited or
// deleted; a correction is a new entry that voids or replaces an earlier one.
import type { Currency } from '../money';
import type { PlayerId, Transfers } from '../transfers';

/** Entry kinds every game's ledger holds besides its own (scored by the fold itself or the game). */
export const GENERIC_ENTRY_KINDS = ['void', 'transfer', 'settings', 'close', 'reopen'] as const;
export type GenericEntryKind = (typeof GENERIC_ENTRY_KINDS)[number];

export type EntryId = string;
export type NightId = string;

/** Milliseconds since the epoch, always passed in by the caller (the engine has no clock). */
export type Timestamp = number;

export interface LedgerEntry<P = unknown> {
  readonly id: EntryId;
  readonly nightId: NightId;
  /**
   * Stored: a Lamport number, 1 + the highest seq its writer had seen in the
   * night (1, 2, 3 … for one writer). Given to the fold: the rank in scoring
   * order (ledger/order.ts).
   */
  readonly seq: number;
  /** The writing phone's device id (schema v2); ties of seq are broken by it. */
  readonly device?: string;
  /** Shared nights: whose phone wrote it ("Jana"), for "entered twice (Jana's phone, …)". */
  readonly by?: string;
  /** 'void', 'transfer', 'settings', or a game kind such as 'marias.hand', 'vint.deal'. */
  readonly kind: string;
  readonly payload: P;
  readonly createdAt: Timestamp;
  /** For kind 'void': the entry it voids. */
  readonly voids?: EntryId;
  /** For content entries: the earlier entry this one replaces (takes its place in order). */
  readonly replaces?: EntryId;
  /** Why an entry was voided or replaced. */
  readonly reason?: string;
}

/**
 * What the engine needs to know about a night to fold its ledger. The ledger
 * is generic: `K` is the game's kind as a string, narrowed by the games'
 * registry (app/engine/games/registry.ts `GameKind`), which depends on the
 * ledger and never the reverse.
 */
export interface NightInfo<S = unknown, K extends string = string> {
  readonly id: NightId;
  readonly game: K;
  /** Players in seating order, clockwise. For vint: N, E, S, W (N–S against E–W). */
  readonly players: readonly PlayerId[];
  readonly currency: Currency;
  /** The game's table settings as fixed when the night started. */
  readonly settings: S;
}

/** Payload of kind 'transfer': money moved by hand (opening carry-over, agreed adjustment). */
export interface TransferPayload {
  readonly transfers: Transfers;
  readonly note?: string;
  /** 'carry-over' for an opening entry carried from an earlier night. */
  readonly origin?: 'manual' | 'carry-over';
}

/** Payload of kind 'settings': the table settings change from this entry on. */
export interface SettingsPayload<S = unknown> {
  readonly settings: S;
}

export interface StepResult<S> {
  readonly state: S;
  readonly transfers: Transfers;
}

/**
 * A game's contribution to the fold. `step` must be pure: same state and entry,
 * same result. It receives only effective entries (voided ones never arrive;
 * a replacement arrives in the place of what it replaced) of the kinds it owns,
 * plus 'settings' entries. It throws a LedgerEntryError for a payload it cannot score.
 */
export interface GameReducer<S> {
  /** The game's name, as in its GameDefinition. */
  readonly game: string;
  init(night: NightInfo): S;
  step(state: S, entry: LedgerEntry, night: NightInfo): StepResult<S>;
}

/** The parameters of a reason's words (e.g. `{ max: 13 }` for "from 0 to {{max}}"). */
export type ReasonParams = Readonly<Record<string, string | number>>;

export class LedgerEntryError extends Error {
  constructor(
    readonly entryId: EntryId,
    readonly code: string,
    message: string,
    /** Kept so that "cannot be counted: <reason>" reads whole, not "from 0 to .". */
    readonly params?: ReasonParams,
    /** The field of the payload the refusal is about ('won', 'points.declarer.cards'), if one. */
    readonly field?: string,
  ) {
    super(message);
    this.name = 'LedgerEntryError';
  }
}
