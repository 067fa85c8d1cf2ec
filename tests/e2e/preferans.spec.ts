// Preferans through the Russian UI: a four-player Sochi pulka to 10 of eight
// deals — a failed contract with the dealer's consolation, two all-passes in
// a row (×1, ×2), a misère, unplayed contracts, a 10 whose points help two
// other pulyas, a 9 written off the gora when nobody is left to help — entered
// by tapping, checked on the sheet and against the independent reference
// model (tests/engine/preferans/reference.ts), then settled.
import { expect, test } from '@playwright/test';
import { SOCHI, type PreferansDeal } from '../../app/engine/games/preferans';
import { minTransfers } from '../../app/engine/settlement';
import { refDeal, refEmpty, refMinPayments, refMoney, refNet } from '../engine/preferans/reference';
import { PulkaForm, type PrefStep } from './support/preferans';
import { SettlePage } from './support/settle';

test.use({ locale: 'ru-RU' });

const TABLE = ['Анна', 'Борис', 'Вера', 'Глеб'] as const;

/** The pulka as the scorer taps it (only what differs from the defaults); dealers rotate from Анна. */
const STEPS: readonly PrefStep[] = [
  // Борис, the forhont after Анна, is preselected as the declarer.
  { mode: 'contract', level: 6, suit: 'spades', calls: 'pass-whist', declarerTricks: 5 },
  { mode: 'allPass', tricks: [0, 4] }, // Анна 0, Вера 4, Глеб 6 (Борис deals)
  { mode: 'allPass', tricks: [3, 0] }, // Анна 3, Борис 0, Глеб 7 (Вера deals), ×2
  { mode: 'misere', declarer: 'Вера' },
  { mode: 'contract', declarer: 'Глеб', level: 8, suit: 'hearts', calls: 'pass-pass' },
  { mode: 'contract', declarer: 'Анна', level: 7, suit: 'diamonds', first: 2 },
  { mode: 'contract', declarer: 'Глеб', level: 10, suit: 'noTrumps', calls: 'pass-pass' },
  { mode: 'contract', declarer: 'Борис', level: 9, suit: 'clubs', calls: 'pass-pass' },
];

/** The same deals as the engine's payloads, for the reference model. */
const DEALS: readonly PreferansDeal[] = [
  {
    type: 'contract',
    dealer: 'Анна',
    declarer: 'Борис',
    level: 6,
    suit: 'spades',
    firstCall: 'pass',
    secondCall: 'whist',
    tricks: { Борис: 5, Вера: 0, Глеб: 5 },
  },
  { type: 'allPass', dealer: 'Борис', tricks: { Анна: 0, Вера: 4, Глеб: 6 } },
  { type: 'allPass', dealer: 'Вера', tricks: { Анна: 3, Борис: 0, Глеб: 7 } },
  { type: 'misere', dealer: 'Глеб', declarer: 'Вера', declarerTricks: 0 },
  {
    type: 'contract',
    dealer: 'Анна',
    declarer: 'Глеб',
    level: 8,
    suit: 'hearts',
    firstCall: 'pass',
    secondCall: 'pass',
  },
  {
    type: 'contract',
    dealer: 'Борис',
    declarer: 'Анна',
    level: 7,
    suit: 'diamonds',
    firstCall: 'whist',
    secondCall: 'whist',
    tricks: { Анна: 7, Вера: 2, Глеб: 1 },
  },
  {
    type: 'contract',
    dealer: 'Вера',
    declarer: 'Глеб',
    level: 10,
    suit: 'noTrumps',
    firstCall: 'pass',
    secondCall: 'pass',
  },
  {
    type: 'contract',
    dealer: 'Глеб',
    declarer: 'Борис',
    level: 9,
    suit: 'clubs',
    firstCall: 'pass',
    secondCall: 'pass',
  },
];

const SETTINGS = { ...SOCHI, pulyaSize: 10, stake: 10 };

function expected() {
  let sheet = refEmpty(TABLE);
  let series = 0;
  for (const deal of DEALS) ({ sheet, series } = refDeal(sheet, deal, TABLE, SETTINGS, series));
  const money = refMoney(refNet(sheet, TABLE, SETTINGS), SETTINGS.stake);
  return { sheet, money };
}

test('a four-player Sochi pulka with all-passes, a misère and help, settled', async ({ page }) => {
  const pulka = new PulkaForm(page);
  const app = pulka.app;
  await pulka.start(TABLE, { pulya: 10, stake: 10 });
  const status = page.locator('[data-pref="status"]');
  await expect(status).toHaveAttribute('data-dealer', 'Анна');
  await expect(page.locator('[data-pref="status-dealer"]')).toHaveText('Сдаёт Анна · затем Борис');

  // Deal 1 with its live preview: Борис down one, Анна (on the
  // talon) writes the consolation too.
  await pulka.fill(STEPS[0]!);
  const writes = pulka.form().locator('[data-pref="writes"]');
  await expect(writes.locator('[data-player="Борис"]')).toContainText('гора +2 (ремиз)');
  await expect(writes.locator('[data-player="Анна"]')).toContainText(
    'висты → Борис +2 (консоляция)',
  );
  await expect(writes.locator('[data-player="Глеб"]')).toContainText(
    'висты → Борис +10 (за взятки)',
  );
  await pulka.save(2);

  for (let i = 1; i < STEPS.length; i++) {
    await pulka.fill(STEPS[i]!);
    if (i === 2) await expect(page.locator('[data-pref="series"]')).toContainText('следующие ×2');
    await pulka.save(i + 1 < STEPS.length ? i + 2 : undefined);
  }

  // Every pulya closed: the pulka is over and asks for the next one.
  await expect(page.locator('[data-pref-form="ended"]')).toContainText('Пулька 1 закрыта');
  const { sheet, money } = expected();
  for (const p of TABLE) {
    await expect(pulka.cell(p, 'pulya')).toHaveAttribute('data-value', '10');
    await expect(pulka.cell(p, 'gora')).toHaveAttribute('data-value', String(sheet.gora[p]));
    for (const q of TABLE.filter((x) => x !== p)) {
      await expect(pulka.cell(p, `whists-${q}`)).toHaveAttribute(
        'data-value',
        String(sheet.whists[`${p}>${q}`]),
      );
    }
  }
  // The help Глеб gave on his 10 explains itself: which deal (7) and which rule.
  await pulka.cell('Глеб', 'whists-Анна').click();
  const help = page.locator('[data-pref="explain"] li', { hasText: '(помощь)' });
  await expect(help).toHaveCount(1);
  await expect(help).toHaveAttribute('data-deal', '7');
  await expect(help).toContainText('Сдача 7');
  await expect(help).toContainText('10\u00a0БК');
  await expect(help).toContainText('висты → Анна +50 (помощь)');
  await page.locator('[data-pref="explain-close"]').click();
  // The pulka's result per player, in money, is the reference model's.
  for (const [i, p] of TABLE.entries()) {
    await expect(page.locator(`[data-pref="standing"] tr[data-player="${p}"]`)).toHaveAttribute(
      'data-money',
      String(money[i]!),
    );
  }

  // §8: the table plays on to 20. The reopening is a ledger entry with its
  // reason; it moves no money (every pulya stood at 10) and the deal form is back.
  const ended = page.locator('[data-pref-form="ended"]');
  await ended.locator('[data-pref="reopen"]').click();
  await expect(ended.locator('[data-name="reopen-size"][data-value="20"]')).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await ended.locator('[data-pref="save-reopen"]').click();
  await expect(ended.locator('[role="alert"]')).toContainText('Укажите, почему пулька продлена');
  await ended.getByRole('button', { name: 'договорились играть дальше' }).click();
  await ended.locator('[data-pref="save-reopen"]').click();
  await expect(pulka.form().locator('#pref-deal-title')).toHaveText('Сдача 9');
  await expect(
    page.locator('.ledger-text', { hasText: 'Пулька продлена до 20: договорились играть дальше' }),
  ).toBeVisible();

  // Money: what the reference model settles, on the night screen and in the settle view.
  for (const [i, p] of TABLE.entries()) await app.expectBalance(p, money[i]!);
  const settle = new SettlePage(page);
  await page.getByRole('link', { name: 'Расчёт' }).click();
  await expect(page).toHaveURL(/\/settle$/);
  await expect(settle.balanceRows()).toHaveCount(TABLE.length);
  const shown = await settle.balances();
  expect(shown.reduce((a, [, v]) => a + v, 0)).toBe(0);
  const payments = await settle.payments();
  expect(payments.length).toBe(refMinPayments(shown.map(([, v]) => v)));
  expect(payments.length).toBe(minTransfers(Object.fromEntries(shown), TABLE).length);
});

// Rules §11 / issue 14 bad input: the table switches to Leningrad in the middle
// of a pulka. The change is a ledger entry: the deal already written keeps its
// Sochi numbers (E3: gora 12), the next one is scored by Leningrad (gora 24).
test('a change of convention mid-pulka applies from the next deal', async ({ page }) => {
  const pulka = new PulkaForm(page);
  await pulka.start(['Анна', 'Борис', 'Вера']);
  const e3 = { mode: 'contract', level: 8, suit: 'diamonds', calls: 'pass-whist' } as const;
  await pulka.fill({ ...e3, declarerTricks: 6 }); // Борис, the forhont, без двух
  await pulka.save(2);
  await expect(pulka.cell('Борис', 'gora')).toHaveAttribute('data-value', '12');

  await pulka.form().locator('[data-pref="rules"]').click();
  const rules = page.locator('[data-pref-form="rules"]');
  await rules.locator('[data-pref="rules-save"]').click();
  await expect(rules.locator('[data-pref="rules-error"]')).toHaveText(
    'Ничего не изменено: выберите новое значение.',
  );
  await rules.locator('[data-name="convention"][data-value="leningrad"]').click();
  await expect(rules.locator('[data-pref="rules-changed"]')).toContainText(
    'Висты за взятку: стоимость игры → двойная стоимость',
  );
  await rules.locator('[data-pref="rules-save"]').click();
  await expect(rules).toHaveCount(0);
  await expect(page.locator('[data-pref="status"]')).toContainText('Ленинградка');

  await pulka.fill({ ...e3, declarerTricks: 6 }); // now Вера, the forhont
  await pulka.save(3);
  await expect(pulka.cell('Борис', 'gora')).toHaveAttribute('data-value', '12');
  await expect(pulka.cell('Вера', 'gora')).toHaveAttribute('data-value', '24');
  // Leningrad: 4 tricks × 12 split with the passer, consolation 24 each.
  await expect(pulka.cell('Анна', 'whists-Вера')).toHaveAttribute('data-value', '48');
  await expect(pulka.cell('Борис', 'whists-Вера')).toHaveAttribute('data-value', '48');
});
