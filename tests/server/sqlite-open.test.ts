// Processes behind one Redis share one data folder (README), so several can
// open its SQLite file at the same moment, as the Redis tests start them.
// Found there (SQLITE_BUSY, "database is locked": one process exited before
// it listened): setting the file up must wait for another opener's lock,
// never fail. Each opener here is its own process, as in production.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';

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

describe('the data folder’s SQLite file', () => {
  it('is opened by several processes at once, none refused as locked', async () => {
    for (let round = 0; round < 2; round++) {
      const dir = mkdtempSync(join(tmpdir(), 'renonc-sqlite-'));
      dirs.push(dir);
      const path = join(dir, 'renonc.sqlite');
      const at = Date.now() + 3_000;
      const results = await Promise.all(Array.from({ length: 4 }, () => openInProcess(path, at)));
      for (const r of results) expect(r, r.said).toMatchObject({ code: 0 });
    }
  }, 60_000);
});
