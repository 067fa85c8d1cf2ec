// What phones believe about the server's stateless channel (issue 26, item 5):
// - a client's BroadcastStateless frame (Hocuspocus message type 6, which the
//   server would relay to every connection of the night as if it had sent it)
//   closes that connection, so every stateless message a phone receives
//   (`have`, `rotated`, `phones`) comes from the server itself;
// - "N phones" is the server's own count of a night's connections, sent to
//   each of them as `{"type":"phones","count":N}` whenever one connects or
//   leaves; behind Redis each process reports its count (./phones-redis.ts)
//   and the night's total is sent, not what clients claim in awareness.
import type {
  beforeHandleMessagePayload,
  connectedPayload,
  Extension,
  Hocuspocus,
  onDisconnectPayload,
} from '@hocuspocus/server';
import { Refused } from './guard';

/** Hocuspocus message type a client must never send (server/src/types.ts, 3.4). */
export const BROADCAST_STATELESS = 6;

/**
 * The message type of a Hocuspocus frame (after the document name), or
 * undefined when the frame is too short to say. A reader of its own, apart
 * from messages.ts, which reads sync messages only.
 */
export function frameType(message: Uint8Array): number | undefined {
  let at = 0;
  const varUint = (): number | undefined => {
    let value = 0;
    for (let shift = 0; shift < 35; shift += 7) {
      const byte = message[at++];
      if (byte === undefined) return undefined;
      value += (byte & 0x7f) * 2 ** shift;
      if (byte < 0x80) return value;
    }
    return undefined;
  };
  const nameLength = varUint();
  if (nameLength === undefined) return undefined;
  at += nameLength;
  return at <= message.byteLength ? varUint() : undefined;
}

/** The night's total across processes (Redis); one process alone knows it itself. */
export interface PhoneTotals {
  /** Records this process's count for the night; every process then sends the total. */
  report(name: string, local: number): Promise<void>;
}

export const phonesMessage = (count: number): string => JSON.stringify({ type: 'phones', count });

export class PhoneCounter implements Extension {
  readonly extensionName = 'renonc-phones';
  private readonly due = new Set<string>();
  private timer: ReturnType<typeof setTimeout> | undefined;
  private instance: Hocuspocus | undefined;

  constructor(private readonly totals?: PhoneTotals) {}

  async beforeHandleMessage({ update }: beforeHandleMessagePayload): Promise<void> {
    if (frameType(update) === BROADCAST_STATELESS) throw new Refused('malformed', 4400);
  }

  async connected({ documentName, instance }: connectedPayload): Promise<void> {
    this.changed(instance, documentName);
  }

  async onDisconnect({ documentName, instance }: onDisconnectPayload): Promise<void> {
    this.changed(instance, documentName);
  }

  /** This process's connections to the night. */
  local(name: string): number {
    return this.instance?.documents.get(name)?.getConnections().length ?? 0;
  }

  /** Sends `count` to this process's connections to the night. */
  send(name: string, count: number): void {
    const payload = phonesMessage(count);
    for (const connection of this.instance?.documents.get(name)?.getConnections() ?? []) {
      connection.sendStateless(payload);
    }
  }

  /** Several connects or leaves in one turn make one message. */
  private changed(instance: Hocuspocus, name: string): void {
    this.instance = instance;
    this.due.add(name);
    this.timer ??= setTimeout(() => this.flush(), 0);
  }

  private flush(): void {
    this.timer = undefined;
    const names = [...this.due];
    this.due.clear();
    for (const name of names) {
      const local = this.local(name);
      if (!this.totals) this.send(name, local);
      else
        this.totals.report(name, local).catch((error: unknown) => {
          // Without Redis the count of this process is still right for its phones.
          console.error('phones: Redis report failed', error);
          this.send(name, local);
        });
    }
  }

  close(): void {
    if (this.timer) clearTimeout(this.timer);
  }
}
