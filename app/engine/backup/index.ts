// Public surface of backups: the v1 file format, the check that runs before a
// restore writes anything, and the CSV export of the ledger.
export {
  BACKUP_ERROR_CODES,
  BACKUP_FORMAT,
  BACKUP_LIMITS,
  BACKUP_VERSION,
  FORBIDDEN_KEYS,
  type Backup,
  type BackupErrorCode,
  type EntryKind,
  type BackupNight,
  type PaymentMark,
  type BackupPlayer,
} from './format';
export { parseBackup, validateBackup } from './check';
export { parseBackupOf, validateBackupOf } from './validate';
export {
  CSV_COLUMNS,
  DEFAULT_CSV_FORMAT,
  DEFAULT_CSV_HEADER,
  ledgerToCsv,
  type CsvColumn,
  type CsvExtraColumns,
  type CsvFormat,
  type CsvHeader,
  type CsvNight,
  type CsvPlayer,
} from './csv';
export { isoFromTimestamp } from './iso-time';
export { scoringCause } from './cause';
