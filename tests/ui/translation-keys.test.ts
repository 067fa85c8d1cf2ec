// The typed t() (app/ui/i18n/t.ts): a key written out in full must exist in
// locales/en — `npm run typecheck` fails on each @ts-expect-error line below
// if the misspelt key were ever accepted — and plural keys go without their
// suffix. At run time the same t() gives the words.
import { createInstance } from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { tOf, type TFunction } from '../../app/ui/i18n/t';
import common from '../../locales/en/common.json';
import errors from '../../locales/en/errors.json';

let t: TFunction;

beforeAll(async () => {
  const i18n = createInstance();
  await i18n.init({ lng: 'en', defaultNS: 'common', resources: { en: { common, errors } } });
  t = tOf(i18n);
});

/** Type checks only: never called. */
function misspelt(tt: TFunction, code: string, game: 'marias' | 'vint'): string[] {
  return [
    // @ts-expect-error a key of common that does not exist
    tt('newNight.titel'),
    // @ts-expect-error a namespace that does not exist
    tt('error:night.unknownGame'),
    // @ts-expect-error a real key in the wrong namespace
    tt('errors:newNight.title'),
    // @ts-expect-error a plural key names its base, not a form
    tt('errors:night.playersBetweenn'),
    // Data and built keys are not checked by the compiler (tests/i18n checks the engines' codes).
    tt(code),
    tt(`games.${game}`),
  ];
}

describe('typed translation keys', () => {
  it('translate known keys, from the default namespace and from a named one', () => {
    expect(typeof misspelt).toBe('function');
    expect(t('newNight.title')).toBe(common.newNight.title);
    expect(t('errors:night.unknownGame')).toBe(errors.night.unknownGame);
  });
});
