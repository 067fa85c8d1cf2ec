// Lighthouse's mobile run (its default: Moto G-class device, simulated slow 4G
// and CPU 4×, "simulate" throttling) against the app as `npm start` serves it
// (bench/app-server.ts), as the peers were measured in issue 31. Lighthouse is
// not a dependency of the project: two of its dependencies are published as
// "latest" and break `npm ci` unless pinned (shared/STACK.md), so the bench
// installs one pinned version on demand into a folder of the system's temp
// directory, with the ordinary npm client, and reuses it afterwards. Without
// npm or a network the row says so and the other benches still run.
import { execFile } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { CHROMIUM_PATH } from '../tests/e2e/support/chromium';
import { APP_BENCH_PORT, startApp } from './app-server';
import { median, type BenchRow } from './types';

const run = promisify(execFile);
const VERSION = '13.5.0';
const RUNS = Number(process.env.RENONC_LIGHTHOUSE_RUNS ?? 3);
const HOME = join(tmpdir(), `renonc-lighthouse-${VERSION}`);
const CLI = join(HOME, 'node_modules', 'lighthouse', 'cli', 'index.js');

async function ensureLighthouse(): Promise<string> {
  if (existsSync(CLI)) return CLI;
  mkdirSync(HOME, { recursive: true });
  writeFileSync(join(HOME, 'package.json'), JSON.stringify({ name: 'lh', private: true }));
  await run('npm', ['install', '--no-audit', '--no-fund', `lighthouse@${VERSION}`], {
    cwd: HOME,
    timeout: 600_000,
  });
  return CLI;
}

interface Audit {
  readonly numericValue?: number;
}

/** One Lighthouse run; its report's audits. Async: the server runs in this process. */
async function lighthouse(cli: string, url: string): Promise<Record<string, Audit>> {
  const out = join(HOME, 'report.json');
  await run(
    process.execPath,
    [
      cli,
      url,
      '--only-categories=performance',
      '--output=json',
      `--output-path=${out}`,
      '--quiet',
      `--chrome-path=${CHROMIUM_PATH}`,
      '--chrome-flags=--headless=new --no-sandbox --disable-gpu',
    ],
    { timeout: 300_000, maxBuffer: 64 * 2 ** 20 },
  );
  return (JSON.parse(readFileSync(out, 'utf8')) as { audits: Record<string, Audit> }).audits;
}

export async function bench(): Promise<BenchRow[]> {
  let cli: string;
  try {
    cli = await ensureLighthouse();
  } catch (error) {
    console.warn(`Lighthouse could not be installed: ${String(error)}`);
    return [];
  }
  const app = await startApp(process.env.RENONC_DIST ?? 'dist', APP_BENCH_PORT + 10);
  const values: Record<string, number[]> = {};
  try {
    for (let i = 0; i < RUNS; i++) {
      const audits = await lighthouse(cli, `${app.base}/`);
      for (const key of ['largest-contentful-paint', 'interactive', 'first-contentful-paint'])
        (values[key] ??= []).push(audits[key]?.numericValue ?? NaN);
      (values.bytes ??= []).push((audits['total-byte-weight']?.numericValue ?? NaN) / 1024);
    }
  } finally {
    await app.close();
  }
  const lcp = median(values['largest-contentful-paint']!);
  const of = `median of ${RUNS}`;
  return [
    {
      name: `Lighthouse ${VERSION} mobile (simulated), home, first visit: LCP (${of}; first text ${Math.round(median(values['first-contentful-paint']!))} ms)`,
      value: lcp,
      unit: 'ms',
      target: '≤ 1,500 ms',
      ok: lcp <= 1500,
    },
    {
      name: `Lighthouse ${VERSION} mobile (simulated): time to interactive (${of})`,
      value: median(values.interactive!),
      unit: 'ms',
    },
    {
      name: `Lighthouse ${VERSION} mobile (simulated): page weight, without the precache (${of})`,
      value: median(values.bytes!),
      unit: 'KiB',
    },
  ];
}
