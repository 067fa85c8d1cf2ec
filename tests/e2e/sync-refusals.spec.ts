// A phone whose update the server refused keeps working: it connects again,
// receives the others' entries, sends its own good ones, says in its words
// which entry stays on this phone only, and does not send the refused one
// again and again. Two servers with low limits: entries over 550 bytes are
// refused (an adjustment with a long note is; a plain one is not), and a
// connection may send only 2 sync messages a minute (so nearly every
// adjustment is refused once, then sent again on the next connection).
import { expect, test } from '@playwright/test';
import { syncServerPerFile } from './support/sync-server';
import { joinedPhone, shareNewNight, type Phone } from './support/sync';

const small = syncServerPerFile(4441, 'refusals-entry', { RENONC_SYNC_MAX_ENTRY: '550' });
const slow = syncServerPerFile(4442, 'refusals-rate', {
  RENONC_SYNC_RATE: '2',
  RENONC_SYNC_RATE_WINDOW_MS: '60000',
});

test.describe.configure({ timeout: 120_000 });

const LONG_NOTE = 'Ж'.repeat(200);

async function noted(phone: Phone, from: string, to: string, amount: string): Promise<void> {
  await phone.page.getByRole('button', { name: 'Adjustment: one player pays another' }).click();
  const form = phone.page.getByRole('form', { name: 'Adjustment' });
  await form.locator('[data-name="from"]', { hasText: from }).click();
  await form.locator('[data-name="to"]', { hasText: to }).click();
  await form.getByLabel(/Amount/).fill(amount);
  await form.getByLabel('Note (optional)').fill(LONG_NOTE);
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form).toBeHidden();
}

const refusals = (output: string, reason: string): number =>
  output.split(`refused: ${reason}`).length - 1;

test('an entry over the server’s limit stays on its phone, said so; the good ones before and after it are shared', async ({
  browser,
}) => {
  const { petr, links } = await shareNewNight(browser, small.origin);
  const jana = await joinedPhone(browser, small.origin, links.scorer, 'Jana');
  await petr.addAdjustment('Jana', 'Petr', '1');
  await expect(jana.ledgerEntries()).toHaveCount(1);
  await noted(petr, 'Karel', 'Petr', '2');
  await petr.addAdjustment('Jana', 'Petr', '3');
  // Petr keeps all three; Jana and the server get the two the server takes.
  await expect(petr.ledgerEntries()).toHaveCount(3);
  await expect(jana.ledgerEntries()).toHaveCount(2);
  await expect(petr.status().locator('a')).toHaveText(
    /^2 phones · up to date · 1 entry refused by the server · only on this phone$/,
  );
  // Still working both ways after the refusal.
  await jana.addAdjustment('Karel', 'Jana', '4');
  await expect(petr.ledgerEntries()).toHaveCount(4);
  await petr.addAdjustment('Karel', 'Petr', '5');
  await expect(jana.ledgerEntries()).toHaveCount(4);
  await jana.expectUpToDate(2);
  await expect(petr.status()).toContainText('1 entry refused by the server');
  // Refused at most twice (once beside others, once alone), not again on every reconnect.
  expect(refusals(small.output(), 'bad-entry')).toBeGreaterThanOrEqual(1);
  expect(refusals(small.output(), 'bad-entry')).toBeLessThanOrEqual(2);
  // A phone joining now gets what the server holds: the four shared entries, Jana's money.
  const late = await joinedPhone(browser, small.origin, links.viewer, 'Eva');
  await expect(late.ledgerEntries()).toHaveCount(4);
  for (const phone of [jana, late]) {
    await phone.expectBalance('Petr', 900);
    await phone.expectBalance('Jana', -400 + 400);
    await phone.expectBalance('Karel', -400 - 500);
  }
  // Petr counts his own refused entry too (Karel paid him 2 more).
  await petr.expectBalance('Petr', 1100);
  expect(await late.ledgerOrder()).toEqual(await jana.ledgerOrder());
  // The notice can be hidden (issue 26): the entry stays on Petr's phone, counted.
  await petr.page.getByRole('button', { name: /^Hide/ }).click();
  await expect(petr.status().locator('a')).toHaveText(/^3 phones · up to date$/);
  await expect(petr.page.getByRole('button', { name: /^Hide/ })).toHaveCount(0);
  await expect(petr.ledgerEntries()).toHaveCount(5);
  await petr.expectBalance('Petr', 1100);
});

test('updates refused for the rate are sent again on the next connection: nothing lost, nothing twice', async ({
  browser,
}) => {
  const { petr, links } = await shareNewNight(browser, slow.origin);
  const jana = await joinedPhone(browser, slow.origin, links.scorer, 'Jana');
  for (let i = 1; i <= 4; i++) {
    await petr.addAdjustment('Jana', 'Petr', String(i));
    await jana.addAdjustment('Karel', 'Jana', String(i));
  }
  for (const phone of [petr, jana]) {
    await expect(phone.ledgerEntries()).toHaveCount(8);
    await phone.expectUpToDate(2);
  }
  expect(refusals(slow.output(), 'rate-limited')).toBeGreaterThanOrEqual(1);
  // 1 + 2 + 3 + 4 = 10 each way.
  for (const phone of [petr, jana]) {
    await phone.expectBalance('Petr', 1000);
    await phone.expectBalance('Jana', 0);
    await phone.expectBalance('Karel', -1000);
  }
  const order = await petr.ledgerOrder();
  expect(new Set(order).size).toBe(8);
  expect(await jana.ledgerOrder()).toEqual(order);
});
