// While its socket is closed, the provider queues every Yjs update the phone
// makes and sends them all the moment the next socket opens, before the
// server has loaded the night for it. They are redundant: every connection
// starts with the sync handshake, whose step 2 carries everything the server
// lacks. A phone that was offline for 1,000 hands would otherwise send 1,000
// messages ahead of its handshake, and the server counts messages queued
// before a night is open as a flood (server/message-gate.ts) and a writer's
// updates against a rate. So updates made while the socket is not open are
// dropped here; everything else (auth, handshake, awareness) is queued as before.
import type { HocuspocusProviderWebsocket } from '@hocuspocus/provider';

const SYNC_MESSAGE = 0;
const SYNC_UPDATE = 2;
const OPEN = 1;

/** Reads one lib0 variable-length unsigned integer at `at`; undefined past the end. */
function varUint(bytes: Uint8Array, at: number): { value: number; next: number } | undefined {
  let value = 0;
  for (let shift = 0, i = at; shift < 35; shift += 7, i++) {
    const byte = bytes[i];
    if (byte === undefined) return undefined;
    value += (byte & 0x7f) * 2 ** shift;
    if (byte < 0x80) return { value, next: i + 1 };
  }
  return undefined;
}

/** Whether a Hocuspocus message is a sync message carrying one Yjs update. */
export function isQueuedUpdate(message: unknown): boolean {
  if (!(message instanceof Uint8Array)) return false;
  const name = varUint(message, 0);
  if (!name) return false;
  const type = varUint(message, name.next + name.value);
  if (!type || type.value !== SYNC_MESSAGE) return false;
  return varUint(message, type.next)?.value === SYNC_UPDATE;
}

/** Makes `socket` drop the Yjs updates it would queue while not open. */
export function dropUpdatesWhileClosed(socket: HocuspocusProviderWebsocket): void {
  const send = socket.send.bind(socket);
  socket.send = (message: unknown): void => {
    if (socket.webSocket?.readyState !== OPEN && isQueuedUpdate(message)) return;
    send(message);
  };
}
