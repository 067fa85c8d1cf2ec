// Yjs updates as a hostile or an honest writer makes them, without a provider:
// an honest writer's one update per new entry, and a forged copy of a struct
// (the same client:clock as one the server holds, other content).
import * as Y from 'yjs';

/** One phone's Yjs client: each new entry is one update of its own. */
export class Writer {
  readonly doc = new Y.Doc();
  /** Per key: the clock of the struct that set it. */
  readonly clocks = new Map<string, number>();

  /** `root`: the record map (a night's `entries`, a club's `records`). */
  constructor(
    readonly client: number,
    readonly root = 'entries',
  ) {
    this.doc.clientID = client;
  }

  set(key: string, value: unknown): Uint8Array {
    const before = Y.encodeStateVector(this.doc);
    this.clocks.set(key, Y.getState(this.doc.store, this.client));
    this.doc.getMap(this.root).set(key, value);
    return Y.encodeStateAsUpdate(this.doc, before);
  }
}

/** An update whose only struct is `client:clock` setting root[key] = value. */
export function structAt(
  client: number,
  clock: number,
  key: string,
  value: unknown,
  root = 'entries',
): Uint8Array {
  const doc = new Y.Doc();
  doc.clientID = client;
  const entries = doc.getMap(root);
  for (let i = 0; i < clock; i += 1) entries.set(`\u0000pad-${i}`, i);
  const before = Y.encodeStateVector(doc);
  entries.set(key, value);
  return Y.encodeStateAsUpdate(doc, before);
}
