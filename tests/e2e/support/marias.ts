// Page model of the mariáš night: what the scorer taps in the hand form, the
// renonc claim and the misdeal button, found by the form's data attributes
// (player chips by their names). Every tap is counted, so a test can say how
// many taps a hand took.
import { expect, type Locator, type Page } from '@playwright/test';
import { RenoncApp } from './app';
import { chipIn, playerChipIn } from './chips';

export type Counter = 'game' | 'sedma' | 'sedmaProti' | 'kiloProti';

export class MariasTable {
  /** Taps since the last resetTaps(). */
  taps = 0;
  readonly app: RenoncApp;

  constructor(readonly page: Page) {
    this.app = new RenoncApp(page);
  }

  /** Adds the players and starts a mariáš night with the default settings (hospoda, 1 Kč). */
  async start(names: readonly string[]): Promise<string> {
    await this.app.open();
    await this.app.addPlayers(names);
    const id = await this.app.startNight('Volený mariáš', names);
    await expect(this.handForm()).toBeVisible();
    return id;
  }

  handForm(): Locator {
    return this.page.locator('[data-marias-form="hand"]');
  }

  renoncForm(): Locator {
    return this.page.locator('[data-marias-form="renonc"]');
  }

  status(): Locator {
    return this.page.locator('[data-marias="status"]');
  }

  resetTaps(): void {
    this.taps = 0;
  }

  async tap(target: Locator): Promise<void> {
    this.taps++;
    await target.click();
  }

  chip(name: string, value: string, scope: Locator = this.page.locator('body')): Locator {
    return chipIn(scope, name, value);
  }

  /** A chip whose value is a player: found by the player's name. */
  playerChip(name: string, player: string, scope: Locator = this.page.locator('body')): Locator {
    return playerChipIn(scope, name, player);
  }

  async declarer(player: string): Promise<void> {
    await this.tap(this.playerChip('declarer', player, this.handForm()));
  }

  async game(game: 'hra' | 'sedma' | 'kilo' | '107' | 'betl' | 'durch', scope = this.handForm()) {
    await this.tap(this.chip('game', game, scope));
  }

  async suit(suit: 'cerveny' | 'zeleny' | 'kule' | 'zaludy', scope = this.handForm()) {
    await this.tap(this.chip('suit', suit, scope));
  }

  /** Raises a component's flek `times` times (1 flek, 2 re …). */
  async flek(counter: Counter, times: number, scope = this.handForm()): Promise<void> {
    const more = scope.locator(`[data-name="flek-${counter}"] button`).last();
    for (let i = 0; i < times; i++) await this.tap(more);
  }

  async flekShown(counter: Counter, name: string, scope = this.handForm()): Promise<void> {
    await expect(scope.locator(`[data-name="flek-${counter}"] output`)).toHaveText(name);
  }

  async sedmaResult(won: boolean): Promise<void> {
    await this.tap(this.chip('sedmaWon', won ? 'won' : 'lost', this.handForm()));
  }

  async cards(points: number): Promise<void> {
    await this.tap(this.chip('cards', String(points), this.handForm()));
  }

  async marriage(suit: string, side: 'declarer' | 'defenders'): Promise<void> {
    await this.tap(this.chip(`marriage-${suit}`, side, this.handForm()));
  }

  saveButton(result: 'won' | 'lost' | 'hand' | 'conceded'): Locator {
    return this.handForm().locator(`[data-marias="save-${result}"]`);
  }

  /** Taps a save button and waits for the entry to appear in the ledger. */
  async save(result: 'won' | 'lost' | 'hand' | 'conceded'): Promise<void> {
    const before = await this.app.ledgerEntries().count();
    await this.tap(this.saveButton(result));
    await expect(this.app.ledgerEntries()).toHaveCount(before + 1);
  }

  /** The live preview above a save button. */
  preview(result: 'won' | 'lost' | 'hand'): Locator {
    return this.handForm().locator(`[data-marias="preview"][data-result="${result}"]`);
  }

  /** The money the preview shows for a player (minor units) before saving. */
  async expectPreview(result: 'won' | 'lost' | 'hand', player: string, minor: number) {
    await expect(this.preview(result).locator(`[data-player="${player}"]`).first()).toHaveAttribute(
      'data-amount',
      String(minor),
    );
  }

  issues(scope: Locator = this.handForm()): Locator {
    return scope.locator('[data-marias="issues"]');
  }

  async openRenonc(): Promise<Locator> {
    await this.tap(this.handForm().locator('[data-marias="renonc"]'));
    await expect(this.renoncForm()).toBeVisible();
    return this.renoncForm();
  }

  async misdeal(): Promise<void> {
    const before = await this.app.ledgerEntries().count();
    await this.tap(this.handForm().locator('[data-marias="misdeal"]'));
    await expect(this.app.ledgerEntries()).toHaveCount(before + 1);
  }

  async expectBalances(minor: Readonly<Record<string, number>>): Promise<void> {
    for (const [name, amount] of Object.entries(minor)) await this.app.expectBalance(name, amount);
  }

  /** The stored draft of the hand form, read straight from IndexedDB. */
  async storedDraft(nightId: string): Promise<Record<string, unknown> | null> {
    return this.page.evaluate(
      (key) =>
        new Promise<Record<string, unknown> | null>((resolve, reject) => {
          const open = indexedDB.open('renonc');
          open.onerror = () => reject(open.error);
          open.onsuccess = () => {
            const db = open.result;
            const get = db.transaction('drafts').objectStore('drafts').get(key);
            get.onerror = () => reject(get.error);
            get.onsuccess = () => {
              db.close();
              resolve(
                (get.result as { value?: Record<string, unknown> } | undefined)?.value ?? null,
              );
            };
          };
        }),
      `${nightId}:marias-hand`,
    );
  }
}
