// Several phones on one night through the real sync server (server/main.ts):
// every phone is its own browser context (own IndexedDB) on the server's origin.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { E2E_DIST } from './support/chromium';
import { syncServerPerFile } from './support/sync-server';
import { joinedPhone, newPhone, shareNewNight } from './support/sync';

const server = syncServerPerFile(4401, 'sync');

test('an entry saved on one phone appears on the others; a viewer only watches', async ({
  browser,
}) => {
  const { petr, links } = await shareNewNight(browser, server.origin, { paid: true });
  await petr.expectUpToDate(1);

  const jana = await joinedPhone(browser, server.origin, links.scorer, 'Jana');
  await jana.expectBalance('Petr', 1000);
  const karel = await joinedPhone(browser, server.origin, links.viewer, 'Karel');
  await karel.expectBalance('Petr', 1000);
  await expect(karel.page.getByText('You are watching this night.')).toBeVisible();
  await expect(karel.page.getByRole('button', { name: /Adjustment/ })).toBeHidden();

  await jana.addAdjustment('Karel', 'Jana', '5');
  for (const phone of [petr, jana, karel]) {
    await phone.expectBalance('Jana', -1000 + 500);
    await phone.expectBalance('Karel', -500);
    await expect(phone.ledgerEntries()).toHaveCount(2);
  }
  await petr.addAdjustment('Petr', 'Karel', '2');
  for (const phone of [petr, jana, karel]) await phone.expectBalance('Karel', -300);
  await petr.expectUpToDate(3);
  expect(await jana.ledgerOrder()).toEqual(await petr.ledgerOrder());
  expect(await karel.ledgerOrder()).toEqual(await petr.ledgerOrder());
});

test('a night that was never shared loads no sync code and opens no connection', async ({
  browser,
}) => {
  const manifest = JSON.parse(
    readFileSync(join(E2E_DIST, '.vite', 'manifest.json'), 'utf8'),
  ) as Record<string, { file: string; imports?: string[] }>;
  const closure = (key: string, seen = new Set<string>()): Set<string> => {
    if (seen.has(key) || !manifest[key]) return seen;
    seen.add(key);
    for (const k of manifest[key]!.imports ?? []) closure(k, seen);
    return seen;
  };
  // What only a shared night loads: the status line with yjs and the provider.
  const night = closure('app/ui/screens/night.tsx');
  const syncOnly = [...closure('app/ui/sync/status-line.tsx')]
    .filter((k) => !night.has(k))
    .map((k) => manifest[k]!.file);
  expect(syncOnly.length).toBeGreaterThan(0);
  const phone = await newPhone(browser, server.origin);
  const sockets: string[] = [];
  const scripts: string[] = [];
  phone.page.on('websocket', (ws) => sockets.push(ws.url()));
  phone.page.on('request', (r) => scripts.push(new URL(r.url()).pathname));
  await phone.addPlayers(['Ann', 'Bob', 'Cyril']);
  await phone.startNight('Volený mariáš', ['Ann', 'Bob', 'Cyril']);
  await phone.addAdjustment('Bob', 'Ann', '3');
  await phone.expectBalance('Ann', 300);
  expect(sockets).toEqual([]);
  expect(scripts.filter((p) => syncOnly.some((f) => p.endsWith(f)))).toEqual([]);
  await expect(phone.status()).toHaveCount(0);
});

test('a wrong or broken link sees nothing and changes nothing', async ({ browser }) => {
  const { scorer } = (await shareNewNight(browser, server.origin)).links;
  const stranger = await newPhone(browser, server.origin);
  const wrong = scorer.replace(
    /\/s\/([A-Za-z0-9_-]+)$/,
    (_m, s: string) => `/s/${s.split('').reverse().join('')}`,
  );
  await stranger.askToJoin(wrong, 'Eve');
  await expect(stranger.page.getByRole('alert')).toHaveText(
    'This link does not open any night. It may be mistyped or no longer valid.',
  );
  await stranger.page.goto(scorer.slice(0, -6));
  await expect(stranger.page.getByRole('alert')).toContainText('incomplete or damaged');
  await stranger.go('/#/');
  await expect(stranger.page.getByText('No nights yet. Start one below.')).toBeVisible();
});
