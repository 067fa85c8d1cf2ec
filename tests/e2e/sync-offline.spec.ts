// Two phones apart for a long while: each goes offline (the browser's own
// offline signal, as when Wi-Fi drops), enters 30 hands, and comes back. The
// app drops its socket when the browser says offline and reconnects at once
// when it says online, whatever its retry wait had grown to.
import { expect, test } from '@playwright/test';
import { syncServerPerFile } from './support/sync-server';
import { joinedPhone, shareNewNight, type Phone } from './support/sync';

const server = syncServerPerFile(4421, 'offline');

async function scorerLink(phone: Phone): Promise<string> {
  const nightUrl = phone.page.url();
  await phone.page.goto(`${nightUrl}/share`);
  const link = await phone.page.locator('#share-link').inputValue();
  await phone.page.goto(nightUrl);
  return link;
}

test('30 entries on each phone while apart: 60 everywhere, once, in one order', async ({
  browser,
}) => {
  test.setTimeout(300_000);
  const { petr, links } = await shareNewNight(browser, server.origin, { tall: true });
  const jana = await joinedPhone(browser, server.origin, links.scorer, 'Jana', { tall: true });
  await petr.expectUpToDate(2);
  await jana.expectUpToDate(2);

  for (const phone of [petr, jana]) await phone.page.context().setOffline(true);
  for (const phone of [petr, jana]) {
    await expect(phone.status()).toHaveAttribute('data-state', /offline|connecting/);
  }
  for (let i = 1; i <= 30; i++) {
    await petr.addAdjustment('Jana', 'Petr', String(i));
    await jana.addAdjustment('Karel', 'Jana', String(i));
    // Counted from the phone's own store: exactly the entries the server has not confirmed.
    if (i === 2) await expect(petr.status()).toHaveText(/^(offline|connecting…) · 2 to send$/);
  }
  await expect(petr.ledgerEntries()).toHaveCount(30);
  await expect(jana.ledgerEntries()).toHaveCount(30);
  await expect(petr.status()).toHaveText(/^(offline|connecting…) · 30 to send$/);
  // Long enough apart for an uncapped retry wait to have grown well past 10 s.
  await petr.page.waitForTimeout(20_000);

  for (const phone of [petr, jana]) await phone.page.context().setOffline(false);
  for (const phone of [petr, jana]) {
    await expect.poll(() => phone.drawnLedgerRows(), { timeout: 15_000 }).toBe(60);
    await phone.expectUpToDate(2);
  }
  // 1 + … + 30 = 465 each way.
  for (const phone of [petr, jana]) {
    await phone.expectBalance('Petr', 46500);
    await phone.expectBalance('Jana', -46500 + 46500);
    await phone.expectBalance('Karel', -46500);
  }
  // Two adjustments made apart at the same place are two adjustments, not a hand entered twice.
  for (const phone of [petr, jana]) await expect(phone.page.locator('.conflict')).toHaveCount(0);
  const order = await petr.ledgerOrder();
  expect(new Set(order).size).toBe(60);
  expect(await jana.ledgerOrder()).toEqual(order);

  const late = await joinedPhone(browser, server.origin, await scorerLink(petr), 'Eva', {
    tall: true,
  });
  await expect.poll(() => late.drawnLedgerRows()).toBe(60);
  expect(await late.ledgerOrder()).toEqual(order);
});
