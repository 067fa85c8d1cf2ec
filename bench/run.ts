// `npm run bench`: runs every bench/*.bench.ts, prints one table and writes it
// into docs/BENCHMARKS.md with the machine, Node and Chromium versions, as the
// section between the two markers below (added at the end when missing): the
// rest of the file (hand-written notes, earlier figures with their load) stays.
// `npx tsx bench/run.ts <name> --write` updates only the rows of the benches it
// ran in that section. Targets are reported, never asserted: these machines
// are shared and noisy.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, totalmem } from 'node:os';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { updatedDoc } from './bench-doc';
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

const docUrl = new URL('../docs/BENCHMARKS.md', import.meta.url);

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const write = args.includes('--write');
  const only = args.filter((a) => a !== '--write');
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
    '## Latest `npm run bench`',
    '',
    'Written by `npm run bench`. Targets are for these machines; tests never time anything.',
    '',
    ...machine,
    '',
    '| benchmark | value | target | met |',
    '|---|---:|---|---|',
  ];
  const rows: string[] = [];
  for (const { rows: benchRows } of sections) {
    for (const r of benchRows) {
      const met = r.ok === undefined ? '' : r.ok ? 'yes' : '**no**';
      rows.push(`| ${r.name} | ${format(r.value, r.unit)} | ${r.target ?? ''} | ${met} |`);
    }
  }
  const table = [...lines, ...rows].join('\n') + '\n';
  console.log(`\n${table}`);
  if (only.length > 0 && !write) return;
  if (only.length > 0)
    console.log('(rows updated in the generated section of docs/BENCHMARKS.md, if it has one)');
  const doc = existsSync(docUrl) ? readFileSync(docUrl, 'utf8') : '# Benchmarks\n';
  writeFileSync(docUrl, updatedDoc(doc, table, only.length > 0 ? rows : undefined));
}

await main();
