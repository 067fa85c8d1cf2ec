// Folding a stored night away from the night screen (history, carry-over):
// its entries and the same lazily loaded game rules the night screen scores
// with, so every screen agrees on what a night owes.
import {
  balancesOf,
  foldNight,
  GAMES,
  loadEngine,
  nightFigures,
  type EntryContribution,
  type FoldResult,
  type GameEngine,
  type LedgerEntry,
  type Money,
  type NightFigures,
  type PlayerId,
  type TransferPayload,
} from '../../engine';
import { entriesOfNight, type NightRow, type RenoncDb } from '../../storage';

export interface FoldedNight {
  readonly row: NightRow;
  readonly entries: readonly LedgerEntry[];
  readonly balances: Readonly<Record<PlayerId, Money>>;
  readonly contributions: readonly EntryContribution[];
  /** Each player's own figures of the night by its game (for the club), worked out when asked. */
  readonly figures: () => NightFigures | undefined;
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
    const fold = foldNight(engine, row, entries);
    const { balances, contributions } = fold;
    return {
      row,
      entries,
      balances,
      contributions,
      figures: () => figuresOf(engine, row, fold, entries),
    };
  } catch {
    return undefined;
  }
}

/** The figures, or none when the game cannot read them from this night: the night still counts. */
function figuresOf(
  engine: GameEngine,
  row: NightRow,
  fold: FoldResult<unknown>,
  entries: readonly LedgerEntry[],
): NightFigures | undefined {
  try {
    return nightFigures(engine, row, fold, entries);
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
