// Page model for shared nights: share, join, the status line and conflicts,
// in the words of the UI (English locale); and the set-up most sync tests
// share: Petr shares a new night, the others join it.
import { expect, type Browser, type Page } from '@playwright/test';
import { RenoncApp } from './app';

export interface ShareLinks {
  readonly scorer: string;
  readonly viewer: string;
}

/** The table of the shared-night tests: Petr shares, Jana and Karel join. */
export const TABLE = ['Petr', 'Jana', 'Karel'] as const;

export class Phone extends RenoncApp {
  /** Shares the current night as `who`; returns the scorer and viewer links. */
  async share(nightId: string, who: string): Promise<ShareLinks> {
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

  /** Opens `link` and asks to join as `name`, without waiting for the outcome. */
  async askToJoin(link: string, name: string): Promise<void> {
    await this.page.goto(link);
    await this.page.getByLabel('Your name, as the other phones see it').fill(name);
    await this.page.getByRole('button', { name: 'Join', exact: true }).click();
  }

  async join(link: string, name: string): Promise<void> {
    await this.askToJoin(link, name);
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
  /**
   * Scrolls the ledger's top to the top of the viewport. A game's form is at
   * least a screen tall (so it can be scrolled to the top), so even a tall
   * phone draws the ledger's rows only once the ledger is in view.
   */
  async showLedger(): Promise<void> {
    await this.page.evaluate(() => {
      const list = document.querySelector('.ledger');
      if (list) window.scrollTo({ top: window.scrollY + list.getBoundingClientRect().top });
    });
  }

  /** The ledger's rows drawn once it is scrolled into view (poll it: rows that arrive push the view down). */
  async drawnLedgerRows(): Promise<number> {
    await this.showLedger();
    return this.ledgerEntries().count();
  }

  async ledgerOrder(): Promise<string[]> {
    return this.page.evaluate(() =>
      [...document.querySelectorAll('.ledger-entry')].map((e) => e.textContent ?? '').reverse(),
    );
  }
}

interface PhoneOptions {
  readonly tall?: boolean;
}

/**
 * A phone of its own (browser context); `tall` draws every row of a long
 * ledger (and its conflicts) at once, once the ledger is in view (`showLedger`).
 */
export async function newPhone(
  browser: Browser,
  origin: string,
  { tall = false }: PhoneOptions = {},
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

/**
 * Petr's phone with a new mariáš night of Petr, Jana and Karel, shared as Petr.
 * With `paid`, Jana pays Petr 10 first (a phone that joins shows Petr at 1000).
 */
export async function shareNewNight(
  browser: Browser,
  origin: string,
  { paid = false, ...options }: PhoneOptions & { paid?: boolean } = {},
): Promise<{ petr: Phone; nightId: string; links: ShareLinks }> {
  const petr = await newPhone(browser, origin, options);
  await petr.addPlayers(TABLE);
  const nightId = await petr.startNight('Volený mariáš', TABLE);
  if (paid) await petr.addAdjustment('Jana', 'Petr', '10');
  const links = await petr.share(nightId, 'Petr');
  return { petr, nightId, links };
}

/** A phone of its own that has joined the night of `link` as `name`. */
export async function joinedPhone(
  browser: Browser,
  origin: string,
  link: string,
  name: string,
  options: PhoneOptions = {},
): Promise<Phone> {
  const phone = await newPhone(browser, origin, options);
  await phone.join(link, name);
  return phone;
}
