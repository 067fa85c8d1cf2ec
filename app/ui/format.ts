// Numbers, money and dates through Intl, in the UI's language.
import { MINOR_PER_MAJOR, type Currency, type Money } from '../engine';

const LOCALES: Readonly<Record<string, string>> = { cs: 'cs-CZ', ru: 'ru-RU', en: 'en-GB' };

export function localeOf(language: string): string {
  return LOCALES[language] ?? 'en-GB';
}

const moneyFormats = new Map<string, Intl.NumberFormat>();

/** The true minus sign: as wide as "+", so signed amounts line up (the ASCII hyphen is narrower). */
export const MINUS = '\u2212';

/**
 * Intl's text made fit for a narrow screen: the hyphen-minus becomes the true
 * minus "−", and every space inside an amount a no-break space, so "+39,00 Kč"
 * never breaks before its currency.
 */
export function tidyAmount(text: string): string {
  return text.replace(/-/g, MINUS).replace(/[ \u202f]/g, '\u00a0');
}

/**
 * 123450 CZK in cs → "1 234,50 Kč", RUB in cs → "1 234,50 ₽", −400 signed →
 * "−4,00 Kč"; whole amounts keep their decimals for a steady column. The
 * currency's own symbol in every language (Kč, ₽, €), never an ISO code.
 */
export function formatMoney(
  minor: Money,
  currency: Currency,
  language: string,
  signed = false,
): string {
  const key = `${language}|${currency}|${signed}`;
  let format = moneyFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(localeOf(language), {
      style: 'currency',
      currency,
      // Kč, ₽ and € in every language (Czech Intl would write "RUB", Russian "CZK").
      currencyDisplay: 'narrowSymbol',
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
      signDisplay: signed ? 'exceptZero' : 'auto',
    });
    moneyFormats.set(key, format);
  }
  return tidyAmount(format.format(minor / MINOR_PER_MAJOR[currency]));
}

// Building an Intl format costs about a millisecond; a ledger row needs one
// per time shown, so each kind of format is built once per language.
const formats = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();

function cached<F extends Intl.NumberFormat | Intl.DateTimeFormat>(key: string, make: () => F): F {
  let format = formats.get(key) as F | undefined;
  if (!format) {
    format = make();
    formats.set(key, format);
  }
  return format;
}

export function formatNumber(value: number, language: string): string {
  return cached(`n|${language}`, () => new Intl.NumberFormat(localeOf(language))).format(value);
}

/**
 * One date format across the app, the locale's own (cs "4. 12. 2026",
 * ru "4 дек. 2026 г."): home, History, the settlement and the closed-night
 * banner once showed "04.12.26 18:59" beside "4. 12. 2026" (#28).
 */
const DATE_STYLE = 'medium';

export function formatDate(timestamp: number, language: string): string {
  return cached(
    `d|${language}`,
    () => new Intl.DateTimeFormat(localeOf(language), { dateStyle: DATE_STYLE }),
  ).format(timestamp);
}

/** The date as formatDate writes it, with the time. */
export function formatDateTime(timestamp: number, language: string): string {
  return cached(
    `dt|${language}`,
    () =>
      new Intl.DateTimeFormat(localeOf(language), { dateStyle: DATE_STYLE, timeStyle: 'short' }),
  ).format(timestamp);
}

export function formatTime(timestamp: number, language: string): string {
  return cached(
    `t|${language}`,
    () => new Intl.DateTimeFormat(localeOf(language), { timeStyle: 'short' }),
  ).format(timestamp);
}

/**
 * The one parser of typed amounts: "12,5" → 1250 minor units; null when the
 * text is not an amount of at most `maxWholeDigits` whole units and two
 * decimals. Without a currency (a tariff's price), 100 minor to the unit.
 */
export function parseMoneyInput(
  text: string,
  currency?: Currency,
  maxWholeDigits = 9,
): Money | null {
  const clean = text.replace(/[\s\u00a0]/g, '').replace(',', '.');
  if (!new RegExp(`^\\d{1,${maxWholeDigits}}(\\.\\d{1,2})?$`).test(clean)) return null;
  return Math.round(Number(clean) * (currency ? MINOR_PER_MAJOR[currency] : 100));
}
