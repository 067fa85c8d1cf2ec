import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatMoney, parseMoneyInput } from '../../app/ui/format';
import { browserLanguage } from '../../app/ui/i18n/language';

const nbsp = (s: string) => s.replace(/[\u00a0\u202f]/g, ' ');

describe('money formatting through Intl', () => {
  it('writes Czech and Russian amounts the way the table reads them', () => {
    expect(nbsp(formatMoney(123450, 'CZK', 'cs'))).toBe('1 234,50 Kč');
    expect(nbsp(formatMoney(123450, 'RUB', 'ru'))).toBe('1 234,50 ₽');
    expect(nbsp(formatMoney(-400, 'CZK', 'cs', true))).toBe('−4,00 Kč');
    expect(nbsp(formatMoney(800, 'CZK', 'cs', true))).toBe('+8,00 Kč');
    expect(formatMoney(123450, 'EUR', 'en')).toBe('€1,234.50');
    // Roubles are ₽ in every language (history, settle, the night), never "RUB".
    expect(nbsp(formatMoney(123450, 'RUB', 'cs'))).toBe('1 234,50 ₽');
    expect(formatMoney(123450, 'RUB', 'en')).toBe('₽1,234.50');
  });

  it('writes the true minus, the currency symbol and no breakable space in every language', () => {
    for (const language of ['cs', 'ru', 'en']) {
      for (const currency of ['CZK', 'RUB', 'EUR'] as const) {
        for (const signed of [true, false]) {
          const text = formatMoney(-123456789, currency, language, signed);
          // No hyphen-minus, no space a line may break at (only U+00A0).
          expect(text).not.toMatch(/[- \t\u202f]/);
          expect(text.startsWith('\u2212')).toBe(true);
          expect(text).not.toMatch(/CZK|RUB|EUR/);
        }
      }
    }
    // A Russian mariáš night in crowns (#28: "0,00 CZK").
    expect(formatMoney(300, 'CZK', 'ru', true)).toBe('+3,00\u00a0Kč');
    expect(formatMoney(-300, 'CZK', 'cs', true)).toBe('\u22123,00\u00a0Kč');
    expect(formatMoney(-50, 'EUR', 'en', true)).toBe('\u2212€0.50');
  });

  it('reads typed amounts with a comma or a dot and refuses anything else', () => {
    expect(parseMoneyInput('12,50', 'CZK')).toBe(1250);
    expect(parseMoneyInput(' 20 ', 'CZK')).toBe(2000);
    expect(parseMoneyInput('0.1', 'RUB')).toBe(10);
    expect(parseMoneyInput('1e5', 'CZK')).toBeNull();
    expect(parseMoneyInput('-3', 'CZK')).toBeNull();
    expect(parseMoneyInput('12,505', 'CZK')).toBeNull();
    expect(parseMoneyInput('9999999999', 'CZK')).toBeNull();
    // A tariff's price: no currency (100 minor to the unit), at most 7 whole digits.
    expect(parseMoneyInput('0,50', undefined, 7)).toBe(50);
    expect(parseMoneyInput('9999999', undefined, 7)).toBe(999_999_900);
    expect(parseMoneyInput('10000000', undefined, 7)).toBeNull();
  });
});

describe('first language', () => {
  it('follows the browser and falls back to English', () => {
    expect(browserLanguage(['cs-CZ', 'en'])).toBe('cs');
    expect(browserLanguage(['de-DE', 'ru'])).toBe('ru');
    expect(browserLanguage(['de-DE'])).toBe('en');
  });
});

describe('dates (#28 item 13: one format across the app)', () => {
  // 4 December 2026, 18:59 local time.
  const WHEN = new Date(2026, 11, 4, 18, 59).getTime();

  it('writes a date alone and with its time in one form, the locale’s own', () => {
    for (const language of ['cs', 'ru', 'en']) {
      const date = formatDate(WHEN, language);
      const dateTime = formatDateTime(WHEN, language);
      expect(dateTime.startsWith(date), `${language}: ${dateTime} / ${date}`).toBe(true);
      expect(dateTime).toContain('18:59');
      expect(date).toContain('2026');
    }
    expect(formatDate(WHEN, 'cs')).toBe('4. 12. 2026');
    // Never the two-digit year of the short style ("04.12.26 18:59").
    expect(formatDateTime(WHEN, 'cs')).not.toMatch(/\.26\b/);
  });
});
