// One document over a raw client, read the way the provider would: the
// server's auth answer, sync status (an acknowledgement), close messages (a
// refusal's reason), stateless and awareness messages. For the hostile suite:
// what the server answered, without a provider that would hide or repair it.
import * as decoding from 'lib0/decoding';
import { encode, rawClient, type RawClient } from './raw-client';

export type Heard =
  | { readonly type: 'auth'; readonly denied?: string; readonly scope?: string }
  | { readonly type: 'status'; readonly saved: boolean }
  | { readonly type: 'close'; readonly reason: string }
  | { readonly type: 'stateless' | 'broadcast'; readonly payload: string }
  | { readonly type: 'awareness' }
  | { readonly type: 'sync'; readonly step: number; readonly payload: Uint8Array }
  | { readonly type: 'other'; readonly code: number };

export function hear(bytes: Uint8Array): Heard {
  const d = decoding.createDecoder(bytes);
  decoding.readVarString(d);
  const type = decoding.readVarUint(d);
  switch (type) {
    case 0:
    case 4:
      return {
        type: 'sync',
        step: decoding.readVarUint(d),
        payload: decoding.readVarUint8Array(d),
      };
    case 1:
      return { type: 'awareness' };
    case 2: {
      const sub = decoding.readVarUint(d);
      const text = decoding.readVarString(d);
      return sub === 1 ? { type: 'auth', denied: text } : { type: 'auth', scope: text };
    }
    case 5:
      return { type: 'stateless', payload: decoding.readVarString(d) };
    case 6:
      return { type: 'broadcast', payload: decoding.readVarString(d) };
    case 7:
      return { type: 'close', reason: decoding.readVarString(d) };
    case 8:
      return { type: 'status', saved: decoding.readVarUint(d) === 1 };
    default:
      return { type: 'other', code: type };
  }
}

export interface Session {
  readonly client: RawClient;
  readonly name: string;
  /** Everything heard on this socket so far, decoded. */
  heard(): Heard[];
  /** Waits until something heard matches (`index`: its place among all heard), or `ms` pass. */
  waitFor(match: (h: Heard, index: number) => boolean, ms?: number): Promise<Heard | undefined>;
  /** Sends an update (step 2: update, 1: catch-up) and returns the answer: acknowledged, or the close reason. */
  send(update: Uint8Array, step?: 1 | 2): Promise<'saved' | 'not-saved' | string | undefined>;
  close(): void;
}

/** Opens a socket, authenticates `token` for `name` and waits for the answer. */
export async function openSession(
  port: number,
  name: string,
  token: string,
  from?: string,
): Promise<Session> {
  const client = await rawClient(port, from);
  const heard = (): Heard[] => client.received.map(hear);
  const waitFor = async (match: (h: Heard, index: number) => boolean, ms = 5_000) => {
    const until = Date.now() + ms;
    for (;;) {
      const found = heard().find(match);
      if (found || Date.now() > until || client.ws.readyState > 1) return found;
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  };
  client.send(encode.auth(name, token));
  await waitFor((h) => h.type === 'auth');
  return {
    client,
    name,
    heard,
    waitFor,
    send: async (update, step = 2) => {
      const before = client.received.length;
      client.send(encode.sync(name, step, update));
      const answer = await waitFor(
        (h, index) => (h.type === 'status' || h.type === 'close') && index >= before,
      );
      if (!answer) return undefined;
      if (answer.type === 'status') return answer.saved ? 'saved' : 'not-saved';
      return answer.type === 'close' ? answer.reason : undefined;
    },
    close: () => client.ws.close(),
  };
}
