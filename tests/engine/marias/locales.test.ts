// The 'marias' namespace carries a text for every key the engine names, in
// en, cs and ru alike; the flek ladder keeps its Czech words everywhere.
import { describe, expect, it } from 'vitest';
import cs from '../../../locales/cs/marias.json';
import en from '../../../locales/en/marias.json';
import ru from '../../../locales/ru/marias.json';
import {
  DEFAULT_MARIAS_SETTINGS,
  FLEK_COUNTERS,
  FLEK_LEVEL_KEYS,
  MARIAS_COMPONENTS,
  MARIAS_ERRORS,
  MARIAS_GAMES,
  MARIAS_SETTING_OPTIONS,
  MARIAS_SUITS,
  RATE_KEYS,
  RENONC_TIERS,
  TRUMP7_FATES,
  mariasKeys,
  renoncReasonsFor,
  type MariasSettings,
} from '../../../app/engine/games/marias';

type Tree = { readonly [key: string]: string | Tree };
const locales: Record<string, Tree> = { en, cs, ru };

function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [k, v] of Object.entries(tree)) {
    const key = prefix ? `${prefix}.${k}` : k;
    if (typeof v === 'string') out.set(key, v);
    else for (const [kk, vv] of flatten(v, key)) out.set(kk, vv);
  }
  return out;
}
const flat = Object.fromEntries(Object.entries(locales).map(([l, t]) => [l, flatten(t)]));

const k = mariasKeys;
const required = [
  ...MARIAS_ERRORS.map(k.error),
  ...RENONC_TIERS.flatMap((t) => renoncReasonsFor(t).map((r) => k.renoncReason(t, r))),
  ...RENONC_TIERS.flatMap((t) => [k.renoncTier(t), k.renoncMoney(t)]),
  ...FLEK_LEVEL_KEYS.map((_, level) => k.flek(level)),
  ...MARIAS_GAMES.map(k.game),
  ...[...MARIAS_COMPONENTS, 'limit' as const].map(k.component),
  ...FLEK_COUNTERS.map(k.counter),
  ...MARIAS_SUITS.map(k.suit),
  ...TRUMP7_FATES.map(k.trump7),
  ...RATE_KEYS.map(k.rate),
  ...(Object.keys(DEFAULT_MARIAS_SETTINGS) as (keyof MariasSettings)[]).map(k.settingLabel),
  k.settingLabel('customRates'),
  k.settingLabel('firstDealer'),
  ...(Object.keys(MARIAS_SETTING_OPTIONS) as (keyof typeof MARIAS_SETTING_OPTIONS)[]).flatMap(
    (name) => MARIAS_SETTING_OPTIONS[name].map((v) => k.settingValue(name, v as never)),
  ),
  ...[true, false].flatMap((v) => [
    k.settingFlag('sitterPays', v),
    k.settingFlag('kiloFailCountsOpponentMarriages', v),
  ]),
].map((key) => key.replace(/^marias:/, ''));

describe('locales/*/marias.json', () => {
  it('have the same keys in en, cs and ru', () => {
    const keys = [...(flat.en as Map<string, string>).keys()].sort();
    expect([...(flat.cs as Map<string, string>).keys()].sort()).toEqual(keys);
    expect([...(flat.ru as Map<string, string>).keys()].sort()).toEqual(keys);
  });

  it.each(['en', 'cs', 'ru'])('%s has a non-empty text for every key the engine names', (lang) => {
    const texts = flat[lang] as Map<string, string>;
    const missing = required.filter((k) => !texts.get(k)?.trim());
    expect(missing).toEqual([]);
  });

  it('keep the Czech flek words, transliterated in Russian', () => {
    const ladder = FLEK_LEVEL_KEYS.slice(1);
    expect(ladder.map((k) => en.flek[k])).toEqual([
      'flek',
      're',
      'tutti',
      'boty',
      'kalhoty',
      'kajzr',
    ]);
    expect(ladder.map((k) => cs.flek[k])).toEqual([
      'flek',
      're',
      'tutti',
      'boty',
      'kalhoty',
      'kajzr',
    ]);
    expect(ladder.map((k) => ru.flek[k])).toEqual([
      'флек',
      'ре',
      'тутти',
      'боты',
      'калготы',
      'кайзр',
    ]);
  });

  it('use only the parameters the engine passes', () => {
    const params = (s: string) => [...s.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();
    for (const key of (flat.en as Map<string, string>).keys()) {
      const en = params((flat.en as Map<string, string>).get(key) as string);
      expect(params((flat.cs as Map<string, string>).get(key) as string), key).toEqual(en);
      expect(params((flat.ru as Map<string, string>).get(key) as string), key).toEqual(en);
    }
  });

  it('keys are built from the engine’s data', () => {
    expect(mariasKeys.flek(2)).toBe('marias:flek.re');
    expect(mariasKeys.flek(0)).toBe('marias:flek.none');
    expect(mariasKeys.renoncReason('3B', 'notFollowingSuit')).toBe(
      'marias:renonc.reasons.tier3.notFollowingSuit',
    );
    expect(mariasKeys.settingFlag('sitterPays', true)).toBe(
      'marias:settings.sitterPays.values.yes',
    );
    expect(en.flek.re).toBe('re');
  });
});
