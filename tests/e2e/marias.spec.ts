// Volený mariáš through the UI: worked examples 1, 4, 6 and R4 of the rules
// (marias.md §10; A, B, C = Adam, Bára, Cyril; hospoda, 1 Kč, defaults), the
// common hand in at most three taps, undo, an impossible hand, four at the
// table, misdeals, a tier-3 renonc on a saved hand, a correction, and a
// half-entered hand surviving a reload.
import { expect, test } from '@playwright/test';
import { expectChosen } from './support/chips';
import { MariasTable } from './support/marias';

const ABC = ['Adam', 'Bára', 'Cyril'] as const;

test('worked examples 1, 4, 6 and R4 give the rules’ money', async ({ page }) => {
  const table = new MariasTable(page);
  await table.start(ABC);
  const form = table.handForm();
  await expect(table.status()).toHaveAttribute('data-dealer', 'Adam');
  await expect(table.status()).toHaveAttribute('data-forhont', 'Bára');

  // 1: hra v zelených, flek+re (×4), won → A +8, B −4, C −4.
  await table.declarer('Adam');
  await table.suit('zeleny');
  await table.flek('game', 2);
  await table.flekShown('game', 're');
  await table.expectPreview('won', 'Adam', 800);
  await table.save('won');
  await table.expectBalances({ Adam: 800, Bára: -400, Cyril: -400 });
  await expect(page.locator('.ledger-entry[data-seq="1"]')).toContainText(
    'Adam: game in leaves, game re — won',
  );

  // 4: sedma v červených, hra flek, sedma flek+re, both won → A +40, B −20, C −20.
  await expect(table.status()).toHaveAttribute('data-hand', '2');
  await table.declarer('Adam');
  await table.game('sedma');
  await table.suit('cerveny');
  await table.flek('game', 1);
  await table.flek('sedma', 2);
  await expect(table.saveButton('won')).toBeDisabled();
  await expect(table.issues()).toContainText(
    'Tap won or lost for each announced part of the game.',
  );
  await table.sedmaResult(true);
  await table.expectPreview('won', 'Adam', 4000);
  await table.save('won');
  await table.expectBalances({ Adam: 4800, Bára: -2400, Cyril: -2400 });
  await expect(page.locator('.ledger-entry[data-seq="2"]')).toContainText(
    'Adam: seven in hearts, game flek, seven re — game: won, seven: won',
  );

  // 6: kilo v zelených, flek, failed: 60 in cards + 20, defenders hold the trump marriage (40)
  // → −4 × 6 steps × flek 2 = −48 each: A −96, B +48, C +48.
  await table.declarer('Adam');
  await table.game('kilo');
  await table.suit('zeleny');
  await table.flek('game', 1);
  await table.cards(60);
  await table.marriage('kule', 'declarer');
  await table.marriage('zeleny', 'defenders');
  await expect(table.saveButton('won')).toHaveCount(0);
  await table.expectPreview('hand', 'Adam', -9600);
  await table.save('hand');
  await table.expectBalances({ Adam: -4800, Bára: 2400, Cyril: 2400 });

  // R4: sedma v červených, hra flek+re, sedma flek; B does not follow suit (3B):
  // V = (4 + 4) × 2 = 16 → B −48, A +32, C +16.
  await table.declarer('Adam');
  await table.game('sedma');
  await table.suit('cerveny');
  await table.flek('game', 2);
  await table.flek('sedma', 1);
  const renonc = await table.openRenonc();
  await table.tap(table.chip('tier', '3B', renonc));
  await table.tap(table.playerChip('claimant', 'Cyril', renonc));
  await table.tap(table.playerChip('offender', 'Bára', renonc));
  await table.tap(table.chip('reason', 'notFollowingSuit', renonc));
  // The contract came over from the hand form.
  await expectChosen(renonc, { game: 'sedma' });
  await table.flekShown('game', 're', renonc);
  await table.flekShown('sedma', 'flek', renonc);
  await expect(renonc.locator('[data-marias="value"]')).toHaveText('V = 16');
  await expect(renonc.locator('.marias-payments')).toContainText('Bára → Adam');
  const before = await table.app.ledgerEntries().count();
  await table.tap(renonc.locator('[data-marias="save-renonc"]'));
  await expect(table.app.ledgerEntries()).toHaveCount(before + 1);
  await table.expectBalances({ Adam: -1600, Bára: -2400, Cyril: 4000 });
  await expect(page.locator('.ledger-entry').first()).toContainText(
    'Renonc 3B: Bára — not following suit (claimed by Cyril)',
  );
  // A tier-3 renonc ends the hand: the next hand starts from a fresh form.
  await expect(table.status()).toHaveAttribute('data-hand', '5');
  await expectChosen(table.handForm(), { game: 'hra' });
  await expect(form.locator('[data-name="flek-sedma"]')).toHaveCount(0);
});

test('the common hand takes at most three taps, and undo voids it', async ({ page }) => {
  const table = new MariasTable(page);
  await table.start(ABC);

  table.resetTaps();
  await table.game('hra');
  await table.save('won');
  expect(table.taps).toBeLessThanOrEqual(3);
  await expect(page.locator('.ledger-entry[data-kind="marias.hand"]')).toHaveCount(1);
  // The forhont (Bára) declared by default.
  await table.expectBalances({ Bára: 200, Adam: -100, Cyril: -100 });

  table.resetTaps();
  await table.game('betl');
  await table.save('lost');
  expect(table.taps).toBeLessThanOrEqual(3);
  // Hand 2: Bára deals, Cyril is forhont and loses a betl: −5 to each defender.
  await table.expectBalances({ Bára: 700, Adam: 400, Cyril: -1100 });

  await page.getByRole('status').getByRole('button', { name: 'Undo' }).click();
  await table.expectBalances({ Bára: 200, Adam: -100, Cyril: -100 });
  await expect(page.locator('.ledger-entry[data-seq="2"]')).toHaveAttribute('data-active', 'false');
  await expect(table.status()).toHaveAttribute('data-hand', '2');
});

test('an impossible hand shows the rules’ words and saves nothing', async ({ page }) => {
  const table = new MariasTable(page);
  await table.start(ABC);
  // Betl cannot be combined with a seven or hearts: the form does not offer them.
  await table.game('betl');
  await expect(table.handForm().locator('[data-name="sedmaProti"]')).toHaveCount(0);
  await expect(table.handForm().locator('[data-name="suit"]')).toHaveCount(0);

  // A silent hundred the cards cannot give: 50 points are not 100.
  await table.game('hra');
  await table.tap(table.chip('reached100', 'declarer', table.handForm()));
  await table.cards(50);
  await expect(table.issues()).toContainText(
    'That is 50, not 100 — check the card points and marriages.',
  );
  await expect(table.saveButton('hand')).toBeDisabled();
  await table.cards(80);
  await table.marriage('kule', 'declarer');
  await expect(table.issues()).toContainText('Choose the trump suit');
  await expect(table.saveButton('hand')).toBeDisabled();
  await expect(table.app.ledgerEntries()).toHaveCount(0);
  await table.expectBalances({ Adam: 0, Bára: 0, Cyril: 0 });

  // Fixed, it saves: tiché kilo 100 (80 + 20) → 2 × (100 − 90) / 10 = 2 units each.
  await table.suit('zeleny');
  await table.save('hand');
  await table.expectBalances({ Bára: 400, Adam: -200, Cyril: -200 });
});

test('with four at the table the dealer sits out and cannot declare', async ({ page }) => {
  const table = new MariasTable(page);
  await table.start(['Adam', 'Bára', 'Cyril', 'Dana']);
  const status = table.status();
  await expect(status).toHaveAttribute('data-dealer', 'Adam');
  await expect(status).toHaveAttribute('data-sitter', 'Adam');
  await expect(status).toHaveAttribute('data-forhont', 'Bára');
  await expect(status).toContainText('sits out: Adam');
  const declarers = table.handForm().locator('[data-name="declarer"]');
  await expect(declarers).toHaveText([/Bára/, /Cyril/, /Dana/]);

  await table.save('won');
  await table.expectBalances({ Bára: 200, Cyril: -100, Dana: -100, Adam: 0 });
  await expect(status).toHaveAttribute('data-dealer', 'Bára');
  await expect(status).toHaveAttribute('data-sitter', 'Bára');
  await expect(status).toHaveAttribute('data-forhont', 'Cyril');
  await expect(declarers).toHaveText([/Adam/, /Cyril/, /Dana/]);

  await table.save('lost');
  await expect(status).toHaveAttribute('data-sitter', 'Cyril');
  await expect(status).toHaveAttribute('data-forhont', 'Dana');
  await expect(declarers).toHaveText([/Adam/, /Bára/, /Dana/]);
  await table.expectBalances({ Bára: 200, Cyril: -300, Dana: 0, Adam: 100 });
});

test('the second misdeal in a round is fined, the first only logged', async ({ page }) => {
  const table = new MariasTable(page);
  await table.start(ABC);
  await table.misdeal();
  await table.expectBalances({ Adam: 0, Bára: 0, Cyril: 0 });
  await expect(table.status().locator('[data-marias="misdeal-warning"]')).toContainText(
    'The next misdeal in this round is a renonc',
  );
  await table.misdeal();
  // Adam dealt both times: 2 Kč to each other player.
  await table.expectBalances({ Adam: -400, Bára: 200, Cyril: 200 });
  await expect(page.locator('.ledger-entry').first()).toContainText('Misdeal: Adam deals again');
});

test('a tier-3 renonc on the saved hand replaces it, and a hand can be corrected', async ({
  page,
}) => {
  const table = new MariasTable(page);
  await table.start(ABC);
  await table.declarer('Adam');
  await table.flek('game', 1);
  await table.save('won');
  await table.expectBalances({ Adam: 400, Bára: -200, Cyril: -200 });

  // Claimed after saving: Adam took a trick that was not his (3A), V = 2.
  const renonc = await table.openRenonc();
  await table.tap(table.chip('which', 'last', renonc));
  await table.tap(table.chip('tier', '3A', renonc));
  await table.tap(table.playerChip('claimant', 'Bára', renonc));
  await table.tap(table.chip('reason', 'wrongTrick', renonc));
  await expectChosen(renonc, {}, { declarer: 'Adam' });
  await expect(renonc.locator('[data-marias="value"]')).toHaveText('V = 2');
  await table.tap(renonc.locator('[data-marias="save-renonc"]'));
  await table.expectBalances({ Adam: -400, Bára: 200, Cyril: 200 });
  await expect(page.locator('.ledger-entry[data-seq="1"]')).toHaveAttribute('data-active', 'false');
  await expect(table.status()).toHaveAttribute('data-hand', '2');

  // Hand 2 (Cyril forhont) saved as won, then corrected to lost with a reason.
  await table.save('won');
  await table.expectBalances({ Adam: -500, Bára: 100, Cyril: 400 });
  await page
    .locator('.ledger-entry[data-seq="3"]')
    .getByRole('button', { name: 'Correct' })
    .click();
  const edit = page.locator('[data-marias-form="edit-hand"]');
  await expectChosen(edit, { result: 'won' });
  await table.tap(table.chip('result', 'lost', edit));
  await edit.getByRole('button', { name: 'Wrong result' }).click();
  await edit.locator('[data-marias="save-correction"]').click();
  await table.expectBalances({ Adam: -300, Bára: 300, Cyril: 0 });
  await expect(page.locator('.ledger-entry[data-seq="3"]')).toHaveAttribute('data-active', 'false');
});

test('a half-entered hand survives a reload', async ({ page }) => {
  const table = new MariasTable(page);
  const nightId = await table.start(ABC);
  await table.declarer('Cyril');
  await table.game('sedma');
  await table.suit('cerveny');
  await table.flek('game', 1);
  await expect.poll(async () => (await table.storedDraft(nightId))?.flek).toEqual({ game: 1 });

  await page.reload();
  await expect(table.handForm()).toBeVisible();
  await expectChosen(table.handForm(), { game: 'sedma', suit: 'cerveny' }, { declarer: 'Cyril' });
  await table.flekShown('game', 'flek');

  // Saving consumes the draft: hra 1 × flek 2 × hearts 2 + sedma 2 × hearts 2 = 8 each.
  await table.sedmaResult(true);
  await table.save('won');
  await table.expectBalances({ Cyril: 1600, Adam: -800, Bára: -800 });
  await expect.poll(() => table.storedDraft(nightId)).toBeNull();
});
