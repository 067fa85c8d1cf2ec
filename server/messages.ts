// Reads the head of one Hocuspocus message (lib0 encoding: variable-length
// unsigned integers, length-prefixed strings and byte arrays) far enough to find
// the Yjs update a sync message carries. Anything it cannot read is malformed.

/** Hocuspocus message types (server/src/types.ts of @hocuspocus/server 3.4). */
export const MESSAGE = {
  sync: 0,
  awareness: 1,
  auth: 2,
  queryAwareness: 3,
  syncReply: 4,
  stateless: 5,
  broadcastStateless: 6,
  close: 7,
  syncStatus: 8,
} as const;
const SYNC = MESSAGE.sync;
const SYNC_REPLY = MESSAGE.syncReply;
/** y-protocols sync message types. */
export const SYNC_STEP_1 = 0;
export const SYNC_STEP_2 = 1;
export const SYNC_UPDATE = 2;

export type Incoming =
  | { readonly kind: 'update' | 'catch-up'; readonly update: Uint8Array }
  | { readonly kind: 'other' }
  | { readonly kind: 'malformed' };

class Reader {
  private at = 0;
  constructor(private readonly bytes: Uint8Array) {}

  varUint(): number {
    let value = 0;
    for (let shift = 0; shift < 53; shift += 7) {
      const byte = this.bytes[this.at++];
      if (byte === undefined) throw new RangeError('end of message');
      value += (byte & 0x7f) * 2 ** shift;
      if (byte < 0x80) return value;
    }
    throw new RangeError('integer too long');
  }

  bytesOf(length: number): Uint8Array {
    if (this.at + length > this.bytes.byteLength) throw new RangeError('end of message');
    const out = this.bytes.subarray(this.at, this.at + length);
    this.at += length;
    return out;
  }

  varBytes(): Uint8Array {
    return this.bytesOf(this.varUint());
  }

  varString(): string {
    return decoder.decode(this.varBytes());
  }

  get left(): number {
    return this.bytes.byteLength - this.at;
  }
}

const decoder = new TextDecoder('utf-8', { fatal: true });

/** The head of any message: its document, its type, and for sync messages the step and payload. */
export interface Head {
  readonly name: string;
  readonly type: number;
  readonly step?: number;
  /** A sync message's update or state vector; an awareness message's update. */
  readonly payload?: Uint8Array;
}

/** Reads a message's head, or undefined when even that cannot be read. */
export function readHead(message: Uint8Array): Head | undefined {
  try {
    const reader = new Reader(message);
    const name = reader.varString();
    const type = reader.varUint();
    if (type === SYNC || type === SYNC_REPLY) {
      const step = reader.varUint();
      return { name, type, step, payload: reader.varBytes() };
    }
    if (type === MESSAGE.awareness) return { name, type, payload: reader.varBytes() };
    return { name, type };
  } catch {
    return undefined;
  }
}

/** The awareness client ids one awareness update speaks for, or undefined if unreadable. */
export function awarenessClients(update: Uint8Array): number[] | undefined {
  try {
    const reader = new Reader(update);
    const count = reader.varUint();
    const clients: number[] = [];
    for (let i = 0; i < count; i += 1) {
      clients.push(reader.varUint());
      reader.varUint(); // clock
      reader.varBytes(); // state, as JSON
    }
    return reader.left === 0 ? clients : undefined;
  } catch {
    return undefined;
  }
}

export function readIncoming(message: Uint8Array): Incoming {
  try {
    const reader = new Reader(message);
    reader.varBytes(); // document name
    const type = reader.varUint();
    // Only the server speaks to every phone: a client's "broadcast" is refused as malformed.
    if (type === MESSAGE.broadcastStateless) return { kind: 'malformed' };
    if (type !== SYNC && type !== SYNC_REPLY) return { kind: 'other' };
    const step = reader.varUint();
    if (step === SYNC_STEP_2) return { kind: 'catch-up', update: reader.varBytes() };
    if (step === SYNC_UPDATE) return { kind: 'update', update: reader.varBytes() };
    return { kind: 'other' };
  } catch {
    return { kind: 'malformed' };
  }
}
