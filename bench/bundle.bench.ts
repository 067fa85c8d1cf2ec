// The built app's JavaScript and CSS, gzip bytes: the first screen against the
// budget in budget.json, and the lazy chunks (games, locales) beside it.
import { readFileSync } from 'node:fs';
import { buildReport } from '../scripts/build-report';
import type { BenchRow } from './types';

export async function bench(): Promise<BenchRow[]> {
  const budget = JSON.parse(readFileSync('budget.json', 'utf8')) as Record<string, number>;
  const report = buildReport(process.env.RENONC_DIST ?? 'dist');
  const kb = (bytes: number) => bytes / 1024;
  const rows: BenchRow[] = [
    {
      name: 'First-text JavaScript: the boot script with the pre-rendered frames (gzip)',
      value: kb(report.firstTextJs),
      unit: 'KB',
      target: `≤ ${(budget.firstTextJs! / 1024).toFixed(1)} KB (budget)`,
      ok: report.firstTextJs <= budget.firstTextJs!,
    },
    {
      name: 'First-screen JavaScript (gzip)',
      value: kb(report.firstScreenJs),
      unit: 'KB',
      target: '≤ 60 KB',
      ok: report.firstScreenJs <= 60 * 1024,
    },
    {
      name: 'Home screen complete: first screen + app chunk (gzip)',
      value: kb(report.homeScreenJs),
      unit: 'KB',
    },
    {
      name: 'First-screen CSS (gzip)',
      value: kb(report.firstScreenCss),
      unit: 'KB',
      target: `≤ ${budget.firstScreenCss! / 1024} KB (budget)`,
      ok: report.firstScreenCss <= budget.firstScreenCss!,
    },
    { name: 'All JavaScript (gzip)', value: kb(report.totalJs), unit: 'KB' },
  ];
  for (const chunk of report.chunks.filter((c) => !c.file.includes('/locale-')).slice(0, 8)) {
    rows.push({
      name: `chunk ${chunk.file.replace(/-[\w-]{8}\.(js|css)$/, '.$1')}${chunk.firstScreen ? ' (first screen)' : ''}`,
      value: kb(chunk.gzip),
      unit: 'KB',
    });
  }
  const locales = report.chunks.filter((c) => c.file.includes('/locale-'));
  rows.push({
    name: `locale chunks (${locales.length}, lazy, precached)`,
    value: kb(locales.reduce((s, c) => s + c.gzip, 0)),
    unit: 'KB',
  });
  return rows;
}
