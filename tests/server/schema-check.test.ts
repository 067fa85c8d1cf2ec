// The schema check on its own: worked examples, and a seeded property test that
// runs random writes against a reference model of an append-only key set.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { checkUpdate, type DocumentView } from '../../server/schema-check';
import { documentStructSignature, updateStructSignature } from '../../server/struct-compare';

const LIMITS = { maxUpdateBytes: 64 * 1024, maxEntryBytes: 16 * 1024 };

function viewOf(doc: Y.Doc): DocumentView {
  return {
    compare: (item) => {
      const held = documentStructSignature(doc, item.id);
      if (held === undefined) return 'none';
      return held === updateStructSignature(item) ? 'same' : 'other';
    },
    keyOwner: (root, key) => {
      const item = doc.getMap(root)._map.get(key);
      return item ? `${item.id.client}:${item.id.clock}` : undefined;
    },
  };
}

const validEntry = (id: string): Record<string, unknown> => ({
  id,
  nightId: 'n1',
  seq: 1,
  kind: 'transfer',
  payload: { transfers: { a: -100, b: 100 } },
  createdAt: 1,
});

/** The update one write produces on a phone that holds `server`'s state. */
function updateOf(server: Y.Doc, clientID: number, write: (doc: Y.Doc) => void): Uint8Array {
  const phone = new Y.Doc();
  phone.clientID = clientID;
  Y.applyUpdate(phone, Y.encodeStateAsUpdate(server));
  const updates: Uint8Array[] = [];
  phone.on('update', (update: Uint8Array) => updates.push(update));
  write(phone);
  return Y.mergeUpdates(updates);
}

describe('checkUpdate, worked examples', () => {
  it('accepts a new entry and the night’s meta, and names what they claim', () => {
    const server = new Y.Doc();
    const update = updateOf(server, 7, (doc) => {
      doc.getMap('meta').set('schema', 1);
      doc.getMap('entries').set('e1', validEntry('e1'));
    });
    const result = checkUpdate(update, viewOf(server), LIMITS);
    expect(result).toEqual({
      ok: true,
      claims: [
        { root: 'meta', key: 'schema', item: '7:0' },
        { root: 'entries', key: 'e1', item: '7:1' },
      ],
    });
  });

  it('accepts an update the server already holds (a repeated catch-up), claiming nothing', () => {
    const server = new Y.Doc();
    const update = updateOf(server, 7, (doc) => doc.getMap('entries').set('e1', validEntry('e1')));
    Y.applyUpdate(server, update);
    expect(checkUpdate(update, viewOf(server), LIMITS)).toEqual({ ok: true, claims: [] });
  });

  it('refuses bytes that are no update, and an update over the limit', () => {
    const server = new Y.Doc();
    expect(checkUpdate(new Uint8Array([255, 255, 255]), viewOf(server), LIMITS)).toEqual({
      ok: false,
      reason: 'malformed',
    });
    const big = updateOf(server, 7, (doc) =>
      doc
        .getMap('entries')
        .set('e1', { ...validEntry('e1'), payload: { note: 'x'.repeat(70_000) } }),
    );
    expect(checkUpdate(big, viewOf(server), LIMITS)).toEqual({ ok: false, reason: 'too-big' });
    const entryTooBig = updateOf(server, 7, (doc) =>
      doc
        .getMap('entries')
        .set('e1', { ...validEntry('e1'), payload: { note: 'x'.repeat(20_000) } }),
    );
    expect(checkUpdate(entryTooBig, viewOf(server), LIMITS)).toEqual({
      ok: false,
      reason: 'bad-entry',
    });
  });

  it('refuses a second value for a key from another phone that never saw the first', () => {
    const server = new Y.Doc();
    const first = updateOf(server, 5, (doc) => doc.getMap('entries').set('e1', validEntry('e1')));
    // Built before the first arrived: no origin, so only the key tells it apart.
    const rival = updateOf(server, 9, (doc) => doc.getMap('entries').set('e1', validEntry('e1')));
    Y.applyUpdate(server, first);
    expect(checkUpdate(rival, viewOf(server), LIMITS)).toEqual({
      ok: false,
      reason: 'changes-existing',
    });
  });
});

type Op =
  | { readonly kind: 'add'; readonly key: string }
  | { readonly kind: 'add-bad'; readonly key: string }
  | { readonly kind: 'overwrite'; readonly pick: number }
  | { readonly kind: 'delete'; readonly pick: number }
  | { readonly kind: 'other-type'; readonly key: string };

const key = fc.stringMatching(/^[a-z0-9]{1,6}$/);
const op: fc.Arbitrary<Op> = fc.oneof(
  fc.record({ kind: fc.constant('add' as const), key }),
  fc.record({ kind: fc.constant('add-bad' as const), key }),
  fc.record({ kind: fc.constant('overwrite' as const), pick: fc.nat() }),
  fc.record({ kind: fc.constant('delete' as const), pick: fc.nat() }),
  fc.record({ kind: fc.constant('other-type' as const), key }),
);

describe('checkUpdate, against a model of an append-only key set', () => {
  it('accepts exactly the first well-formed value of each key', () => {
    fc.assert(
      fc.property(fc.array(op, { minLength: 1, maxLength: 30 }), (ops) => {
        const server = new Y.Doc();
        const model = new Set<string>();
        ops.forEach((o, i) => {
          const existing = [...model];
          const target =
            o.kind === 'overwrite' || o.kind === 'delete'
              ? existing[o.pick % Math.max(1, existing.length)]
              : o.key;
          if (target === undefined) return;
          const update = updateOf(server, 100 + i, (doc) => {
            const entries = doc.getMap('entries');
            if (o.kind === 'add' || o.kind === 'overwrite') entries.set(target, validEntry(target));
            if (o.kind === 'add-bad')
              entries.set(target, { ...validEntry(target), id: `${target}!` });
            if (o.kind === 'delete') entries.delete(target);
            if (o.kind === 'other-type') doc.getMap('notes').set(target, 1);
          });
          const expected = o.kind === 'add' && !model.has(target);
          const result = checkUpdate(update, viewOf(server), LIMITS);
          expect(result.ok).toBe(expected);
          if (result.ok) {
            Y.applyUpdate(server, update);
            model.add(target);
          }
        });
        expect(new Set(server.getMap('entries').keys())).toEqual(model);
        expect([...server.share.keys()].filter((k) => k !== 'entries' && k !== 'meta')).toEqual([]);
      }),
      { seed: 20261201, numRuns: 150 },
    );
  });
});
