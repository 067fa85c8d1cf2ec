// Shared by the per-game locale tests: a namespace's JSON in every language
// flattened to dotted keys, its base keys without plural suffixes, and the
// plural forms each language must have.
export type Tree = { readonly [key: string]: string | Tree };

export const PLURAL = /_(one|few|many|other)$/;

export const FORMS: Record<string, string[]> = {
  en: ['one', 'other'],
  cs: ['one', 'few', 'many', 'other'],
  ru: ['one', 'few', 'many', 'other'],
};

function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else for (const [k, v] of flatten(value, path)) out.set(k, v);
  }
  return out;
}

/** Every language's file flattened, and its keys without plural suffixes. */
export function namespaceFiles(files: Record<string, Tree>) {
  const flat = Object.fromEntries(Object.entries(files).map(([lng, t]) => [lng, flatten(t)]));
  const bases = (lng: string) => new Set([...flat[lng]!.keys()].map((k) => k.replace(PLURAL, '')));
  return { flat, bases };
}

export const placeholders = (text: string) =>
  [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();
