// A sliding-window count of one connection's updates (SYNC-PROTOCOL.md: at most
// 60 per 10 s by default). The clock is an argument so that tests need no timers.
export class RateWindow {
  private readonly times: number[] = [];

  constructor(
    private readonly limit: number,
    private readonly windowMs: number,
  ) {}

  /** Counts one event at `now`; false when it is one too many for the window. */
  allow(now: number): boolean {
    while (this.times.length > 0 && this.times[0]! <= now - this.windowMs) this.times.shift();
    if (this.times.length >= this.limit) return false;
    this.times.push(now);
    return true;
  }
}
