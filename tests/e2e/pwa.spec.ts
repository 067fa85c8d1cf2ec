// Installability as Chromium itself judges it, and the built app's PWA parts.
import { expect, test } from '@playwright/test';
import { RenoncApp } from './support/app';
import { BASE_URL } from './support/chromium';
import { launchProfile, newProfileDir, removeProfileDir } from './support/profile';

test('Chromium reports no installability errors', async () => {
  // A persistent profile: in an incognito context Chromium never offers to install.
  const dir = newProfileDir();
  const context = await launchProfile(dir);
  const page = context.pages()[0] ?? (await context.newPage());
  const app = new RenoncApp(page);
  await app.open();
  await app.waitForOfflineReady();
  const cdp = await context.newCDPSession(page);
  const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as {
    installabilityErrors: { errorId: string }[];
  };
  expect(installabilityErrors).toEqual([]);
  const manifest = (await cdp.send('Page.getAppManifest')) as { url: string; errors: unknown[] };
  expect(manifest.errors).toEqual([]);
  expect(manifest.url).toMatch(/manifest.*\.webmanifest$/);
  await context.close();
  removeProfileDir(dir);
});

test('once warmed, the service worker serves the shell and every locale from its cache', async ({
  page,
  context,
}) => {
  const app = new RenoncApp(page);
  await app.open();
  await app.waitForWarmed();
  const cached = await page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      for (const request of await cache.keys()) urls.push(new URL(request.url).pathname);
    }
    return urls;
  });
  expect(cached).toContain('/index.html');
  for (const ns of ['common', 'errors']) {
    // Three languages: one chunk per language and namespace.
    expect(
      cached.filter((u) => new RegExp(`/assets/locale-\\w+-${ns}-[^/]+\\.js$`).test(u)),
    ).toHaveLength(3);
  }
  await context.setOffline(true);
  const response = await page.reload();
  expect(response?.fromServiceWorker()).toBe(true);
});

test('the page makes no request to any other origin', async ({ page }) => {
  const foreign: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (![new URL(BASE_URL).host, ''].includes(url.host) && !url.protocol.startsWith('data'))
      foreign.push(request.url());
  });
  const app = new RenoncApp(page);
  await app.open();
  await app.addPlayers(['Karel', 'Lenka', 'Marek']);
  await app.startNight('Volený mariáš', ['Karel', 'Lenka', 'Marek']);
  await app.addAdjustment('Karel', 'Lenka', '1');
  expect(foreign).toEqual([]);
});
