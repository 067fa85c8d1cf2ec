// What phones do apart, then together (docs/ledger.md, "When phones meet";
// issue 27): three scorers' phones in Chromium on the real server, Karel's
// apart (the browser's own offline signal), each meeting played through the
// UI. Every meeting must end with one version of the hand counting, or with a
// conflict shown, the same on every phone: the same entries in the same order
// and the same money, the money worked out here from the mariáš rules
// (../shared/rules/marias.md), never read from the app.
import { expect, test, type Browser, type Locator } from '@playwright/test';
import { MariasTable } from './support/marias';
import { syncServerPerFile } from './support/sync-server';
import { joinedPhone, shareNewNight, type Phone } from './support/sync';

const server = syncServerPerFile(4461, 'meetings');

// Four browser contexts a test on a shared 2-core machine, and a reconnect each.
test.describe.configure({ timeout: 120_000 });

type Name = 'Petr' | 'Jana' | 'Karel';
type Money = Readonly<Record<Name, number>>;

const NOTHING: Money = { Petr: 0, Jana: 0, Karel: 0 };

/**
 * A hra (hospoda tariff: 1 unit; not in hearts, no flek) at the default 1 Kč a
 * unit, in haléře: the declarer takes 1 Kč from each defender, or pays each 1 Kč
 * (rules §3 and §8: declarer ±2X, each defender ∓X).
 */
function hra(declarer: Name, won: boolean): Money {
  const x = won ? 100 : -100;
  const out = { Petr: -x, Jana: -x, Karel: -x };
  out[declarer] = 2 * x;
  return out;
}

/** One player pays another (an adjustment), in haléře. */
function pays(from: Name, to: Name, minor: number): Money {
  return { ...NOTHING, [from]: -minor, [to]: minor };
}

function sum(...parts: Money[]): Money {
  const out = { ...NOTHING };
  for (const part of parts) for (const name of Object.keys(out) as Name[]) out[name] += part[name];
  return out;
}

// The night is Petr, Jana, Karel in that seating order: Petr deals hand 1 and
// its forhont Jana declares; Jana deals hand 2 and Karel declares.
const HAND_1_WON = hra('Jana', true);
const HAND_1_LOST = hra('Jana', false);
const HAND_2_WON = hra('Karel', true);

interface Table {
  readonly petr: Phone;
  readonly jana: Phone;
  readonly karel: Phone;
  readonly scorers: readonly Phone[];
  readonly viewerLink: string;
}

/** Petr shares a new mariáš night; Jana and Karel join as scorers; all three up to date. */
async function threePhones(browser: Browser): Promise<Table> {
  const { petr, links } = await shareNewNight(browser, server.origin);
  const jana = await joinedPhone(browser, server.origin, links.scorer, 'Jana');
  const karel = await joinedPhone(browser, server.origin, links.scorer, 'Karel');
  const scorers = [petr, jana, karel];
  for (const phone of scorers) await phone.expectUpToDate(3);
  return { petr, jana, karel, scorers, viewerLink: links.viewer };
}

/** The phone goes apart: its browser says offline, as when Wi-Fi drops. */
async function apart(phone: Phone): Promise<void> {
  await phone.page.context().setOffline(true);
  await expect(phone.status()).toHaveAttribute('data-state', /offline|connecting/);
}

/**
 * The phone comes back. Once its socket is open, "N phones" is right on every
 * phone within a second (the server's count, sent on every connect), and then
 * everything is sent and received.
 */
async function together(phone: Phone, all: readonly Phone[]): Promise<void> {
  await phone.page.context().setOffline(false);
  await expect(phone.status()).toHaveAttribute('data-state', 'online', { timeout: 15_000 });
  const counted = new RegExp(`^${all.length} phones`);
  await expect
    .poll(() => Promise.all(all.map((p) => p.status().textContent())), {
      timeout: 1_000,
      intervals: [50],
    })
    .toEqual(all.map(() => expect.stringMatching(counted)));
  for (const p of all) await p.expectUpToDate(all.length);
}

/**
 * After a stored save the night screen takes no other write for a moment (a
 * double tap stores one hand): the next write waits until its entry area opens.
 */
async function quiet(phone: Phone): Promise<void> {
  await expect(phone.page.locator('fieldset.entry-guard')).toHaveAttribute('aria-busy', 'false');
}

async function enterHand(phone: Phone, won: boolean): Promise<void> {
  const table = new MariasTable(phone.page);
  await table.game('hra');
  await table.save(won ? 'won' : 'lost');
  await quiet(phone);
}

const row = (phone: Phone, seq: number): Locator =>
  phone.page.locator(`.ledger-entry[data-seq="${seq}"]`);

/** Voids (or, on a void's row, restores) the entry of row `seq` whose text has `text`. */
async function voidRow(phone: Phone, seq: number, button: 'Void' | 'Restore', text?: string) {
  const target = text ? row(phone, seq).filter({ hasText: text }) : row(phone, seq);
  await target.getByRole('button', { name: button, exact: true }).click();
  const dialog = phone.page.getByRole('dialog', { name: 'Void an entry' });
  await dialog.getByRole('button', { name: 'Entered by mistake' }).click();
  await dialog.getByRole('button', { name: 'Void', exact: true }).click();
  await expect(dialog).toBeHidden();
  await quiet(phone);
}

/** Corrects the hand of row `seq` to another result, "wrong result". */
async function correctResult(phone: Phone, seq: number, result: 'won' | 'lost'): Promise<void> {
  const table = new MariasTable(phone.page);
  await row(phone, seq).getByRole('button', { name: 'Correct', exact: true }).click();
  const edit = phone.page.locator('[data-marias-form="edit-hand"]');
  await table.tap(table.chip('result', result, edit));
  await edit.getByRole('button', { name: 'Wrong result' }).click();
  await edit.locator('[data-marias="save-correction"]').click();
  await expect(edit).toBeHidden();
  await quiet(phone);
}

async function expectMoney(phones: readonly Phone[], money: Money): Promise<void> {
  for (const phone of phones)
    for (const name of Object.keys(money) as Name[]) await phone.expectBalance(name, money[name]);
}

/** Every phone holds `count` entries, in the same order (Petr's). */
async function expectSameLedger(phones: readonly Phone[], count: number): Promise<void> {
  for (const phone of phones) await expect(phone.ledgerEntries()).toHaveCount(count);
  const order = await phones[0]!.ledgerOrder();
  for (const phone of phones.slice(1)) await expect.poll(() => phone.ledgerOrder()).toEqual(order);
}

const conflicts = (phone: Phone) => phone.page.locator('section.conflicts');
/** The rows of conflicts shown (the twins' note is a line of its own, no conflict). */
const conflictRows = (phone: Phone) => phone.page.locator('details.conflict[data-kind]');
const conflictRow = (phone: Phone, hand: number) =>
  phone.page.locator(`details.conflict[data-hand="${hand}"]`);
/** The hand entries that count (a hand, or a correction of one). */
const countingHands = (phone: Phone) =>
  phone.page.locator('.ledger-entry[data-kind="marias.hand"][data-active="true"]');

/** The one conflict of hand 1 shown on every phone, with the words of its kind. */
async function expectConflict(phones: readonly Phone[], summary: string): Promise<void> {
  for (const phone of phones) {
    await expect(phone.page.getByRole('heading', { name: '1 hand to check' })).toBeVisible();
    await expect(conflicts(phone)).toHaveAttribute('data-conflicts', '1');
    await expect(conflictRow(phone, 1).locator('summary')).toHaveText(summary);
  }
}

/** "Keep this one" under the version of hand 1 from `whose` phone (the row opened). */
function keepButton(phone: Phone, whose: string): Locator {
  return conflictRow(phone, 1)
    .locator('.conflict-version')
    .filter({ hasText: `${whose}'s phone` })
    .getByRole('button', { name: 'Keep this one' });
}

async function openConflict(phone: Phone): Promise<void> {
  await conflictRow(phone, 1).locator('summary').click();
  await expect(conflictRow(phone, 1).locator('.conflict-version')).toHaveCount(2);
}

/** No conflict left, and `hands` hand entries count on every phone. */
async function expectResolved(phones: readonly Phone[], hands: number): Promise<void> {
  for (const phone of phones) {
    await expect(conflictRows(phone)).toHaveCount(0);
    await expect(countingHands(phone)).toHaveCount(hands);
  }
}

test('the same hand entered on two phones apart: a conflict on every phone, a twin counted once with a note, a viewer without keep', async ({
  browser,
}) => {
  const { petr, jana, karel, scorers, viewerLink } = await threePhones(browser);
  const eva = await joinedPhone(browser, server.origin, viewerLink, 'Eva');
  const all = [...scorers, eva];
  for (const phone of all) await phone.expectUpToDate(all.length);

  await apart(karel);
  // Hand 1 read two ways; hand 2 entered the same way on both sides.
  await enterHand(petr, true);
  await enterHand(petr, true);
  await enterHand(karel, false);
  await enterHand(karel, true);
  await expectMoney([petr, jana, eva], sum(HAND_1_WON, HAND_2_WON));
  await expectMoney([karel], sum(HAND_1_LOST, HAND_2_WON));

  await together(karel, all);
  await expectConflict(all, 'Hand 1: entered twice');
  for (const phone of all) {
    // Hand 2's identical copies: counted once without a tap, one line says so.
    await expect(phone.page.locator('details.twins-note summary')).toHaveText(
      '1 hand was entered the same way on two phones: it counts once.',
    );
    await expect(phone.page.locator('[data-marias="status"]')).toHaveAttribute('data-hand', '3');
  }
  // Both versions of hand 1 count until one is kept; hand 2 once.
  await expectMoney(all, sum(HAND_1_WON, HAND_1_LOST, HAND_2_WON));
  await expectSameLedger(all, 4);

  // The viewer sees both versions and no "keep" anywhere in the list.
  await openConflict(eva);
  await expect(conflicts(eva).getByRole('button')).toHaveCount(0);
  await expect(conflicts(eva)).not.toContainText(/keep/i);

  // Jana, who entered neither, keeps Petr's reading.
  await openConflict(jana);
  await keepButton(jana, 'Petr').click();
  await expectResolved(all, 2);
  await expectMoney(all, sum(HAND_1_WON, HAND_2_WON));
  await expectSameLedger(all, 5);
});

test('two adjustments apart: both count, no conflict', async ({ browser }) => {
  const { jana, karel, scorers } = await threePhones(browser);
  await apart(karel);
  await karel.addAdjustment('Petr', 'Karel', '3');
  await jana.addAdjustment('Jana', 'Petr', '5');
  await together(karel, scorers);
  await expectMoney(scorers, sum(pays('Petr', 'Karel', 300), pays('Jana', 'Petr', 500)));
  for (const phone of scorers) await expect(phone.page.locator('.conflict')).toHaveCount(0);
  await expectSameLedger(scorers, 2);
});

test('hand 1 voided, then apart: restored on one phone, entered again on another — a conflict, then one counts', async ({
  browser,
}) => {
  const { petr, jana, karel, scorers } = await threePhones(browser);
  await enterHand(petr, true);
  await voidRow(petr, 1, 'Void');
  for (const phone of scorers) await expect(phone.ledgerEntries()).toHaveCount(2);
  await expectMoney(scorers, NOTHING);

  await apart(karel);
  await voidRow(jana, 2, 'Restore');
  await expectMoney([petr, jana], HAND_1_WON);
  await enterHand(karel, false);
  await expectMoney([karel], HAND_1_LOST);

  await together(karel, scorers);
  await expectConflict(scorers, 'Hand 1: entered twice');
  await expectMoney(scorers, sum(HAND_1_WON, HAND_1_LOST));
  await expectSameLedger(scorers, 4);

  await openConflict(petr);
  await keepButton(petr, 'Karel').click();
  await expectResolved(scorers, 1);
  await expectMoney(scorers, HAND_1_LOST);
  await expectSameLedger(scorers, 5);
});

test('hand 1 saved, then apart: voided on one phone, corrected on another — a conflict, then the void is kept', async ({
  browser,
}) => {
  const { petr, jana, karel, scorers } = await threePhones(browser);
  await enterHand(petr, true);
  for (const phone of scorers) await expect(phone.ledgerEntries()).toHaveCount(1);
  await expectMoney(scorers, HAND_1_WON);

  await apart(karel);
  await voidRow(jana, 1, 'Void');
  await expectMoney([petr, jana], NOTHING);
  await correctResult(karel, 1, 'lost');
  await expectMoney([karel], HAND_1_LOST);

  await together(karel, scorers);
  await expectConflict(scorers, 'Hand 1: voided on one phone, corrected on another');
  await expectSameLedger(scorers, 3);
  // The void adds nothing to the balances: the correction is what counts until one is kept.
  await expectMoney(scorers, HAND_1_LOST);

  await openConflict(petr);
  await keepButton(petr, 'Jana').click();
  await expectResolved(scorers, 0);
  await expectMoney(scorers, NOTHING);
  await expectSameLedger(scorers, 4);
});

/** Jana's hand 1 (won) and Karel's (lost), entered apart: a conflict on all three phones. */
async function enteredTwice(browser: Browser): Promise<Table> {
  const table = await threePhones(browser);
  const { jana, karel, scorers } = table;
  await apart(karel);
  await enterHand(jana, true);
  await enterHand(karel, false);
  await together(karel, scorers);
  await expectConflict(scorers, 'Hand 1: entered twice');
  await expectMoney(scorers, sum(HAND_1_WON, HAND_1_LOST));
  for (const phone of [jana, karel]) await openConflict(phone);
  return table;
}

/**
 * Both keeps are stored, both of clock 2 (each saw hand 1 only): the first in
 * ledger order (no. 3) takes effect, the second comes too late and says so.
 * Exactly one version counts, the same on every phone. Which one is the
 * ledger order's (the phones' device ids); its money is worked out here.
 */
async function expectOneKept(scorers: readonly Phone[]): Promise<void> {
  await expectResolved(scorers, 1);
  await expectSameLedger(scorers, 4);
  for (const phone of scorers) {
    await expect(phone.page.locator('[data-kind="void"]')).toHaveCount(2);
    await expect(row(phone, 3).locator('[data-broken]')).toHaveCount(0);
    await expect(row(phone, 4).locator('[data-broken]')).toHaveText(
      /^cannot be counted: This “keep this one” came too late/,
    );
  }
  const petr = scorers[0]!;
  const voided = (await row(petr, 3).textContent())?.match(/^3Entry no\. ([12]) voided/)?.[1];
  expect(voided).toBeDefined();
  const kept = voided === '1' ? 2 : 1;
  for (const phone of scorers)
    await expect(row(phone, kept)).toHaveAttribute('data-active', 'true');
  const won = (await row(petr, kept).textContent())!.includes('game — won');
  await expectMoney(scorers, won ? HAND_1_WON : HAND_1_LOST);
}

test('an "entered twice" conflict: both keep their own at the same moment — one version counts', async ({
  browser,
}) => {
  const { jana, karel, scorers } = await enteredTwice(browser);
  // Both taps at one instant of the machine's clock, each before the other's keep can arrive.
  const at = Date.now() + 500;
  const tap = (button: Locator) =>
    button.evaluate(
      (b, when) =>
        new Promise<void>((resolve) =>
          setTimeout(
            () => {
              (b as HTMLButtonElement).click();
              resolve();
            },
            Math.max(0, when - Date.now()),
          ),
        ),
      at,
    );
  await Promise.all([tap(keepButton(jana, 'Jana')), tap(keepButton(karel, 'Karel'))]);
  await expectOneKept(scorers);
});

test('an "entered twice" conflict: both keep their own, one phone offline — one version counts', async ({
  browser,
}) => {
  const { jana, karel, scorers } = await enteredTwice(browser);
  await apart(karel);
  await keepButton(karel, 'Karel').click();
  await expectResolved([karel], 1);
  await expectMoney([karel], HAND_1_LOST);
  await keepButton(jana, 'Jana').click();
  await expectResolved(scorers.slice(0, 2), 1);
  await expectMoney(scorers.slice(0, 2), HAND_1_WON);
  await together(karel, scorers);
  await expectOneKept(scorers);
  // The late keep is named as what cannot be counted, and can be voided as the
  // night asks; that changes nothing else.
  const late = (phone: Phone) => phone.page.getByText('1 entry cannot be scored');
  for (const phone of scorers) await expect(late(phone)).toBeVisible();
  const money = { Petr: await jana.balance('Petr'), Jana: await jana.balance('Jana') };
  await voidRow(jana, 4, 'Void');
  for (const phone of scorers) {
    await expect(late(phone)).toBeHidden();
    await expect(phone.page.locator('[data-broken]')).toHaveCount(0);
  }
  await expectResolved(scorers, 1);
  await expectSameLedger(scorers, 5);
  for (const phone of scorers) {
    await phone.expectBalance('Petr', money.Petr);
    await phone.expectBalance('Jana', money.Jana);
  }
});
