// ledgerToCsv: header, one row per entry and player, RFC 4180 quoting, exact
// major-unit amounts, and formula injection defused in text cells only.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  BACKUP_LIMITS,
  DEFAULT_CSV_HEADER,
  isoFromTimestamp,
  ledgerToCsv,
  type CsvHeader,
} from '../../../app/engine/backup';
import { major, textCell } from '../../../app/engine/backup/csv';
import type { LedgerEntry } from '../../../app/engine/ledger/types';
import type { Transfers } from '../../../app/engine/transfers';

const T0 = Date.UTC(2025, 0, 17, 19, 30);
const nights = [
  { id: 'n1', title: 'Pátek, "U Tygra"', playerIds: ['p1', 'p2', 'p3'], currency: 'CZK' as const },
];
const players = [
  { id: 'p1', name: 'Petr' },
  { id: 'p2', name: '=HYPERLINK("http://evil","click")' },
  { id: 'p3', name: 'Karel, Jr.' },
];
const entry = (seq: number, kind: string, extra: Partial<LedgerEntry> = {}): LedgerEntry => ({
  id: `e${seq}`,
  nightId: 'n1',
  seq,
  kind,
  payload: {},
  createdAt: T0 + seq * 60_000,
  ...extra,
});
const entries = [
  entry(1, 'marias.hand'),
  entry(2, 'void', { voids: 'e1', reason: '-1 was a typo' }),
  entry(3, 'marias.hand'),
  entry(4, 'marias.hand', { replaces: 'e3', reason: 'line one\nline two' }),
];
const transfers = new Map<string, Transfers>([
  ['e1', { p1: 2000, p2: -1000, p3: -1000 }],
  ['e4', { p3: -5, p1: 10, p2: -5 }],
]);

describe('ledgerToCsv', () => {
  it('writes a header and one row per entry and player, CRLF, quoted where needed', () => {
    const csv = ledgerToCsv(nights, players, entries, transfers);
    expect(csv.split('\r\n')).toEqual([
      'night,date,seq,kind,description,voided/replaced,player,amount minor,amount,reason,entry id',
      '"Pátek, ""U Tygra""",2025-01-17T19:31:00.000Z,1,marias.hand,,voided,Petr,2000,20.00,,e1',
      `"Pátek, ""U Tygra""",2025-01-17T19:31:00.000Z,1,marias.hand,,voided,"'=HYPERLINK(""http://evil"",""click"")",-1000,-10.00,,e1`,
      '"Pátek, ""U Tygra""",2025-01-17T19:31:00.000Z,1,marias.hand,,voided,"Karel, Jr.",-1000,-10.00,,e1',
      `"Pátek, ""U Tygra""",2025-01-17T19:32:00.000Z,2,void,,,,,,'-1 was a typo,e2`,
      '"Pátek, ""U Tygra""",2025-01-17T19:33:00.000Z,3,marias.hand,,replaced,,,,,e3',
      '"Pátek, ""U Tygra""",2025-01-17T19:34:00.000Z,4,marias.hand,,,Petr,10,0.10,"line one\nline two",e4',
      `"Pátek, ""U Tygra""",2025-01-17T19:34:00.000Z,4,marias.hand,,,"'=HYPERLINK(""http://evil"",""click"")",-5,-0.05,"line one\nline two",e4`,
      '"Pátek, ""U Tygra""",2025-01-17T19:34:00.000Z,4,marias.hand,,,"Karel, Jr.",-5,-0.05,"line one\nline two",e4',
      '',
    ]);
  });

  it('uses translated headers, quoted like any text', () => {
    const header: CsvHeader = { ...DEFAULT_CSV_HEADER, seq: 'č.', amountMinor: 'částka, haléře' };
    const csv = ledgerToCsv([], [], [], new Map(), { header });
    expect(csv).toBe(
      'night,date,č.,kind,description,voided/replaced,player,"částka, haléře",amount,reason,entry id\r\n',
    );
  });

  it('orders by night, then seq, and falls back to ids for unknown nights and players', () => {
    const stray = { ...entry(1, 'transfer'), id: 'x1', nightId: 'n0' };
    const csv = ledgerToCsv(
      nights,
      [],
      [entries[3] as LedgerEntry, stray, entries[0] as LedgerEntry],
      new Map([['x1', { q: 1, r: -1 }]]),
    );
    const rows = csv
      .split('\r\n')
      .slice(1, -1)
      .map((r) => [r.split(',').at(-1), ...r.split(',').slice(-5, -2)].join(' '));
    expect(rows).toEqual(['e1   ', 'e4   ', 'x1 q 1 0.01', 'x1 r -1 -0.01']);
  });

  it('does not flag an entry whose void was voided again', () => {
    const undoUndo = [...entries, entry(5, 'void', { voids: 'e2', reason: 'redo' })];
    const csv = ledgerToCsv(nights, players, undoUndo, transfers);
    expect(csv).toContain(',marias.hand,,,Petr,2000,20.00,,e1');
    expect(csv).toContain(`,void,,voided,,,,'-1 was a typo,e2`);
  });
});

describe("ledgerToCsv in the reader's format", () => {
  const czech = {
    separator: ';',
    decimal: ',',
    time: (ts: number) => `t${ts - T0}`,
    kind: (e: LedgerEntry) => (e.kind === 'void' ? 'Zrušení' : 'Rozdání'),
    describe: (e: LedgerEntry) => (e.kind === 'void' ? 'ruší č. 1' : `Petr: hra; vyhrál`),
    status: { voided: 'zrušeno', replaced: 'nahrazeno' },
  } as const;

  it('splits on ";" with "," decimals, words for kinds and statuses, and quotes only what needs it', () => {
    const csv = ledgerToCsv(nights, players, entries.slice(0, 2), transfers, czech);
    expect(csv.split('\r\n')).toEqual([
      'night;date;seq;kind;description;voided/replaced;player;amount minor;amount;reason;entry id',
      // "Pátek, ""U Tygra""": a comma needs no quotes with ";", the quotes still do.
      '"Pátek, ""U Tygra""";t60000;1;Rozdání;"Petr: hra; vyhrál";zrušeno;Petr;2000;20,00;;e1',
      `"Pátek, ""U Tygra""";t60000;1;Rozdání;"Petr: hra; vyhrál";zrušeno;"'=HYPERLINK(""http://evil"",""click"")";-1000;-10,00;;e1`,
      '"Pátek, ""U Tygra""";t60000;1;Rozdání;"Petr: hra; vyhrál";zrušeno;Karel, Jr.;-1000;-10,00;;e1',
      `"Pátek, ""U Tygra""";t120000;2;Zrušení;ruší č. 1;;;;;'-1 was a typo;e2`,
      '',
    ]);
  });

  it("adds a game's columns after the amounts, and a row for a player who only wrote there", () => {
    const deal = entry(1, 'preferans.deal');
    const extra = {
      header: ['pulya', 'gora', 'whists'],
      cells: (_id: string, p: string) =>
        p === 'p1' ? ['2', '', ''] : p === 'p3' ? ['', '', '8,5'] : undefined,
    };
    const csv = ledgerToCsv(nights, players, [deal], new Map(), { ...czech, extra });
    expect(csv.split('\r\n')).toEqual([
      'night;date;seq;kind;description;voided/replaced;player;amount minor;amount;pulya;gora;whists;reason;entry id',
      '"Pátek, ""U Tygra""";t60000;1;Rozdání;"Petr: hra; vyhrál";;Petr;0;0,00;2;;;;e1',
      '"Pátek, ""U Tygra""";t60000;1;Rozdání;"Petr: hra; vyhrál";;Karel, Jr.;0;0,00;;;8,5;;e1',
      '',
    ]);
  });
});

describe('textCell', () => {
  it.each([
    ['plain', 'plain'],
    ['', ''],
    ['=1+2', "'=1+2"],
    ['+420 777', "'+420 777"],
    ['-5', "'-5"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['\tTAB', "'\tTAB"],
    ['a,b', '"a,b"'],
    ['say "hi"', '"say ""hi"""'],
    ['two\r\nlines', '"two\r\nlines"'],
    ['=cmd|" /C calc"!A0', `"'=cmd|"" /C calc""!A0"`],
    ['Jan = Honza', 'Jan = Honza'],
  ])('%j → %j', (input, output) => {
    expect(textCell(input)).toBe(output);
  });

  it.each([
    ['a;b', '"a;b"'],
    ['a,b', 'a,b'],
    ['say "hi"', '"say ""hi"""'],
    ['=1;2', `"'=1;2"`],
  ])('with ";" between cells: %j → %j', (input, output) => {
    expect(textCell(input, ';')).toBe(output);
  });
});

describe('major', () => {
  it.each([
    [12345, '123.45'],
    [-12345, '-123.45'],
    [-5, '-0.05'],
    [5, '0.05'],
    [0, '0.00'],
    [100, '1.00'],
    [1e13, '100000000000.00'],
  ])('%d minor units → %s', (minor, text) => {
    expect(major(minor, 100)).toBe(text);
    expect(major(minor, 100, ',')).toBe(text.replace('.', ','));
  });
});

describe('isoFromTimestamp', () => {
  it('agrees with Date.prototype.toISOString from 1970 to the year 3000 (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: BACKUP_LIMITS.maxTimestamp }), (ms) => {
        expect(isoFromTimestamp(ms)).toBe(new Date(ms).toISOString());
      }),
      { seed: 42, numRuns: 2_000 },
    );
  });

  it.each([
    0,
    Date.UTC(2000, 1, 29, 23, 59, 59, 999),
    Date.UTC(2100, 2, 1),
    BACKUP_LIMITS.maxTimestamp,
  ])('handles %d', (ms) => {
    expect(isoFromTimestamp(ms)).toBe(new Date(ms).toISOString());
  });
});
