// Money words follow the night's currency (#28 item 9, GLOSSARY "Decided on
// review"): haléř / kopějka / cent, «коп.» only for roubles, in the stakes of
// preferans and vint as a new night offers them.
import { beforeAll, describe, expect, it } from 'vitest';
import type { TFunction } from '../../app/ui/i18n/t';
import { minorWords } from '../../app/ui/kit/money-words';
import { tFor, type AnyT } from './all-locales';

let cs: AnyT;
let ru: AnyT;
let en: AnyT;
beforeAll(async () => {
  [cs, ru, en] = await Promise.all([tFor('cs'), tFor('ru'), tFor('en')]);
});

const words = (
  t: AnyT,
  ...args: Parameters<typeof minorWords> extends [unknown, ...infer R] ? R : never
) => minorWords(t as unknown as TFunction, ...args);

describe('the minor unit in words', () => {
  it('cs: haléř, kopějka, cent with the Czech plurals', () => {
    expect([1, 2, 5].map((n) => words(cs, 'CZK', n))).toEqual([
      '1\u00a0haléř',
      '2\u00a0haléře',
      '5\u00a0haléřů',
    ]);
    expect([1, 2, 5].map((n) => words(cs, 'RUB', n))).toEqual([
      '1\u00a0kopějka',
      '2\u00a0kopějky',
      '5\u00a0kopějek',
    ]);
    expect([1, 2, 5].map((n) => words(cs, 'EUR', n))).toEqual([
      '1\u00a0cent',
      '2\u00a0centy',
      '5\u00a0centů',
    ]);
  });

  it('ru: «коп.» only for roubles', () => {
    expect(words(ru, 'RUB', 10)).toBe('10\u00a0коп.');
    expect([1, 2, 5].map((n) => words(ru, 'CZK', n))).toEqual([
      '1\u00a0геллер',
      '2\u00a0геллера',
      '5\u00a0геллеров',
    ]);
    expect([1, 2, 5].map((n) => words(ru, 'EUR', n))).toEqual([
      '1\u00a0цент',
      '2\u00a0цента',
      '5\u00a0центов',
    ]);
    for (const c of ['CZK', 'EUR'] as const) expect(words(ru, c, 1)).not.toContain('коп');
  });

  it('the stakes say the currency they are in', () => {
    const stake = (t: AnyT, currency: 'CZK' | 'RUB' | 'EUR', n: number) =>
      t('preferans:settings.stake.value', { money: words(t, currency, n) });
    expect(stake(cs, 'RUB', 1)).toBe('1\u00a0kopějka za vist');
    expect(stake(cs, 'EUR', 1)).toBe('1\u00a0cent za vist');
    expect(stake(ru, 'CZK', 1)).toBe('1\u00a0геллер за вист');
    expect(stake(ru, 'RUB', 1)).toBe('1\u00a0коп. за вист');
    expect(stake(en, 'EUR', 2)).toBe('2\u00a0cents a whist');
    const preset = (t: AnyT, currency: 'CZK' | 'RUB', minor: number, count: number) =>
      t('vint:settings.stake.preset', { money: words(t, currency, minor), count });
    expect(preset(ru, 'RUB', 1, 10)).toBe('1\u00a0коп. за 10 очков');
    expect(preset(ru, 'CZK', 1, 10)).toBe('1\u00a0геллер за 10 очков');
    expect(preset(cs, 'CZK', 1, 10)).toBe('1\u00a0haléř za 10 bodů');
  });
});
