// Page model of a vint night: what the scorer taps (English locale), and the
// score sheet read through its data-* attributes (deal, side, part, reason,
// points), so the assertions do not depend on number formatting.
import { expect, type Locator, type Page } from '@playwright/test';

export type Denomination = 'spades' | 'clubs' | 'diamonds' | 'hearts' | 'noTrumps';
export type Side = 'A' | 'B';

export interface RevokeInput {
  readonly offender: string;
  readonly liable?: 'both' | 'alone';
  readonly corrected?: boolean;
}

export interface DealInput {
  readonly declarer: string;
  readonly level: number;
  readonly denomination: Denomination;
  readonly tricks: number;
  readonly trumps?: number;
  readonly aces?: number;
  readonly revokes?: readonly RevokeInput[];
  readonly bothFirst?: Side;
}

export interface CellQuery {
  /** The deal's number on the sheet (1-based over the night). */
  readonly deal: number;
  readonly side: Side;
  readonly part: 'below' | 'above';
  readonly reason?: string;
}

export type VintSettingChoice = Partial<
  Record<
    'honours' | 'bothCross' | 'renonceMissingTrick' | 'bothSidesRevoke' | 'pairPays' | 'coronets',
    string
  >
>;

export class VintTable {
  constructor(readonly page: Page) {}

  /** Starts a vint night with saved players in seating order N, E, S, W. */
  async startNight(
    names: readonly [string, string, string, string],
    settings: VintSettingChoice = {},
  ): Promise<void> {
    await this.page.goto('/#/new');
    await this.page.getByRole('button', { name: 'Vint', exact: true }).click();
    for (const name of names) await this.page.locator(`[data-player="${name}"]`).click();
    for (const [name, value] of Object.entries(settings)) {
      await this.page.locator(`[data-name="${name}"][data-value="${value}"]`).click();
    }
    await this.page.getByRole('button', { name: 'Start the night' }).click();
    await expect(this.page).toHaveURL(/#\/night\//);
    await expect(this.form()).toBeVisible();
  }

  form(kind: 'new' | 'edit' | 'claim' = 'new'): Locator {
    return this.page.locator(`[data-vint-form="${kind}"]`);
  }

  preview(form: Locator = this.form()): Locator {
    return form.locator('[data-vint="preview"]');
  }

  async fillDeal(form: Locator, deal: Partial<DealInput>): Promise<void> {
    if (deal.declarer) {
      await form.locator(`[data-vint="declarer"][data-player="${deal.declarer}"]`).click();
    }
    if (deal.level !== undefined && deal.denomination) {
      await form
        .locator(
          `[data-vint="contract"][data-level="${deal.level}"][data-denomination="${deal.denomination}"]`,
        )
        .click();
    }
    if (deal.tricks !== undefined) {
      await form.locator(`[data-vint="tricks"][data-value="${deal.tricks}"]`).click();
    }
    if (deal.trumps !== undefined) {
      await form.locator(`[data-name="trumps"][data-value="${deal.trumps}"]`).click();
    }
    if (deal.aces !== undefined) {
      await form.locator(`[data-name="aces"][data-value="${deal.aces}"]`).click();
    }
    for (const revoke of deal.revokes ?? []) {
      const count = await form.locator('[data-claim]').count();
      await form.locator('[data-vint="add-renonce"]').click();
      await this.fillRevoke(form.locator(`[data-claim="${count + 1}"]`), revoke);
    }
    if (deal.bothFirst) {
      await form.locator(`[data-name="bothFirst"][data-value="${deal.bothFirst}"]`).click();
    }
  }

  async fillRevoke(scope: Locator, revoke: RevokeInput): Promise<void> {
    await scope.locator(`[data-vint="offender"][data-player="${revoke.offender}"]`).click();
    if (revoke.liable) {
      await scope.locator(`[data-name="liable"][data-value="${revoke.liable}"]`).click();
    }
    if (revoke.corrected !== undefined) {
      const value = revoke.corrected ? 'yes' : 'no';
      await scope.locator(`[data-name="corrected"][data-value="${value}"]`).click();
    }
  }

  /** The number of the deal the new-deal form is for. */
  async nextDealNumber(): Promise<number> {
    const title = await this.form().locator('#vint-deal-title').innerText();
    return Number(title.replace(/\D+/g, ''));
  }

  async enterDeal(deal: DealInput): Promise<void> {
    const number = await this.nextDealNumber();
    await this.fillDeal(this.form(), deal);
    await this.form().locator('[data-vint="save"]').click();
    await expect(this.form().locator('#vint-deal-title')).toHaveText(`Deal ${number + 1}`);
    await this.dismissToasts();
  }

  /** Claims a revoke on the last deal entered (a replacement of that deal). */
  async claimRevoke(revoke: RevokeInput): Promise<void> {
    await this.form().locator('[data-vint="claim-last"]').click();
    const claim = this.form('claim');
    await this.fillRevoke(claim, revoke);
    await claim.locator('[data-vint="save-claim"]').click();
    await expect(claim).toBeHidden();
    await this.dismissToasts();
  }

  /** Opens the correction of a ledger entry; returns the correction form. */
  async openCorrection(seq: number): Promise<Locator> {
    await this.page
      .locator(`.ledger-entry[data-seq="${seq}"]`)
      .getByRole('button', { name: 'Correct', exact: true })
      .click();
    const form = this.form('edit');
    await expect(form).toBeVisible();
    return form;
  }

  async correctDeal(seq: number, changes: Partial<DealInput>, reason: string): Promise<void> {
    const form = await this.openCorrection(seq);
    await this.fillDeal(form, changes);
    await form.getByRole('button', { name: reason, exact: true }).click();
    await form.locator('[data-vint="save-correction"]').click();
    await expect(form).toBeHidden();
    await this.dismissToasts();
  }

  async dismissToasts(): Promise<void> {
    const close = this.page.locator('.notice .notice-close');
    while ((await close.count()) > 0) await close.first().click();
  }

  sheet(): Locator {
    return this.page.locator('[data-vint="sheet"]');
  }

  cell(q: CellQuery): Locator {
    const reason = q.reason ? `[data-reason="${q.reason}"]` : '';
    return this.sheet().locator(
      `.vint-num[data-deal="${q.deal}"][data-side="${q.side}"][data-part="${q.part}"]${reason}`,
    );
  }

  async expectCell(q: CellQuery, points: number): Promise<void> {
    await expect(this.cell(q)).toHaveCount(1);
    await expect(this.cell(q)).toHaveAttribute('data-points', String(points));
  }

  /** Every above-the-line item one side got from one deal, as [reason, points] pairs. */
  async aboveItems(deal: number, side: Side): Promise<[string, number][]> {
    const cells = this.sheet().locator(
      `.vint-num[data-deal="${deal}"][data-side="${side}"][data-part="above"]`,
    );
    return cells.evaluateAll((els) =>
      els.map((e) => [e.getAttribute('data-reason') ?? '', Number(e.getAttribute('data-points'))]),
    );
  }

  game(number: number): Locator {
    return this.sheet().locator(`.vint-game[data-game="${number}"]`);
  }

  async expectGameTotal(number: number, side: Side, points: number): Promise<void> {
    await expect(this.game(number).locator(`[data-game-total="${side}"]`)).toHaveAttribute(
      'data-points',
      String(points),
    );
  }

  status(): Locator {
    return this.page.locator('[data-vint="status"]');
  }
}
