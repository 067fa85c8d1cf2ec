// fast-check generators of damaged backup files, made from valid ones: cut
// short, values of the wrong type, wrong or gapped seq, dangling or
// other-night replaces/voids, duplicate ids, huge numbers, __proto__ keys,
// unknown kinds. Each mutation is a value fast-check can shrink and print.
import fc from 'fast-check';
import fixture from '../../fixtures/settle-backup.json';

export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type Obj = { [key: string]: Json };

/** The settle fixture plus chains: a correction of a correction, a voided link, an undone undo. */
export function richBackup(): Obj {
  const base = structuredClone(fixture) as unknown as Obj;
  const entries = base.entries as Obj[];
  const night = 'night-marias';
  const t = (amount: number) => ({ transfers: { karel: -amount, eva: amount } });
  const links: Obj[] = [
    { id: 'm7', seq: 7, kind: 'transfer', payload: t(500) },
    { id: 'm8', seq: 8, kind: 'transfer', payload: t(700), replaces: 'm7', reason: 'typo' },
    { id: 'm9', seq: 9, kind: 'transfer', payload: t(900), replaces: 'm8', reason: 'typo' },
    { id: 'm10', seq: 10, kind: 'void', payload: {}, voids: 'm9', reason: 'undo' },
    { id: 'm11', seq: 11, kind: 'void', payload: {}, voids: 'm10', reason: 'undo' },
  ];
  const more: Obj[] = links.map((e) => ({
    ...e,
    nightId: night,
    createdAt: 1735000003000 + (e.seq as number),
  }));
  const v4 = entries.find((e) => e.id === 'v4')!;
  more.push({ ...structuredClone(v4), id: 'v6', seq: 6, replaces: 'v4', reason: 'typo' });
  base.entries = [...entries, ...more];
  return base;
}

export const NASTY: readonly Json[] = [
  null,
  -1,
  0,
  1.5,
  1e308,
  2 ** 53 + 2,
  '',
  'x',
  '<script>alert(1)</script>',
  '__proto__',
  [],
  {},
  [[[[[[[[[[[[[[[[[[[[]]]]]]]]]]]]]]]]]]]],
  true,
  'void',
  'marias.hand',
  'no-such-kind',
  'night-vint',
  'karel',
];

export type Mutation =
  | { readonly op: 'set'; readonly node: number; readonly value: Json }
  | { readonly op: 'delete'; readonly node: number }
  | { readonly op: 'copy'; readonly node: number }
  | { readonly op: 'seq'; readonly entry: number; readonly seq: Json }
  | { readonly op: 'link'; readonly entry: number; readonly field: LinkField; readonly to: number }
  | { readonly op: 'dangle'; readonly entry: number; readonly field: LinkField }
  | { readonly op: 'sameId'; readonly entry: number; readonly as: number }
  | { readonly op: 'kind'; readonly entry: number; readonly kind: string }
  | { readonly op: 'night'; readonly entry: number; readonly to: string }
  | { readonly op: 'proto'; readonly node: number }
  | { readonly op: 'huge'; readonly node: number }
  | { readonly op: 'bigString'; readonly node: number };

type LinkField = 'replaces' | 'voids';

const index = fc.nat({ max: 400 });
const field = fc.constantFrom<LinkField>('replaces', 'voids');

export const mutation: fc.Arbitrary<Mutation> = fc.oneof(
  fc.record({ op: fc.constant('set' as const), node: index, value: fc.constantFrom(...NASTY) }),
  fc.record({ op: fc.constant('delete' as const), node: index }),
  fc.record({ op: fc.constant('copy' as const), node: index }),
  fc.record({
    op: fc.constant('seq' as const),
    entry: index,
    seq: fc.oneof(
      fc.constantFrom<Json>(0, -1, 1.5, '3', null, 2 ** 53 - 1, 1e9 + 1, 1e9),
      fc.integer({ min: 1, max: 20 }),
    ),
  }),
  fc.record({ op: fc.constant('link' as const), entry: index, field, to: index }),
  fc.record({ op: fc.constant('dangle' as const), entry: index, field }),
  fc.record({ op: fc.constant('sameId' as const), entry: index, as: index }),
  fc.record({
    op: fc.constant('kind' as const),
    entry: index,
    kind: fc.constantFrom('void', 'transfer', 'marias.hand', 'vint.deal', 'no-such-kind', 'close'),
  }),
  fc.record({
    op: fc.constant('night' as const),
    entry: index,
    to: fc.constantFrom('night-vint', 'night-marias', 'no-night'),
  }),
  fc.record({ op: fc.constant('proto' as const), node: index }),
  fc.record({ op: fc.constant('huge' as const), node: index }),
  fc.record({ op: fc.constant('bigString' as const), node: fc.nat({ max: 40 }) }),
);

/** Every value in the tree with the container and key that hold it (the root has none). */
function slots(root: Json): { parent: Obj | Json[]; key: string | number }[] {
  const out: { parent: Obj | Json[]; key: string | number }[] = [];
  const stack: Json[] = [root];
  while (stack.length > 0) {
    const node = stack.pop()!;
    if (Array.isArray(node)) {
      node.forEach((child, i) => {
        out.push({ parent: node, key: i });
        stack.push(child);
      });
    } else if (node !== null && typeof node === 'object') {
      for (const [k, child] of Object.entries(node)) {
        out.push({ parent: node, key: k });
        stack.push(child);
      }
    }
  }
  return out;
}

const at = <T>(list: readonly T[], i: number): T | undefined =>
  list.length === 0 ? undefined : list[i % list.length];

/** Applies one mutation to `doc` in place (structural ones); text ones return new text. */
function applyOne(doc: Obj, m: Mutation, text: string[]): void {
  const entries = Array.isArray(doc.entries) ? (doc.entries as Json[]) : [];
  const entry = 'entry' in m ? at(entries, m.entry) : undefined;
  const e = entry !== null && typeof entry === 'object' && !Array.isArray(entry) ? entry : {};
  const idOf = (i: number) => {
    const other = at(entries, i);
    return other !== null && typeof other === 'object' && !Array.isArray(other)
      ? ((other as Obj).id ?? null)
      : null;
  };
  const slot = 'node' in m ? at(slots(doc), m.node) : undefined;
  const target = slot?.parent as Record<string | number, Json> | undefined;
  switch (m.op) {
    case 'set':
      if (target) target[slot!.key] = structuredClone(m.value);
      return;
    case 'delete':
      if (!target) return;
      if (Array.isArray(target)) target.splice(slot!.key as number, 1);
      else delete target[slot!.key];
      return;
    case 'copy':
      if (Array.isArray(target)) target.push(structuredClone(target[slot!.key as number]!));
      return;
    case 'seq':
      e.seq = m.seq;
      return;
    case 'link':
      e[m.field] = idOf(m.to);
      return;
    case 'dangle':
      e[m.field] = 'no-such-entry';
      return;
    case 'sameId':
      e.id = idOf(m.as);
      return;
    case 'kind':
      e.kind = m.kind;
      return;
    case 'night':
      e.nightId = m.to;
      return;
    case 'proto':
      // An own "__proto__" key, as JSON.parse makes it from a file.
      if (target && !Array.isArray(target)) {
        Object.defineProperty(target, '__proto__', {
          value: { polluted: true },
          enumerable: true,
          configurable: true,
          writable: true,
        });
      }
      return;
    case 'huge':
      // Numbers JSON.stringify cannot write: spliced into the text (1e999 reads as Infinity).
      if (target && typeof target[slot!.key] === 'number') {
        target[slot!.key] = '__HUGE__';
        text.push('"__HUGE__"');
      }
      return;
    case 'bigString':
      if (target) target[slot!.key] = 'y'.repeat(m.node % 10 === 0 ? 10_500_000 : 20_000);
      return;
  }
}

export type Damage =
  | { readonly kind: 'cut'; readonly at: number }
  | { readonly kind: 'mutate'; readonly changes: readonly Mutation[] };

export const damage: fc.Arbitrary<Damage> = fc.oneof(
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('cut' as const), at: fc.nat() }) },
  {
    weight: 9,
    arbitrary: fc.record({
      kind: fc.constant('mutate' as const),
      changes: fc.array(mutation, { minLength: 1, maxLength: 3 }),
    }),
  },
);

/** The damaged file's text. */
export function damaged(base: Obj, d: Damage): string {
  if (d.kind === 'cut') {
    const text = JSON.stringify(base);
    return text.slice(0, d.at % text.length);
  }
  const doc = structuredClone(base);
  const text: string[] = [];
  for (const m of d.changes) applyOne(doc, m, text);
  let out = JSON.stringify(doc);
  for (const marker of text) out = out.replace(marker, '1e999');
  return out;
}
