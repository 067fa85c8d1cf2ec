// Where a start's time goes (issue 31): for one first visit of the home and
// one offline repeat of the home and of a 1,000-hand night (CPU `RENONC_DIAG_RATE`, default 4×), every request's
// start and end and every `renonc:` mark, relative to navigation, from the
// page's own Resource Timing. Not a benchmark: one sample, to read by eye.
//   npx tsx bench/diag-usable.ts [dist]
import { chromium, type BrowserContext } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../tests/e2e/support/chromium';
import { startApp } from './app-server';
import { MOBILE } from './first-text.bench';
import { markTime } from './marks';
import { seedNight } from '../tests/e2e/support/seed-night';

const RATE = Number(process.env.RENONC_DIAG_RATE ?? 4);
const NIGHT = 'diag-usable-1k';

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: { data?: { url?: string; functionName?: string } };
}

const CATEGORIES = ['devtools.timeline', 'v8.execute', 'toplevel', 'blink.user_timing', 'v8'];

/** The main thread's tasks of 8 ms or more, each with what took most of it. */
function tasksOf(events: TraceEvent[], usableAt: number): string[] {
  const pid = events.find((e) => e.name === 'firstContentfulPaint')?.pid;
  const page = events.filter((e) => e.pid === pid && e.dur !== undefined);
  const main = page.find((e) => e.name === 'ParseHTML')?.tid;
  // Anchored at the usable mark, whose page time is known: trace clocks differ.
  const mark = events.find((e) => e.name === 'renonc:usable' && e.pid === pid)!.ts;
  const start = mark - usableAt * 1000;
  const ms = (t: number) => ((t - start) / 1000).toFixed(0).padStart(5);
  const out: string[] = [];
  for (const task of page.filter(
    (e) => e.tid === main && e.name === 'ThreadControllerImpl::RunTask' && e.dur! >= 8000,
  )) {
    const inside = page.filter(
      (e) =>
        e.tid === main && e !== task && e.ts >= task.ts && e.ts + e.dur! <= task.ts + task.dur!,
    );
    const parts = inside
      .filter(
        (e) =>
          e.dur! >= 3000 &&
          /Function|Script|Module|Layout|GC|Paint|Style|Parse|Idle|Timer|Microtask|compile/i.test(
            e.name,
          ) &&
          !/V8\.GC_/.test(e.name),
      )
      .slice(0, 8)
      .map((e) => {
        const url = (e.args?.data?.url ?? '').replace(/^.*\/(assets\/)?/, '');
        return `${e.name}${url ? `(${url})` : ''} ${(e.dur! / 1000).toFixed(0)}`;
      });
    out.push(`${ms(task.ts)} task ${(task.dur! / 1000).toFixed(0)} ms: ${parts.join(', ')}`);
  }
  return out;
}

async function timeline(context: BrowserContext, url: string, label: string): Promise<void> {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: RATE });
  const events: TraceEvent[] = [];
  cdp.on('Tracing.dataCollected', (e) => events.push(...(e.value as unknown as TraceEvent[])));
  const done = new Promise<void>((resolve) => cdp.once('Tracing.tracingComplete', () => resolve()));
  await cdp.send('Tracing.start', {
    transferMode: 'ReportEvents',
    traceConfig: { includedCategories: CATEGORIES },
  });
  await page.goto(url);
  const usableAt = await markTime(page, 'usable', { firstLook: 400 * RATE });
  await cdp.send('Tracing.end');
  await done;
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  const rows = await page.evaluate(() => {
    const out: [number, string][] = [];
    for (const e of performance.getEntriesByType('resource') as PerformanceResourceTiming[])
      out.push([
        e.startTime,
        `${e.startTime.toFixed(0).padStart(5)}–${e.responseEnd.toFixed(0).padStart(5)} ${e.name.replace(location.origin, '')} (${e.transferSize} B)`,
      ]);
    for (const e of performance.getEntriesByType('mark'))
      out.push([e.startTime, `${e.startTime.toFixed(0).padStart(5)}       mark ${e.name}`]);
    for (const e of performance.getEntriesByType('paint'))
      out.push([e.startTime, `${e.startTime.toFixed(0).padStart(5)}       ${e.name}`]);
    return out.sort((a, b) => a[0] - b[0]).map(([, s]) => s);
  });
  console.log(`--- ${label}\n${rows.join('\n')}\n${tasksOf(events, usableAt).join('\n')}`);
  await page.close();
}

const app = await startApp(process.argv[2] ?? 'dist', 4752);
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
try {
  const context = await browser.newContext(MOBILE);
  await timeline(context, `${app.base}/#/`, 'first visit, home');
  const warm = await context.newPage();
  await warm.goto(`${app.base}/#/`);
  await warm.evaluate(() => navigator.serviceWorker.ready);
  await warm.waitForTimeout(1500);
  // As bench/usable.bench.ts: a night of 1,000 hands, opened once online.
  await seedNight(warm, NIGHT, { hands: 1000, head: true });
  await warm.goto(`${app.base}/#/night/${NIGHT}`);
  await markTime(warm, 'usable');
  await warm.close();
  await context.setOffline(true);
  await timeline(context, `${app.base}/#/`, 'offline repeat, home');
  await timeline(context, `${app.base}/#/night/${NIGHT}`, 'offline repeat, 1,000-hand night');
  await context.close();
} finally {
  await browser.close();
  await app.close();
}
