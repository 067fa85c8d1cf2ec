// Shared nights when things go wrong: the same hand entered on two phones
// apart, a viewer that crafts its own Yjs update, the server killed.
import * as encoding from 'lib0/encoding';
import * as Y from 'yjs';
import { expect, test } from '@playwright/test';
import { syncServerPerFile } from './support/sync-server';
import { MariasTable } from './support/marias';
import { joinedPhone, newPhone, shareNewNight } from './support/sync';

const server = syncServerPerFile(4411, 'faults');

// Each test waits for phones to reconnect to a restarted server.
test.describe.configure({ timeout: 120_000 });

/** Petr's shared night with Jana joined as a scorer, both up to date. */
async function sharedNight(browser: Parameters<typeof newPhone>[0]) {
  const { petr, nightId, links } = await shareNewNight(browser, server.origin);
  const jana = await joinedPhone(browser, server.origin, links.scorer, 'Jana');
  await petr.expectUpToDate();
  await jana.expectUpToDate();
  return { petr, jana, nightId, links };
}

test('the same hand entered on two phones apart: shown on both, one tap keeps one everywhere', async ({
  browser,
}) => {
  const { petr, jana } = await sharedNight(browser);
  await petr.addAdjustment('Karel', 'Petr', '1');
  await expect(jana.ledgerEntries()).toHaveCount(1);
  await server.kill('SIGTERM');
  // The same deal on both phones (Jana declares, as forhont of the first hand), read differently.
  await new MariasTable(petr.page).game('hra');
  await new MariasTable(petr.page).save('won');
  await new MariasTable(jana.page).game('hra');
  await new MariasTable(jana.page).save('lost');
  await server.restart();
  // One line in the list of conflicts, named as the players entered it: hand 1
  // (the adjustment before it is no hand; the ledger ranks the two versions 2 and 3).
  const row = (phone: typeof jana) => phone.page.locator('details.conflict[data-hand="1"]');
  for (const phone of [petr, jana]) {
    await expect(phone.page.getByRole('heading', { name: '1 hand to check' })).toBeVisible({
      timeout: 20_000,
    });
    await expect(row(phone).locator('summary')).toHaveText('Hand 1: entered twice');
    await expect(phone.page.getByText('The balances count both versions')).toBeVisible();
    // Won (+200 / −100 each) and lost (−200 / +100 each) both count: only the adjustment shows.
    await phone.expectBalance('Petr', 100);
    await phone.expectBalance('Jana', 0);
  }
  await row(jana).locator('summary').click();
  const versions = row(jana).locator('.conflict-version');
  await expect(versions).toHaveCount(2);
  for (const name of ["Petr's phone", "Jana's phone"])
    await expect(versions.filter({ hasText: name })).toHaveCount(1);
  await versions
    .filter({ hasText: "Petr's phone" })
    .getByRole('button', { name: 'Keep this one' })
    .click();
  for (const phone of [petr, jana]) {
    await expect(phone.page.locator('section.conflicts')).toBeHidden();
    await phone.expectBalance('Petr', 100 - 100);
    await phone.expectBalance('Jana', 200);
    await phone.expectBalance('Karel', -100 - 100);
    await expect(phone.page.locator('.ledger-void')).toContainText('entered twice');
  }
  expect(await jana.ledgerOrder()).toEqual(await petr.ledgerOrder());
});

/** A Hocuspocus message: document name, message type, then the payload. */
function message(doc: string, type: number, write: (e: encoding.Encoder) => void): number[] {
  const e = encoding.createEncoder();
  encoding.writeVarString(e, doc);
  encoding.writeVarUint(e, type);
  write(e);
  return [...encoding.toUint8Array(e)];
}

test("a viewer's crafted update never reaches the scorer or the server", async ({ browser }) => {
  const { petr, links } = await sharedNight(browser);
  await petr.addAdjustment('Karel', 'Petr', '4');
  const [, shareId, , secret] = links.viewer.split('#/join/')[1]!.match(/^([^/]+)\/(v)\/(.+)$/)!;
  const name = `night-${shareId}`;
  const evil = new Y.Doc();
  evil.getMap('entries').set('evil-1', {
    id: 'evil-1',
    nightId: petr.page.url().split('#/night/')[1],
    seq: 99,
    kind: 'transfer',
    payload: { transfers: {} },
    createdAt: 1,
  });
  const update = Y.encodeStateAsUpdate(evil);
  const auth = message(name, 2, (e) => {
    encoding.writeVarUint(e, 0);
    encoding.writeVarString(e, JSON.stringify({ v: 1, secret }));
  });
  const sync = message(name, 0, (e) => {
    encoding.writeVarUint(e, 2);
    encoding.writeVarUint8Array(e, update);
  });
  const viewer = await newPhone(browser, server.origin);
  const outcome = await viewer.page.evaluate(
    async ({ auth, sync }) => {
      const ws = new WebSocket(`${location.origin.replace(/^http/, 'ws')}/sync`);
      ws.binaryType = 'arraybuffer';
      await new Promise((r) => ws.addEventListener('open', r, { once: true }));
      ws.send(new Uint8Array(auth));
      await new Promise((r) => setTimeout(r, 500));
      ws.send(new Uint8Array(sync));
      await new Promise((r) => setTimeout(r, 1000));
      const state = ws.readyState;
      ws.close();
      return state;
    },
    { auth, sync },
  );
  expect(typeof outcome).toBe('number');
  // Neither the scorer nor a phone joining now (from the server's store) has it.
  await petr.addAdjustment('Karel', 'Petr', '1');
  const late = await joinedPhone(browser, server.origin, links.scorer, 'Eva');
  for (const phone of [petr, late]) {
    await expect(phone.ledgerEntries()).toHaveCount(2);
    await phone.expectBalance('Petr', 500);
  }
});

test('the server killed mid-night: nothing confirmed is lost, phones reconnect by themselves', async ({
  browser,
}) => {
  const { petr, jana, links } = await sharedNight(browser);
  for (let i = 1; i <= 5; i++) await petr.addAdjustment('Jana', 'Petr', String(i));
  await expect(jana.ledgerEntries()).toHaveCount(5);
  await petr.expectUpToDate();
  await server.kill('SIGKILL');
  await expect(petr.status()).toHaveAttribute('data-state', /offline|connecting/);
  await jana.addAdjustment('Karel', 'Jana', '2');
  await expect(jana.status()).toContainText(/to send/);
  await server.restart();
  await petr.expectUpToDate();
  await jana.expectUpToDate();
  await expect(petr.ledgerEntries()).toHaveCount(6);
  const late = await joinedPhone(browser, server.origin, links.viewer, 'Eva');
  await expect(late.ledgerEntries()).toHaveCount(6);
  await late.expectBalance('Petr', 1500);
  await late.expectBalance('Karel', -200);
});
