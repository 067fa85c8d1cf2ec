// Page model for shared nights: share, join, the status line and conflicts,
// in the words of the UI (English locale).
import { expect, type Browser, type Page } from '@playwright/test';
import { RenoncApp } from './app';

export class Phone extends RenoncApp {
  /** Shares the current night as `who`; returns the scorer and viewer links. */
  async share(nightId: string, who: string): Promise<{ scorer: string; viewer: string }> {
    await this.go(`/#/night/${nightId}/share`);
    await this.page.locator('[data-name="phone"]', { hasText: who }).click();
    await this.page.getByRole('button', { name: 'Share this night' }).click();
    const link = this.page.locator('#share-link');
    await expect(link).toHaveValue(/#\/join\/.+\/s\//);
    const scorer = await link.inputValue();
    await this.page.locator('[data-name="role"][data-value="viewer"]').click();
    await expect(link).toHaveValue(/#\/join\/.+\/v\//);
    const viewer = await link.inputValue();
    await expect(this.page.getByRole('img', { name: 'QR code of the link' })).toBeVisible();
    await this.go(`/#/night/${nightId}`);
    return { scorer, viewer };
  }

  async join(link: string, name: string): Promise<void> {
    await this.page.goto(link);
    await this.page.getByLabel('Your name, as the other phones see it').fill(name);
    await this.page.getByRole('button', { name: 'Join', exact: true }).click();
    await expect(this.page).toHaveURL(/#\/night\//);
    await expect(this.page.getByRole('region', { name: 'Balances' })).toBeVisible();
  }

  status() {
    return this.page.locator('.sync-status');
  }

  async expectUpToDate(phones?: number): Promise<void> {
    await expect(this.status()).toHaveAttribute('data-state', 'online');
    await expect(this.status()).toHaveAttribute('data-to-send', '0');
    if (phones !== undefined) {
      await expect(this.status()).toContainText(new RegExp(`^${phones} phones? · up to date`));
    }
  }

  /** Ids of the ledger's entries, oldest first. */
  async ledgerOrder(): Promise<string[]> {
    return this.page.evaluate(() =>
      [...document.querySelectorAll('.ledger-entry')].map((e) => e.textContent ?? '').reverse(),
    );
  }
}

/** A phone of its own (browser context); `tall` renders every row of a long ledger (and its conflicts) at once. */
export async function newPhone(
  browser: Browser,
  origin: string,
  { tall = false }: { tall?: boolean } = {},
): Promise<Phone> {
  const context = await browser.newContext({
    baseURL: origin,
    ...(tall ? { viewport: { width: 390, height: 24000 } } : {}),
  });
  const page: Page = await context.newPage();
  const phone = new Phone(page);
  await phone.open(`${origin}/`);
  return phone;
}
