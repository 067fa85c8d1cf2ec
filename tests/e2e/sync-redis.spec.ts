// Two server processes behind one Redis (how a club grows past one machine):
// they share REDIS_URL and one data folder. Phone A opens the app from server
// 1, phone B from server 2; every hand saved on either appears on the other.
import { expect, test } from '@playwright/test';
import { freshDataDir, startRedis, startSyncServer, type SyncServer } from './support/sync-server';
import { joinedPhone, shareNewNight } from './support/sync';
import { closePhonesAfterEach } from './support/phones-leave';

closePhonesAfterEach();

const REDIS_PORT = 4430;
const PORTS = [4431, 4432] as const;
let redis: Awaited<ReturnType<typeof startRedis>> | undefined;
let servers: SyncServer[] = [];

test.beforeAll(async () => {
  redis = await startRedis(REDIS_PORT);
  const dataDir = freshDataDir('redis');
  const env = { REDIS_URL: redis.url };
  servers = await Promise.all(PORTS.map((port) => startSyncServer(port, dataDir, env)));
});
test.afterAll(async () => {
  for (const s of servers) await s.kill();
  await redis?.stop();
});

test('a phone on each of two servers sees every hand of the other, live', async ({ browser }) => {
  const [one, two] = servers as [SyncServer, SyncServer];
  const { petr, links } = await shareNewNight(browser, one.origin, { paid: true });
  await petr.expectUpToDate(1);

  // The same link, opened from the other server's address.
  const jana = await joinedPhone(
    browser,
    two.origin,
    links.scorer.replace(one.origin, two.origin),
    'Jana',
  );
  await jana.expectBalance('Petr', 1000);
  await petr.expectUpToDate(2);
  await jana.expectUpToDate(2);

  for (let i = 1; i <= 3; i++) {
    await jana.addAdjustment('Karel', 'Jana', String(i));
    await expect(petr.ledgerEntries()).toHaveCount(1 + 2 * i - 1);
    await petr.addAdjustment('Karel', 'Petr', String(i));
    await expect(jana.ledgerEntries()).toHaveCount(1 + 2 * i);
  }
  for (const phone of [petr, jana]) {
    await phone.expectBalance('Karel', -1200);
    await phone.expectBalance('Petr', 1600);
    await phone.expectUpToDate(2);
  }
  expect(await jana.ledgerOrder()).toEqual(await petr.ledgerOrder());
  for (const phone of [petr, jana]) await phone.page.context().close();
});
