// Two Yjs structs with one id are the same struct only if they say the same
// thing: where they sit (root map and key, neighbours) and what they hold. The
// document's copy has its parent as a type, an update's as the root's name, so
// both are brought to one signature (SYNC-PROTOCOL.md "Forged copies").
import * as Y from 'yjs';

const idText = (id: Y.ID | null): string | null => (id ? `${id.client}:${id.clock}` : null);

function contentText(content: Y.Item['content']): string {
  // A shared night holds JSON values only; any other content never equals one.
  return content instanceof Y.ContentAny
    ? JSON.stringify(content.arr)
    : `<${content.constructor.name}>`;
}

function signature(item: Y.Item, parent: string | null): string {
  return JSON.stringify([
    idText(item.id),
    item.length,
    parent,
    item.parentSub,
    idText(item.origin),
    idText(item.rightOrigin),
    contentText(item.content),
  ]);
}

/** The signature of a struct decoded from an update (its parent is a root's name or an item's id). */
export function updateStructSignature(item: Y.Item): string {
  const parent = item.parent;
  return signature(item, typeof parent === 'string' ? parent : idText(parent as Y.ID | null));
}

/** The signature of the document's struct holding `id`, or undefined when it holds none. */
export function documentStructSignature(doc: Y.Doc, id: Y.ID): string | undefined {
  if (id.clock >= Y.getState(doc.store, id.client)) return undefined;
  const struct = Y.getItem(doc.store, id);
  if (!(struct instanceof Y.Item)) return `<gc ${idText(id)}>`;
  const parent = struct.parent as Y.AbstractType<unknown> | null;
  let name: string | null = null;
  if (parent && parent._item === null) {
    for (const [key, type] of doc.share) if (type === parent) name = key;
  } else if (parent?._item) {
    name = idText(parent._item.id);
  }
  return signature(struct, name);
}
