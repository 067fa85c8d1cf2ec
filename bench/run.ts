// `npm run bench`: runs every bench/*.bench.ts, prints one table and writes it
// to docs/BENCHMARKS.md with the machine, Node and Chromium versions. Targets
// are reported, never asserted: these machines are shared and noisy.
import { execFileSync } from 'node:child_process';
import { readdirSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, totalmem } from 'node:os';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { BenchRow } from './types';

const here = fileURLToPath(new URL('.', import.meta.url));

function chromiumVersion(): string {
  try {
    return execFileSync('/usr/bin/chromium', ['--version'], { encoding: 'utf8' }).trim();
  } catch {
    return 'not installed';
  }
}

function format(value: number, unit: string): string {
  const digits = value >= 100 ? 0 : value >= 10 ? 1 : value >= 1 ? 2 : 3;
  return `${value.toFixed(digits)} ${unit}`;
}

async function main(): Promise<void> {
  const only = process.argv.slice(2);
  const files = readdirSync(here)
    .filter((f) => f.endsWith('.bench.ts'))
    .filter((f) => only.length === 0 || only.some((o) => f.includes(o)))
    .sort();
  const sections: { file: string; rows: BenchRow[] }[] = [];
  for (const file of files) {
    process.stdout.write(`running ${file}…\n`);
    const module = (await import(pathToFileURL(`${here}${file}`).href)) as {
      bench: () => Promise<BenchRow[]>;
    };
    sections.push({ file, rows: await module.bench() });
  }

  const machine = [
    `- Machine: ${cpus().length} × ${cpus()[0]?.model ?? 'unknown CPU'}, ${Math.round(totalmem() / 2 ** 30)} GiB`,
    `- Load average at the end: ${loadavg()
      .map((l) => l.toFixed(2))
      .join(', ')} (shared machine: numbers vary)`,
    `- Node ${process.version}`,
    `- ${chromiumVersion()}`,
    `- Date: ${new Date().toISOString().slice(0, 10)}`,
  ];
  const lines = [
    '# Benchmarks',
    '',
    'Written by `npm run bench`. Targets are for these machines; tests never time anything.',
    '',
    ...machine,
    '',
    '| benchmark | value | target | met |',
    '|---|---:|---|---|',
  ];
  for (const { rows } of sections) {
    for (const r of rows) {
      const met = r.ok === undefined ? '' : r.ok ? 'yes' : '**no**';
      lines.push(`| ${r.name} | ${format(r.value, r.unit)} | ${r.target ?? ''} | ${met} |`);
    }
  }
  const table = lines.join('\n') + '\n';
  console.log(`\n${table}`);
  if (only.length === 0) writeFileSync(new URL('../docs/BENCHMARKS.md', import.meta.url), table);
}

await main();
