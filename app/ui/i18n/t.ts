// The typed t(): keys come from the source language's JSON (./resources.d.ts),
// so a misspelt key written in the code fails `npm run typecheck`.
import type { i18n, ParseKeys } from 'i18next';
import type { Resources } from './resources';

/**
 * Every key the locales define (from locales/en, ./resources.d.ts): plain for
 * 'common', 'namespace:key' for the rest; plural keys without their suffix.
 */
export type TranslationKey = ParseKeys<readonly ['common', ...(keyof Resources)[]]>;

/**
 * A key written out in full must be a TranslationKey. A key the code builds
 * (`marias:settings.${name}.label`) or gets as data (an engine's
 * ValidationIssue code) has type string or a pattern, and passes: the
 * engines' codes are checked by tests/i18n and each game's locale test.
 */
type KeyCheck<K extends string> = K extends TranslationKey
  ? unknown
  : // A pattern or plain string: Record<K, 1> is an index signature, which {} satisfies.
    Record<never, never> extends Record<K, 1>
    ? unknown
    : { readonly 'no such key in locales/en': K };

export type TFunction = <K extends string>(
  key: K & KeyCheck<K>,
  options?: Record<string, unknown>,
) => string;

/** The TFunction of an i18next instance (the app's, or a test's own). */
export function tOf(instance: Pick<i18n, 't'>): TFunction {
  // The key is checked by TFunction; i18next's own overloads would check it again, slowly.
  const translate = instance.t as unknown as (key: string, options: object) => string;
  return (key, options) => translate(key, options ?? {});
}
