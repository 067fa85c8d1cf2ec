// Runs server/main.ts as its own Node process (one process, no tsx wrapper, so
// SIGKILL hits the server itself) and waits for its "listening" line.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { engineEnv } from './engine';

export interface ServerProcess {
  readonly url: string;
  readonly child: ChildProcess;
  output(): string;
  kill(signal: NodeJS.Signals): Promise<void>;
}

export const tempDataDir = (label: string): string =>
  mkdtempSync(join(tmpdir(), `renonc-${label}-`));

/** A server process; on the server-pg project its data folder maps to a database (support/engine.ts). */
export async function startServerProcess(
  port: number,
  env: Record<string, string>,
  args: string[] = ['--sync-only'],
): Promise<ServerProcess> {
  const store = env.RENONC_DATA ? await engineEnv(env.RENONC_DATA) : {};
  return spawnServer(port, { ...store, ...env }, args);
}

/** Spawns server/main.ts with exactly these settings and waits for its "listening" line. */
export function spawnServer(
  port: number,
  env: Record<string, string>,
  args: string[] = ['--sync-only'],
): Promise<ServerProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts', ...args], {
    env: { ...process.env, HOST: '127.0.0.1', PORT: String(port), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${log}`)), 30_000);
    const onData = (chunk: Buffer): void => {
      log += chunk.toString();
      if (log.includes('renonc listening on')) {
        clearTimeout(timer);
        resolve({
          url: `http://127.0.0.1:${port}`,
          child,
          output: () => log,
          kill: async (signal) => {
            if (child.exitCode === null && child.signalCode === null) child.kill(signal);
            await exited;
          },
        });
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`server exited (${code}) before listening:\n${log}`));
    });
  });
}
