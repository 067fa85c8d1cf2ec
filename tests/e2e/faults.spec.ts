// Fault tests: the browser killed right after a save, two tabs writing at
// once, and a full disk. What the UI confirmed must be there; nothing may be
// lost, doubled or half-written.
import { expect, test, type Page } from '@playwright/test';
import { RenoncApp } from './support/app';
import { simulateDiskFull } from './support/disk-full';
import { killProfile, launchProfile, newProfileDir, removeProfileDir } from './support/profile';

test('20 times: save, SIGKILL at once, relaunch — every confirmed entry is there', async () => {
  test.setTimeout(400_000);
  const dir = newProfileDir();
  try {
    let context = await launchProfile(dir);
    let app = new RenoncApp(context.pages()[0] ?? (await context.newPage()));
    await app.open();
    await app.addPlayers(['Quido', 'Rut', 'Saša']);
    const nightId = await app.startNight('Volený mariáš', ['Quido', 'Rut', 'Saša']);
    for (let i = 1; i <= 20; i++) {
      await app.addAdjustment('Rut', 'Quido', String(i));
      // The UI's confirmation: the toast names the stored entry.
      await expect(
        app.page.getByRole('status').filter({ hasText: `Saved as no. ${i}.` }),
      ).toBeVisible();
      await killProfile(dir);
      context.close().catch(() => undefined);
      context = await launchProfile(dir);
      app = new RenoncApp(context.pages()[0] ?? (await context.newPage()));
      await app.open(`/#/night/${nightId}`);
      await expect(app.ledgerEntries()).toHaveCount(i);
    }
    // 1 + 2 + … + 20 Kč = 210 Kč
    await app.expectBalance('Quido', 21_000);
    await app.expectBalance('Rut', -21_000);
    await context.close();
  } finally {
    removeProfileDir(dir);
  }
});

/** Saves `count` adjustments as fast as the page allows, driving the real form from inside the page. */
function saveMany(page: Page, count: number, fromIndex: number, toIndex: number): Promise<void> {
  return page.evaluate(
    async ({ count, fromIndex, toIndex }) => {
      const wait = (ms: number) => new Promise((r) => setTimeout(r, ms));
      const until = async (check: () => boolean) => {
        for (let i = 0; i < 500 && !check(); i++) await wait(10);
        if (!check()) throw new Error('timed out');
      };
      for (let i = 0; i < count; i++) {
        const open = [...document.querySelectorAll<HTMLButtonElement>('button')].find((b) =>
          b.textContent?.startsWith('Adjustment'),
        )!;
        // Just after a save the entry area takes no tap (a double tap saves once): wait it out.
        await until(() => document.querySelector('fieldset.entry-guard:disabled') === null);
        open.click();
        await until(() => document.querySelector('form[aria-label="Adjustment"]') !== null);
        const form = document.querySelector<HTMLFormElement>('form[aria-label="Adjustment"]')!;
        form.querySelectorAll<HTMLButtonElement>('[data-name="from"]')[fromIndex]!.click();
        form.querySelectorAll<HTMLButtonElement>('[data-name="to"]')[toIndex]!.click();
        await wait(0);
        const amount = form.querySelector<HTMLInputElement>('#transfer-amount')!;
        amount.value = '1';
        amount.dispatchEvent(new Event('input', { bubbles: true }));
        await wait(0);
        form.querySelector<HTMLButtonElement>('button[type="submit"]')!.click();
        await until(() => document.querySelector('form[aria-label="Adjustment"]') === null);
      }
    },
    { count, fromIndex, toIndex },
  );
}

test('two tabs saving 200 entries each at the same time: nothing lost or doubled', async ({
  context,
}) => {
  test.setTimeout(300_000);
  const first = new RenoncApp(await context.newPage());
  await first.open();
  await first.addPlayers(['Tom', 'Uma', 'Vít']);
  const nightId = await first.startNight('Volený mariáš', ['Tom', 'Uma', 'Vít']);
  const second = new RenoncApp(await context.newPage());
  await second.open(`/#/night/${nightId}`);
  await expect(second.page.getByRole('region', { name: 'Balances' })).toBeVisible();

  await Promise.all([saveMany(first.page, 200, 1, 0), saveMany(second.page, 200, 2, 0)]);

  for (const app of [first, second]) {
    await app.expectBalance('Tom', 40_000);
    await app.expectBalance('Uma', -20_000);
    await app.expectBalance('Vít', -20_000);
  }
  const seqs = await first.page.evaluate(async (nightId) => {
    const db = await new Promise<IDBDatabase>((resolve) => {
      const open = indexedDB.open('renonc');
      open.onsuccess = () => resolve(open.result);
    });
    const rows = await new Promise<{ seq: number; nightId: string }[]>((resolve) => {
      const request = db.transaction('entries').objectStore('entries').getAll();
      request.onsuccess = () => resolve(request.result);
    });
    return rows.filter((r) => r.nightId === nightId).map((r) => r.seq);
  }, nightId);
  expect(seqs).toHaveLength(400);
  expect(new Set(seqs).size).toBe(400);
  expect(Math.max(...seqs)).toBe(400);
});

test('storage full: a clear message, the form keeps its content, nothing half-written', async ({
  page,
}) => {
  const full = await simulateDiskFull(page);
  const app = new RenoncApp(page);
  await app.open();
  await app.addPlayers(['Wanda', 'Xaver', 'Yvona']);
  await app.startNight('Volený mariáš', ['Wanda', 'Xaver', 'Yvona']);
  await app.addAdjustment('Xaver', 'Wanda', '7');

  await full(true);
  await page.getByRole('button', { name: 'Adjustment: one player pays another' }).click();
  const form = page.getByRole('form', { name: 'Adjustment' });
  await form.locator('[data-name="from"]', { hasText: 'Yvona' }).click();
  await form.locator('[data-name="to"]', { hasText: 'Wanda' }).click();
  await form.getByLabel(/Amount/).fill('3');
  await form.getByLabel(/Note/).fill('last round');
  await form.getByRole('button', { name: 'Save' }).click();

  await expect(page.getByRole('alert').filter({ hasText: 'storage is full' })).toBeVisible();
  await expect(form).toBeVisible();
  await expect(form.getByLabel(/Amount/)).toHaveValue('3');
  await expect(form.getByLabel(/Note/)).toHaveValue('last round');
  await expect(app.ledgerEntries()).toHaveCount(1);
  await app.expectBalance('Wanda', 700);

  await full(false);
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form).toBeHidden();
  await expect(app.ledgerEntries()).toHaveCount(2);
  await app.expectBalance('Wanda', 1000);
});
