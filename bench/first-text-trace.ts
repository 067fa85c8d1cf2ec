// Where the first text's time goes on an offline repeat visit: one CDP trace
// (Tracing, devtools.timeline + loading + service worker categories) per run,
// summarised as the phases from navigation start to first contentful paint,
// next to the page's own Navigation Timing. Not part of `npm run bench` (no
// .bench.ts suffix): `npx tsx bench/first-text-trace.ts [rate] [runs]`.
import { writeFileSync } from 'node:fs';
import { chromium, type CDPSession, type Page } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../tests/e2e/support/chromium';
import { startPreview, stopPreview } from './preview';

const CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'loading',
  'navigation',
  'blink.user_timing',
  'ServiceWorker',
  'v8.execute',
  'toplevel',
];

interface TraceEvent {
  name: string;
  cat: string;
  ph: string;
  ts: number;
  dur?: number;
  tdur?: number;
  pid: number;
  tid: number;
  args?: { data?: { url?: string; frame?: string } };
}

async function trace(cdp: CDPSession, run: () => Promise<void>): Promise<TraceEvent[]> {
  const events: TraceEvent[] = [];
  cdp.on('Tracing.dataCollected', (e) => events.push(...(e.value as unknown as TraceEvent[])));
  const done = new Promise<void>((resolve) => cdp.once('Tracing.tracingComplete', () => resolve()));
  await cdp.send('Tracing.start', {
    transferMode: 'ReportEvents',
    traceConfig: { includedCategories: CATEGORIES },
  });
  await run();
  await cdp.send('Tracing.end');
  await done;
  return events;
}

function navigationTiming(page: Page) {
  return page.evaluate(() => {
    const n = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
    const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? -1;
    return {
      workerStart: Math.round(n.workerStart),
      fetchStart: Math.round(n.fetchStart),
      requestStart: Math.round(n.requestStart),
      responseStart: Math.round(n.responseStart),
      responseEnd: Math.round(n.responseEnd),
      domInteractive: Math.round(n.domInteractive),
      domContentLoaded: Math.round(n.domContentLoadedEventStart),
      fcp: Math.round(fcp),
    };
  });
}

/** Milliseconds from the page's navigation start to the first event named `name` (and matching `url`). */
function phases(events: TraceEvent[]) {
  const sorted = [...events].sort((x, y) => x.ts - y.ts);
  const local = (e: TraceEvent) => String(e.args?.data?.url ?? '').includes('localhost');
  // The page's renderer: the one that painted (a page may run no script at all).
  const pid = sorted.find((e) => e.name === 'firstContentfulPaint')?.pid;
  const page = sorted.filter((e) => e.pid === pid);
  const fcpEvent = page.find((e) => e.name === 'firstContentfulPaint');
  const start = page.findLast(
    (e) => e.name === 'navigationStart' && e.ts < (fcpEvent?.ts ?? Infinity),
  )!.ts;
  const end = fcpEvent?.ts ?? Infinity;
  const ms = (ts: number | undefined) => (ts === undefined ? -1 : Math.round((ts - start) / 1000));
  const first = (name: string, url = '') =>
    page.find((e) => e.name === name && String(e.args?.data?.url ?? '').includes(url));
  const boot = first('EvaluateScript', '/boot-');
  const css = page.find(
    (e) =>
      e.name === 'ResourceFinish' &&
      page.some((s) => s.name === 'ParseAuthorStyleSheet' && s.ts > e.ts),
  );
  // Main-thread time before the first paint, by kind (top-level work only).
  const main = page.filter((e) => e.tid === pid && e.ts < end && e.dur !== undefined);
  const busy: Record<string, number> = {};
  for (const name of [
    'ParseHTML',
    'EvaluateScript',
    'v8.compileModule',
    'v8.evaluateModule',
    'ParseAuthorStyleSheet',
    'UpdateLayoutTree',
    'Layout',
    'Paint',
    'RunMicrotasks',
  ]) {
    const total = main.filter((e) => e.name === name).reduce((sum, e) => sum + e.dur!, 0);
    if (total) busy[name] = Math.round(total / 1000);
  }
  const tasks = main.filter((e) => e.name === 'RunTask');
  busy['all tasks'] = Math.round(tasks.reduce((sum, e) => sum + e.dur!, 0) / 1000);
  const fills = page.filter((e) => e.name === 'FunctionCall' && e.ts < end && local(e));
  return {
    // CPU time of the main thread's tasks before the first text: less noisy than wall time.
    cpuBeforeFcp: Math.round(tasks.reduce((sum, e) => sum + (e.tdur ?? 0), 0) / 1000),
    bootRequest: ms(first('ResourceSendRequest', '/boot-')?.ts),
    bootRun: `${ms(boot?.ts)}+${Math.round((boot?.dur ?? 0) / 1000)}`,
    css: ms(css?.ts),
    lastBootCall: ms(fills.at(-1)?.ts),
    fcp: ms(fcpEvent?.ts),
    modulesBeforeFcp: page.filter((e) => e.name === 'v8.compileModule' && e.ts < end).length,
    busyBeforeFcp: busy,
  };
}

async function main(): Promise<void> {
  const rate = Number(process.argv[2] ?? 4);
  const runs = Number(process.argv[3] ?? 1);
  const { server, base } = await startPreview();
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    for (let i = 0; i < runs; i++) {
      const context = await browser.newContext({
        viewport: { width: 390, height: 844 },
        deviceScaleFactor: 3,
        isMobile: true,
        hasTouch: true,
        locale: 'en-GB',
      });
      const first = await context.newPage();
      await first.goto(base);
      await first.evaluate(async () => {
        await navigator.serviceWorker.ready;
      });
      await first.close();
      await context.setOffline(true);
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate });
      const events = await trace(cdp, async () => {
        await page.goto(base);
        await page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint')[0]);
        await page.waitForTimeout(300);
      });
      const timing = await navigationTiming(page);
      console.log(`run ${i + 1}, CPU ${rate}×`, JSON.stringify(timing));
      console.log('  trace', JSON.stringify(phases(events)));
      if (i === 0) writeFileSync(`/tmp/first-text-trace-${rate}x.json`, JSON.stringify(events));
      await cdp.detach();
      await context.close();
    }
  } finally {
    await browser.close();
    stopPreview(server);
  }
}

await main();
