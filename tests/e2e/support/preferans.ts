// Page model of a preferans night (Russian UI): starting a pulka, the deal
// form's taps found by its data attributes (player chips by their names), and
// the sheet's cells. Every tap is counted, so a test can say how many taps a
// deal took; a step names only what differs from the form's defaults.
import { expect, type Locator, type Page } from '@playwright/test';
import { RenoncApp } from './app';

export type PrefStep =
  | {
      readonly mode: 'contract';
      /** Tapped when given (the forhont is preselected). */
      readonly declarer?: string;
      readonly level: number;
      readonly suit: string;
      /** Tapped when given («вист – вист» is preselected). */
      readonly calls?: string;
      /** Tapped when given (the contract made exactly is preselected). */
      readonly declarerTricks?: number;
      /** Two whisters: the first defender's tricks. */
      readonly first?: number;
    }
  | { readonly mode: 'misere'; readonly declarer?: string; readonly tricks?: number }
  | { readonly mode: 'allPass'; readonly tricks: readonly [number, number] };

export class PulkaForm {
  /** Taps since the last resetTaps(). */
  taps = 0;
  readonly app: RenoncApp;

  constructor(readonly page: Page) {
    this.app = new RenoncApp(page);
  }

  /** Adds the players and starts a preferans night (Sochi, the given pulya and stake). */
  async start(names: readonly string[], options: { pulya?: number; stake?: number } = {}) {
    await this.app.open();
    await this.app.addPlayersIn('ru', names);
    await this.app.go('/#/new');
    await this.page.getByRole('button', { name: 'Преферанс', exact: true }).click();
    for (const name of names) await this.app.seat(name);
    if (options.pulya)
      await this.page.locator(`[data-name="pulyaSize"][data-value="${options.pulya}"]`).click();
    if (options.stake)
      await this.page.locator(`[data-name="stake"][data-value="${options.stake}"]`).click();
    await this.page.getByRole('button', { name: 'Начать вечер' }).click();
    await expect(this.page).toHaveURL(/#\/night\//);
    await expect(this.form()).toBeVisible();
  }

  form(): Locator {
    return this.page.locator('[data-pref-form="new"]');
  }

  resetTaps(): void {
    this.taps = 0;
  }

  async tap(target: Locator): Promise<void> {
    this.taps++;
    await target.click();
  }

  chip(name: string, value: string | number): Locator {
    return this.form().locator(`[data-name="${name}"][data-value="${value}"]`);
  }

  playerChip(name: string, player: string): Locator {
    return this.form().locator(`[data-name="${name}"]`, { hasText: new RegExp(`^${player}$`) });
  }

  async fill(step: PrefStep): Promise<void> {
    if (step.mode !== 'contract') await this.tap(this.chip('mode', step.mode));
    if (step.mode !== 'allPass' && step.declarer !== undefined)
      await this.tap(this.playerChip('declarer', step.declarer));
    if (step.mode === 'allPass') {
      await this.tap(this.chip('pass-0', step.tricks[0]));
      await this.tap(this.chip('pass-1', step.tricks[1]));
    } else if (step.mode === 'misere') {
      if (step.tricks !== undefined) await this.tap(this.chip('misere', step.tricks));
    } else {
      await this.tap(
        this.form().locator(
          `[data-pref="contract"][data-level="${step.level}"][data-suit="${step.suit}"]`,
        ),
      );
      if (step.calls !== undefined) await this.tap(this.chip('calls', step.calls));
      if (step.declarerTricks !== undefined)
        await this.tap(this.chip('declarer-tricks', step.declarerTricks));
      if (step.first !== undefined) await this.tap(this.chip('first', step.first));
    }
  }

  /** Taps Записать and waits for the form of the next deal (deal `next`). */
  async save(next?: number): Promise<void> {
    await this.tap(this.form().locator('[data-pref="save"]'));
    if (next !== undefined) {
      await expect(this.form().locator('#pref-deal-title')).toHaveText(`Сдача ${next}`);
    }
  }

  cell(player: string, name: string): Locator {
    return this.page.locator(
      `[data-pref="sheet"] tr[data-player="${player}"] [data-pref="${name}"]`,
    );
  }
}
