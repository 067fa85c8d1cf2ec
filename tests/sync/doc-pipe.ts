// Two phones' Y.Docs joined by a pipe that can be cut (a phone offline) and
// restored, for the mirror tests without a server; and a polling wait.
import * as Y from 'yjs';

/** Two docs that exchange updates while connected, and catch up when reconnected. */
export function pipe(a: Y.Doc, b: Y.Doc) {
  let open = true;
  const forward = (to: Y.Doc) => (update: Uint8Array, origin: unknown) => {
    if (open && origin !== 'pipe') Y.applyUpdate(to, update, 'pipe');
  };
  a.on('update', forward(b));
  b.on('update', forward(a));
  return {
    cut: () => (open = false),
    restore: () => {
      open = true;
      Y.applyUpdate(b, Y.encodeStateAsUpdate(a, Y.encodeStateVector(b)), 'pipe');
      Y.applyUpdate(a, Y.encodeStateAsUpdate(b, Y.encodeStateVector(a)), 'pipe');
    },
  };
}

export async function until(check: () => Promise<boolean>, what: string): Promise<void> {
  for (let i = 0; i < 400; i++) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 10));
  }
  throw new Error(`never happened: ${what}`);
}
