// A full disk in the browser: while the switch is on, every IndexedDB add and
// put throws like a real quota error, so the storage-full paths of a save and
// of a draft can be tested without filling a disk.
import type { Page } from '@playwright/test';

/** Installs the failing writes before the app loads; returns the switch (off until turned on). */
export async function simulateDiskFull(page: Page): Promise<(on: boolean) => Promise<void>> {
  await page.addInitScript(() => {
    type Write = IDBObjectStore['add'];
    const failing = (original: Write): Write =>
      function (this: IDBObjectStore, value: unknown, key?: IDBValidKey) {
        if ((window as { __diskFull?: boolean }).__diskFull) {
          throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
        }
        return original.call(this, value, key);
      };
    IDBObjectStore.prototype.add = failing(IDBObjectStore.prototype.add);
    IDBObjectStore.prototype.put = failing(IDBObjectStore.prototype.put);
  });
  return async (on) => {
    await page.evaluate((v) => ((window as { __diskFull?: boolean }).__diskFull = v), on);
  };
}
