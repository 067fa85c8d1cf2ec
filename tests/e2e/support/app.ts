// Page model: what a player does, in the words of the UI (English locale).
import { expect, type Page } from '@playwright/test';

export class RenoncApp {
  constructor(readonly page: Page) {}

  async open(path = '/'): Promise<void> {
    await this.page.goto(path);
    await expect(this.page.locator('.topbar')).toBeVisible();
  }

  /** Navigates within the origin the page is on (tests may serve the app elsewhere). */
  async go(path: string): Promise<void> {
    const current = this.page.url();
    await this.page.goto(current.startsWith('http') ? new URL(path, current).href : path);
  }

  async waitForOfflineReady(): Promise<void> {
    await this.page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
  }

  /**
   * A first visit precaches only the home's core (scripts/precache-plan.ts):
   * the next visit warms the rest in the background (app/pwa/offline-cache.ts).
   * Reloads once the worker is ready and waits until that warm-up is done.
   */
  async waitForWarmed(): Promise<void> {
    await this.waitForOfflineReady();
    await this.page.reload();
    await this.page.waitForFunction(
      () => performance.getEntriesByName('renonc:warmed').length > 0,
      null,
      {
        timeout: 30_000,
      },
    );
  }

  async addPlayers(names: readonly string[]): Promise<void> {
    await this.go('/#/players');
    for (const name of names) {
      await this.page.getByLabel("New player's name").fill(name);
      await this.page.getByRole('button', { name: 'Add', exact: true }).click();
      await expect(this.page.locator('.player-name', { hasText: name })).toBeVisible();
    }
  }

  /** Adds players whatever the UI language (the form is found by its id). */
  async addPlayersIn(_lang: string, names: readonly string[]): Promise<void> {
    await this.go('/#/players');
    for (const name of names) {
      await this.page.locator('#new-player').fill(name);
      await this.page.locator('#new-player').press('Enter');
      await expect(this.page.locator('.player-name', { hasText: name })).toBeVisible();
    }
  }

  /** Starts a night with saved players (tapped in seating order); returns its id. */
  async startNight(game: 'Volený mariáš' | 'Vint', names: readonly string[]): Promise<string> {
    await this.go('/#/new');
    await this.page.getByRole('button', { name: game, exact: true }).click();
    for (const name of names) await this.seat(name);
    await this.page.getByRole('button', { name: 'Start the night' }).click();
    await expect(this.page).toHaveURL(/#\/night\//);
    await expect(this.page.getByRole('region', { name: 'Balances' })).toBeVisible();
    return decodeURIComponent(this.page.url().split('#/night/')[1]!.split('/')[0]!);
  }

  /** Taps a saved player on the new-night screen (names may hold quotes or markup). */
  async seat(name: string): Promise<void> {
    const exact = new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);
    await this.page.locator('[data-player]').filter({ hasText: exact }).click();
  }

  /** Records "from pays to amount" through the adjustment form. */
  async addAdjustment(from: string, to: string, amount: string): Promise<void> {
    await this.page.getByRole('button', { name: 'Adjustment: one player pays another' }).click();
    const form = this.page.getByRole('form', { name: 'Adjustment' });
    await form.locator('[data-name="from"]', { hasText: from }).click();
    await form.locator('[data-name="to"]', { hasText: to }).click();
    await form.getByLabel(/Amount/).fill(amount);
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(form).toBeHidden();
  }

  /** A player's balance in minor units, read from the screen. */
  async balance(name: string): Promise<number> {
    const cell = this.page.locator(`.balance[data-player="${name}"] .balance-amount`);
    return Number(await cell.getAttribute('data-amount'));
  }

  async expectBalance(name: string, minor: number): Promise<void> {
    await expect(
      this.page.locator(`.balance[data-player="${name}"] .balance-amount`),
    ).toHaveAttribute('data-amount', String(minor));
  }

  ledgerEntries() {
    return this.page.locator('.ledger-entry');
  }
}
