// Closing and reopening a night are ledger entries, so every phone and the
// history agree on whether a night is closed. They move no money. A closed
// night refuses every entry but a reopen: the last effective close or reopen
// decides (a voided close no longer counts).
import type { EntryContribution } from './fold';
import type { LedgerEntry } from './types';

export const CLOSE_KIND = 'close';
export const REOPEN_KIND = 'reopen';
export const CLOSING_KINDS = [CLOSE_KIND, REOPEN_KIND] as const;

export const isClosingKind = (kind: string): boolean => kind === CLOSE_KIND || kind === REOPEN_KIND;

/**
 * The id of the close entry that keeps the night closed, or undefined when
 * it is open. Reads the effective entries in scoring order (contributions()).
 */
export function closedBy(
  effective: readonly Pick<EntryContribution, 'entryId' | 'kind'>[],
): string | undefined {
  for (let i = effective.length - 1; i >= 0; i--) {
    const { kind, entryId } = effective[i]!;
    if (kind === CLOSE_KIND) return entryId;
    if (kind === REOPEN_KIND) return undefined;
  }
  return undefined;
}

/**
 * Why `entry` cannot be appended to a night in this state, as an i18n code,
 * or undefined when it can: nothing is written into a closed night but its
 * reopening; an open night cannot be reopened, a closed one not closed again.
 */
export function closingRefusal(
  closed: boolean,
  entry: Pick<LedgerEntry, 'kind'>,
): string | undefined {
  if (entry.kind === REOPEN_KIND) return closed ? undefined : 'errors:ledger.notClosed';
  if (closed)
    return entry.kind === CLOSE_KIND ? 'errors:ledger.alreadyClosed' : 'errors:ledger.nightClosed';
  return undefined;
}
