// A closed night is closed: closing asks once, the night says it is closed
// and takes no entry (a void is refused with a message), and reopening lets
// the next hand in. Closing and reopening are ledger entries.
import { expect, test } from '@playwright/test';
import { MariasTable } from './support/marias';

test('a closed night refuses entries until it is reopened', async ({ page }) => {
  const table = new MariasTable(page);
  await table.start(['Adam', 'Bára', 'Cyril']);
  // Adam deals, Bára (forhont) declares and wins: +2, the others −1.
  await table.save('won');
  await table.expectBalances({ Adam: -100, Bára: 200, Cyril: -100 });

  await page.getByRole('link', { name: 'Settle up' }).click();
  await page.getByRole('button', { name: 'Close the night' }).click();
  const confirm = page.getByRole('dialog', { name: 'Close the night?' });
  await expect(confirm).toBeVisible();
  await confirm.getByRole('button', { name: 'Close', exact: true }).click();
  await expect(page.locator('.closed-notice')).toBeVisible();

  await page.getByRole('link', { name: 'Back' }).click();
  await expect(page.locator('.closed-notice')).toContainText('The night is closed');
  await expect(table.handForm()).toHaveCount(0);
  await expect(page.locator('.ledger-entry[data-kind="close"]')).toContainText('Night closed');

  // Voiding the hand is refused with a message, and the money stays.
  await page.locator('.ledger-entry[data-seq="1"]').getByRole('button', { name: 'Void' }).click();
  const dialog = page.getByRole('dialog', { name: 'Void an entry' });
  await dialog.getByRole('button', { name: 'Entered by mistake' }).click();
  await dialog.getByRole('button', { name: 'Void', exact: true }).click();
  await expect(page.getByRole('alert')).toContainText('The night is closed');
  await table.expectBalances({ Adam: -100, Bára: 200, Cyril: -100 });
  await dialog.getByRole('button', { name: 'Keep' }).click();

  await page.getByRole('button', { name: 'Reopen the night' }).click();
  await expect(table.handForm()).toBeVisible();
  await expect(page.locator('.ledger-entry[data-kind="reopen"]')).toContainText('Night reopened');
  // Bára deals, Cyril declares and wins.
  await table.save('won');
  await table.expectBalances({ Adam: -200, Bára: 100, Cyril: 100 });
});
