// What a new deal means, checked again when it is stored. A form builds its
// deal for the place it shows (the hand's number, its dealer); when another
// tab or phone saved, voided or corrected a deal in between, the same payload
// would be stored at another place, with a dealer that is no longer dealing:
// two tabs would store one deal twice and the rotation would stay shifted.
// So the place the form showed is compared with the place the deal would take
// in the night as stored now; a deal that moved is refused, saying where it
// would land, and the form keeps its input.
import { StorageError } from '../../storage';
import type { DealPlace } from '../games/types';

/** The place a form showed, and how to find the place in the night as it is now. */
export interface SeenPlace<L> {
  readonly seen: DealPlace;
  readonly placeIn: (ledger: L) => DealPlace;
  /** The dealer's name as the players see it (the words of the refusal). */
  readonly nameOf: (playerId: string) => string;
}

/** Where a deal moved to, or undefined when it lands where the form showed it. */
export function placeMoved(seen: DealPlace, now: DealPlace): DealPlace | undefined {
  return seen.key === now.key ? undefined : now;
}

/** The words and their parameters for a deal that moved (errors:storage.dealMoved*). */
export function movedWords(
  seen: DealPlace,
  now: DealPlace,
  nameOf: (playerId: string) => string,
): { code: string; params: Record<string, string | number> } {
  const numbers = { seen: seen.number, now: now.number };
  if (seen.dealer === undefined || now.dealer === undefined) {
    return { code: 'errors:storage.dealMoved', params: numbers };
  }
  return {
    code: 'errors:storage.dealMovedDealer',
    params: { ...numbers, seenDealer: nameOf(seen.dealer), dealer: nameOf(now.dealer) },
  };
}

/** The night moved under the form: the deal would land elsewhere. Nothing was written. */
export class DealMovedError extends StorageError {
  constructor(
    readonly seen: DealPlace,
    readonly now: DealPlace,
    nameOf: (playerId: string) => string,
  ) {
    const { code, params } = movedWords(seen, now, nameOf);
    super('stale', `the deal moved from ${seen.key} to ${now.key}`, params, { code });
    this.name = 'DealMovedError';
  }
}

/** Throws a DealMovedError when the deal would not land where the form showed it. */
export function assertSamePlace<L>(place: SeenPlace<L> | undefined, ledger: L): void {
  if (place === undefined) return;
  const now = place.placeIn(ledger);
  if (placeMoved(place.seen, now)) throw new DealMovedError(place.seen, now, place.nameOf);
}
