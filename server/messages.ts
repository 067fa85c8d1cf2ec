// Reads the head of one Hocuspocus message (lib0 encoding: variable-length
// unsigned integers, length-prefixed strings and byte arrays) far enough to find
// the Yjs update a sync message carries. Anything it cannot read is malformed.

/** Hocuspocus message types (server/src/types.ts of @hocuspocus/server 3.4). */
const SYNC = 0;
const SYNC_REPLY = 4;
/** y-protocols sync message types. */
const SYNC_STEP_2 = 1;
const SYNC_UPDATE = 2;

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
}

export function readIncoming(message: Uint8Array): Incoming {
  try {
    const reader = new Reader(message);
    reader.varBytes(); // document name
    const type = reader.varUint();
    if (type !== SYNC && type !== SYNC_REPLY) return { kind: 'other' };
    const step = reader.varUint();
    if (step === SYNC_STEP_2) return { kind: 'catch-up', update: reader.varBytes() };
    if (step === SYNC_UPDATE) return { kind: 'update', update: reader.varBytes() };
    return { kind: 'other' };
  } catch {
    return { kind: 'malformed' };
  }
}
