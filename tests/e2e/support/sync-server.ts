// The real sync server (server/main.ts) in its own process for sync tests: it
// serves the built app and /sync on one origin, on a loopback port of this
// suite's range. SIGKILL hits the server itself (no wrapper process).
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { E2E_DIST } from './chromium';

/** Where server/main.ts lives: this repo, unless a test run points elsewhere. */
const SERVER_ROOT = process.env.RENONC_SYNC_SERVER_ROOT ?? process.cwd();

export interface SyncServer {
  readonly origin: string;
  readonly dataDir: string;
  kill(signal?: NodeJS.Signals): Promise<void>;
  output(): string;
}

export const freshDataDir = (label: string) => mkdtempSync(join(tmpdir(), `renonc-e2e-${label}-`));

export function startSyncServer(
  port: number,
  dataDir: string,
  env: Record<string, string> = {},
): Promise<SyncServer> {
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: SERVER_ROOT,
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: String(port),
      RENONC_DATA: dataDir,
      RENONC_DIST: resolve(E2E_DIST),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  const exited = new Promise<void>((r) => child.once('exit', () => r()));
  return new Promise((resolvePromise, reject) => {
    const timer = setTimeout(() => reject(new Error(`sync server did not start:\n${log}`)), 30_000);
    const onData = (chunk: Buffer) => {
      log += chunk.toString();
      if (log.includes('renonc listening on')) {
        clearTimeout(timer);
        resolvePromise({
          origin: `http://127.0.0.1:${port}`,
          dataDir,
          output: () => log,
          kill: async (signal = 'SIGTERM') => {
            if (child.exitCode === null && child.signalCode === null) child.kill(signal);
            await exited;
          },
        });
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`sync server exited (${code}) before listening:\n${log}`));
    });
  });
}

/** redis-server on a loopback port, without persistence; undefined when it is not installed. */
export async function startRedis(
  port: number,
): Promise<{ url: string; stop: () => Promise<void> } | undefined> {
  if (spawnSync('redis-server', ['--version']).status !== 0) return undefined;
  const child = spawn(
    'redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  const exited = new Promise<void>((r) => child.once('exit', () => r()));
  await new Promise<void>((ready, fail) => {
    let log = '';
    const timer = setTimeout(() => fail(new Error(`redis did not start:\n${log}`)), 15_000);
    child.stdout.on('data', (c: Buffer) => {
      log += c.toString();
      if (log.includes('Ready to accept connections')) {
        clearTimeout(timer);
        ready();
      }
    });
  });
  return {
    url: `redis://127.0.0.1:${port}`,
    stop: async () => {
      child.kill('SIGTERM');
      await exited;
    },
  };
}
