// What reaches Hocuspocus at all (SYNC-PROTOCOL.md "Messages"). Hocuspocus
// applies a viewer's awareness, answers its stateless messages and relays any
// client's "broadcast stateless" to every phone of the night as if the server
// had sent it; its beforeHandleMessage hook can only close a connection, not
// drop one message. So each socket's messages pass this gate first: it drops
// what an honest phone may send but no one needs (a viewer's awareness) or
// what exceeds a limit, quietly, and closes the socket for floods before
// authentication. A broadcast goes on to the guard, which refuses it.
import { OutgoingMessage, type Connection, type Hocuspocus } from '@hocuspocus/server';
import type { WebSocket } from 'ws';
import { awarenessClients, MESSAGE, readHead, SYNC_STEP_1, type Head } from './messages';
import { RateWindow } from './rate-limit';

export interface GateLimits {
  /** Largest awareness message a scorer may send, in bytes. */
  readonly awarenessBytes: number;
  /** Awareness messages per connection per window; more are dropped. */
  readonly awarenessPerWindow: number;
  /** Largest stateless message (a `have?`, a `rotate`), in bytes. */
  readonly statelessBytes: number;
  readonly statelessPerWindow: number;
  readonly windowMs: number;
  /** Nights one socket may open. */
  readonly namesPerSocket: number;
  /** Messages a night's connection may queue while it authenticates. */
  readonly queuedBeforeAuth: number;
}

export const GATE_LIMITS: GateLimits = {
  awarenessBytes: 1024,
  awarenessPerWindow: 20,
  statelessBytes: 64 * 1024,
  statelessPerWindow: 30,
  windowMs: 10_000,
  namesPerSocket: 8,
  queuedBeforeAuth: 32,
};

/** One night on one socket: its rates and the one awareness client it speaks for. */
interface Lane {
  queued: number;
  awarenessClient?: number;
  readonly awareness: RateWindow;
  readonly stateless: RateWindow;
}

type Verdict = 'pass' | 'drop' | 'close';

const EMPTY_UPDATE = (payload: Uint8Array): boolean =>
  payload.byteLength === 2 && payload[0] === 0 && payload[1] === 0;

export class MessageGate {
  private readonly lanes = new WeakMap<WebSocket, Map<string, Lane>>();

  constructor(
    private readonly hocuspocus: () => Hocuspocus,
    private readonly limits: GateLimits = GATE_LIMITS,
    private readonly now: () => number = Date.now,
  ) {}

  /** Puts the gate in front of every message `ws` emits (Hocuspocus listens to the same event). */
  attach(ws: WebSocket): void {
    const emit = ws.emit.bind(ws);
    ws.emit = ((event: string | symbol, ...args: unknown[]): boolean => {
      if (event !== 'message') return emit(event, ...args);
      const verdict = this.judge(ws, toBytes(args[0]));
      if (verdict === 'pass') return emit(event, ...args);
      if (verdict === 'close') ws.close(1008, 'rate-limited');
      return false;
    }) as typeof ws.emit;
  }

  private lane(ws: WebSocket, name: string): Lane | undefined {
    let lanes = this.lanes.get(ws);
    if (!lanes) this.lanes.set(ws, (lanes = new Map()));
    let lane = lanes.get(name);
    if (!lane) {
      if (lanes.size >= this.limits.namesPerSocket) return undefined;
      const { awarenessPerWindow, statelessPerWindow, windowMs } = this.limits;
      lane = {
        queued: 0,
        awareness: new RateWindow(awarenessPerWindow, windowMs),
        stateless: new RateWindow(statelessPerWindow, windowMs),
      };
      lanes.set(name, lane);
    }
    return lane;
  }

  private judge(ws: WebSocket, data: Uint8Array | undefined): Verdict {
    const head = data && readHead(data);
    // Unreadable: Hocuspocus closes the socket for it (its own decoding fails).
    if (!head) return 'pass';
    const lane = this.lane(ws, head.name);
    if (!lane) return 'close';
    const connection = this.hocuspocus().documents.get(head.name)?.connections.get(ws)?.connection;
    if (!connection) {
      // Not authenticated yet: Hocuspocus queues it and emits it again once
      // the connection exists, when it passes this gate once more.
      lane.queued += 1;
      return lane.queued > this.limits.queuedBeforeAuth ? 'close' : 'pass';
    }
    return this.judgeConnected(connection, lane, head, data.byteLength);
  }

  private judgeConnected(connection: Connection, lane: Lane, head: Head, size: number): Verdict {
    const viewer = connection.readOnly;
    switch (head.type) {
      case MESSAGE.sync:
      case MESSAGE.syncReply:
        if (!viewer || head.step === SYNC_STEP_1) return 'pass';
        // A viewer's catch-up or update is never applied: answer it without
        // reading it (Hocuspocus would snapshot the whole night to compare).
        connection.send(
          new OutgoingMessage(head.name)
            .writeSyncStatus(EMPTY_UPDATE(head.payload ?? new Uint8Array()))
            .toUint8Array(),
        );
        return 'drop';
      case MESSAGE.awareness:
        return !viewer && this.awarenessAllowed(lane, head, size) ? 'pass' : 'drop';
      case MESSAGE.stateless:
        return !viewer && size <= this.limits.statelessBytes && lane.stateless.allow(this.now())
          ? 'pass'
          : 'drop';
      // A broadcast would be relayed by Hocuspocus to every phone as if the server
      // had sent it: it passes only to the guard, which refuses it (`malformed`).
      case MESSAGE.broadcastStateless:
      case MESSAGE.queryAwareness:
      case MESSAGE.close:
      case MESSAGE.auth:
        return 'pass';
      default:
        return 'drop';
    }
  }

  /** One awareness client per connection, small, and not too often: no phantom phones, no floods. */
  private awarenessAllowed(lane: Lane, head: Head, size: number): boolean {
    if (size > this.limits.awarenessBytes || !head.payload) return false;
    const clients = awarenessClients(head.payload);
    if (!clients || clients.length !== 1) return false;
    const [client] = clients as [number];
    if (lane.awarenessClient !== undefined && lane.awarenessClient !== client) return false;
    if (!lane.awareness.allow(this.now())) return false;
    lane.awarenessClient = client;
    return true;
  }
}

function toBytes(data: unknown): Uint8Array | undefined {
  if (data instanceof Uint8Array) return data;
  if (data instanceof ArrayBuffer) return new Uint8Array(data);
  if (Array.isArray(data) && data.every((part) => part instanceof Uint8Array)) {
    return Buffer.concat(data as Uint8Array[]);
  }
  return undefined;
}
