// The server as its own process: the first start on a brand-new data folder
// works, and a SIGKILL in the middle of a night loses nothing a phone was told
// is stored; the phones reconnect by themselves once it is back.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  addEntry,
  PhoneRegistry,
  entry,
  newShare,
  settled,
  tokenFor,
  until,
  type Phone,
} from './support/phones';
import { onPostgres } from './support/engine';
import { startServerProcess, tempDataDir, type ServerProcess } from './support/server-process';

const PORT = 4331;
const phones = new PhoneRegistry();
const servers: ServerProcess[] = [];

async function start(dataDir: string): Promise<ServerProcess> {
  const server = await startServerProcess(PORT, { RENONC_DATA: dataDir });
  servers.push(server);
  return server;
}

const phone = (url: string, name: string, token: string): Phone => phones.connect(url, name, token);

afterEach(async () => {
  phones.destroyAll();
  for (const s of servers.splice(0)) await s.kill('SIGTERM');
});

describe('the server process', () => {
  it('starts on a data folder that does not exist yet and serves the first night', async () => {
    const dataDir = join(tempDataDir('first'), 'nested', 'data');
    const server = await start(dataDir);
    const share = newShare();
    const a = phone(server.url, share.name, tokenFor(share.scorer, share));
    const first = entry('n1');
    addEntry(a, first);
    await until('the first entry is stored', () => settled(a));
    const b = phone(server.url, share.name, tokenFor(share.viewer));
    await until('a viewer sees it', () => b.entries().has(first.id as string));
    // On PostgreSQL the folder stays empty: the nights are in the database.
    expect(existsSync(join(dataDir, 'renonc.sqlite'))).toBe(!onPostgres());
    expect(server.output()).not.toMatch(/no such table|error/i);
  });

  it('after SIGKILL mid-night and a restart, every confirmed entry is there and phones reconnect', async () => {
    const dataDir = tempDataDir('kill');
    let server = await start(dataDir);
    const share = newShare();
    const scorer = phone(server.url, share.name, tokenFor(share.scorer, share));
    await until('the night is shared', () => settled(scorer));
    const watcher = phone(server.url, share.name, tokenFor(share.viewer));
    const confirmed: string[] = [];
    for (let i = 0; i < 30; i++) {
      const value = entry('n1');
      addEntry(scorer, value);
      confirmed.push(value.id as string);
      // A few at a time, as a table does. "Confirmed" = relayed to another phone:
      // the server logs an update to disk before it applies and relays it. (The
      // provider's count of unacknowledged updates is not exact enough for this.)
      if (i % 10 === 9) {
        await until('the batch is relayed', () =>
          confirmed.every((id) => watcher.entries().has(id)),
        );
      }
    }
    // The scorer's battery dies at once: only the server can still have its entries.
    scorer.destroy();
    await server.kill('SIGKILL');
    server = await start(dataDir);
    const late = phone(server.url, share.name, tokenFor(share.scorer));
    await until('a new scorer is synced', () => settled(late));
    expect(confirmed.filter((id) => !late.entries().has(id))).toEqual([]);
    // The viewer's provider reconnects by itself and sees what is written now.
    const next = entry('n1');
    addEntry(late, next);
    await until('the viewer sees the entry written after the restart', () =>
      watcher.entries().has(next.id as string),
    );
    expect(confirmed.filter((id) => !watcher.entries().has(id))).toEqual([]);
  });
});
