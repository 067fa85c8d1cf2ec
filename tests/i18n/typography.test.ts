// Czech and Russian typography in every string of locales/cs and locales/ru:
// the quotes each language uses („…“ and «…»), no straight ASCII quotes, the
// ellipsis character, a non-breaking space that keeps "č. 13", "№ 13" and a
// unit after its number together, Russian em dashes, and no string left in
// English. Amounts come from Intl: their spaces are checked here too.
import { describe, expect, it } from 'vitest';
import { formatMoney } from '../../app/ui/format';
import { bare, byKey, texts, type Text } from './all-locales';

const NBSP = '\u00a0';
const where = (t: Text) => `${t.ns}:${t.key} = ${JSON.stringify(t.text)}`;
const offenders = (lang: string, bad: (text: string) => boolean) =>
  texts(lang)
    .filter((t) => bad(t.text))
    .map(where);

// The same word in English and in the translation, on purpose: names of the
// app, the games and their Czech terms (flek names, betl, durch: every
// language says them in Czech), symbols and formula cells.
const SAME_AS_EN: Record<string, readonly string[]> = {
  cs: [
    'common:appName',
    'common:games.marias',
    'common:games.vint',
    'common:games.preferans',
    'common:currency.CZK',
    'common:currency.RUB',
    'common:currency.EUR',
    'common:minorUnit.CZK_one',
    'common:minorUnit.EUR_one',
    'marias:games.betl',
    'marias:games.durch',
    // The Czech word is the English one (the game's own term).
    'marias:csvKinds.renonc',
    'marias:components.betl',
    'marias:components.durch',
    'marias:components.limit',
    'marias:settings.limit.label',
    'marias:breakdown.limit',
    'marias:flek.flek',
    'marias:flek.re',
    'marias:flek.tutti',
    'marias:flek.boty',
    'marias:flek.kalhoty',
    'marias:flek.kajzr',
    'marias:hand.flek',
    'marias:settings.tariff.values.krizovy',
    'marias:settings.customRates.rates.betl',
    'marias:settings.customRates.rates.durch',
    'marias:renonc.title',
    'marias:renonc.value',
    'marias:status.forhont',
    'marias:entries.renonc',
    'marias:ui.gameChip.betl',
    'marias:ui.gameChip.durch',
    'marias:ui.form.forhontName',
    'marias:ui.renonc.tierChip.3A',
    'marias:ui.renonc.tierChip.3B',
    'marias:ui.settings.hints.tariff.krizovy',
    'marias:ui.rules.renonc',
    'preferans:name',
    'preferans:conventions.leningrad',
    'preferans:conventions.rostov',
    'preferans:status.region',
    'preferans:sheet.pulkas',
    'preferans:settings.stalingrad.label',
    'sync:status.offline',
    'vint:name',
    'vint:rules.table.v',
    'vint:rules.table.honour',
    'vint:rules.table.aceNoTrumps',
    'vint:rules.table.undertrick',
  ],
  ru: [
    'common:appName',
    'common:currency.CZK',
    'common:currency.RUB',
    'common:currency.EUR',
    'marias:settings.tariff.values.csm',
    'marias:renonc.value',
    'marias:ui.renonc.tierChip.3A',
    'marias:ui.renonc.tierChip.3B',
    'vint:rules.table.v',
    'vint:rules.table.honour',
    'vint:rules.table.aceNoTrumps',
    'vint:rules.table.undertrick',
  ],
};

describe('typography of the Czech and Russian strings', () => {
  for (const lang of ['cs', 'ru'] as const) {
    it(`${lang}: no straight ASCII quotes or apostrophes`, () => {
      expect(offenders(lang, (s) => /["']/.test(s))).toEqual([]);
    });

    it(`${lang}: the ellipsis is one character`, () => {
      expect(offenders(lang, (s) => s.includes('...'))).toEqual([]);
    });

    it(`${lang}: "č." / "№" and a unit after a number keep a non-breaking space`, () => {
      const loose = /(č\.|№) (\d|\{\{)|(\d|\}\}) (Kč|₽|€|hal\.|коп\.|kB|MB|КБ|МБ|v\.|в\.|b\.|оч\.)/;
      expect(offenders(lang, (s) => loose.test(s))).toEqual([]);
    });

    it(`${lang}: nothing is left in English where a translation is expected`, () => {
      const en = byKey('en');
      const allowed = new Set(SAME_AS_EN[lang]);
      const same = texts(lang)
        .filter((t) => en.get(`${t.ns}:${t.key}`) === t.text && /\p{L}/u.test(bare(t.text)))
        .map((t) => `${t.ns}:${t.key}`)
        .filter((k) => !allowed.has(k));
      expect(same).toEqual([]);
    });
  }

  it('cs: quotes are „…“ (never «…» or ”…”), every „ closed by “', () => {
    expect(offenders('cs', (s) => /[«»”]/.test(s))).toEqual([]);
    const unbalanced = (s: string) => (s.match(/„/g) ?? []).length !== (s.match(/“/g) ?? []).length;
    expect(offenders('cs', unbalanced)).toEqual([]);
  });

  it('ru: quotes are «…» (never „…“ or “…”), every « closed by »', () => {
    expect(offenders('ru', (s) => /[„“”]/.test(s))).toEqual([]);
    const unbalanced = (s: string) => (s.match(/«/g) ?? []).length !== (s.match(/»/g) ?? []).length;
    expect(offenders('ru', unbalanced)).toEqual([]);
  });

  it('ru: a dash in a sentence is an em dash with spaces, never " - " or " – "', () => {
    // A pair of preferans calls is written like the chips: «пас – пас», «первый – второй».
    const call = '(вист|пас|полвиста|первый|второй|\\{\\{first\\}\\}|\\{\\{second\\}\\})';
    const pair = new RegExp(`${call} – ${call}`, 'giu');
    expect(offenders('ru', (s) => / [-–] /.test(s.replace(pair, '')))).toEqual([]);
  });

  it('cs: a dash in a sentence is never a hyphen', () => {
    expect(offenders('cs', (s) => / - /.test(s))).toEqual([]);
  });
});

describe('amounts from Intl', () => {
  // Intl puts U+00A0 between thousands and before the sign; decimal comma in cs and ru.
  it('cs: "1 234,50 Kč" with non-breaking spaces, roubles as ₽', () => {
    expect(formatMoney(123450, 'CZK', 'cs')).toBe(`1${NBSP}234,50${NBSP}Kč`);
    expect(formatMoney(-200, 'CZK', 'cs')).toBe(`\u22122,00${NBSP}Kč`);
    expect(formatMoney(123450, 'RUB', 'cs')).toBe(`1${NBSP}234,50${NBSP}₽`);
  });

  it('ru: "1 234,50 ₽" with non-breaking spaces, never "RUB"', () => {
    expect(formatMoney(123450, 'RUB', 'ru')).toBe(`1${NBSP}234,50${NBSP}₽`);
    expect(formatMoney(100, 'RUB', 'ru', true)).toBe(`+1,00${NBSP}₽`);
  });
});
