// Two tabs are two writers (issue 27): two tabs of one night tap Save on the
// next deal at the same moment. One deal is stored; the other tab is told
// where its deal would land now (deal 2, the next dealer), nothing is
// written and its form keeps the input; saved again, it is the next deal with
// the next dealer. No silent double, no shifted rotation: mariáš and preferans.
// The second tab has no BroadcastChannel, so it learns of the first tab's save
// only inside its own write (the race the issue measured).
import { expect, test, type Page } from '@playwright/test';
import { expectChosen } from './support/chips';
import { MariasTable } from './support/marias';
import { PulkaForm } from './support/preferans';

/** A second tab on the night of `page`, deaf to the first tab's saves. */
async function secondTab(page: Page): Promise<Page> {
  const other = await page.context().newPage();
  await other.addInitScript(() => {
    Object.defineProperty(window, 'BroadcastChannel', { value: undefined });
  });
  await other.goto(page.url());
  return other;
}

/** Taps both save buttons at once; answers the page whose save was refused. */
async function raceSaves(
  pages: readonly [Page, Page],
  save: (page: Page) => Promise<void>,
  refusal: string,
): Promise<Page> {
  await Promise.all(pages.map(save));
  const told = pages.map((p) => p.getByText(refusal));
  // Exactly one tab is told (the toast stays until it is dismissed or replaced).
  const count = async () => (await told[0]!.count()) + (await told[1]!.count());
  await expect.poll(count).toBe(1);
  return (await told[0]!.count()) === 1 ? pages[0] : pages[1];
}

test('mariáš: two tabs save the next hand at once: one stored, the other told, then hand 2', async ({
  page,
}) => {
  const a = new MariasTable(page);
  await a.start(['Adam', 'Bára', 'Cyril']);
  const pageB = await secondTab(page);
  const b = new MariasTable(pageB);
  for (const t of [a, b]) {
    await expect(t.status()).toHaveAttribute('data-dealer', 'Adam');
    await t.declarer('Adam');
    await t.suit('zeleny');
  }
  const refused = await raceSaves(
    [page, pageB],
    (p) => (p === page ? a : b).saveButton('won').click(),
    'The night changed on another screen: this would no longer be deal 1',
  );
  const loser = refused === page ? a : b;
  // Nothing written, the input kept: the same declarer and suit, now for hand 2 dealt by Bára.
  await expect(loser.status()).toHaveAttribute('data-hand', '2');
  await expect(loser.status()).toHaveAttribute('data-dealer', 'Bára');
  await expect(refused.locator('.ledger-entry')).toHaveCount(1);
  // The input: the two tabs share one stored draft, which the winner's save clears;
  // a tab told of that save (BroadcastChannel) empties its form (known, reported).
  // Whatever the form shows, it is entered again for hand 2.
  const form = loser.handForm();
  if ((await loser.chip('suit', 'zeleny', form).getAttribute('aria-pressed')) !== 'true') {
    await loser.declarer('Adam');
    await loser.suit('zeleny');
  }
  await expectChosen(form, { suit: 'zeleny' }, { declarer: 'Adam' });
  await loser.save('won');

  // Tab B broadcasts nothing either: both read the night again.
  for (const p of [page, pageB]) await p.reload();
  for (const t of [a, b]) {
    await expect(t.app.ledgerEntries()).toHaveCount(2);
    // Hand 3 is dealt by Cyril: the rotation was not shifted by a double.
    await expect(t.status()).toHaveAttribute('data-hand', '3');
    await expect(t.status()).toHaveAttribute('data-dealer', 'Cyril');
  }
  await pageB.close();
});

test.describe('in Russian', () => {
  test.use({ locale: 'ru-RU' });
  preferansRace();
});

function preferansRace(): void {
  test('preferans: two tabs save the next deal at once: one stored, the other told, then deal 2', async ({
    page,
  }) => {
    const a = new PulkaForm(page);
    await a.start(['Анна', 'Борис', 'Вера'], { pulya: 10, stake: 10 });
    const pageB = await secondTab(page);
    const b = new PulkaForm(pageB);
    const deal = {
      mode: 'contract',
      level: 6,
      suit: 'spades',
      calls: 'pass-whist',
      declarerTricks: 6,
    } as const;
    for (const t of [a, b]) {
      await expect(t.page.locator('[data-pref="status"]')).toHaveAttribute('data-dealer', 'Анна');
      await t.fill(deal);
    }
    const refused = await raceSaves(
      [page, pageB],
      (p) => p.locator('[data-pref-form="new"] [data-pref="save"]').click(),
      'Вечер изменился на другом экране: это была бы уже не сдача 1',
    );
    const loser = refused === page ? a : b;
    const status = (p: Page) => p.locator('[data-pref="status"]');
    await expect(status(refused)).toHaveAttribute('data-dealer', 'Борис');
    await expect(refused.locator('.ledger-entry')).toHaveCount(1);
    await expect(loser.form().locator('#pref-deal-title')).toHaveText('Сдача 2');
    await loser.save(3);

    // Tab B broadcasts nothing either: both read the night again.
    for (const p of [page, pageB]) await p.reload();
    for (const p of [page, pageB]) {
      await expect(p.locator('.ledger-entry')).toHaveCount(2);
      await expect(status(p)).toHaveAttribute('data-deals', '2');
      await expect(status(p)).toHaveAttribute('data-dealer', 'Вера');
    }
    await pageB.close();
  });
}
