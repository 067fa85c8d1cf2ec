// Processes behind one Redis share one data folder (README), so several can
// open its SQLite file at the same moment, as the Redis tests start them.
// Found there (SQLITE_BUSY, "database is locked": one process exited before
// it listened): setting the file up must wait for another opener's lock,
// never fail. The busy timeout was not enough: switching a new file to WAL
// fails at once while another opener switches it (the fresh-clone CI saw it
// in the four-process test below; two openers in one process hit it in about
// 8 of 300 rounds), so the rounds test makes it near certain.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { SqliteFile } from '../../server/sqlite';

const SQLITE = fileURLToPath(new URL('../../server/sqlite.ts', import.meta.url));
const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A process that opens the file (WAL, tables) and exits: its exit code and what it said. */
function openInProcess(path: string, at: number): Promise<{ code: number | null; said: string }> {
  // All wait for the same moment: their start-ups take a second each and vary.
  const script = `import { SqliteFile } from ${JSON.stringify(SQLITE)};
await new Promise((r) => setTimeout(r, ${at} - Date.now()));
const file = await SqliteFile.open(${JSON.stringify(path)});
await file.close();`;
  return new Promise((resolve) => {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', '--input-type=module', '-e', script],
      {
        stdio: ['ignore', 'ignore', 'pipe'],
      },
    );
    let said = '';
    child.stderr.on('data', (d: Buffer) => (said += d.toString()));
    child.on('exit', (code) => resolve({ code, said }));
  });
}

function freshPath(): string {
  const dir = mkdtempSync(join(tmpdir(), 'renonc-sqlite-'));
  dirs.push(dir);
  return join(dir, 'renonc.sqlite');
}

describe('the data folder’s SQLite file', () => {
  it('opens in WAL with its tables when openers race, round after round', async () => {
    for (let round = 0; round < 300; round++) {
      const path = freshPath();
      // Three at once: each opener may wait for a lock in one of libuv's four threads.
      const files = await Promise.all([1, 2, 3].map(() => SqliteFile.open(path)));
      const [mode] = await files[0]!.all<{ journal_mode: string }>('PRAGMA journal_mode');
      const tables = await files[1]!.all("SELECT name FROM sqlite_master WHERE type = 'table'");
      expect(mode?.journal_mode).toBe('wal');
      expect(tables.length).toBeGreaterThanOrEqual(4);
      await Promise.all(files.map((file) => file.close()));
    }
  }, 60_000);

  it('still opens when another connection holds the write lock for a while', async () => {
    const path = freshPath();
    const holder = await SqliteFile.open(path);
    const opened = holder.transaction(async (tx) => {
      await tx.run('INSERT INTO renonc_revoked (name, hash) VALUES ($n, $h)', { $n: 'x', $h: 'y' });
      const other = SqliteFile.open(path);
      await new Promise((resolve) => setTimeout(resolve, 300));
      return { other };
    });
    const { other } = await opened;
    const file = await other;
    expect(await file.all('SELECT name FROM renonc_revoked')).toEqual([{ name: 'x' }]);
    await Promise.all([file.close(), holder.close()]);
  });

  it('is opened by several processes at once, none refused as locked', async () => {
    for (let round = 0; round < 2; round++) {
      const path = freshPath();
      const at = Date.now() + 3_000;
      const results = await Promise.all(Array.from({ length: 4 }, () => openInProcess(path, at)));
      for (const r of results) expect(r, r.said).toMatchObject({ code: 0 });
    }
  }, 60_000);
});
