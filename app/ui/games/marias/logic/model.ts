// Where a mariáš form stands: the seating and settings of the hand in
// progress, or of an earlier entry (a correction, a renonc for the last saved
// hand, an entry's breakdown). An earlier entry's context is found by folding
// the night's effective entries up to it, so a settings change later in the
// night never rewrites how an old hand is shown.
import { stateBefore, type LedgerEntry, type PlayerId } from '../../../../engine';
import {
  forhontOf,
  MARIAS_KINDS,
  mariasReducer,
  mariasSeating,
  mariasTableStatus,
  type MariasSeating,
  type MariasSettings,
  type MariasState,
} from '../../../../engine/games/marias';
import { entriesOfNight, type RenoncDb } from '../../../../storage';
import type { DealPlace, NightView } from '../../types';

export const HAND_KIND = MARIAS_KINDS.hand;
export const RENONC_KIND = MARIAS_KINDS.renonc;
export const MISDEAL_KIND = MARIAS_KINDS.misdeal;

/** The storage key of the new-hand form (one draft per night). */
export const HAND_DRAFT_FORM = 'marias-hand';

export interface MariasContext {
  readonly settings: MariasSettings;
  readonly seating: MariasSeating;
  /** The table as seated, in order (three or four). */
  readonly table: readonly PlayerId[];
  readonly forhont: PlayerId;
}

/** The hand in progress: who deals, sits out and leads now. */
export function currentContext(state: MariasState, night: NightView): MariasContext {
  const status = mariasTableStatus(state, night.info);
  return {
    settings: state.settings,
    seating: { players: status.players, dealer: status.dealer, ...sitterOf(status.sitter) },
    table: night.info.players,
    forhont: status.forhont,
  };
}

const sitterOf = (sitter: PlayerId | null) => (sitter === null ? {} : { sitter });

/**
 * Where the next hand lands: its number and dealer, and the hands and misdeals
 * before it (a misdeal saved elsewhere keeps the number, but the cards were
 * dealt again: a hand saved for the old deal would be the same deal twice).
 */
export function mariasNextDeal(state: MariasState): DealPlace {
  const key = [state.handNumber, state.handEntryIds.length, state.misdealsThisRound, state.round];
  return {
    key: `${key.join('/')}/${state.nextDealer}`,
    number: state.handNumber,
    dealer: state.nextDealer,
  };
}

/** The context of a deal by `dealer` under the given settings. */
export function contextOfDeal(
  settings: MariasSettings,
  night: NightView,
  dealer: PlayerId,
): MariasContext {
  const table = night.info.players;
  const seated = table.includes(dealer);
  const seating = seated ? mariasSeating(table, dealer) : { players: table, dealer };
  const forhont = seated ? forhontOf(table, dealer) : dealer;
  return { settings, seating, table, forhont };
}

export interface EntryContext {
  readonly entry: LedgerEntry;
  /** The mariáš state just before the entry was scored; null when it no longer counts. */
  readonly before: MariasState | null;
}

/**
 * Folds the night up to `entryId`. Entries the engine cannot score count
 * nothing, as in the live ledger. Resolves null when the entry is not stored.
 */
export async function loadEntryContext(
  db: RenoncDb,
  night: NightView,
  entryId: string,
): Promise<EntryContext | null> {
  const entries = await entriesOfNight(db, night.row.id);
  const entry = entries.find((e) => e.id === entryId);
  if (!entry) return null;
  // The one fold policy: an entry that cannot be scored counts nothing here too.
  return { entry, before: stateBefore(night.info, entries, mariasReducer, entryId) };
}

export const isRecord = (x: unknown): x is Record<string, unknown> =>
  typeof x === 'object' && x !== null && !Array.isArray(x);
