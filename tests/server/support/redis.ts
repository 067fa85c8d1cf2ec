// Debian's redis-server on a loopback port for tests (two sync processes behind
// one Redis), without persistence: the test's own Redis, never a system one.
import { spawn } from 'node:child_process';

export interface TestRedis {
  readonly url: string;
  stop(): Promise<void>;
}

export function startRedis(port: number): Promise<TestRedis> {
  const child = spawn(
    'redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  let log = '';
  return new Promise((resolve, reject) => {
    child.once('error', (error) =>
      reject(new Error(`redis-server cannot start (apt-get install -y redis-server): ${error}`)),
    );
    child.stdout.on('data', (chunk: Buffer) => {
      log += chunk.toString();
      if (!log.includes('Ready to accept connections')) return;
      resolve({
        url: `redis://127.0.0.1:${port}`,
        stop: async () => {
          if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
          await exited;
        },
      });
    });
    child.once('exit', (code) => reject(new Error(`redis-server exited (${code}):\n${log}`)));
  });
}
