// A hostile client below the provider: raw TCP for WebSocket frames (any bits,
// masks, lengths, truncations) and a small encoder of Hocuspocus messages
// (lib0: varint message type, document name, then the payload) over `ws`.
import { mkdirSync, writeFileSync } from 'node:fs';
import { connect, type Socket } from 'node:net';
import { join } from 'node:path';
import * as encoding from 'lib0/encoding';
import WebSocket from 'ws';
import { tempDataDir } from './server-process';

export const UPGRADE =
  'GET /sync HTTP/1.1\r\nHost: x\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n' +
  'Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\n\r\n';

/** A built app's stand-in, for a server in app mode (index.html is all it needs). */
export function fakeDist(): string {
  const dir = tempDataDir('dist');
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, 'index.html'), '<!doctype html><title>Renonc</title>');
  return dir;
}

/** Opens a TCP socket to the server and completes the WebSocket handshake. */
export function rawUpgrade(port: number): Promise<Socket> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    socket.on('error', () => undefined);
    let head = '';
    socket.once('connect', () => socket.write(UPGRADE));
    const onData = (chunk: Buffer): void => {
      head += chunk.toString('latin1');
      if (!head.includes('\r\n\r\n')) return;
      socket.off('data', onData);
      if (head.startsWith('HTTP/1.1 101')) resolve(socket);
      else reject(new Error(`upgrade refused: ${head.split('\r\n')[0]}`));
    };
    socket.on('data', onData);
    socket.once('close', () => reject(new Error('closed during the handshake')));
  });
}

/** Resolves once the server closed `socket`, or after `ms` (then it is destroyed here). */
export function closedWithin(socket: Socket, ms: number): Promise<boolean> {
  return new Promise((resolve) => {
    if (socket.destroyed) return resolve(true);
    const timer = setTimeout(() => {
      socket.destroy();
      resolve(false);
    }, ms);
    socket.once('close', () => {
      clearTimeout(timer);
      resolve(true);
    });
  });
}

/** Hocuspocus message types (server/src/types.ts of @hocuspocus/server 3.4). */
export const TYPE = {
  sync: 0,
  awareness: 1,
  auth: 2,
  stateless: 5,
  broadcastStateless: 6,
} as const;

function message(name: string, write: (e: encoding.Encoder) => void): Uint8Array {
  const e = encoding.createEncoder();
  encoding.writeVarString(e, name);
  write(e);
  return encoding.toUint8Array(e);
}

export const encode = {
  auth: (name: string, token: string) =>
    message(name, (e) => {
      encoding.writeVarUint(e, TYPE.auth);
      encoding.writeVarUint(e, 0);
      encoding.writeVarString(e, token);
    }),
  /** step 0: state vector; 1: catch-up (step 2); 2: update. */
  sync: (name: string, step: 0 | 1 | 2, payload: Uint8Array) =>
    message(name, (e) => {
      encoding.writeVarUint(e, TYPE.sync);
      encoding.writeVarUint(e, step);
      encoding.writeVarUint8Array(e, payload);
    }),
  awareness: (name: string, states: readonly [client: number, clock: number, json: string][]) =>
    message(name, (e) => {
      encoding.writeVarUint(e, TYPE.awareness);
      const inner = encoding.createEncoder();
      encoding.writeVarUint(inner, states.length);
      for (const [client, clock, json] of states) {
        encoding.writeVarUint(inner, client);
        encoding.writeVarUint(inner, clock);
        encoding.writeVarString(inner, json);
      }
      encoding.writeVarUint8Array(e, encoding.toUint8Array(inner));
    }),
  stateless: (name: string, payload: string, broadcast = false) =>
    message(name, (e) => {
      encoding.writeVarUint(e, broadcast ? TYPE.broadcastStateless : TYPE.stateless);
      encoding.writeVarString(e, payload);
    }),
};

/** A `ws` client that speaks Hocuspocus messages by hand and keeps what it receives. */
export interface RawClient {
  readonly ws: WebSocket;
  readonly received: Uint8Array[];
  readonly closed: Promise<{ code: number; reason: string }>;
  send(bytes: Uint8Array): void;
}

/** `from`: the loopback address to connect from (127.0.0.2 …), another client address. */
export async function rawClient(port: number, from?: string): Promise<RawClient> {
  const ws = new WebSocket(`ws://127.0.0.1:${port}/sync`, from ? { localAddress: from } : {});
  const received: Uint8Array[] = [];
  ws.on('message', (data: Buffer) => received.push(new Uint8Array(data)));
  ws.on('error', () => undefined);
  const closed = new Promise<{ code: number; reason: string }>((resolve) =>
    ws.once('close', (code, reason) => resolve({ code, reason: reason.toString() })),
  );
  await new Promise<void>((resolve, reject) => {
    ws.once('open', () => resolve());
    ws.once('error', reject);
  });
  return { ws, received, closed, send: (bytes) => ws.send(bytes) };
}
