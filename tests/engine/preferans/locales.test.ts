// The 'preferans' namespace in ru, cs and en: the same keys (up to each
// language's plural forms), the same placeholders, and a message for every
// error code, sheet rule, suit, call, convention and setting value the engine
// can produce.
import { describe, expect, it } from 'vitest';
import cs from '../../../locales/cs/preferans.json';
import en from '../../../locales/en/preferans.json';
import ru from '../../../locales/ru/preferans.json';
import {
  CHOICES,
  LINE_RULES,
  PREFERANS_ERROR_CODES,
  SECOND_CALLS,
  SETTING_KEYS,
  SUITS,
} from '../../../app/engine/games/preferans';

type Tree = { readonly [key: string]: string | Tree };
const PLURAL = /_(one|few|many|other)$/;
const FORMS: Record<string, string[]> = {
  en: ['one', 'other'],
  cs: ['one', 'few', 'many', 'other'],
  ru: ['one', 'few', 'many', 'other'],
};
const files: Record<string, Tree> = { en, cs, ru };

function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else for (const [k, v] of flatten(value, path)) out.set(k, v);
  }
  return out;
}

const flat = Object.fromEntries(Object.entries(files).map(([lng, t]) => [lng, flatten(t)]));
const bases = (lng: string) => new Set([...flat[lng]!.keys()].map((k) => k.replace(PLURAL, '')));
const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();

describe('preferans locales', () => {
  it('have the same keys in ru, cs and en', () => {
    expect([...bases('cs')].sort()).toEqual([...bases('ru')].sort());
    expect([...bases('en')].sort()).toEqual([...bases('ru')].sort());
  });

  it('give every plural key exactly the forms its language uses', () => {
    for (const [lng, map] of Object.entries(flat)) {
      const plural = new Map<string, string[]>();
      for (const key of map.keys()) {
        const m = PLURAL.exec(key);
        if (!m) continue;
        const base = key.replace(PLURAL, '');
        plural.set(base, [...(plural.get(base) ?? []), m[1]!]);
      }
      for (const [base, forms] of plural) {
        expect([lng, base, forms.sort()]).toEqual([lng, base, [...FORMS[lng]!].sort()]);
      }
    }
  });

  it('use the same placeholders in every language', () => {
    for (const [key, text] of flat.ru!) {
      const base = key.replace(PLURAL, '');
      const wanted = placeholders(text);
      for (const lng of ['cs', 'en']) {
        const variants = [...flat[lng]!.entries()].filter(([k]) => k.replace(PLURAL, '') === base);
        expect([lng, key, variants.length > 0]).toEqual([lng, key, true]);
        for (const [, t] of variants)
          expect([lng, key, placeholders(t)]).toEqual([lng, key, wanted]);
      }
    }
  });

  it('cover every error code, sheet rule, suit, call and setting value', () => {
    const needed = [
      ...PREFERANS_ERROR_CODES.map((c) => `errors.${c}`),
      ...LINE_RULES.map((r) => `rules.lines.${r}`),
      ...SUITS.map((s) => `suitNames.${s}`),
      ...SECOND_CALLS.map((c) => `calls.${c}`),
      ...CHOICES.convention.map((c) => `conventions.${c}`),
      ...CHOICES.convention.map((c) => `settings.convention.hints.${c}`),
      ...SETTING_KEYS.flatMap((k) => [`settings.${k}.label`, `settings.${k}.about`]),
      ...Object.entries(CHOICES)
        .filter(([k]) => k !== 'convention')
        .flatMap(([k, values]) =>
          (values as readonly unknown[]).map((v) => `settings.${k}.${String(v)}`),
        ),
    ];
    for (const lng of Object.keys(files)) {
      const have = bases(lng);
      expect([lng, needed.filter((k) => !have.has(k))]).toEqual([lng, []]);
    }
  });
});
