// Fails when any key is missing in any language, when a plural lacks a form
// the language needs, or when the code names a namespaced key as data (an
// engine's error code, a key built from a prefix) that no locale defines.
// Keys written in t('…') are checked by the compiler (app/ui/i18n/t.ts).
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = join(__dirname, '..', '..');
const LANGS = ['en', 'cs', 'ru'] as const;
const PLURAL_FORMS: Record<(typeof LANGS)[number], string[]> = {
  en: ['one', 'other'],
  cs: ['one', 'few', 'many', 'other'],
  ru: ['one', 'few', 'many', 'other'],
};
const SUFFIX = /_(zero|one|two|few|many|other)$/;

function flatten(value: unknown, prefix = ''): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(value as Record<string, unknown>)) {
    const key = prefix ? `${prefix}.${k}` : k;
    if (v && typeof v === 'object') Object.assign(out, flatten(v, key));
    else out[key] = String(v);
  }
  return out;
}

function load(lang: string): Record<string, Record<string, string>> {
  const dir = join(ROOT, 'locales', lang);
  const out: Record<string, Record<string, string>> = {};
  for (const file of readdirSync(dir).filter((f) => f.endsWith('.json'))) {
    out[file.replace(/\.json$/, '')] = flatten(JSON.parse(readFileSync(join(dir, file), 'utf8')));
  }
  return out;
}

const locales = Object.fromEntries(LANGS.map((l) => [l, load(l)])) as Record<
  (typeof LANGS)[number],
  Record<string, Record<string, string>>
>;

function baseKeys(ns: Record<string, string>): Set<string> {
  return new Set(Object.keys(ns).map((k) => k.replace(SUFFIX, '')));
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx)$/.test(name) ? [path] : [];
  });
}

describe('locales', () => {
  it('have the same namespaces in every language', () => {
    const namespaces = Object.keys(locales.en).sort();
    for (const lang of LANGS) expect(Object.keys(locales[lang]).sort()).toEqual(namespaces);
  });

  for (const ns of Object.keys(locales.en)) {
    it(`namespace "${ns}" has every key in cs, ru and en`, () => {
      const expected = [...baseKeys(locales.en[ns]!)].sort();
      for (const lang of LANGS) {
        expect([...baseKeys(locales[lang][ns] ?? {})].sort(), `${lang}/${ns}.json`).toEqual(
          expected,
        );
      }
    });

    it(`namespace "${ns}" has every plural form each language needs, and no empty text`, () => {
      for (const lang of LANGS) {
        const keys = locales[lang][ns] ?? {};
        for (const [key, text] of Object.entries(keys)) {
          expect(text.trim(), `${lang}/${ns}:${key}`).not.toBe('');
        }
        const plurals = new Set(
          Object.keys(keys)
            .filter((k) => SUFFIX.test(k))
            .map((k) => k.replace(SUFFIX, '')),
        );
        for (const base of plurals) {
          for (const form of PLURAL_FORMS[lang]) {
            expect(keys, `${lang}/${ns}:${base}_${form}`).toHaveProperty([`${base}_${form}`]);
          }
        }
      }
    });
  }

  it('defines every namespaced key the code names', () => {
    const used = new Set<string>();
    const namespaces = Object.keys(locales.en).join('|');
    const pattern = new RegExp(`['"\`]((${namespaces}):[A-Za-z0-9_.]+)['"\`]`, 'g');
    for (const file of sourceFiles(join(ROOT, 'app'))) {
      for (const match of readFileSync(file, 'utf8').matchAll(pattern)) used.add(match[1]!);
    }
    expect(used.size).toBeGreaterThan(10);
    const missing = [...used].filter((full) => {
      const [ns, key] = full.split(':') as [string, string];
      const keys = baseKeys(locales.en[ns] ?? {});
      // A key ending in '.' is a prefix the code completes (e.g. 'marias:reasons.').
      return key.endsWith('.') ? ![...keys].some((k) => k.startsWith(key)) : !keys.has(key);
    });
    expect(missing).toEqual([]);
  });
});
