// The 'vint' namespace in en, cs and ru: the same keys (up to each language's
// plural forms), the same placeholders, and a message for every error code,
// sheet reason, denomination and setting the engine can produce.
import { describe, expect, it } from 'vitest';
import { FORMS, PLURAL, namespaceFiles, placeholders, type Tree } from '../../i18n/namespace-files';
import cs from '../../../locales/cs/vint.json';
import en from '../../../locales/en/vint.json';
import ru from '../../../locales/ru/vint.json';
import {
  ABOVE_REASONS,
  BOTH_CROSS_MODES,
  BOTH_SIDES_REVOKE_MODES,
  DENOMINATIONS,
  HONOURS_MODES,
  PAIR_PAYS_MODES,
  RENONCE_MISSING_TRICK_MODES,
  VINT_ERROR_CODES,
} from '../../../app/engine/games/vint';

const files: Record<string, Tree> = { en, cs, ru };
const { flat, bases } = namespaceFiles(files);

describe('vint locales', () => {
  it('have the same keys in en, cs and ru', () => {
    expect([...bases('cs')].sort()).toEqual([...bases('en')].sort());
    expect([...bases('ru')].sort()).toEqual([...bases('en')].sort());
  });

  it('give every plural key exactly the forms its language uses', () => {
    for (const [lng, map] of Object.entries(flat)) {
      const plural = new Map<string, string[]>();
      for (const key of map.keys()) {
        const m = PLURAL.exec(key);
        if (m)
          plural.set(key.replace(PLURAL, ''), [
            ...(plural.get(key.replace(PLURAL, '')) ?? []),
            m[1]!,
          ]);
      }
      for (const [base, forms] of plural)
        expect([base, forms.sort()]).toEqual([base, [...FORMS[lng]!].sort()]);
    }
  });

  it('use the same placeholders in every language', () => {
    for (const [key, text] of flat.en!) {
      const base = key.replace(PLURAL, '');
      const wanted = new Set(placeholders(text).filter((p) => p !== 'count'));
      for (const lng of ['cs', 'ru']) {
        const variants = [...flat[lng]!.entries()].filter(([k]) => k.replace(PLURAL, '') === base);
        for (const [, t] of variants) {
          for (const p of wanted)
            expect([lng, key, t.includes(`{{${p}}}`)]).toEqual([lng, key, true]);
        }
      }
    }
  });

  it('cover every error code, sheet reason, denomination and setting', () => {
    const needed = [
      ...VINT_ERROR_CODES.map((c) => `errors.${c}`),
      ...ABOVE_REASONS.map((r) => `lines.${r}`),
      'lines.tricks',
      ...DENOMINATIONS.flatMap((d) => [`denominations.${d}`, `denominationSymbols.${d}`]),
      ...HONOURS_MODES.map((m) => `settings.honours.${m}`),
      ...BOTH_CROSS_MODES.map((m) => `settings.bothCross.${m}`),
      ...RENONCE_MISSING_TRICK_MODES.map((m) => `settings.renonceMissingTrick.${m}`),
      ...BOTH_SIDES_REVOKE_MODES.map((m) => `settings.bothSidesRevoke.${m}`),
      ...PAIR_PAYS_MODES.map((m) => `settings.pairPays.${m}`),
      'renonce.liable.both',
      'renonce.liable.alone',
    ];
    for (const lng of Object.keys(files)) {
      const have = bases(lng);
      expect(needed.filter((k) => !have.has(k))).toEqual([]);
    }
  });
});
