// What the export buttons write: the whole database or one night as a v1
// backup (JSON), and one night's ledger as CSV with the headers translated.
import {
  CSV_COLUMNS,
  ledgerToCsv,
  type CsvHeader,
  type EntryContribution,
  type LedgerEntry,
  type Transfers,
} from '../../engine';
import { exportBackup, type NightRow, type PlayerRow, type RenoncDb } from '../../storage';
import type { TFunction } from '../i18n/use-t';
import { downloadText, fileDate, fileSlug } from './download';

const JSON_TYPE = 'application/json';
// A byte-order mark tells spreadsheet programs the file is UTF-8 (č, ř, ы stay readable).
const CSV_BOM = '\uFEFF';

export function nightFileStem(night: NightRow): string {
  const slug = fileSlug(night.title ?? night.game);
  return `renonc-${fileDate(night.createdAt)}${slug ? `-${slug}` : ''}`;
}

/** Downloads the backup; resolves with the file name. */
export async function exportToFile(db: RenoncDb, now: number, night?: NightRow): Promise<string> {
  const backup = await exportBackup(db, night ? { nightId: night.id } : {}, now);
  const name = night ? `${nightFileStem(night)}.json` : `renonc-backup-${fileDate(now)}.json`;
  downloadText(name, `${JSON.stringify(backup, null, 2)}\n`, JSON_TYPE);
  return name;
}

export function csvHeader(t: TFunction): CsvHeader {
  return Object.fromEntries(CSV_COLUMNS.map((c) => [c, t(`backup:csv.${c}`)])) as CsvHeader;
}

/** Downloads one night's ledger as CSV; resolves with the file name. */
export function exportNightCsv(
  t: TFunction,
  night: NightRow,
  players: readonly PlayerRow[],
  entries: readonly LedgerEntry[],
  contributions: readonly EntryContribution[],
): string {
  const perEntry = new Map<string, Transfers>(contributions.map((c) => [c.entryId, c.transfers]));
  const csv = ledgerToCsv([night], players, entries, perEntry, csvHeader(t));
  const name = `${nightFileStem(night)}.csv`;
  downloadText(name, CSV_BOM + csv, 'text/csv;charset=utf-8');
  return name;
}
