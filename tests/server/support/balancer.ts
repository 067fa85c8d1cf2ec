// Debian's HAProxy on a loopback port in front of the test's sync processes,
// with the configuration README "Many clubs" gives a club (health checks on
// the sync-only page, redispatch when a process is gone, WebSocket tunnels),
// only with loopback addresses and short check intervals.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface TestBalancer {
  readonly url: string;
  stop(): Promise<void>;
}

/** The README's configuration for `backends` (host:port each) behind `port`. */
export function haproxyConfig(port: number, backends: readonly string[]): string {
  return [
    'global',
    // Two sockets per phone (phone side, process side); the README sizes it per club.
    '  maxconn 4000',
    'defaults',
    '  mode http',
    '  timeout connect 2s',
    '  timeout client 60s',
    '  timeout server 60s',
    // An open WebSocket is a tunnel: a night can sit quiet for an hour.
    '  timeout tunnel 1h',
    '  option redispatch',
    '  retries 3',
    'frontend renonc',
    `  bind 127.0.0.1:${port}`,
    '  default_backend sync',
    'backend sync',
    '  balance roundrobin',
    '  option httpchk GET /',
    // Three missed checks before a process counts as down: a loaded machine answers late.
    '  timeout check 2s',
    '  default-server check inter 500ms fall 3 rise 2',
    ...backends.map((address, i) => `  server sync${i + 1} ${address}`),
    '',
  ].join('\n');
}

export function startBalancer(port: number, backends: readonly string[]): Promise<TestBalancer> {
  const dir = mkdtempSync(join(tmpdir(), 'renonc-haproxy-'));
  const config = join(dir, 'haproxy.cfg');
  writeFileSync(config, haproxyConfig(port, backends));
  // Debian puts it in /usr/sbin, which a user's PATH may lack.
  const binary = existsSync('/usr/sbin/haproxy') ? '/usr/sbin/haproxy' : 'haproxy';
  // -db: stay in the foreground, so the test owns the process.
  const child = spawn(binary, ['-db', '-f', config], { stdio: ['ignore', 'pipe', 'pipe'] });
  let log = '';
  child.stdout.on('data', (d: Buffer) => (log += d.toString()));
  child.stderr.on('data', (d: Buffer) => (log += d.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return new Promise((resolve, reject) => {
    child.once('error', (error) =>
      reject(new Error(`haproxy cannot start (apt-get install -y haproxy): ${error}`)),
    );
    child.once('exit', (code) => reject(new Error(`haproxy exited (${code}):\n${log}`)));
    // HAProxy prints nothing when it is up: wait until its port answers.
    const started = Date.now();
    const poll = (): void => {
      fetch(`http://127.0.0.1:${port}/`).then(
        () =>
          resolve({
            url: `http://127.0.0.1:${port}`,
            stop: async () => {
              if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
              await exited;
              rmSync(dir, { recursive: true, force: true });
            },
          }),
        () => {
          if (Date.now() - started > 15_000) reject(new Error(`haproxy is not answering:\n${log}`));
          else setTimeout(poll, 100);
        },
      );
    };
    poll();
  });
}
