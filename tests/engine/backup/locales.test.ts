// Every issue code the backup check can emit has a message in en, cs and ru.
import { describe, expect, it } from 'vitest';
import en from '../../../locales/en/backup.json';
import cs from '../../../locales/cs/backup.json';
import ru from '../../../locales/ru/backup.json';
import { BACKUP_ERROR_CODES, CSV_COLUMNS } from '../../../app/engine/backup';

describe('backup translations', () => {
  it.each([
    ['en', en],
    ['cs', cs],
    ['ru', ru],
  ])('%s has every error message and CSV header', (_lang, locale) => {
    const errors: Record<string, string> = locale.errors;
    for (const code of BACKUP_ERROR_CODES) {
      expect(errors[code] ?? errors[`${code}_other`], code).toBeTypeOf('string');
    }
    const csv: Record<string, unknown> = locale.csv;
    for (const column of CSV_COLUMNS) expect(csv[column], column).toBeTypeOf('string');
  });

  it('uses all four plural forms wherever a count appears', () => {
    for (const locale of [en, cs, ru]) {
      const errors: Record<string, string> = locale.errors;
      for (const [key, text] of Object.entries(errors)) {
        if (!text.includes('{{count}}')) continue;
        const base = key.replace(/_(one|few|many|other)$/, '');
        for (const form of ['one', 'few', 'many', 'other']) {
          expect(errors[`${base}_${form}`], `${base}_${form}`).toBeTypeOf('string');
        }
      }
    }
  });
});
