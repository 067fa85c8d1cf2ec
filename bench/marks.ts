// Reading one of the app's performance marks (`renonc:<name>`) without
// touching the page while it starts. Playwright's waitForFunction and
// waitForSelector first inject its own script into the page (~26 ms of the
// main thread at CPU 1×, about four times that at 4×), which lands inside the
// very start being measured; a plain evaluate after a pause costs nothing
// measurable.
import type { Page } from 'playwright-core';

export async function markTime(
  page: Page,
  name: string,
  { firstLook = 1500, timeout = 120_000 } = {},
): Promise<number> {
  const started = Date.now();
  await page.waitForTimeout(firstLook);
  for (;;) {
    const time = await page.evaluate(
      (mark) => performance.getEntriesByName(mark)[0]?.startTime ?? -1,
      `renonc:${name}`,
    );
    if (time >= 0) return time;
    if (Date.now() - started > timeout) throw new Error(`no mark renonc:${name} in ${timeout} ms`);
    await page.waitForTimeout(250);
  }
}
