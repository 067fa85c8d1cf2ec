// The ledger as a spreadsheet: one row per entry and player amount, for people
// who keep their own books. RFC 4180 quoting, CRLF lines, and a guard against
// formula injection: a player named "=HYPERLINK(…)" must stay text in Excel.
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
  'entryId',
  'status',
  'player',
  'amountMinor',
  'amount',
  'reason',
] as const;

export type CsvColumn = (typeof CSV_COLUMNS)[number];

/** Header texts; the UI passes its translations (backup:csv.*), the default is English. */
export type CsvHeader = Readonly<Record<CsvColumn, string>>;

export const DEFAULT_CSV_HEADER: CsvHeader = {
  night: 'night',
  date: 'date',
  seq: 'seq',
  kind: 'kind',
  entryId: 'entry id',
  status: 'voided/replaced',
  player: 'player',
  amountMinor: 'amount minor',
  amount: 'amount',
  reason: 'reason',
};

export type CsvNight = Pick<BackupNight, 'id' | 'title' | 'playerIds' | 'currency'>;
export type CsvPlayer = Pick<BackupPlayer, 'id' | 'name'>;

/**
 * Entries are grouped by night (in the order of `nights`, entries of unlisted
 * nights last), then by seq; an entry's rows follow the seating order. An
 * entry that moved no money (a void, a settings change, a voided hand) still
 * gets one row with the player and amount cells empty.
 */
export function ledgerToCsv(
  nights: readonly CsvNight[],
  players: readonly CsvPlayer[],
  entries: readonly LedgerEntry[],
  perEntryTransfers: ReadonlyMap<EntryId, Transfers>,
  header: CsvHeader = DEFAULT_CSV_HEADER,
): string {
  const nightIndex = new Map(nights.map((n, i) => [n.id, i]));
  const nightOf = new Map(nights.map((n) => [n.id, n]));
  const names = new Map(players.map((p) => [p.id, p.name]));
  // Same rule as the fold: an entry is out when an active entry points at it
  // (so a voided void brings its target back, and that target is not flagged).
  const inactive = inactiveIds(entries);
  const status = new Map<EntryId, string>();
  for (const e of entries) {
    const target = targetOf(e);
    if (target === undefined || inactive.has(e.id)) continue;
    status.set(target, e.kind === 'void' ? 'voided' : 'replaced');
  }
  const rank = (e: LedgerEntry): number => nightIndex.get(e.nightId) ?? nights.length;
  const sorted = [...entries].sort(
    (a, b) =>
      rank(a) - rank(b) ||
      (a.nightId < b.nightId ? -1 : a.nightId > b.nightId ? 1 : 0) ||
      a.seq - b.seq,
  );
  const lines = [CSV_COLUMNS.map((c) => textCell(header[c])).join(',')];
  for (const e of sorted) {
    const night = nightOf.get(e.nightId);
    const perMajor = night ? MINOR_PER_MAJOR[night.currency] : 100;
    const common = [
      textCell(night?.title ?? e.nightId),
      isoFromTimestamp(e.createdAt),
      String(e.seq),
      textCell(e.kind),
      textCell(e.id),
      textCell(status.get(e.id) ?? ''),
    ];
    const amounts = Object.entries(perEntryTransfers.get(e.id) ?? {}).filter(([, v]) => v !== 0);
    const seats = night?.playerIds ?? [];
    const seat = (p: PlayerId): number => {
      const i = seats.indexOf(p);
      return i < 0 ? seats.length : i;
    };
    amounts.sort(([a], [b]) => seat(a) - seat(b) || (a < b ? -1 : a > b ? 1 : 0));
    const rows: [string, string, string][] =
      amounts.length === 0
        ? [['', '', '']]
        : amounts.map(([p, v]) => [textCell(names.get(p) ?? p), String(v), major(v, perMajor)]);
    for (const [player, minor, amount] of rows) {
      lines.push([...common, player, minor, amount, textCell(e.reason ?? '')].join(','));
    }
  }
  return lines.join('\r\n') + '\r\n';
}

/** 12345 → '123.45', -5 → '-0.05': exact, from integers, dot decimal. */
export function major(amount: Money, perMajor: number): string {
  const digits = Math.round(Math.log10(perMajor));
  const abs = Math.abs(amount);
  const whole = Math.floor(abs / perMajor);
  const sign = amount < 0 ? '-' : '';
  if (digits === 0) return `${sign}${whole}`;
  return `${sign}${whole}.${String(abs % perMajor).padStart(digits, '0')}`;
}

// Spreadsheets run a cell that starts with these as a formula (tab and CR too, per OWASP).
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * A text cell: defused when it could be read as a formula, isolated when it
 * could reorder the rest of the line (bidi), then quoted as RFC 4180 asks.
 */
export function textCell(value: string): string {
  const safe = isolateText(FORMULA_START.test(value) ? `'${value}` : value);
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}
