// Opening entries of a new night: what the same players left unpaid last time.
import type { Currency } from '../../engine';
import type { RenoncDb } from '../../storage';

export async function openingEntriesFor(
  _db: RenoncDb,
  _playerIds: readonly string[],
  _currency: Currency,
): Promise<{ kind: string; payload: unknown }[]> {
  return [];
}
