// Every browser context a test opens (its phones) is closed when it ends,
// passed or failed. Playwright closes only the contexts of its own fixtures;
// phones made from the worker's `browser` would stay open for the rest of the
// run, still reconnecting to stopped servers, and with one worker on two cores
// they starve later tests (a click's "stable" check once timed out so).
import { test } from '@playwright/test';

export function closePhonesAfterEach(): void {
  test.afterEach(async ({ browser }) => {
    for (const context of browser.contexts()) await context.close();
  });
}
