// The `npm run bench:load` section of docs/BENCHMARKS.md: replaced between its
// markers on every run (added after the introduction the first time).
import { readFileSync, writeFileSync } from 'node:fs';

export interface LoadResult {
  readonly label: string;
  readonly saves: number;
  readonly lost: number;
  readonly p50: number;
  readonly p95: number;
  readonly p99: number;
  readonly cpuPercent: readonly number[];
  readonly rssMiB: readonly number[];
  readonly connections: number;
  readonly writesPerSecond: number;
  readonly storesPerUpdate: number;
  /** The bench's own process, where all the phones run. */
  readonly phonesCpuPercent: number;
  readonly phonesLoopP99: number;
}

const START = '<!-- bench:load start -->';
const END = '<!-- bench:load end -->';
const doc = new URL('../docs/BENCHMARKS.md', import.meta.url);

const ms = (n: number): string => (Number.isFinite(n) ? n.toFixed(n < 10 ? 1 : 0) : '–');
const load = (l: readonly number[]): string => l.map((n) => n.toFixed(1)).join(' / ');

function row(r: LoadResult): string {
  const cpu = r.cpuPercent.map((c) => `${c.toFixed(0)} %`).join(', ');
  const rss = r.rssMiB.map((m) => m.toFixed(0)).join(', ');
  const ok = r.label.includes('pace') ? (r.p95 <= 150 && r.lost === 0 ? 'yes' : '**no**') : '';
  return (
    `| ${r.label} | ${r.saves} | ${r.lost} | ${ms(r.p50)} / ${ms(r.p95)} / ${ms(r.p99)} ms | ` +
    `${cpu} | ${rss} MiB | ${r.connections} | ${r.writesPerSecond.toFixed(0)} | ` +
    `${r.storesPerUpdate.toFixed(2)} | ${r.phonesCpuPercent.toFixed(0)} % / ${ms(r.phonesLoopP99)} ms | ${ok} |`
  );
}

export function writeLoadSection(
  results: readonly LoadResult[],
  before: readonly number[],
  after: readonly number[],
  paceSeconds: number,
): void {
  const section = [
    START,
    `## Load: tables × 4 phones on 2 processes, PostgreSQL + Redis (\`npm run bench:load\`, ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC, load ${load(before)} → ${load(after)})`,
    '',
    `Node phones (the app's document format), 4 per table, 2 on each process, so every save crosses Redis. Table pace: one save per table per minute for ${paceSeconds} s; burst: ten per table per minute. "Seen": on each of the table's 3 other phones. The phones run in the bench's own Node process on the same 2 cores as both servers, PostgreSQL and Redis, so the latencies include that process's event loop. Targets (issue 29): 1,000 tables on 2 processes, p95 ≤ 150 ms at table pace, 0 lost.`,
    '',
    'Store calls: Hocuspocus 3.4.0–4.1.1 (we run 3.4.4) can queue one extra snapshot store per incoming update once a store outlasts `maxDebounce` (10 s) under continuous edits (upstream PR #1110, the debouncer awaits the running store before it forgets its timer). Snapshots stored per logged update, counted by PostgreSQL itself (inserts and updates of `documents` over inserts into `renonc_updates`), stay at or below 1 when we are not hit; the storm would show as far above 1. Every acknowledged update is in `renonc_updates` before it is applied, so a storm costs writes, never data.',
    '',
    '| run | saves | lost | save → seen p50 / p95 / p99 | CPU per process | peak RSS per process | PostgreSQL connections (peak) | rows written / s | snapshots stored per logged update | the phones’ process: CPU / event-loop delay p99 | target met |',
    '| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |',
    ...results.map(row),
    '',
    END,
  ].join('\n');
  const text = readFileSync(doc, 'utf8');
  const start = text.indexOf(START);
  const end = text.indexOf(END);
  const next =
    start >= 0 && end > start
      ? text.slice(0, start) + section + text.slice(end + END.length)
      : text.replace(/\n## /, `\n${section}\n\n## `);
  writeFileSync(doc, next);
}
