// One night's ledger as the reader's spreadsheet wants it (issue #28): headers,
// kinds and statuses in the UI's language, local date and time, ";" between
// cells and "," in numbers for Czech and Russian (what Excel and LibreOffice
// expect there; English keeps "," and "."), each entry described as the
// ledger describes it, and the game's own columns (preferans: pulya, gora,
// whists). The rows themselves are the engine's ledgerToCsv.
import {
  CSV_COLUMNS,
  GAMES,
  ledgerToCsv,
  ownerOfKind,
  type CsvFormat,
  type CsvHeader,
  type EntryContribution,
  type LedgerEntry,
  type Transfers,
  type TransferPayload,
} from '../../engine';
import type { AnyGameUi, NightView } from '../games/types';
import type { TFunction } from '../i18n/use-t';
import { describeGeneric } from '../night/ledger-list';

export interface NightCsvSource {
  readonly night: NightView;
  readonly game: AnyGameUi;
  /** The game's state after the whole ledger (for its own columns). */
  readonly state: unknown;
  readonly entries: readonly LedgerEntry[];
  readonly contributions: readonly EntryContribution[];
}

/** English spreadsheets split on "," and read "."; Czech and Russian ones want ";" and ",". */
export function csvNumbers(language: string): Pick<CsvFormat, 'separator' | 'decimal'> {
  return language === 'en' ? { separator: ',', decimal: '.' } : { separator: ';', decimal: ',' };
}

const two = (n: number) => String(n).padStart(2, '0');

/**
 * Local date and time in a form the language's spreadsheet reads as a date:
 * "5.12.2026 19:31" (cs, ru), "2026-12-05 19:31" (en).
 */
export function csvTime(timestamp: number, language: string): string {
  const d = new Date(timestamp);
  const time = `${two(d.getHours())}:${two(d.getMinutes())}`;
  return language === 'en'
    ? `${d.getFullYear()}-${two(d.getMonth() + 1)}-${two(d.getDate())} ${time}`
    : `${d.getDate()}.${d.getMonth() + 1}.${d.getFullYear()} ${time}`;
}

export function csvHeader(t: TFunction): CsvHeader {
  return Object.fromEntries(CSV_COLUMNS.map((c) => [c, t(`backup:csv.${c}`)])) as CsvHeader;
}

/** An entry's kind in words: the generic ones from backup:csv.kinds, a game's from its namespace. */
export function kindWords(entry: LedgerEntry, t: TFunction): string {
  const { kind } = entry;
  if (kind === 'transfer' && (entry.payload as TransferPayload | null)?.origin === 'carry-over') {
    return t('backup:csv.kinds.carryOver');
  }
  const game = ownerOfKind(GAMES, kind);
  const key = game
    ? `${game.namespace}:csvKinds.${kind.slice(kind.indexOf('.') + 1)}`
    : `backup:csv.kinds.${kind}`;
  return t(key, { defaultValue: kind });
}

function describer(source: NightCsvSource, t: TFunction): (e: LedgerEntry) => string {
  const seqOf = new Map(source.entries.map((e) => [e.id, e.seq]));
  return (e) => {
    if (e.kind === 'void') return t('backup:csv.voids', { seq: seqOf.get(e.voids ?? '') ?? '?' });
    const text = (
      describeGeneric(e, source.night, t) ?? source.game.describeEntry(e, source.night, t)
    ).trim();
    const replaced = e.replaces === undefined ? undefined : seqOf.get(e.replaces);
    return replaced === undefined
      ? text
      : `${text} (${t('backup:csv.replaces', { seq: replaced })})`;
  };
}

/** The format of one night's CSV in the UI's language. */
export function nightCsvFormat(source: NightCsvSource, t: TFunction, language: string): CsvFormat {
  const numbers = csvNumbers(language);
  const number = (v: number) => String(v).replace('.', numbers.decimal);
  return {
    ...numbers,
    header: csvHeader(t),
    time: (ts) => csvTime(ts, language),
    kind: (e) => kindWords(e, t),
    describe: describer(source, t),
    status: { voided: t('backup:csv.voided'), replaced: t('backup:csv.replaced') },
    extra: source.game.csvColumns?.(source.state, t, number),
  };
}

/** The night's CSV text (without the byte-order mark). */
export function nightCsv(source: NightCsvSource, t: TFunction, language: string): string {
  const perEntry = new Map<string, Transfers>(
    source.contributions.map((c) => [c.entryId, c.transfers]),
  );
  const { row, players } = source.night;
  return ledgerToCsv(
    [row],
    [...players.values()],
    source.entries,
    perEntry,
    nightCsvFormat(source, t, language),
  );
}
