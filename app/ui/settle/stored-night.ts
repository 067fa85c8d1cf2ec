// Folding a stored night away from the night screen (history, carry-over):
// its entries and the same lazily loaded game rules the night screen scores
// with, so every screen agrees on what a night owes.
import {
  balancesOf,
  foldNight,
  GAMES,
  loadEngine,
  type EntryContribution,
  type LedgerEntry,
  type Money,
  type PlayerId,
  type TransferPayload,
} from '../../engine';
import { entriesOfNight, type NightRow, type RenoncDb } from '../../storage';

export interface FoldedNight {
  readonly row: NightRow;
  readonly entries: readonly LedgerEntry[];
  readonly balances: Readonly<Record<PlayerId, Money>>;
  readonly contributions: readonly EntryContribution[];
}

/**
 * The night's fold. Entries that cannot be scored count nothing (the fold never
 * drops the night for them); undefined only when the game cannot open the night.
 */
export async function foldStoredNight(
  db: RenoncDb,
  row: NightRow,
): Promise<FoldedNight | undefined> {
  const [entries, engine] = await Promise.all([
    entriesOfNight(db, row.id),
    loadEngine(GAMES, row.game),
  ]);
  try {
    const { balances, contributions } = foldNight(engine, row, entries);
    return { row, entries, balances, contributions };
  } catch {
    return undefined;
  }
}

export function isCarryOver(entry: LedgerEntry | undefined): boolean {
  return (
    entry?.kind === 'transfer' && (entry.payload as TransferPayload | null)?.origin === 'carry-over'
  );
}

/** What was carried in from earlier nights: counted there, not in this night's own result. */
export function carriedIn(night: FoldedNight): Record<PlayerId, Money> {
  const byId = new Map(night.entries.map((e) => [e.id, e]));
  return balancesOf(night.contributions.filter((c) => isCarryOver(byId.get(c.entryId))));
}
