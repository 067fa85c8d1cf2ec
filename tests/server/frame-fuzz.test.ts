// Issue 26, item 1: a frame fuzzer over raw TCP against the real server process
// in each mode (app + sync, sync-only). Random opcodes, FIN/RSV bits, masks,
// honest and lying lengths, truncations, fragments, payloads that are noise or
// Hocuspocus messages, and floods of connections; fast-check shrinks a failing
// case. Throughout, a well-behaved phone keeps saving; after every case the
// process is alive, and at the end /healthz answers and every saved entry is
// on a phone that joins. Runs: RENONC_FRAME_FUZZ_RUNS, or 10,000 under CI=true,
// 300 otherwise.
import fc from 'fast-check';
import type { Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closedWithin, encode, fakeDist, rawUpgrade } from './support/raw-client';
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

const RUNS = Number(
  process.env.RENONC_FRAME_FUZZ_RUNS ?? (process.env.CI === 'true' ? 10_000 : 300),
);
const SEED = 20261204;
const SYNC_ONLY_PORT = 4512;
const APP_PORT = 4513;
const phones = new PhoneRegistry();

// The fuzzer's wrong tokens and floods come from the phone's own address: the
// per-address limits (tested in hostile.test.ts) would shut the phone out too.
const LENIENT = {
  RENONC_SYNC_AUTH_FAILURES: '1000000',
  RENONC_SYNC_ADDRESS_CONNECTIONS: '1000',
  RENONC_SYNC_NIGHT_RATE: '100000',
};

interface Frame {
  readonly fin: boolean;
  readonly rsv: number;
  readonly opcode: number;
  readonly masked: boolean;
  /** The length field: the payload's own, or a lie (larger, smaller, huge). */
  readonly length: { readonly kind: 'true' } | { readonly kind: 'lie'; readonly value: number };
  readonly maskKey: readonly number[];
  readonly payload: Uint8Array;
}

interface Case {
  readonly frames: readonly Frame[];
  /** Cut the bytes after this fraction (1: send all). */
  readonly keep: number;
  readonly connections: number;
}

const NAME = 'night-AAAAAAAAAAAAAAAAAAAAAA';
const payload: fc.Arbitrary<Uint8Array> = fc.oneof(
  fc.uint8Array({ maxLength: 300 }),
  fc.string({ maxLength: 200 }).map((token) => encode.auth(NAME, token)),
  fc
    .tuple(fc.constantFrom(0 as const, 1 as const, 2 as const), fc.uint8Array({ maxLength: 200 }))
    .map(([step, bytes]) => encode.sync(NAME, step, bytes)),
  fc
    .array(fc.tuple(fc.nat(), fc.nat(), fc.string({ maxLength: 50 })), { maxLength: 4 })
    .map((states) => encode.awareness(NAME, states)),
  fc
    .tuple(fc.string({ maxLength: 100 }), fc.boolean())
    .map(([text, broadcast]) => encode.stateless(NAME, text, broadcast)),
);

const frame: fc.Arbitrary<Frame> = fc.record({
  fin: fc.boolean(),
  rsv: fc.integer({ min: 0, max: 7 }),
  opcode: fc.oneof(fc.constantFrom(0, 1, 2, 8, 9, 10), fc.integer({ min: 0, max: 15 })),
  masked: fc.boolean(),
  length: fc.oneof(
    { weight: 4, arbitrary: fc.constant({ kind: 'true' as const }) },
    {
      weight: 1,
      arbitrary: fc
        .oneof(fc.integer({ min: 0, max: 70_000 }), fc.constantFrom(2 ** 31, 2 ** 53 - 1))
        .map((value) => ({ kind: 'lie' as const, value })),
    },
  ),
  maskKey: fc.array(fc.integer({ min: 0, max: 255 }), { minLength: 4, maxLength: 4 }),
  payload,
});

const fuzzCase: fc.Arbitrary<Case> = fc.record({
  frames: fc.array(frame, { minLength: 1, maxLength: 4 }),
  keep: fc.oneof(
    { weight: 3, arbitrary: fc.constant(1) },
    { weight: 1, arbitrary: fc.double({ min: 0, max: 1, noNaN: true }) },
  ),
  connections: fc.oneof(
    { weight: 9, arbitrary: fc.constant(1) },
    { weight: 1, arbitrary: fc.integer({ min: 2, max: 25 }) },
  ),
});

function lengthField(length: number): number[] {
  if (length < 126) return [length];
  if (length < 65536) return [126, length >> 8, length & 0xff];
  const high = Math.floor(length / 2 ** 32);
  const low = length >>> 0;
  return [
    127,
    ...[24, 16, 8, 0].map((s) => (high >>> s) & 0xff),
    ...[24, 16, 8, 0].map((s) => (low >>> s) & 0xff),
  ];
}

function encodeFrame(f: Frame): Buffer {
  const declared = f.length.kind === 'true' ? f.payload.byteLength : f.length.value;
  const field = lengthField(declared);
  const head = [
    (f.fin ? 0x80 : 0) | (f.rsv << 4) | f.opcode,
    (f.masked ? 0x80 : 0) | field[0]!,
    ...field.slice(1),
  ];
  const body = f.masked ? f.payload.map((b, i) => b ^ f.maskKey[i % 4]!) : f.payload;
  return Buffer.concat([
    Buffer.from(head),
    Buffer.from(f.masked ? f.maskKey : []),
    Buffer.from(body),
  ]);
}

async function play(port: number, c: Case): Promise<void> {
  const bytes = Buffer.concat(c.frames.map(encodeFrame));
  const sent = bytes.subarray(0, Math.ceil(bytes.byteLength * c.keep));
  const sockets = await Promise.all(
    Array.from({ length: c.connections }, () => rawUpgrade(port).catch(() => undefined)),
  );
  const open = sockets.filter((s): s is Socket => s !== undefined);
  for (const socket of open) socket.write(sent);
  // The server closes a bad frame's socket at once; a good or unfinished one is dropped here.
  await Promise.all(open.map((socket) => closedWithin(socket, 25)));
}

describe.each([
  ['sync-only', SYNC_ONLY_PORT, ['--sync-only']],
  ['app', APP_PORT, []],
] as const)('the frame fuzzer (%s mode)', (_mode, port, args) => {
  let server: ServerProcess;
  beforeAll(async () => {
    const dist: Record<string, string> = args.length === 0 ? { RENONC_DIST: fakeDist() } : {};
    server = await startServerProcess(
      port,
      { RENONC_DATA: tempDataDir('fuzz'), ...LENIENT, ...dist },
      [...args],
    );
  });
  afterAll(async () => {
    phones.destroyAll();
    await server.kill('SIGTERM');
  });

  it(
    `${RUNS} cases: the process stays up and a phone keeps syncing throughout`,
    async () => {
      const url = `http://127.0.0.1:${port}`;
      const share = newShare();
      const honest = phones.connect(url, share.name, tokenFor(share.scorer, share));
      await until('the phone is connected', () => settled(honest));
      const saved: string[] = [];
      const saver = setInterval(() => {
        const value = entry('n1');
        saved.push(value.id as string);
        addEntry(honest, value);
      }, 300);
      try {
        await fc.assert(
          fc.asyncProperty(fuzzCase, async (c) => {
            await play(port, c);
            expect(server.child.exitCode).toBeNull();
          }),
          { seed: SEED, numRuns: RUNS },
        );
      } finally {
        clearInterval(saver);
      }
      expect((await fetch(`${url}/healthz`)).status).toBe(200);
      expect(saved.length).toBeGreaterThan(0);
      await until('the phone has nothing left to send', () => settled(honest));
      const late = phones.connect(url, share.name, tokenFor(share.viewer));
      await until('a phone that joins now has every saved entry', () =>
        saved.every((id) => late.entries().has(id)),
      );
      expect(honest.refusals).toEqual([]);
    },
    Math.max(120_000, RUNS * 150),
  );
});
