// The CSV export of one night as its reader's spreadsheet wants it (issue #28
// item 12), with the real locale files and the games' own descriptions: a
// Czech mariáš night (";" between cells, "," decimals, kinds and statuses in
// Czech, local date and time) and a Russian preferans night (the same, in
// Russian, with the pulya, gora and whists each deal wrote beside the money).
import { readdirSync, readFileSync } from 'node:fs';
import { createInstance } from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  foldLedgerStrict,
  type GameReducer,
  type LedgerEntry,
  type NightInfo,
} from '../../../app/engine';
import { mariasReducer } from '../../../app/engine/games/marias/reducer';
import { preferansReducer, type PreferansState } from '../../../app/engine/games/preferans';
import { csvNumbers, csvTime, nightCsv } from '../../../app/ui/backup/night-csv';
import { describeMariasEntry } from '../../../app/ui/games/marias/logic/describe';
import { preferansCsvColumns } from '../../../app/ui/games/preferans/csv-columns';
import { describePreferansEntry } from '../../../app/ui/games/preferans/describe';
import type { AnyGameUi, NightView } from '../../../app/ui/games/types';
import { tOf, type TFunction } from '../../../app/ui/i18n/t';

/** Every namespace of a language, from locales/<lng>/*.json. */
async function tFor(lng: string): Promise<TFunction> {
  const dir = new URL(`../../../locales/${lng}/`, import.meta.url);
  const resources: Record<string, unknown> = {};
  for (const file of readdirSync(dir).filter((f) => f.endsWith('.json'))) {
    resources[file.replace(/\.json$/, '')] = JSON.parse(readFileSync(new URL(file, dir), 'utf8'));
  }
  const i18n = createInstance();
  await i18n.init({
    lng,
    ns: Object.keys(resources),
    defaultNS: 'common',
    resources: { [lng]: resources as Record<string, Record<string, string>> },
    interpolation: { escapeValue: false },
  });
  return tOf(i18n);
}

let cs: TFunction;
let ru: TFunction;
beforeAll(async () => {
  cs = await tFor('cs');
  ru = await tFor('ru');
});

// Local times, so the expected text does not depend on the machine's zone.
const AT = (minute: number) => new Date(2025, 0, 17, 19, 30 + minute).getTime();

function viewOf(info: NightInfo, names: Record<string, string>, title: string): NightView {
  return {
    row: { ...info, title, playerIds: info.players, createdAt: AT(0) } as NightView['row'],
    info,
    players: new Map(Object.entries(names).map(([id, name]) => [id, { id, name, createdAt: 0 }])),
    nameOf: (id) => names[id] ?? '?',
  };
}

const at = (seq: number, kind: string, payload: unknown, over: Partial<LedgerEntry> = {}) =>
  ({ id: `e${seq}`, nightId: 'n', seq, kind, payload, createdAt: AT(seq), ...over }) as LedgerEntry;

describe('csvNumbers and csvTime', () => {
  it('use ";" and "," for cs and ru, "," and "." for en, and local date-times', () => {
    expect(csvNumbers('cs')).toEqual({ separator: ';', decimal: ',' });
    expect(csvNumbers('ru')).toEqual({ separator: ';', decimal: ',' });
    expect(csvNumbers('en')).toEqual({ separator: ',', decimal: '.' });
    const t = new Date(2025, 0, 7, 9, 5).getTime();
    expect(csvTime(t, 'cs')).toBe('7.1.2025 09:05');
    expect(csvTime(t, 'en')).toBe('2025-01-07 09:05');
  });
});

describe('a Czech mariáš night', () => {
  const info: NightInfo = {
    id: 'n',
    game: 'marias',
    players: ['p1', 'p2', 'p3'],
    currency: 'CZK',
    settings: {},
  };
  const names = { p1: 'Petr', p2: 'Jana', p3: 'Karel; st.' };
  const entries = [
    at(1, 'marias.hand', { declarer: 'p1', game: 'hra', won: true, flek: { hra: 1 } }),
    at(2, 'void', {}, { voids: 'e1', reason: 'omyl' }),
    at(3, 'transfer', { transfers: { p2: -1250, p3: 1250 } }),
  ];

  it('writes Czech words, ";" and "," and describes each entry as the ledger does', () => {
    const night = viewOf(info, names, 'Pátek "U Tygra"');
    const fold = foldLedgerStrict(info, entries, mariasReducer as GameReducer<unknown>);
    const game = { describeEntry: describeMariasEntry } as unknown as AnyGameUi;
    const source = { night, game, state: fold.state, entries, contributions: fold.contributions };
    const lines = nightCsv(source, cs, 'cs').split('\r\n');
    expect(lines[0]).toBe(
      'večer;datum a čas;č.;druh;co se stalo;zrušeno/nahrazeno;hráč;částka (v setinách);částka;důvod;id záznamu',
    );
    const hand = describeMariasEntry(entries[0]!, night, cs);
    expect(hand).not.toBe('');
    // The voided hand moved no money: one row without a player.
    expect(lines[1]).toBe(
      `"Pátek ""U Tygra""";17.1.2025 19:31;1;Rozdání;${hand.includes(';') ? `"${hand}"` : hand};zrušeno;;;;;e1`,
    );
    expect(lines[2]).toBe(
      '"Pátek ""U Tygra""";17.1.2025 19:32;2;Zrušení;ruší č.\u00a01;;;;;omyl;e2',
    );
    const transfer = 'Jana → Karel; st.';
    expect(lines[3]).toMatch(/^"Pátek ""U Tygra""";17\.1\.2025 19:33;3;Úprava;/);
    expect(lines[3]).toContain(transfer.slice(0, 4));
    expect(lines[3]).toContain(';Jana;-1250;-12,50;;e3');
    // A name holding the separator is quoted.
    expect(lines[4]).toContain(';"Karel; st.";1250;12,50;;e3');
    expect(lines[5]).toBe('');
  });
});

describe('a Russian preferans night', () => {
  const info: NightInfo = {
    id: 'n',
    game: 'preferans',
    players: ['A', 'B', 'C'],
    currency: 'RUB',
    settings: { pulyaSize: 4, stake: 10 },
  };
  const names = { A: 'Анна', B: 'Борис', C: 'Вера' };
  // Worked example E1 of preferans.md §12: A's 6♠, B пас, C вист, 6–1–3:
  // П A +2; В C→A 8.
  const entries = [
    at(1, 'preferans.deal', {
      deal: {
        type: 'contract',
        dealer: 'C',
        declarer: 'A',
        level: 6,
        suit: 'spades',
        firstCall: 'pass',
        secondCall: 'whist',
        tricks: { A: 6, B: 1, C: 3 },
      },
    }),
  ];

  it('writes Russian words and the pulya, gora and whists of each deal beside the money', () => {
    const night = viewOf(info, names, 'Пулька');
    const reducer = preferansReducer as unknown as GameReducer<PreferansState>;
    const fold = foldLedgerStrict(info, entries, reducer);
    const game = {
      describeEntry: describePreferansEntry,
      csvColumns: preferansCsvColumns,
    } as unknown as AnyGameUi;
    const source = { night, game, state: fold.state, entries, contributions: fold.contributions };
    const lines = nightCsv(source, ru, 'ru').split('\r\n');
    expect(lines[0]).toBe(
      'вечер;дата и время;№;вид;что было;аннулировано/заменено;игрок;сумма (в сотых);сумма;Пуля;Гора;Висты;причина;id записи',
    );
    const deal = describePreferansEntry(entries[0]!, night, ru);
    const start = `Пулька;17.1.2025 19:31;1;Сдача;${deal.includes(';') ? `"${deal}"` : deal};;`;
    const rows = lines.slice(1, -1);
    expect(rows.every((r) => r.startsWith(start))).toBe(true);
    const byName = Object.fromEntries(rows.map((r) => [r.slice(start.length).split(';')[0], r]));
    // Anna wrote 2 into her pulya, Vera 8 whists on her; Boris wrote nothing
    // but may appear for money (the pulka settled now moves some to him).
    expect(byName['Анна']).toMatch(/;2;;;;e1$/);
    expect(byName['Вера']).toMatch(/;;;8;;e1$/);
    for (const r of rows) expect(r).toMatch(/;-?\d+;-?\d+,\d\d;/);
  });
});
