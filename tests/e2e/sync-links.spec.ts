// A shared night's links over time: the scorer revokes a link (its phones stop
// syncing and keep their copy, read-only; the old link joins nothing), a phone
// leaves (its copy stays, it no longer syncs), and a join while the server is
// down says so and changes nothing.
import { expect, test } from '@playwright/test';
import { syncServerPerFile } from './support/sync-server';
import { joinedPhone, newPhone, shareNewNight } from './support/sync';

const server = syncServerPerFile(4431, 'links');

test.describe.configure({ timeout: 120_000 });

test('a revoked link stops its phones syncing; they keep their copy, and it opens nothing new', async ({
  browser,
}) => {
  const { petr, nightId, links } = await shareNewNight(browser, server.origin, { paid: true });
  const karel = await joinedPhone(browser, server.origin, links.viewer, 'Karel');
  await karel.expectBalance('Petr', 1000);

  await petr.go(`/#/night/${nightId}/share`);
  await petr.page.locator('[data-name="role"][data-value="viewer"]').click();
  await petr.page.getByRole('button', { name: 'Revoke this link' }).click();
  await expect(petr.page.getByRole('dialog')).toContainText('Phones with the old one stop syncing');
  await petr.page.getByRole('dialog').getByRole('button', { name: 'Revoke this link' }).click();
  const link = petr.page.locator('#share-link');
  await expect(link).not.toHaveValue(links.viewer);
  await expect(link).toHaveValue(/#\/join\/.+\/v\//);
  const fresh = await link.inputValue();

  await expect(karel.status()).toHaveText('link revoked · this copy stays here');
  await expect(karel.status()).toHaveAttribute('data-state', 'revoked');
  await petr.go(`/#/night/${nightId}`);
  await petr.addAdjustment('Karel', 'Petr', '1');
  await petr.expectBalance('Petr', 1100);
  // Karel's copy stays as it was: nothing new arrives, nothing is lost.
  await karel.page.waitForTimeout(1500);
  await karel.expectBalance('Petr', 1000);
  await expect(karel.ledgerEntries()).toHaveCount(1);

  // The old link joins nothing; the new one does, with every entry.
  const eva = await newPhone(browser, server.origin);
  await eva.askToJoin(links.viewer, 'Eva');
  await expect(eva.page.getByRole('alert')).toHaveText('This link was revoked. Ask for a new one.');
  await eva.go('/#/');
  await expect(eva.page.getByText('No nights yet. Start one below.')).toBeVisible();
  await eva.join(fresh, 'Eva');
  await eva.expectBalance('Petr', 1100);
});

test('leaving a shared night keeps its copy; hands from the others no longer arrive', async ({
  browser,
}) => {
  const { petr, nightId, links } = await shareNewNight(browser, server.origin);
  const jana = await joinedPhone(browser, server.origin, links.scorer, 'Jana');
  await jana.addAdjustment('Karel', 'Jana', '5');
  await petr.expectBalance('Jana', 500);
  await jana.expectUpToDate(2);

  await jana.status().getByRole('link').click();
  await jana.page.getByRole('button', { name: 'Stop syncing on this phone' }).click();
  await jana.page
    .getByRole('dialog')
    .getByRole('button', { name: 'Stop syncing on this phone' })
    .click();
  await expect(jana.page.getByText('This phone no longer syncs the night.')).toBeVisible();
  await expect(jana.page).toHaveURL(new RegExp(`#/night/${nightId}$`));
  await expect(jana.status()).toHaveCount(0);
  await jana.expectBalance('Jana', 500);

  await petr.addAdjustment('Petr', 'Karel', '2');
  await petr.expectBalance('Karel', -300);
  await jana.page.waitForTimeout(1500);
  await jana.expectBalance('Karel', -500);
  // Jana's phone is an ordinary one-phone night again: it writes, and keeps what it writes.
  await jana.addAdjustment('Petr', 'Jana', '1');
  await jana.expectBalance('Jana', 600);
  await expect(jana.ledgerEntries()).toHaveCount(2);
});

test('joining while the server is down says so and changes nothing', async ({ browser }) => {
  const { petr, links } = await shareNewNight(browser, server.origin);
  const { scorer } = links;
  await petr.expectUpToDate(1);
  const jana = await newPhone(browser, server.origin);
  // The app itself comes from the phone's cache, as on a table whose server
  // went away: the home's core, and the rest once warmed (app/pwa/offline-cache.ts).
  await jana.waitForOfflineReady();
  await jana.page.waitForFunction(
    () => performance.getEntriesByName('renonc:warmed').length > 0,
    null,
    { timeout: 30_000 },
  );
  await server.kill('SIGTERM');
  try {
    await jana.askToJoin(scorer, 'Jana');
    await expect(jana.page.getByRole('alert')).toHaveText(
      'The sync server cannot be reached. Check the connection and try again.',
      { timeout: 20_000 },
    );
    await jana.go('/#/');
    await expect(jana.page.getByText('No nights yet. Start one below.')).toBeVisible();
    await expect(petr.status()).toHaveAttribute('data-state', /offline|connecting/);
  } finally {
    await server.restart();
  }
  // Back up: the same link now joins, and the scorer's phone reconnects by itself.
  await jana.join(scorer, 'Jana');
  await petr.expectUpToDate(2);
});
