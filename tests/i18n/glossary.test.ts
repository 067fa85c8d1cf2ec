// The words players use (../shared/GLOSSARY.md) stay the words on screen: a
// table of domain keys → the glossary's term in cs and ru, and the synonyms
// the glossary does not use (or that mean something else at the table) kept
// out of every string.
import { describe, expect, it } from 'vitest';
import { byKey, texts } from './all-locales';

type Term = readonly [key: string, cs: string, ru: string];

// Each key's text must contain the term (case-insensitive).
const TERMS: readonly Term[] = [
  ['common:home.nights', 'večer', 'вечер'],
  ['common:players.title', 'hráč', 'игрок'],
  ['common:night.ledger', 'zápis', 'запись'],
  ['common:night.balances', 'stav', 'баланс'],
  ['common:night.settle', 'vyúčtování', 'расчёт'],
  ['common:undo', 'vrátit', 'отменить'],
  ['common:ledger.void', 'zrušit', 'аннулировать'],
  ['common:void.reason', 'důvod', 'причина'],
  ['common:night.rules', 'pravidla', 'правила'],
  ['backup:title', 'záloha', 'резервная копия'],
  ['backup:restore', 'obnovit', 'восстановить'],
  ['settlement:title', 'vyúčtování', 'расчёт'],
  ['marias:roles.dealer', 'rozdávající', 'сдающий'],
  ['marias:roles.declarer', 'volící hráč', 'разыгрывающий'],
  ['marias:roles.defenders', 'protihráči', 'защитники'],
  ['marias:roles.forhont', 'forhont', 'форхонт'],
  ['marias:roles.sitter', 'pauzírující', 'пропускающий'],
  ['marias:status.round', 'kolo', 'круг'],
  ['marias:games.hra', 'hra', 'игра'],
  ['marias:games.sedma', 'sedma', 'семёрка'],
  ['marias:games.kilo', 'kilo', 'сто'],
  ['marias:games.107', 'sto a sedma', 'сто и семь'],
  ['marias:games.betl', 'betl', 'бетл'],
  ['marias:games.durch', 'durch', 'дурх'],
  ['marias:components.sedmaProti', 'sedma proti', 'семёрка против'],
  ['marias:components.kiloProti', 'kilo proti', 'сто против'],
  ['marias:components.tichaSedma', 'tichá sedma', 'тихая семёрка'],
  ['marias:components.ticheKilo', 'tiché kilo', 'тихое сто'],
  ['marias:hand.hearts', 'v červených', 'в червах'],
  ['marias:flek.flek', 'flek', 'флек'],
  ['marias:flek.re', 're', 'ре'],
  ['marias:flek.tutti', 'tutti', 'тутти'],
  ['marias:flek.boty', 'boty', 'боты'],
  ['marias:flek.kalhoty', 'kalhoty', 'калготы'],
  ['marias:flek.kajzr', 'kajzr', 'кайзр'],
  ['marias:hand.marriages', 'hlášky', 'марьяж'],
  ['marias:entries.misdeal', 'špatné rozdání', 'неправильная сдача'],
  ['marias:renonc.title', 'renonc', 'ренонс'],
  ['marias:settings.tariff.label', 'sazebník', 'тариф'],
  ['marias:settings.unitPrice.label', 'cena hry (za jednotku)', 'цена единицы'],
  ['marias:settings.renoncFines.label', 'pokut', 'штраф'],
  ['vint:sides.A', 'S–J', 'С–Ю'],
  ['vint:sides.B', 'V–Z', 'В–З'],
  ['vint:deal.contract', 'závazek', 'назначение'],
  ['vint:denominations.noTrumps', 'bez trumfů', 'без козыря'],
  ['vint:denominationSymbols.noTrumps', 'BT', 'БК'],
  ['vint:deal.tricks', 'štych', 'взятки'],
  ['vint:sheet.below', 'pod čarou', 'под чертой'],
  ['vint:sheet.above', 'nad čarou', 'над чертой'],
  ['vint:sheet.title', 'zápis', 'запись'],
  ['vint:settings.honours.label', 'honéry', 'онёры'],
  ['vint:deal.aces', 'esa', 'тузы'],
  ['vint:lines.game', 'partie', 'партия'],
  ['vint:lines.rubber', 'robr', 'робер'],
  ['vint:lines.smallSlam', 'malý slem', 'малый шлем'],
  ['vint:lines.grandSlam', 'velký slem', 'большой шлем'],
  ['vint:renonce.liable.label', 'odpovídá', 'отвечает'],
  ['vint:settings.stake.label', 'sázka', 'ставка'],
  ['vint:rules.renonce.title', 'renonc', 'ренонс'],
  ['preferans:calls.whist', 'vist', 'вист'],
  ['preferans:calls.pass', 'pas', 'пас'],
  ['preferans:sheet.pulya', 'pule', 'пуля'],
  ['preferans:sheet.gora', 'hora', 'гора'],
  ['preferans:deal.modes.allPass', 'rozpasy', 'распасы'],
];

// Words that must not appear in any string of the language: [pattern, why].
const AVOID: Record<'cs' | 'ru', readonly (readonly [RegExp, string])[]> = {
  cs: [
    [/protějš/i, 'protějšek is the one opposite: in vint the partner (E pays N: soupeř)'],
    [/obránc/i, 'defenders are protihráči'],
    [/klepn/i, 'tap is ťuknout everywhere'],
    [/preferenc/i, 'the game is preferans'],
    [/\b(N|E|W)–|–(S|E|W)\b/, 'seats are S, V, J, Z'],
    [/\bRUB\b(?! ?\))/, 'roubles are ₽'],
    [/\b(hrál|hlásil|udělal) \{\{/, 'a past tense before a name has a gender'],
  ],
  ru: [
    [/визави/i, 'визави is the partner opposite; E pays N (соперник)'],
    [/повыш/i, 'a flek is флек, not повышение'],
    [/бескозырн/i, 'no trumps is без козыря'],
    [/\b(N|E|W)–|–(S|E|W)\b/, 'seats are С, В, Ю, З'],
    [/\bRUB\b(?! ?\))/, 'roubles are ₽'],
    [
      /(играл|заявил|сделал|следующий|должен) \{\{/,
      'a past tense or adjective before a name has a gender',
    ],
  ],
};

// Names are never declined: no preposition or case-governing word right before one.
const NAME = /\{\{(name|from|to|declarer|offender|claimant|next|on|first|second)\}\}/;
const GOVERNS: Record<'cs' | 'ru', RegExp> = {
  cs: new RegExp(`\\b(na|s|se|od|pro|k|ke|u|o|bez|dluží|komu)\\s+${NAME.source}`, 'i'),
  ru: new RegExp(`(^|\\s)(на|с|со|от|для|к|ко|у|о|об|без|должен|кому)\\s+${NAME.source}`, 'i'),
};

describe('glossary terms', () => {
  for (const [lang, column] of [
    ['cs', 1],
    ['ru', 2],
  ] as const) {
    it(`${lang}: each domain key says the glossary's word`, () => {
      const strings = byKey(lang);
      const wrong = TERMS.filter(([key, ...terms]) => {
        const text = strings.get(key);
        return text === undefined || !text.toLowerCase().includes(terms[column - 1]!.toLowerCase());
      }).map(
        ([key, ...terms]) =>
          `${key}: ${JSON.stringify(strings.get(key))} lacks "${terms[column - 1]}"`,
      );
      expect(wrong).toEqual([]);
    });

    it(`${lang}: no synonym the glossary does not use`, () => {
      const found = texts(lang).flatMap((t) =>
        AVOID[lang].filter(([re]) => re.test(t.text)).map(([, why]) => `${t.ns}:${t.key}: ${why}`),
      );
      expect(found).toEqual([]);
    });

    it(`${lang}: cancel never shares the verb of void (zrušit / аннулировать)`, () => {
      const voidVerb = lang === 'cs' ? /zruš/i : /аннулир/i;
      const cancels = texts(lang).filter(
        (t) => /(^|\.)cancel$/.test(t.key) && voidVerb.test(t.text),
      );
      expect(cancels.map((t) => `${t.ns}:${t.key} = ${t.text}`)).toEqual([]);
    });

    it(`${lang}: no name needs a case (no preposition or case-governing word before it)`, () => {
      const found = texts(lang)
        .filter((t) => GOVERNS[lang].test(t.text))
        .map((t) => `${t.ns}:${t.key} = ${t.text}`);
      expect(found).toEqual([]);
    });
  }
});
