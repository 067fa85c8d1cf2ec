// The ledger as a spreadsheet: one row per entry and player amount, for people
// who keep their own books. The reader's conventions come in a CsvFormat (a
// Czech or Russian spreadsheet splits on ";" and reads "," as the decimal
// mark; English keeps "," and "."), with the kinds, statuses and times in the
// reader's words. RFC 4180 quoting, CRLF lines, and a guard against formula
// injection: a player named "=HYPERLINK(…)" must stay text in Excel.
import { isolateText } from '../text';
import { inactiveIds, targetOf } from '../ledger/effective';
import type { EntryId, LedgerEntry } from '../ledger/types';
import { MINOR_PER_MAJOR, type Money } from '../money';
import type { PlayerId, Transfers } from '../transfers';
import type { BackupNight, BackupPlayer } from './format';
import { isoFromTimestamp } from './iso-time';

export const CSV_COLUMNS = [
  'night',
  'date',
  'seq',
  'kind',
  'description',
  'status',
  'player',
  'amountMinor',
  'amount',
  'reason',
  'entryId',
] as const;

export type CsvColumn = (typeof CSV_COLUMNS)[number];

/** Header texts; the UI passes its translations (backup:csv.*), the default is English. */
export type CsvHeader = Readonly<Record<CsvColumn, string>>;

export const DEFAULT_CSV_HEADER: CsvHeader = {
  night: 'night',
  date: 'date',
  seq: 'seq',
  kind: 'kind',
  description: 'description',
  status: 'voided/replaced',
  player: 'player',
  amountMinor: 'amount minor',
  amount: 'amount',
  reason: 'reason',
  entryId: 'entry id',
};

/** Game-specific per-player columns after the amounts (preferans: pulya, gora, whists). */
export interface CsvExtraColumns {
  readonly header: readonly string[];
  /** The player's cells for an entry (as many as header), or undefined when it wrote nothing. */
  readonly cells: (entryId: EntryId, player: PlayerId) => readonly string[] | undefined;
}

/** How the reader's spreadsheet wants the file, and the words it is written in. */
export interface CsvFormat {
  readonly header: CsvHeader;
  readonly separator: ',' | ';';
  readonly decimal: '.' | ',';
  /** A time as the reader's spreadsheet reads it; by default ISO 8601 in UTC. */
  readonly time: (timestamp: number) => string;
  /** An entry's kind in words; by default the kind itself. */
  readonly kind: (entry: LedgerEntry) => string;
  /** One line saying what the entry recorded; by default nothing. */
  readonly describe: (entry: LedgerEntry) => string;
  readonly status: { readonly voided: string; readonly replaced: string };
  readonly extra?: CsvExtraColumns;
}

export const DEFAULT_CSV_FORMAT: CsvFormat = {
  header: DEFAULT_CSV_HEADER,
  separator: ',',
  decimal: '.',
  time: isoFromTimestamp,
  kind: (e) => e.kind,
  describe: () => '',
  status: { voided: 'voided', replaced: 'replaced' },
};

export type CsvNight = Pick<BackupNight, 'id' | 'title' | 'playerIds' | 'currency'>;
export type CsvPlayer = Pick<BackupPlayer, 'id' | 'name'>;

/** Each entry that an active later entry voids or replaces, and which of the two. */
function statusOf(entries: readonly LedgerEntry[]): Map<EntryId, 'voided' | 'replaced'> {
  // Same rule as the fold: an entry is out when an active entry points at it
  // (so a voided void brings its target back, and that target is not flagged).
  const inactive = inactiveIds(entries);
  const status = new Map<EntryId, 'voided' | 'replaced'>();
  for (const e of entries) {
    const target = targetOf(e);
    if (target === undefined || inactive.has(e.id)) continue;
    status.set(target, e.kind === 'void' ? 'voided' : 'replaced');
  }
  return status;
}

/** Entries by night (in the order of `nights`, unlisted nights last), then by seq. */
function sortedEntries(nights: readonly CsvNight[], entries: readonly LedgerEntry[]) {
  const nightIndex = new Map(nights.map((n, i) => [n.id, i]));
  const rank = (e: LedgerEntry): number => nightIndex.get(e.nightId) ?? nights.length;
  return [...entries].sort(
    (a, b) =>
      rank(a) - rank(b) ||
      (a.nightId < b.nightId ? -1 : a.nightId > b.nightId ? 1 : 0) ||
      a.seq - b.seq,
  );
}

/** The players an entry's rows name, in seating order: those it moved money for or wrote for. */
function rowPlayers(
  night: CsvNight | undefined,
  transfers: Transfers,
  entryId: EntryId,
  extra: CsvExtraColumns | undefined,
): PlayerId[] {
  const seats = night?.playerIds ?? [];
  const named = new Set(Object.keys(transfers).filter((p) => transfers[p] !== 0));
  if (extra) for (const p of seats) if (extra.cells(entryId, p)) named.add(p);
  const seat = (p: PlayerId): number => {
    const i = seats.indexOf(p);
    return i < 0 ? seats.length : i;
  };
  return [...named].sort((a, b) => seat(a) - seat(b) || (a < b ? -1 : a > b ? 1 : 0));
}

/**
 * One row per entry and player it moved money for (or, with extra columns,
 * wrote something for), in seating order. An entry that moved nothing (a
 * void, a settings change, a voided hand) still gets one row with the player
 * and amount cells empty.
 */
export function ledgerToCsv(
  nights: readonly CsvNight[],
  players: readonly CsvPlayer[],
  entries: readonly LedgerEntry[],
  perEntryTransfers: ReadonlyMap<EntryId, Transfers>,
  format: Partial<CsvFormat> = {},
): string {
  const f: CsvFormat = { ...DEFAULT_CSV_FORMAT, ...format };
  const cell = (value: string) => textCell(value, f.separator);
  const nightOf = new Map(nights.map((n) => [n.id, n]));
  const names = new Map(players.map((p) => [p.id, p.name]));
  const status = statusOf(entries);
  const extraWidth = f.extra?.header.length ?? 0;
  const head = [...CSV_COLUMNS.slice(0, -2).map((c) => f.header[c]), ...(f.extra?.header ?? [])];
  const lines = [[...head, f.header.reason, f.header.entryId].map(cell).join(f.separator)];
  for (const e of sortedEntries(nights, entries)) {
    const night = nightOf.get(e.nightId);
    const perMajor = night ? MINOR_PER_MAJOR[night.currency] : 100;
    const flag = status.get(e.id);
    const common = [
      cell(night?.title ?? e.nightId),
      cell(f.time(e.createdAt)),
      String(e.seq),
      cell(f.kind(e)),
      cell(f.describe(e)),
      cell(flag ? f.status[flag] : ''),
    ];
    const tail = [cell(e.reason ?? ''), cell(e.id)];
    const transfers = perEntryTransfers.get(e.id) ?? {};
    const who = rowPlayers(night, transfers, e.id, f.extra);
    if (who.length === 0) {
      lines.push(
        [...common, '', '', '', ...Array<string>(extraWidth).fill(''), ...tail].join(f.separator),
      );
    }
    for (const p of who) {
      const v = transfers[p] ?? 0;
      const extra = f.extra?.cells(e.id, p) ?? Array<string>(extraWidth).fill('');
      const money = [String(v), major(v, perMajor, f.decimal)];
      lines.push(
        [...common, cell(names.get(p) ?? p), ...money, ...extra.map(cell), ...tail].join(
          f.separator,
        ),
      );
    }
  }
  return lines.join('\r\n') + '\r\n';
}

/** 12345 → '123.45' (or '123,45'), -5 → '-0.05': exact, from integers. */
export function major(amount: Money, perMajor: number, decimal: '.' | ',' = '.'): string {
  const digits = Math.round(Math.log10(perMajor));
  const abs = Math.abs(amount);
  const whole = Math.floor(abs / perMajor);
  const sign = amount < 0 ? '-' : '';
  if (digits === 0) return `${sign}${whole}`;
  return `${sign}${whole}${decimal}${String(abs % perMajor).padStart(digits, '0')}`;
}

// Spreadsheets run a cell that starts with these as a formula (tab and CR too, per OWASP).
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * A text cell: defused when it could be read as a formula, isolated when it
 * could reorder the rest of the line (bidi), then quoted as RFC 4180 asks
 * when it holds a quote, a line break or the file's separator.
 */
export function textCell(value: string, separator: ',' | ';' = ','): string {
  const safe = isolateText(FORMULA_START.test(value) ? `'${value}` : value);
  const special = separator === ';' ? /[";\r\n]/ : /[",\r\n]/;
  return special.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}
