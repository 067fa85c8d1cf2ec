// What the export buttons write: the whole database or one night as a v1
// backup (JSON), and one night's ledger as CSV in the UI's language (night-csv.ts).
import { exportBackup, type NightRow, type RenoncDb } from '../../storage';
import type { TFunction } from '../i18n/use-t';
import { downloadText, fileDate, fileSlug } from './download';
import { nightCsv, type NightCsvSource } from './night-csv';

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

/** Downloads one night's ledger as CSV in the UI's language; resolves with the file name. */
export function exportNightCsv(source: NightCsvSource, t: TFunction, language: string): string {
  const name = `${nightFileStem(source.night.row)}.csv`;
  downloadText(name, CSV_BOM + nightCsv(source, t, language), 'text/csv;charset=utf-8');
  return name;
}
