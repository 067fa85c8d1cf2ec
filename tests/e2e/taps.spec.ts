// The tap count the README promises for mariáš: the common hand in one tap.
import { expect, test } from '@playwright/test';
import { MariasTable } from './support/marias';

test('the common mariáš hand is one tap: Won', async ({ page }) => {
  const table = new MariasTable(page);
  await table.start(['Adam', 'Bára', 'Cyril']);
  table.resetTaps();
  await table.save('won');
  expect(table.taps).toBe(1);
  await table.expectBalances({ Adam: -100, Bára: 200, Cyril: -100 });
});
