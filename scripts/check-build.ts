// The build check run by `npm test`: size budgets (bytes, not timings), a
// service worker that precaches the home's core (the shell, the manifest,
// the app with its database) and lists every other file, each locale
// included, for the warm-up; and precompressed copies equal to their sources.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { FIRST_SCREEN_NAMESPACES } from '../app/ui/i18n/first-screen';
import { buildReport } from './build-report';
import { CORE_MODULES, WARM_LIST } from './precache-plan';
import { precompressProblems } from './precompress';

const budget = JSON.parse(readFileSync('budget.json', 'utf8')) as Record<string, number>;
const dist = process.env.RENONC_DIST ?? 'dist';
const report = buildReport(dist);
const problems: string[] = [];
const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;

console.log('chunk                                          gzip   first screen');
for (const c of report.chunks) {
  console.log(`${c.file.padEnd(45)} ${kb(c.gzip).padStart(9)}   ${c.firstScreen ? 'yes' : ''}`);
  if (!c.firstScreen && c.gzip > budget.lazyChunk!) {
    problems.push(`${c.file} is ${kb(c.gzip)} (budget for a lazy chunk ${kb(budget.lazyChunk!)})`);
  }
}
console.log(`first text JS ${kb(report.firstTextJs)} (budget ${kb(budget.firstTextJs!)})`);
console.log(`first screen JS ${kb(report.firstScreenJs)} (budget ${kb(budget.firstScreenJs!)})`);
console.log(`home screen complete JS ${kb(report.homeScreenJs)} (first screen + app chunk)`);
console.log(`first screen CSS ${kb(report.firstScreenCss)} (budget ${kb(budget.firstScreenCss!)})`);
console.log(`all JS ${kb(report.totalJs)} (budget ${kb(budget.totalJs!)})`);
if (report.firstTextJs > budget.firstTextJs!) problems.push('first-text JavaScript over budget');
if (report.firstScreenJs > budget.firstScreenJs!)
  problems.push('first-screen JavaScript over budget');
if (report.firstScreenCss > budget.firstScreenCss!) problems.push('first-screen CSS over budget');
if (report.totalJs > budget.totalJs!) problems.push('total JavaScript over budget');

const precache = new Set(report.precache);
for (const required of [
  'index.html',
  ...report.chunks.filter((c) => /^assets\/(boot|route)-/.test(c.file)).map((c) => c.file),
]) {
  if (!precache.has(required)) problems.push(`service worker does not precache ${required}`);
}
if (![...precache].some((u) => u.endsWith('.webmanifest'))) problems.push('manifest not precached');
// The precache is the home's core (scripts/precache-plan.ts): the static
// graph of the app proper, Dexie included; everything else is in the
// warm-up list, which with the precache covers every file the worker caches.
const warm = JSON.parse(readFileSync(join(dist, WARM_LIST), 'utf8')) as {
  core: string[];
  later: string[];
};
const later = new Set(warm.later.map((u) => u.replace(/^\//, '')));
const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8')) as Record<
  string,
  { file: string; imports?: string[] }
>;
const homeCore = new Set<string>();
const walk = (key: string): void => {
  const entry = manifest[key];
  if (!entry || homeCore.has(entry.file)) return;
  homeCore.add(entry.file);
  for (const imported of entry.imports ?? []) walk(imported);
};
for (const module of CORE_MODULES) walk(module);
for (const file of homeCore)
  if (!precache.has(file)) problems.push(`the home's ${file} is not precached`);
for (const file of precache)
  if (later.has(file)) problems.push(`${file} is both precached and in the warm-up list`);
const namespaces = readdirSync('locales/en').map((f) => f.replace(/\.json$/, ''));
for (const ns of namespaces) {
  const chunks = [...later].filter((u) =>
    new RegExp(`^assets/locale-\\w+-${ns}-[^/]+\\.js$`).test(u),
  );
  if (chunks.length !== 3)
    problems.push(`locale "${ns}": ${chunks.length} of 3 languages in the warm-up list`);
}
// The boot script preloads each language's first-screen namespaces with the entry script.
const boot = report.boot;
if (!boot) problems.push('no boot script in index.html');
else {
  const source = boot.source;
  for (const language of readdirSync('locales'))
    for (const ns of FIRST_SCREEN_NAMESPACES)
      if (!new RegExp(`/assets/locale-${language}-${ns}-[^"/]+\\.js`).test(source))
        problems.push(`boot script does not preload ${language}/${ns}`);
  // ...and carries the first frame in every language (app/ui/first-frame-html.tsx).
  for (const language of readdirSync('locales')) {
    const common = JSON.parse(readFileSync(`locales/${language}/common.json`, 'utf8')) as {
      home: { newNight: string };
    };
    if (!source.includes(JSON.stringify(common.home.newNight).slice(1, -1)))
      problems.push(`boot script has no first frame in ${language}`);
  }
}

// The route script (scripts/route-script.ts) runs deferred, just before the
// entry, and knows every game's chunk (its UI and rules, scripts/chunk-groups.ts).
const html = readFileSync(join(dist, 'index.html'), 'utf8');
const routeTag = html.match(/<script defer src="\/(assets\/route-\w+\.js)"><\/script>/);
if (!routeTag) problems.push('no deferred route script in index.html');
else {
  if (html.indexOf(routeTag[0]) > html.indexOf('<script type="module"'))
    problems.push('the route script comes after the entry');
  const source = readFileSync(join(dist, routeTag[1]!), 'utf8');
  for (const game of readdirSync('app/ui/games', { withFileTypes: true }).filter((d) =>
    d.isDirectory(),
  ))
    if (!new RegExp(`/assets/${game.name}-game-[\\w-]{8}\\.js`).test(source))
      problems.push(`route script does not know the ${game.name} chunk`);
}

// Every text file's brotli and gzip copy is there and decompresses to it
// (scripts/precompress.ts): the server would otherwise hand out stale bytes.
problems.push(...precompressProblems(dist));

const duplicates = report.precache.filter((u, i) => report.precache.indexOf(u) !== i);
if (duplicates.length > 0) problems.push(`precached twice: ${duplicates.join(', ')}`);

if (problems.length > 0) {
  console.error(`\nBuild check failed:\n- ${problems.join('\n- ')}`);
  process.exit(1);
}
console.log(`build check passed: ${report.precache.length} precached files`);
