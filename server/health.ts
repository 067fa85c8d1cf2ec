// Whether the server can store what it acknowledges (SYNC-PROTOCOL.md "Health").
// The store reports into one Health (the SQLite file's watch here; another
// engine's store may report the same way): while a problem stands, updates are
// refused `unavailable`, scorer connections are closed with it, /healthz
// answers 503, and the problem is logged once, when it starts and when it ends.

/** What stopped the store: its file gone, its folder read-only, or a write that failed. */
export type HealthProblem = 'store-gone' | 'not-writable' | 'write-failed';

export interface HealthState {
  readonly ok: boolean;
  readonly problem?: HealthProblem;
  /** The problem cannot clear by itself: only a restart (on a good data folder) can. */
  readonly needsRestart?: boolean;
}

type Listener = (state: HealthState) => void;

/** A failed write is trusted again only after this long: a store that keeps failing must not flap. */
export const WRITE_RETRY_MS = 10_000;

export class Health {
  private state: HealthState = { ok: true };
  private failedAt = 0;
  private readonly listeners: Listener[] = [];

  constructor(
    private readonly log: (line: string) => void = (line) => console.error(line),
    private readonly now: () => number = Date.now,
  ) {}

  get ok(): boolean {
    return this.state.ok;
  }

  current(): HealthState {
    return this.state;
  }

  /** Called with the new state whenever it changes. */
  onChange(listener: Listener): void {
    this.listeners.push(listener);
  }

  /**
   * The store cannot be trusted. A problem that needs a restart stays, and a
   * lesser one never replaces it: a file that was unlinked under the server
   * keeps receiving writes that nobody will ever read.
   */
  fail(problem: HealthProblem, detail: string, needsRestart: boolean): void {
    if (this.state.needsRestart) return;
    if (!this.state.ok && this.state.problem === problem && !needsRestart) return;
    this.state = { ok: false, problem, ...(needsRestart ? { needsRestart } : {}) };
    this.failedAt = this.now();
    const tail = needsRestart ? ' Restart the server on a good data folder.' : '';
    this.log(`renonc: the store cannot store (${problem}): ${detail}. Refusing updates.${tail}`);
    this.emit();
  }

  /** The store works again; ignored when the problem needs a restart. */
  recover(): void {
    if (this.state.ok || this.state.needsRestart) return;
    if (this.state.problem === 'write-failed' && this.now() - this.failedAt < WRITE_RETRY_MS)
      return;
    this.state = { ok: true };
    this.log('renonc: the store works again; accepting updates.');
    this.emit();
  }

  private emit(): void {
    for (const listener of this.listeners) listener(this.state);
  }
}
