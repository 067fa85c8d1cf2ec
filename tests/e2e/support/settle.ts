// Page model of the end of the night and the backup card (English locale).
// Amounts are read from data-* attributes (minor units), so the assertions do
// not depend on number formatting.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, type Locator, type Page } from '@playwright/test';

export interface ShownPayment {
  readonly from: string;
  readonly to: string;
  readonly amount: number;
  readonly paid: boolean;
}

export class SettlePage {
  constructor(readonly page: Page) {}

  /** From the night screen: the "Settle up" button in the top bar. */
  async openFromNight(): Promise<void> {
    await this.page.getByRole('link', { name: 'Settle up' }).click();
    await expect(this.page).toHaveURL(/\/settle$/);
    await expect(this.page.getByRole('region', { name: 'Balances', exact: true })).toBeVisible();
  }

  balanceRows(): Locator {
    return this.page.locator('.settle-balance');
  }

  /** Rounded balances as shown, top to bottom: [name, minor units]. */
  async balances(): Promise<[string, number][]> {
    const rows = await this.balanceRows().all();
    const out: [string, number][] = [];
    for (const row of rows) {
      const name = (await row.getAttribute('data-player')) ?? '';
      const amount = await row.locator('.settle-amount').getAttribute('data-amount');
      out.push([name, Number(amount)]);
    }
    return out;
  }

  paymentRows(): Locator {
    return this.page.locator('.pay-row');
  }

  async payments(): Promise<ShownPayment[]> {
    const out: ShownPayment[] = [];
    for (const row of await this.paymentRows().all()) {
      out.push({
        from: (await row.getAttribute('data-from')) ?? '',
        to: (await row.getAttribute('data-to')) ?? '',
        amount: Number(await row.getAttribute('data-amount')),
        paid: (await row.getAttribute('data-paid')) === 'true',
      });
    }
    return out;
  }

  paidBox(from: string, to: string): Locator {
    return this.page.getByRole('checkbox', { name: new RegExp(`^Paid: ${from} → ${to} `) });
  }

  /** Opens "why does `from` pay": the dialog with the entries behind the payer's balance. */
  async explain(from: string, to: string): Promise<Locator> {
    await this.page.getByRole('button', { name: new RegExp(`^Why: ${from} → ${to} `) }).click();
    const dialog = this.page.getByRole('dialog', { name: `Why ${from} pays` });
    await expect(dialog).toBeVisible();
    return dialog;
  }

  async chooseRounding(label: string): Promise<void> {
    const group = this.page.getByRole('group', { name: 'Round to' });
    await group.getByRole('button', { name: label, exact: true }).click();
    await expect(group.getByRole('button', { name: label, exact: true })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  }

  /**
   * Clicks an export button and keeps the file in a folder of this test's own
   * (Playwright's artifacts folder may be cleared by another run meanwhile).
   */
  async download(button: string): Promise<{ name: string; path: string }> {
    const [download] = await Promise.all([
      this.page.waitForEvent('download'),
      this.page.getByRole('button', { name: button, exact: true }).click(),
    ]);
    const name = download.suggestedFilename();
    const path = join(mkdtempSync(join(tmpdir(), 'renonc-download-')), name);
    await download.saveAs(path);
    return { name, path };
  }
}

export class BackupCard {
  constructor(readonly page: Page) {}

  async open(): Promise<void> {
    await this.page.goto('/#/settings');
    await expect(this.page.getByRole('button', { name: 'Export everything' })).toBeVisible();
  }

  /** Chooses a file for "Restore from backup". */
  async restore(file: { name: string; buffer: Buffer } | string): Promise<void> {
    const input = this.page.getByLabel('Restore from backup');
    await input.setInputFiles(
      typeof file === 'string' ? file : { ...file, mimeType: 'application/json' },
    );
  }

  status(): Locator {
    return this.page.locator('.backup-status');
  }
}
