// The ledger's rules in the built app (docs/ledger.md): a correction of a
// correction counts once (mariáš hand; vint claim, then a correction of the
// claim), two tabs racing a revoke claim and the next deal (one is refused
// with "the night changed on another screen", nothing is lost), and a backup
// holding an entry that cannot be scored (it imports, shows why, can be voided).
import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { foldLedger, type GameReducer, type LedgerEntry } from '../../app/engine';
import { vintReducer } from '../../app/engine/games/vint';
import { RenoncApp } from './support/app';
import { MariasTable } from './support/marias';
import { BackupCard } from './support/settle';
import { VintTable } from './support/vint';

const TABLE = ['Anna', 'Boris', 'Vera', 'Gleb'] as const;

const row = (page: Page, seq: number) => page.locator(`.ledger-entry[data-seq="${seq}"]`);

async function balances(app: RenoncApp, names: readonly string[]) {
  const out: Record<string, number> = {};
  for (const n of names) out[n] = await app.balance(n);
  return out;
}

/** A device with the four players, on a new vint night (honours off). */
async function vintNight(page: Page): Promise<{ app: RenoncApp; vint: VintTable }> {
  const app = new RenoncApp(page);
  await app.open();
  await app.addPlayers(TABLE);
  const vint = new VintTable(page);
  await vint.startNight(TABLE, { honours: 'off' });
  return { app, vint };
}

/** Every number on the vint sheet, as [deal, side, part, reason, points]. */
function sheetNumbers(vint: VintTable) {
  return vint
    .sheet()
    .locator('.vint-num')
    .evaluateAll((els) =>
      els.map((e) =>
        ['deal', 'side', 'part', 'reason', 'points'].map((a) => e.getAttribute(`data-${a}`)),
      ),
    );
}

test('mariáš: a correction of a correction — exactly one version of the hand counts', async ({
  page,
}) => {
  const table = new MariasTable(page);
  await table.start(['Adam', 'Bára', 'Cyril']);
  await table.declarer('Adam');
  await table.flek('game', 1);
  await table.save('won');
  await table.expectBalances({ Adam: 400, Bára: -200, Cyril: -200 });

  const correct = async (seq: number, result: 'won' | 'lost') => {
    await row(page, seq).getByRole('button', { name: 'Correct', exact: true }).click();
    const edit = page.locator('[data-marias-form="edit-hand"]');
    await table.tap(table.chip('result', result, edit));
    await edit.getByRole('button', { name: 'Wrong result' }).click();
    await edit.locator('[data-marias="save-correction"]').click();
    await expect(edit).toBeHidden();
  };
  await correct(1, 'lost');
  await table.expectBalances({ Adam: -400, Bára: 200, Cyril: 200 });
  // The correction was wrong too: correct it back. The original must not come back beside it.
  await correct(2, 'won');
  await table.expectBalances({ Adam: 400, Bára: -200, Cyril: -200 });
  await expect(row(page, 1)).toHaveAttribute('data-active', 'false');
  await expect(row(page, 2)).toHaveAttribute('data-active', 'false');
  await expect(row(page, 3)).toHaveAttribute('data-active', 'true');
  await expect(table.status()).toHaveAttribute('data-hand', '2');
});

test('vint: a revoke claim, then a correction of the claim — one version of the deal counts', async ({
  page,
  browser,
}) => {
  const { app, vint } = await vintNight(page);
  await vint.enterDeal({ declarer: 'Anna', level: 2, denomination: 'spades', tricks: 10 });
  await vint.claimRevoke({ offender: 'Boris' });
  await vint.correctDeal(2, { tricks: 9 }, 'Wrong tricks');
  for (const seq of [1, 2]) await expect(row(page, seq)).toHaveAttribute('data-active', 'false');
  await expect(row(page, 3)).toHaveAttribute('data-active', 'true');
  await expect(vint.sheet().locator('.vint-num[data-deal="2"]')).toHaveCount(0);
  const sheet = await sheetNumbers(vint);
  const money = await balances(app, TABLE);
  // The same deal entered once, straight away, on a fresh device (a second
  // night here would open with the first one's carry-over): the same sheet and money.
  const fresh = await browser.newContext();
  const { app: otherApp, vint: direct } = await vintNight(await fresh.newPage());
  await direct.enterDeal({
    declarer: 'Anna',
    level: 2,
    denomination: 'spades',
    tricks: 9,
    revokes: [{ offender: 'Boris' }],
  });
  expect(sheet.length).toBeGreaterThan(0);
  expect(await sheetNumbers(direct)).toEqual(sheet);
  expect(await balances(otherApp, TABLE)).toEqual(money);
  expect(money.Anna).not.toBe(0);
  await fresh.close();
});

test('two tabs: a revoke claim racing the next deal is refused, nothing is lost', async ({
  page,
}) => {
  const { app, vint: vintA } = await vintNight(page);
  await vintA.enterDeal({ declarer: 'Anna', level: 2, denomination: 'spades', tricks: 8 });
  const nightUrl = page.url();

  // Tab B opens the same night. It is not told about tab A's saves (no
  // cross-tab broadcast), so its claim meets tab A's next deal only inside the write.
  const pageB = await page.context().newPage();
  await pageB.addInitScript(() => {
    Object.defineProperty(window, 'BroadcastChannel', { value: undefined });
  });
  await pageB.goto(nightUrl);
  const vintB = new VintTable(pageB);
  await expect(pageB.locator('.ledger-entry')).toHaveCount(1);

  await vintA.enterDeal({ declarer: 'Boris', level: 1, denomination: 'hearts', tricks: 7 });
  await expect(page.locator('.ledger-entry')).toHaveCount(2);

  await vintB.form().locator('[data-vint="claim-last"]').click();
  const claim = vintB.form('claim');
  await vintB.fillRevoke(claim, { offender: 'Boris' });
  await claim.locator('[data-vint="save-claim"]').click();
  await expect(pageB.getByText('The night changed on another screen')).toBeVisible();
  await expect(claim).toBeVisible(); // the form is kept

  // Nothing lost, nothing doubled: both deals stored and counted, on both tabs.
  const money = await balances(app, TABLE);
  await pageB.reload();
  await expect(pageB.locator('.ledger-entry')).toHaveCount(2);
  for (const p of [page, pageB]) {
    for (const seq of [1, 2]) await expect(row(p, seq)).toHaveAttribute('data-active', 'true');
  }
  expect(await balances(new RenoncApp(pageB), TABLE)).toEqual(money);
  await pageB.close();
});

test('a backup with an entry that cannot be scored: refused with its path; in a shared night it opens, says why, lets it be voided', async ({
  page,
}) => {
  const backup = JSON.parse(
    readFileSync(new URL('../fixtures/settle-backup.json', import.meta.url), 'utf8'),
  ) as {
    players: { id: string; name: string }[];
    nights: { id: string; playerIds: string[]; settings: unknown }[];
    entries: LedgerEntry[];
  };
  // Deal 4 claims 14 tricks of 13: vint cannot score it.
  const v4 = backup.entries.find((e) => e.id === 'v4')! as LedgerEntry<{
    deal: { tricks: number };
  }>;
  v4.payload.deal.tricks = 14;
  // The money the night must show: the night's other entries, as if deal 4 were not there.
  const night = backup.nights.find((n) => n.id === 'night-vint')!;
  const rest = backup.entries.filter((e) => e.nightId === 'night-vint' && e.id !== 'v4');
  const info = {
    id: night.id,
    game: 'vint' as const,
    players: night.playerIds,
    currency: 'RUB' as const,
    settings: night.settings,
  };
  const folded = foldLedger(info, rest, vintReducer as GameReducer<unknown>);
  expect(folded.unscorable).toEqual([]);
  const nameOf = (id: string) => backup.players.find((p) => p.id === id)!.name;
  const expected = Object.fromEntries(
    Object.entries(folded.balances).map(([id, v]) => [nameOf(id), v]),
  );

  const app = new RenoncApp(page);
  await app.open();
  const card = new BackupCard(page);
  await card.open();
  // An unshared night: the file is refused whole, naming the field and the rule.
  const at = backup.entries.indexOf(v4);
  await card.restore({ name: 'unscorable.json', buffer: Buffer.from(JSON.stringify(backup)) });
  await expect(card.status()).toContainText(`entries[${at}].payload.deal`);
  await expect(card.status()).toContainText('Tricks must be from 0 to 13.');
  await expect(card.status()).not.toContainText('Restored');
  // A shared night (its entries carry their phone): every phone already keeps
  // such an entry as "cannot be counted", and so does its backup.
  for (const e of backup.entries) {
    if (e.nightId === 'night-vint') (e as { device?: string }).device = 'phone-a';
  }
  await card.restore({ name: 'shared.json', buffer: Buffer.from(JSON.stringify(backup)) });
  await expect(card.status()).toContainText('Restored');

  await app.go('/#/night/night-vint');
  const broken = row(page, 4).locator('[data-broken]');
  await expect(broken).toContainText('cannot be counted: ');
  // The reason keeps its numbers (it once read "Tricks must be from 0 to .").
  await expect(broken).toContainText('Tricks must be from 0 to 13.');
  await expect(broken).not.toContainText('vint:'); // a reason in words, not a key
  expect(await balances(app, Object.keys(expected))).toEqual(expected);

  await row(page, 4).getByRole('button', { name: 'Void', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Void an entry' });
  await dialog.getByRole('button', { name: 'Entered by mistake' }).click();
  await dialog.getByRole('button', { name: 'Void', exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(row(page, 4)).toHaveAttribute('data-active', 'false');
  await expect(page.locator('[data-broken]')).toHaveCount(0);
  expect(await balances(app, Object.keys(expected))).toEqual(expected);
});
