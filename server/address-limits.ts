// Limits per client address (SYNC-PROTOCOL.md "Limits"): open sockets, and
// failed authentications with a back-off that doubles each time it trips. A
// limited address is refused at once (`rate-limited`), before the share store
// is read. Behind a reverse proxy every socket comes from the proxy, so the
// address is the proxy's `X-Forwarded-For` only when RENONC_TRUST_PROXY is set.
import type { IncomingMessage } from 'node:http';
import { RateWindow } from './rate-limit';

export interface AddressLimits {
  /** Sockets one address may hold open at once. */
  readonly connectionsPerAddress: number;
  /** Failed authentications per address per window before the back-off starts. */
  readonly authFailures: number;
  readonly authFailureWindowMs: number;
  /** First back-off; each further trip doubles it, up to the maximum. */
  readonly backoffMs: number;
  readonly maxBackoffMs: number;
}

interface AddressRecord {
  sockets: number;
  readonly failures: RateWindow;
  blockedUntil: number;
  trips: number;
  lastFailure: number;
}

export function addressOf(request: IncomingMessage, trustProxy: boolean): string {
  const direct = request.socket.remoteAddress ?? 'unknown';
  if (!trustProxy) return direct;
  const forwarded = request.headers['x-forwarded-for'];
  const list = (Array.isArray(forwarded) ? forwarded.join(',') : (forwarded ?? '')).split(',');
  // The proxy appends the address it saw last: the only part no client can write.
  const last = list[list.length - 1]?.trim();
  return last || direct;
}

export class AddressBook {
  private readonly records = new Map<string, AddressRecord>();

  constructor(
    private readonly limits: AddressLimits,
    private readonly now: () => number = Date.now,
  ) {}

  private record(address: string): AddressRecord {
    let record = this.records.get(address);
    if (!record) {
      record = {
        sockets: 0,
        // The window holds the failures before the last one allowed: that one trips the back-off.
        failures: new RateWindow(this.limits.authFailures - 1, this.limits.authFailureWindowMs),
        blockedUntil: 0,
        trips: 0,
        lastFailure: 0,
      };
      this.records.set(address, record);
    }
    return record;
  }

  /** Counts a new socket; false (and not counted) when the address holds too many. */
  open(address: string): boolean {
    const record = this.record(address);
    if (record.sockets >= this.limits.connectionsPerAddress) return false;
    record.sockets += 1;
    return true;
  }

  closed(address: string): void {
    const record = this.records.get(address);
    if (!record) return;
    record.sockets = Math.max(0, record.sockets - 1);
    this.prune(address, record);
  }

  /** The address is in its back-off: refuse its authentications without looking. */
  blocked(address: string): boolean {
    return (this.records.get(address)?.blockedUntil ?? 0) > this.now();
  }

  /** Counts a refused authentication; too many in the window start (or double) the back-off. */
  failed(address: string): void {
    const record = this.record(address);
    const now = this.now();
    // A quiet spell as long as the longest back-off forgives earlier trips.
    if (now - record.lastFailure > this.limits.maxBackoffMs) record.trips = 0;
    record.lastFailure = now;
    if (record.failures.allow(now)) return;
    const backoff = Math.min(this.limits.backoffMs * 2 ** record.trips, this.limits.maxBackoffMs);
    record.blockedUntil = now + backoff;
    record.trips += 1;
  }

  private prune(address: string, record: AddressRecord): void {
    const now = this.now();
    const quiet =
      record.sockets === 0 &&
      record.blockedUntil <= now &&
      now - record.lastFailure > this.limits.maxBackoffMs;
    if (quiet) this.records.delete(address);
  }
}
