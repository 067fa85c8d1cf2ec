// The mariáš part of the ledger fold: hands, renoncs, misdeals and settings
// changes → money, plus where the table is (dealer, sitter, forhont, hand,
// round). Pure: the same state and entry always give the same result.
import {
  LedgerEntryError,
  type EntryId,
  type GameReducer,
  type LedgerEntry,
  type NightInfo,
  type StepResult,
} from '../../ledger/types';
import type { PlayerId, Transfers } from '../../transfers';
import type { ValidationIssue } from '../../validation';
import { settleValidHand } from './breakdown';
import { isRecord, mariasIssue } from './errors';
import type { MariasHand } from './hand';
import { settleFine, settleValidRenonc, validateMariasRenonc, type MariasRenonc } from './renonc';
import {
  afterHand,
  afterMisdeal,
  forhontOf,
  FREE_MISDEALS_PER_ROUND,
  handNumberOf,
  mariasSeating,
  roundOf,
  startRounds,
  type MariasRounds,
  type MariasSeating,
} from './rounds';
import { normalizeMariasSettings, validateMariasSettings, type MariasSettings } from './settings';
import { inspectMariasHand } from './validate';
import { MARIAS_KINDS } from './game';

export { MARIAS_ENTRY_KINDS, type MariasEntryKind } from './game';

/** Payload of 'marias.misdeal': who dealt wrongly (the deal is redone by him). */
export interface MariasMisdeal {
  readonly dealer: PlayerId;
}

export interface MariasState {
  readonly settings: MariasSettings;
  readonly rounds: MariasRounds;
  /** Dealer of the hand in progress. */
  readonly nextDealer: PlayerId;
  /** Four at the table: who sits the hand in progress out (the dealer). */
  readonly sitter: PlayerId | null;
  /** Left of the dealer: leads and, by default, declares. */
  readonly forhont: PlayerId;
  readonly handNumber: number;
  readonly round: number;
  readonly misdealsThisRound: number;
  /** Effective hand entries so far: a tier-3 renonc must not stand beside its hand. */
  readonly handEntryIds: readonly EntryId[];
  /** What is wrong with the night's own settings (a settings entry can mend it); empty when sound. */
  readonly settingsIssues: readonly ValidationIssue[];
}

function derive(
  settings: MariasSettings,
  rounds: MariasRounds,
  table: readonly PlayerId[],
  handEntryIds: readonly EntryId[],
  settingsIssues: readonly ValidationIssue[] = [],
): MariasState {
  const dealer = rounds.nextDealer;
  const seated = table.includes(dealer);
  return {
    settings,
    rounds,
    nextDealer: dealer,
    sitter: table.length === 4 ? dealer : null,
    forhont: seated ? forhontOf(table, dealer) : dealer,
    handNumber: handNumberOf(rounds),
    round: roundOf(rounds, table),
    misdealsThisRound: rounds.misdealsThisRound,
    handEntryIds,
    settingsIssues,
  };
}

function fail(entry: LedgerEntry, issues: readonly ValidationIssue[]): void {
  const first = issues[0];
  if (first) {
    const fields = issues.map((i) => `${i.code}${i.field ? ` (${i.field})` : ''}`).join(', ');
    throw new LedgerEntryError(
      entry.id,
      first.code,
      `invalid ${entry.kind}: ${fields}`,
      first.params,
      first.field,
    );
  }
}

/** The seating of a deal by `dealer`; throws when the table or the dealer is impossible. */
function seatingOf(entry: LedgerEntry, table: readonly PlayerId[], dealer: unknown): MariasSeating {
  if ((table.length !== 3 && table.length !== 4) || new Set(table).size !== table.length) {
    fail(entry, [mariasIssue('tableSize', 'players', { count: table.length })]);
  }
  if (typeof dealer !== 'string' || !table.includes(dealer)) {
    fail(entry, [mariasIssue('dealerNotSeated', 'dealer')]);
  }
  return mariasSeating(table, dealer as PlayerId);
}

function stepSettings(
  state: MariasState,
  entry: LedgerEntry,
  table: readonly PlayerId[],
): MariasState {
  const payload = entry.payload;
  if (!isRecord(payload) || !isRecord(payload.settings)) {
    fail(entry, [mariasIssue('valueInvalid', 'settings')]);
  }
  const input = (payload as { settings: Partial<MariasSettings> }).settings;
  const settings = normalizeMariasSettings(input, state.settings);
  fail(entry, validateMariasSettings(settings, table));
  // The first dealer can still be chosen while nothing has been dealt; later it is history.
  const untouched = state.rounds.dealsDone === 0 && state.rounds.misdealsThisRound === 0;
  const rounds =
    untouched && settings.firstDealer !== undefined
      ? startRounds(settings.firstDealer)
      : state.rounds;
  return derive(settings, rounds, table, state.handEntryIds);
}

function step(state: MariasState, entry: LedgerEntry, night: NightInfo): StepResult<MariasState> {
  const table = night.players;
  const { settings } = state;
  if (entry.kind === 'settings') return { state: stepSettings(state, entry, table), transfers: {} };
  // Money is never computed under settings that do not hold together.
  fail(entry, state.settingsIssues);
  switch (entry.kind) {
    case MARIAS_KINDS.hand: {
      const hand = entry.payload as MariasHand;
      const seating = seatingOf(entry, table, isRecord(hand) ? hand.dealer : undefined);
      const { issues, read } = inspectMariasHand(settings, seating, hand);
      fail(entry, issues);
      const { transfers } = settleValidHand(settings, seating, read);
      const rounds = afterHand(state.rounds, table, hand.dealer);
      return {
        state: derive(settings, rounds, table, [...state.handEntryIds, entry.id]),
        transfers,
      };
    }

    case MARIAS_KINDS.renonc: {
      const renonc = entry.payload as MariasRenonc;
      const dealer =
        isRecord(renonc) && renonc.dealer !== undefined ? renonc.dealer : state.nextDealer;
      const seating = seatingOf(entry, table, dealer);
      fail(entry, validateMariasRenonc(settings, seating, renonc));
      const endsHand = renonc.tier === '3A' || renonc.tier === '3B';
      if (
        endsHand &&
        renonc.handEntryId !== undefined &&
        state.handEntryIds.includes(renonc.handEntryId)
      ) {
        // A tier-3 renonc is entered instead of the hand's result: that hand must be voided or replaced.
        fail(entry, [mariasIssue('renoncHandStillCounted', 'handEntryId')]);
      }
      const { transfers } = settleValidRenonc(settings, seating, renonc);
      const rounds = endsHand ? afterHand(state.rounds, table, seating.dealer) : state.rounds;
      return { state: derive(settings, rounds, table, state.handEntryIds), transfers };
    }

    case MARIAS_KINDS.misdeal: {
      const payload = entry.payload as MariasMisdeal;
      const seating = seatingOf(entry, table, isRecord(payload) ? payload.dealer : undefined);
      const { rounds, fined } = afterMisdeal(state.rounds);
      const transfers: Transfers = fined
        ? settleFine(settings, seating, seating.dealer, 1).transfers
        : {};
      return { state: derive(settings, rounds, table, state.handEntryIds), transfers };
    }

    default:
      throw new LedgerEntryError(
        entry.id,
        'marias:errors.entryKindUnknown',
        `not a mariáš entry: ${entry.kind}`,
      );
  }
}

export const mariasReducer: GameReducer<MariasState> = {
  game: 'marias',
  init(night: NightInfo): MariasState {
    const settings = normalizeMariasSettings(night.settings as Partial<MariasSettings> | undefined);
    const table = night.players;
    const chosen = settings.firstDealer;
    const first = chosen !== undefined && table.includes(chosen) ? chosen : (table[0] ?? '');
    const issues = validateMariasSettings(settings, table);
    return derive(settings, startRounds(first), table, [], issues);
  },
  step,
};

export interface MariasTableStatus {
  readonly handNumber: number;
  readonly round: number;
  readonly dealer: PlayerId;
  /** Four at the table: who sits out; null with three. */
  readonly sitter: PlayerId | null;
  readonly forhont: PlayerId;
  /** The active players of the hand in progress, in seating order. */
  readonly players: readonly PlayerId[];
  readonly misdealsThisRound: number;
  /** The next misdeal in this round will be fined (tier 1). */
  readonly nextMisdealFined: boolean;
}

/** Where the table is, for the header: "hand 14 · round 4 · deals Jana · sits out Karel". */
export function mariasTableStatus(state: MariasState, night: NightInfo): MariasTableStatus {
  const table = night.players;
  const dealer = state.nextDealer;
  const seated = table.includes(dealer);
  const seating = seated ? mariasSeating(table, dealer) : { players: table, dealer };
  return {
    handNumber: state.handNumber,
    round: state.round,
    dealer,
    sitter: seated && table.length === 4 ? dealer : null,
    forhont: seated ? forhontOf(table, dealer) : dealer,
    players: seating.players,
    misdealsThisRound: state.misdealsThisRound,
    nextMisdealFined: state.misdealsThisRound >= FREE_MISDEALS_PER_ROUND,
  };
}
