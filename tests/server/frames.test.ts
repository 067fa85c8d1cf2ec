// Issue 26, item 1: no frame stops the server. The three-byte frame
// (unmasked, no token), a frame with RSV1 set, an unknown opcode and a frame
// over maxPayload each close only their own connection, in both modes, against
// the real server process; afterwards /healthz answers and a phone still syncs.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closedWithin, fakeDist, rawUpgrade } from './support/raw-client';
import {
  addEntry,
  entry,
  newShare,
  PhoneRegistry,
  settled,
  tokenFor,
  until,
} from './support/phones';
import { startServerProcess, tempDataDir, type ServerProcess } from './support/server-process';

const SYNC_ONLY_PORT = 4510;
const APP_PORT = 4511;
const phones = new PhoneRegistry();
const servers: Record<'sync-only' | 'app', ServerProcess | undefined> = {
  'sync-only': undefined,
  app: undefined,
};

beforeAll(async () => {
  const [syncOnly, app] = await Promise.all([
    startServerProcess(SYNC_ONLY_PORT, { RENONC_DATA: tempDataDir('frames') }),
    startServerProcess(
      APP_PORT,
      { RENONC_DATA: tempDataDir('frames'), RENONC_DIST: fakeDist() },
      [],
    ),
  ]);
  servers['sync-only'] = syncOnly;
  servers.app = app;
});

afterAll(async () => {
  phones.destroyAll();
  await Promise.all(Object.values(servers).map((s) => s?.kill('SIGTERM')));
});

const mask = [1, 2, 3, 4];
const FRAMES: Record<string, Buffer> = {
  // The python one-liner: a server-style (unmasked) frame from a client.
  'unmasked (WS_ERR_EXPECTED_MASK)': Buffer.from([0x82, 0x01, 0x00]),
  'RSV1 set, no extension agreed': Buffer.from([0xc2, 0x81, ...mask, 0x00]),
  'opcode 3 (reserved)': Buffer.from([0x83, 0x80, ...mask]),
  // Declares 5 MiB: more than maxPayload (4 MiB + 1 KiB); refused on the header alone.
  'over maxPayload': Buffer.from([0x82, 0xff, 0, 0, 0, 0, 0, 0x50, 0, 0, ...mask]),
  'a control frame longer than 125 bytes': Buffer.from([0x89, 0xfe, 0x00, 0x7e, ...mask]),
  'invalid UTF-8 in a text frame': Buffer.from([0x81, 0x81, ...mask, 0xff ^ 1]),
};

async function healthz(port: number): Promise<number> {
  const response = await fetch(`http://127.0.0.1:${port}/healthz`);
  return response.status;
}

describe.each([
  ['sync-only', SYNC_ONLY_PORT],
  ['app', APP_PORT],
] as const)('a bad frame (%s mode)', (mode, port) => {
  it.each(Object.keys(FRAMES))('%s: closes that connection, nothing else', async (name) => {
    const server = servers[mode]!;
    const url = `http://127.0.0.1:${port}`;
    const share = newShare();
    const honest = phones.connect(url, share.name, tokenFor(share.scorer, share));
    addEntry(honest, entry('n1'));
    await until('the honest phone is stored', () => settled(honest));
    const socket = await rawUpgrade(port);
    socket.write(FRAMES[name]!);
    expect(await closedWithin(socket, 5_000)).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(server.child.exitCode).toBeNull();
    expect(await healthz(port)).toBe(200);
    const later = entry('n1');
    addEntry(honest, later);
    const reader = phones.connect(url, share.name, tokenFor(share.viewer));
    await until('a new phone receives what was sent after', () =>
      reader.entries().has(later.id as string),
    );
  });
});
