// Notices a data folder that disappears or stops being writable while the
// server runs (SYNC-PROTOCOL.md "Health"). SQLite keeps writing into a file
// that was deleted (its inode lives on while open), so the file at the path is
// compared with the one opened: another inode, or none, means every later
// write would be lost and only a restart is safe. A folder that is only
// read-only for a while (a remount) recovers once it is writable again.
import { accessSync, constants, rmSync, statSync, writeFileSync, type Stats } from 'node:fs';
import { dirname, join } from 'node:path';
import type { Health } from './health';

/** How often the folder is looked at when nothing is sent (a check also runs before each acknowledgement). */
export const DATA_WATCH_MS = 2_000;

export class DataWatch {
  private readonly opened: Pick<Stats, 'ino' | 'dev'>;
  private timer: NodeJS.Timeout | undefined;

  constructor(
    private readonly path: string,
    private readonly health: Health,
  ) {
    this.opened = statSync(path);
  }

  /** Looks at the file and its folder now; returns whether the store may be written. */
  check(): boolean {
    let now: Stats;
    try {
      now = statSync(this.path);
    } catch {
      this.health.fail('store-gone', `${this.path} is gone`, true);
      return false;
    }
    if (now.ino !== this.opened.ino || now.dev !== this.opened.dev) {
      this.health.fail('store-gone', `${this.path} is another file than the one opened`, true);
      return false;
    }
    try {
      accessSync(dirname(this.path), constants.W_OK);
      accessSync(this.path, constants.W_OK);
    } catch {
      this.health.fail('not-writable', `${dirname(this.path)} is not writable`, false);
      return false;
    }
    // While a problem stands, recover only after a real write: permissions
    // can look right on a full disk, where every write would fail again.
    if (!this.health.ok && !this.probe()) return false;
    this.health.recover();
    return this.health.ok;
  }

  private probe(): boolean {
    const file = join(dirname(this.path), '.renonc-probe');
    try {
      writeFileSync(file, 'ok');
      rmSync(file, { force: true });
      return true;
    } catch {
      return false;
    }
  }

  start(intervalMs = DATA_WATCH_MS): void {
    this.timer = setInterval(() => this.check(), intervalMs);
    this.timer.unref();
  }

  stop(): void {
    clearInterval(this.timer);
  }
}
