// A phone back from offline must not replay its queued updates ahead of the
// handshake (app/sync/closed-socket-updates.ts): the server closes a socket
// that queues more than a few messages before its night is open.
import { HocuspocusProviderWebsocket } from '@hocuspocus/provider';
import { describe, expect, it } from 'vitest';
import { dropUpdatesWhileClosed, isQueuedUpdate } from '../../app/sync/closed-socket-updates';

/** A Hocuspocus message: the night's name, the message type, then the body (lib0 encoding). */
function message(name: string, ...numbers: number[]): Uint8Array {
  const bytes: number[] = [];
  const varUint = (value: number): void => {
    let rest = value;
    while (rest >= 0x80) {
      bytes.push((rest & 0x7f) | 0x80);
      rest = Math.floor(rest / 0x80);
    }
    bytes.push(rest);
  };
  const encoded = new TextEncoder().encode(name);
  varUint(encoded.byteLength);
  bytes.push(...encoded);
  for (const number of numbers) varUint(number);
  return Uint8Array.from(bytes);
}

const LONG_NAME = `night-${'x'.repeat(200)}`;
const UPDATE = message('night-a', 0, 2, 3, 1, 2, 3);

describe('which messages a closed socket drops', () => {
  it('knows a sync update, also behind a name longer than 127 bytes', () => {
    expect(isQueuedUpdate(UPDATE)).toBe(true);
    expect(isQueuedUpdate(message(LONG_NAME, 0, 2, 0))).toBe(true);
  });

  it('keeps the handshake, auth, awareness and stateless messages', () => {
    expect(isQueuedUpdate(message('night-a', 0, 0, 1, 0))).toBe(false);
    expect(isQueuedUpdate(message('night-a', 0, 1, 0))).toBe(false);
    expect(isQueuedUpdate(message('night-a', 2, 0))).toBe(false);
    expect(isQueuedUpdate(message('night-a', 1, 0))).toBe(false);
    expect(isQueuedUpdate(message(LONG_NAME, 5, 2))).toBe(false);
  });

  it('reads nothing into a truncated message or another value', () => {
    expect(isQueuedUpdate(new Uint8Array())).toBe(false);
    expect(isQueuedUpdate(Uint8Array.of(0x85))).toBe(false);
    expect(isQueuedUpdate(UPDATE.subarray(0, 8))).toBe(false);
    expect(isQueuedUpdate('text')).toBe(false);
  });
});

describe('a socket that is not open', () => {
  function socketWith(readyState: number | undefined) {
    const socket = new HocuspocusProviderWebsocket({
      url: 'ws://127.0.0.1:9/sync',
      autoConnect: false,
      // Never constructed: the test sets the socket's WebSocket itself.
      WebSocketPolyfill: class {},
    });
    const sent: unknown[] = [];
    socket.webSocket =
      readyState === undefined
        ? null
        : ({
            readyState,
            send: (m: unknown) => sent.push(m),
          } as unknown as HocuspocusProviderWebsocket['webSocket']);
    dropUpdatesWhileClosed(socket);
    return {
      socket,
      sent,
      queued: () => (socket as unknown as { messageQueue: unknown[] }).messageQueue,
    };
  }

  it('queues no update but still queues the rest', () => {
    const { socket, queued } = socketWith(undefined);
    const step1 = message('night-a', 0, 0, 0);
    socket.send(UPDATE);
    socket.send(step1);
    expect(queued()).toEqual([step1]);
  });

  it('drops updates while connecting too, and sends them once open', () => {
    const connecting = socketWith(0);
    connecting.socket.send(UPDATE);
    expect(connecting.queued()).toEqual([]);
    const open = socketWith(1);
    open.socket.send(UPDATE);
    expect(open.sent).toEqual([UPDATE]);
  });
});
