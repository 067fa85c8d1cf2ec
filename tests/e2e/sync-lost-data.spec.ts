// A sync server that lost its data folder (restarted on an empty one) while
// the phones still hold the night (docs/sync.md, "A server that lost its
// data"): the phones lose nothing and say what happened; the phone that
// shared the night serves it again from its copy, the others follow with
// what they entered meanwhile, and every phone ends with the same entries,
// once each, and the same money.
import { expect, test } from '@playwright/test';
import { randomBytes } from 'node:crypto';
import { connectPhone, tokenFor, until } from '../server/support/phones';
import { syncServerPerFile } from './support/sync-server';
import { joinedPhone, Phone, shareNewNight } from './support/sync';

const server = syncServerPerFile(4451, 'lost-data');

test.describe.configure({ timeout: 120_000 });

test('the server lost its data: the sharing phone serves the night again, the others follow, nothing lost or doubled', async ({
  browser,
}) => {
  const { petr, nightId, links } = await shareNewNight(browser, server.origin);
  const jana = await joinedPhone(browser, server.origin, links.scorer, 'Jana');
  const eva = await joinedPhone(browser, server.origin, links.viewer, 'Eva');
  await petr.addAdjustment('Jana', 'Petr', '1');
  await jana.addAdjustment('Karel', 'Jana', '2');
  for (const phone of [petr, jana, eva]) await expect(phone.ledgerEntries()).toHaveCount(2);
  await petr.expectUpToDate(3);
  await jana.expectUpToDate(3);

  await server.kill('SIGKILL');
  // Each scorer enters one more while the server is gone; Petr then closes the app.
  await jana.addAdjustment('Petr', 'Karel', '3');
  await petr.addAdjustment('Jana', 'Karel', '4');
  await expect(jana.status()).toContainText('1 to send');
  await expect(petr.status()).toContainText('1 to send');
  const petrContext = petr.page.context();
  await petr.page.close();

  await server.restartEmpty();
  // The server does not know the night now: Jana and Eva say so and keep their copies.
  for (const phone of [jana, eva]) {
    await expect(phone.status()).toHaveAttribute('data-state', 'lost', { timeout: 20_000 });
    await expect(phone.status()).toContainText('the server lost this night');
  }
  await expect(jana.ledgerEntries()).toHaveCount(3);
  await expect(eva.ledgerEntries()).toHaveCount(2);

  // Someone with the viewer link offers hashes and an owner key of their own
  // to create the night in Petr's place (issue 26): refused, nothing created.
  const [, shareId, , secret] = /#\/join\/([^/]+)\/(s|v)\/([^/]+)$/.exec(links.viewer) ?? [];
  expect(shareId && secret).toBeTruthy();
  const mine = randomBytes(16).toString('base64url');
  const hijack = connectPhone(
    server.origin,
    `night-${shareId}`,
    tokenFor(secret!, {
      name: '',
      owner: randomBytes(32).toString('base64url'),
      scorer: secret!,
      viewer: mine,
    }),
  );
  await until('the hijack is refused', () => hijack.refusals.length > 0);
  expect(hijack.refusals[0]).toBe('forbidden');
  hijack.destroy();
  await expect(eva.status()).toHaveAttribute('data-state', 'lost');

  // Petr opens the app again: his phone shares the night again from its copy.
  const again = new Phone(await petrContext.newPage());
  await again.open(`${server.origin}/`);
  await again.go(`/#/night/${nightId}`);
  for (const phone of [again, jana, eva]) {
    await expect(phone.ledgerEntries()).toHaveCount(4, { timeout: 20_000 });
  }
  await again.expectUpToDate(3);
  await jana.expectUpToDate(3);
  const order = await again.ledgerOrder();
  expect(new Set(order).size).toBe(4);
  // Petr +100 +0 −300 … : Jana→Petr 1, Karel→Jana 2, Petr→Karel 3, Jana→Karel 4.
  for (const phone of [again, jana, eva]) {
    expect(await phone.ledgerOrder()).toEqual(order);
    await phone.expectBalance('Petr', 100 - 300);
    await phone.expectBalance('Jana', -100 + 200 - 400);
    await phone.expectBalance('Karel', -200 + 300 + 400);
  }
  // The old links work on the new server: a phone joining now gets the whole night.
  const late = await joinedPhone(browser, server.origin, links.scorer, 'Ota');
  await expect(late.ledgerEntries()).toHaveCount(4);
  await late.expectBalance('Karel', 500);
});
