// Czech and Russian read right with real numbers and names, through i18next
// and the real locale files: plural forms ("1 hra / 2 hry / 5 her",
// "1 взятка / 2 взятки / 5 взяток / 21 взятка"), a payment with no case of a
// name, the undo void line, and the vint seats and who pays whom.
import { beforeAll, describe, expect, it } from 'vitest';
import { formatMoney } from '../../app/ui/format';
import { tFor, type AnyT } from './all-locales';

const NBSP = '\u00a0';
let cs: AnyT;
let ru: AnyT;

beforeAll(async () => {
  cs = await tFor('cs');
  ru = await tFor('ru');
});

type Reading = readonly [
  key: string,
  params: Record<string, unknown>,
  counts: Record<number, string>,
];

const CS: readonly Reading[] = [
  [
    'backup:counts.nights',
    {},
    { 1: '1 večer', 2: '2 večery', 4: '4 večery', 5: '5 večerů', 0: '0 večerů' },
  ],
  ['vint:lines.tricks', { v: 10 }, { 1: '1 štych × 10', 3: '3 štychy × 10', 7: '7 štychů × 10' }],
  ['settlement:paymentCount', {}, { 1: '1 platba', 2: '2 platby', 5: '5 plateb' }],
  ['settlement:explain.entryCount', {}, { 1: '1 záznam', 3: '3 záznamy', 12: '12 záznamů' }],
  ['sync:status.phones', {}, { 1: '1 telefon', 2: '2 telefony', 6: '6 telefonů' }],
  [
    'preferans:describe.misere',
    { name: 'Jana' },
    { 0: 'Mizér (Jana): 0 štychů', 1: 'Mizér (Jana): 1 štych', 2: 'Mizér (Jana): 2 štychy' },
  ],
  [
    'vint:settings.stake.preset',
    { money: '50\u00a0haléřů' },
    {
      1: '50\u00a0haléřů za 1 bod',
      2: '50\u00a0haléřů za 2 body',
      10: '50\u00a0haléřů za 10 bodů',
    },
  ],
];

const RU: readonly Reading[] = [
  [
    'backup:counts.nights',
    {},
    {
      1: '1 вечер',
      2: '2 вечера',
      5: '5 вечеров',
      11: '11 вечеров',
      21: '21 вечер',
      22: '22 вечера',
      25: '25 вечеров',
    },
  ],
  [
    'vint:lines.tricks',
    { v: 10 },
    { 1: '1 взятка × 10', 2: '2 взятки × 10', 5: '5 взяток × 10', 21: '21 взятка × 10' },
  ],
  [
    'vint:lines.undertricks',
    {},
    {
      1: 'Штраф за недобор: 1 взятка',
      3: 'Штраф за недобор: 3 взятки',
      6: 'Штраф за недобор: 6 взяток',
    },
  ],
  ['settlement:paymentCount', {}, { 1: '1 платёж', 2: '2 платежа', 5: '5 платежей' }],
  [
    'common:ledger.showMore',
    {},
    { 1: 'Показать ещё 1 запись', 3: 'Показать ещё 3 записи', 12: 'Показать ещё 12 записей' },
  ],
  ['sync:status.phones', {}, { 1: '1 телефон', 3: '3 телефона', 5: '5 телефонов' }],
  [
    'preferans:describe.misere',
    { name: 'Оля' },
    { 0: 'Мизер (Оля): 0 взяток', 1: 'Мизер (Оля): 1 взятка', 2: 'Мизер (Оля): 2 взятки' },
  ],
];

describe('plural forms read right', () => {
  for (const [lang, readings] of [
    ['cs', CS],
    ['ru', RU],
  ] as const) {
    for (const [key, params, counts] of readings) {
      it(`${lang} ${key}`, () => {
        const t = lang === 'cs' ? cs : ru;
        for (const [count, expected] of Object.entries(counts)) {
          expect(t(key, { ...params, count: Number(count) }), `${key} × ${count}`).toBe(expected);
        }
      });
    }
  }
});

describe('names are not declined (issue 11, words 1)', () => {
  it('cs: a payment is "Jana → Petr · 2,00 Kč"', () => {
    const amount = formatMoney(200, 'CZK', 'cs');
    expect(cs('settlement:payLine', { from: 'Jana', to: 'Petr', amount })).toBe(
      `Jana → Petr · 2,00${NBSP}Kč`,
    );
    expect(cs('settlement:pays', { from: 'Jana', to: 'Petr' })).toBe('Jana → Petr');
    expect(cs('transfer.from')).toBe('Kdo platí');
    expect(cs('transfer.to')).toBe('Komu');
  });

  it('cs: an undone save reads "Záznam č. 13 zrušen: vráceno tlačítkem Vrátit"', () => {
    const reason = cs('void.undoReason');
    expect(cs('ledger.voided', { seq: 13, reason })).toBe(
      `Záznam č.${NBSP}13 zrušen: vráceno tlačítkem Vrátit`,
    );
  });

  it('cs/ru: a game of exactly four says "Hráči: 4" / "Игроки: 4"', () => {
    expect(cs('newNight.playersExact', { count: 4 })).toBe('Hráči: 4, ťukejte v pořadí sezení');
    expect(ru('newNight.playersExact', { count: 4 })).toBe(
      'Игроки: 4, нажимайте по порядку рассадки',
    );
  });
});

describe('vint seats and payments (issue 11, words 2)', () => {
  it('ru: seats С В Ю З, sides С–Ю and В–З; cs: S V J Z', () => {
    expect(['N', 'E', 'S', 'W'].map((s) => ru(`newNight.seats.${s}`))).toEqual([
      'С',
      'В',
      'Ю',
      'З',
    ]);
    expect(['N', 'E', 'S', 'W'].map((s) => cs(`newNight.seats.${s}`))).toEqual([
      'S',
      'V',
      'J',
      'Z',
    ]);
    expect([ru('vint:sides.A'), ru('vint:sides.B')]).toEqual(['С–Ю', 'В–З']);
    expect(ru('newNight.seatingHintVint')).toBe('С и Ю играют против В и З.');
  });

  it('each loser pays his opponent (E pays N), said so a player reads it at once', () => {
    expect(ru('vint:settings.pairPays.eachPlayer')).toBe(
      'Каждый — своему сопернику (В → С, З → Ю)',
    );
    expect(ru('vint:settings.pairPays.hints.eachPlayer')).toContain('В платит С, З платит Ю');
    expect(ru('vint:rules.settle.eachPlayer')).toContain('В платит С, З платит Ю');
    expect(cs('vint:settings.pairPays.eachPlayer')).toBe('Každý svému soupeři (V → S, Z → J)');
    expect(cs('vint:rules.settle.eachPlayer')).toContain('V platí S, Z platí J');
  });

  it('roubles are ₽ after the number in both languages', () => {
    expect(formatMoney(120000, 'RUB', 'ru')).toBe(`1${NBSP}200,00${NBSP}₽`);
    expect(formatMoney(120000, 'RUB', 'cs')).toBe(`1${NBSP}200,00${NBSP}₽`);
  });
});
