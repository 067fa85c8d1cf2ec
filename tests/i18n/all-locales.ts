// Shared by the wording tests: every string of a language as (namespace, key,
// text), and an i18next instance with all of that language's namespaces, read
// from the real locale files.
import { createInstance } from 'i18next';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

export const LOCALES_DIR = join(__dirname, '..', '..', 'locales');

export type Text = { readonly ns: string; readonly key: string; readonly text: string };
type Tree = { readonly [key: string]: string | Tree };

function flatten(ns: string, tree: Tree, prefix = ''): Text[] {
  return Object.entries(tree).flatMap(([k, v]) => {
    const key = prefix ? `${prefix}.${k}` : k;
    return typeof v === 'string' ? [{ ns, key, text: v }] : flatten(ns, v, key);
  });
}

export function trees(lang: string): Record<string, Tree> {
  const dir = join(LOCALES_DIR, lang);
  return Object.fromEntries(
    readdirSync(dir)
      .filter((f) => f.endsWith('.json'))
      .map((f) => [
        f.replace(/\.json$/, ''),
        JSON.parse(readFileSync(join(dir, f), 'utf8')) as Tree,
      ]),
  );
}

/** Every string of one language, flattened to dotted keys. */
export function texts(lang: string): Text[] {
  return Object.entries(trees(lang)).flatMap(([ns, tree]) => flatten(ns, tree));
}

/** One language's strings by "ns:key". */
export function byKey(lang: string): Map<string, string> {
  return new Map(texts(lang).map((t) => [`${t.ns}:${t.key}`, t.text]));
}

/** Any key, as data: these tests name keys of every namespace, game ones too. */
export type AnyT = (key: string, options?: Record<string, unknown>) => string;

/** A t() over all of one language's namespaces ('common' is the default one). */
export async function tFor(lang: string): Promise<AnyT> {
  const i18n = createInstance();
  const resources = trees(lang);
  await i18n.init({
    lng: lang,
    ns: Object.keys(resources),
    defaultNS: 'common',
    resources: { [lang]: resources },
    interpolation: { escapeValue: false },
  });
  const translate = i18n.t as unknown as (key: string, options: object) => string;
  return (key, options) => translate(key, options ?? {});
}

/** The text without its {{placeholders}}. */
export const bare = (text: string) => text.replace(/\{\{\w+\}\}/g, '');
