// The built app served by `vite preview` for the browser benchmarks. Port and
// folder are overridable (RENONC_BENCH_PORT, RENONC_DIST) so that two builds
// can be measured side by side on one machine.
import { spawn, type ChildProcess } from 'node:child_process';

export const BENCH_PORT = Number(process.env.RENONC_BENCH_PORT ?? 4180);
export const BENCH_DIST = process.env.RENONC_DIST ?? 'dist';

export async function startPreview(): Promise<{ server: ChildProcess; base: string }> {
  const base = `http://localhost:${BENCH_PORT}`;
  // With --strictPort a second preview exits at once, and the check below
  // would then time the first one's folder (an earlier run left behind).
  if (await answers(base)) throw new Error(`${base} is already served; stop that server first`);
  const server = spawn(
    'npx',
    ['vite', 'preview', '--port', String(BENCH_PORT), '--strictPort', '--outDir', BENCH_DIST],
    { stdio: 'ignore', detached: true },
  );
  for (let i = 0; i < 100; i++) {
    if (await answers(base)) return { server, base };
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('vite preview did not start');
}

async function answers(base: string): Promise<boolean> {
  try {
    return (await fetch(base)).ok;
  } catch {
    return false; // not up (yet)
  }
}

export function stopPreview(server: ChildProcess): void {
  if (server.pid) process.kill(-server.pid, 'SIGTERM');
}
