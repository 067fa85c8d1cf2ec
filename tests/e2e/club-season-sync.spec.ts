// A club's season across phones through the real sync server (issue #30,
// Deliver 5): three phones and a board run a three-round tournament at two
// tables (one phone joins late), the admin starting each round's clock and
// the others and the board counting it down; a tab across three nights settles with the
// fewest payments; a night closed offline reaches the others once it is back
// online, counted once; and the board's link cannot write. Phones at
// 360 × 740, the board at 1920 × 1080, in cs or ru per test. Every sum below
// is worked out by hand from the hands entered, never by the engine.
import { expect, test, type Browser, type Page } from '@playwright/test';
import * as Y from 'yjs';
import { openSession } from '../server/support/hocuspocus-session';
import {
  closeNight,
  createClub,
  joinAs,
  linkOf,
  memberIds,
  phone,
  settledBalances,
  synced,
  TV,
  wonHand,
  type Phone,
} from './support/club-phones';
import { E2E_PORT } from './support/chromium';
import { LANGS } from './support/layout';
import { closePhonesAfterEach } from './support/phones-leave';

closePhonesAfterEach();

const [CS, RU] = LANGS as unknown as [(typeof LANGS)[number], (typeof LANGS)[number]];
const NAMES = [
  'Adam Král',
  'Bára Nováková',
  'Cyril Malý',
  'Dana Veselá',
  'Emil Horák',
  'Filip Dvořák',
  'Gustav Procházka',
  'Hana Černá',
] as const;
/** One won simple game at the default tariff (hospoda, 1 Kč a unit): 1 Kč from each defender. */
const HRA = 100;

interface Row {
  member: string;
  points: number;
  money: number;
}

async function rowsOf(page: Page, where: string): Promise<Row[]> {
  return page.locator(`${where} tbody tr[data-points]`).evaluateAll((rows) =>
    rows.map((r) => ({
      member: r.getAttribute('data-member') ?? '',
      points: Number(r.getAttribute('data-points')),
      money: Number(r.getAttribute('data-money')),
    })),
  );
}

async function seatingOf(page: Page, scope: string): Promise<string[][]> {
  const tables: string[][] = [];
  for (const table of [1, 2]) {
    const seats = page.locator(`${scope} [data-table="${table}"] li[data-member]`);
    await expect(seats).toHaveCount(4);
    tables.push(await seats.evaluateAll((els) => els.map((e) => e.getAttribute('data-member')!)));
  }
  return tables;
}

/** A table's night as played: its seats, who sat out the one hand, who won it. */
interface Played {
  seats: string[];
  sitter: string;
  declarer: string;
}

/**
 * By hand: the declarer takes HRA from each of the two defenders, the
 * dealer sits out at 0. Places: declarer 4 points, sitter 3, the two
 * defenders share 2nd-last (2 + 1) / 2 each.
 */
function byHand(played: readonly Played[]): Row[] {
  const rows = new Map<string, Row>();
  for (const { seats, sitter, declarer } of played)
    for (const member of seats) {
      const [points, money] =
        member === declarer ? [4, 2 * HRA] : member === sitter ? [3, 0] : [1.5, -HRA];
      const row = rows.get(member) ?? { member, points: 0, money: 0 };
      rows.set(member, { member, points: row.points + points, money: row.money + money });
    }
  return [...rows.values()].sort(
    (a, b) => b.points - a.points || b.money - a.money || (a.member < b.member ? -1 : 1),
  );
}

/** Rotation by hand (docs/club.md C6): the k-th placed of table t moves k tables on. */
function rotated([t1, t2]: Played[]): string[][] {
  const placed = ({ seats, sitter, declarer }: Played) => [
    declarer,
    sitter,
    ...seats.filter((m) => m !== declarer && m !== sitter),
  ];
  const [a, b] = [placed(t1!), placed(t2!)];
  return [
    [a[0]!, b[1]!, a[2]!, b[3]!],
    [b[0]!, a[1]!, b[2]!, a[3]!],
  ];
}

/** On `page`, starts the night of table `table`, wins one hand with its first active seat, closes it. */
async function playTable(
  page: Page,
  tournamentUrl: string,
  table: number,
  nameOf: Map<string, string>,
): Promise<Played> {
  await page.goto(tournamentUrl);
  const box = page.locator(`.tt-current [data-table="${table}"]`);
  await expect(box.locator('li[data-member]')).toHaveCount(4);
  const seats = await box
    .locator('li[data-member]')
    .evaluateAll((els) => els.map((e) => e.getAttribute('data-member')!));
  await box.locator('button.btn-primary').click();
  await expect(page).toHaveURL(/#\/night\//);
  const status = page.locator('[data-marias="status"]');
  await expect(status).toHaveAttribute('data-sitter', /./);
  const sitterName = await status.getAttribute('data-sitter');
  const sitter = seats.find((m) => nameOf.get(m) === sitterName)!;
  expect(sitter, 'the dealer sits out').toBeDefined();
  const declarer = seats.find((m) => m !== sitter)!;
  await wonHand(page, nameOf.get(declarer)!);
  await closeNight(page);
  const club = page.locator('[data-card="night-club"]');
  await expect(club.locator('[data-counted="yes"]')).toBeVisible();
  // The settle screen agrees with the hand worked out above.
  const shown = await settledBalances(page);
  for (const m of seats)
    expect(shown[nameOf.get(m)!] ?? 0).toBe(m === declarer ? 2 * HRA : m === sitter ? 0 : -HRA);
  return { seats, sitter, declarer };
}

async function createTournament(page: Page, clubId: string): Promise<string> {
  // Reached from the club's home; its Back leads there again.
  await page.goto(`/#/club/${clubId}`);
  await page.locator(`.club-home a[href$="/club/${clubId}/tournaments"]`).click();
  await expect(page).toHaveURL(/\/tournaments$/);
  await expect(page.locator('header a').first()).toHaveAttribute('href', `#/club/${clubId}`);
  await page.locator('.bottombar button.btn-primary').click();
  const form = page.locator('form[aria-label]');
  const chips = form.locator('[data-member]');
  await expect(chips).toHaveCount(8);
  for (const chip of await chips.all()) await chip.click();
  const rounds = page.locator('[data-name="rounds"]');
  for (let i = 0; i < 10 && (await rounds.locator('output').innerText()) !== '3'; i++)
    await rounds
      .locator('button')
      .nth(Number(await rounds.locator('output').innerText()) > 3 ? 0 : 1)
      .click();
  await expect(rounds.locator('output')).toHaveText('3');
  await page.locator('.bottombar button[type="submit"]').click();
  await expect(page).toHaveURL(/\/tournament\/[^/]+$/);
  return page.url();
}

/** Every phone and the board show the same seating (unless over) and the same table `want`. */
async function allAgree(phones: Page[], board: Page, want: Row[], over: boolean) {
  const seating = over ? undefined : await seatingOf(phones[0]!, '.tt-current');
  for (const page of phones) {
    await expect.poll(() => rowsOf(page, '[data-testid="tournament-table"]')).toEqual(want);
    if (seating) expect(await seatingOf(page, '.tt-current')).toEqual(seating);
  }
  await expect.poll(() => rowsOf(board, '.board-standing')).toEqual(want);
  if (seating) expect(await seatingOf(board, '.board-tables')).toEqual(seating);
}

/**
 * The admin starts round `round`'s clock: every other phone and the board,
 * through the sync server, count down that round ("m:ss zbývá", never a timed
 * value); the other phones have no Start.
 */
async function startClock(admin: Page, others: Page[], board: Page, round: number) {
  for (const page of [...others, board]) {
    await expect(page.locator(`[data-round="${round}"]`).first()).toBeVisible();
    await expect(page.getByRole('timer')).toHaveCount(0);
  }
  for (const page of others) {
    await expect(page.locator('.tt-timer')).toHaveAttribute('data-started', 'no');
    await expect(page.locator('.tt-timer button')).toHaveCount(0);
  }
  await admin.locator('.tt-timer-start').click();
  for (const page of [admin, ...others, board]) {
    const clock = page.getByRole('timer');
    await expect(clock).toHaveAttribute('data-round', String(round));
    await expect(clock).toHaveText(/^\d+:\d\d zbývá$/);
  }
  for (const page of others) await expect(page.locator('.tt-timer button')).toHaveCount(0);
}

async function close(...phones: Phone[]) {
  for (const p of phones) await p.context.close();
}

test(`three phones and a board run a three-round tournament at two tables (${CS.lang})`, async ({
  browser,
}) => {
  test.setTimeout(300_000);
  const admin = await phone(browser, CS, [NAMES[0]]);
  const { clubId, clubUrl } = await createClub(admin.page, NAMES[0], NAMES.slice(1));
  const ids = await memberIds(admin.page, NAMES);
  const nameOf = new Map([...ids].map(([name, id]) => [id, name]));
  const memberLink = await linkOf(admin.page, 'member');
  const boardLink = await linkOf(admin.page, 'board');

  const bara = await phone(browser, CS, []);
  await joinAs(bara.page, memberLink, NAMES[1]);
  const tv = await phone(browser, CS, [], TV);
  await tv.page.goto(boardLink);
  await expect(tv.page.locator('.hint')).toBeVisible();
  await tv.page.goto(`/#/club/${clubId}/board`);

  const url = await createTournament(admin.page, clubId);
  await bara.page.goto(url);
  await startClock(admin.page, [bara.page], tv.page, 1);
  const round1 = [await playTable(admin.page, url, 1, nameOf)];
  await bara.page.goto(url);
  round1.push(await playTable(bara.page, url, 2, nameOf));
  let want = byHand(round1);
  await admin.page.goto(url);
  await bara.page.goto(url);
  await tv.page.goto(`/#/club/${clubId}/board`);
  await allAgree([admin.page, bara.page], tv.page, want, false);
  expect(await seatingOf(admin.page, '.tt-current')).toEqual(rotated(round1));

  // Cyril joins after round 1 and still sees its tables' results.
  const cyril = await phone(browser, CS, []);
  await joinAs(cyril.page, memberLink, NAMES[2]);
  await cyril.page.goto(url);
  await allAgree([admin.page, bara.page, cyril.page], tv.page, want, false);
  await startClock(admin.page, [bara.page, cyril.page], tv.page, 2);

  const round2 = [
    await playTable(cyril.page, url, 1, nameOf),
    await playTable(admin.page, url, 2, nameOf),
  ];
  want = byHand([...round1, ...round2]);
  for (const p of [admin, bara, cyril]) await p.page.goto(url);
  await allAgree([admin.page, bara.page, cyril.page], tv.page, want, false);
  expect(await seatingOf(admin.page, '.tt-current')).toEqual(rotated(round2));

  const round3 = [
    await playTable(bara.page, url, 1, nameOf),
    await playTable(cyril.page, url, 2, nameOf),
  ];
  want = byHand([...round1, ...round2, ...round3]);
  for (const p of [admin, bara, cyril]) await p.page.goto(url);
  await allAgree([admin.page, bara.page, cyril.page], tv.page, want, true);
  await admin.page.goto(clubUrl);
  await synced(admin.page);
  await close(admin, bara, cyril, tv);
});

const TRIO = [NAMES[0], NAMES[1], NAMES[2]] as const;

/** The admin's club of the three, each phone holding the three as players matched to them. */
async function clubOfThree(browser: Browser, lang: typeof CS) {
  const admin = await phone(browser, lang, TRIO);
  const { clubId, clubUrl } = await createClub(admin.page, TRIO[0], TRIO.slice(1));
  const memberLink = await linkOf(admin.page, 'member');
  const boardLink = await linkOf(admin.page, 'board');
  await admin.page.locator('[data-card="members"] a[href$="/match"]').click();
  await matchAll(admin.page);
  const others: Phone[] = [];
  for (const name of TRIO.slice(1)) {
    const other = await phone(browser, lang, TRIO);
    await joinAs(other.page, memberLink, name);
    await matchAll(other.page);
    others.push(other);
  }
  return { clubId, clubUrl, boardLink, memberLink, phones: [admin, ...others] };
}

/** The match screen: every player confirmed as the member of the same name. */
async function matchAll(page: Page): Promise<void> {
  await expect(page.locator('.club-match')).toHaveCount(TRIO.length);
  await page.locator('.bottombar .btn-primary').click();
  await expect(page.locator('.club-match[data-state="matched"]')).toHaveCount(TRIO.length);
}

/** A club night of the three on `page`: one won hand per name in `declarers`, closed. */
async function clubNight(page: Page, marias: string, declarers: readonly string[]) {
  await page.goto('/#/new');
  await page.getByRole('button', { name: marias, exact: true }).click();
  for (const name of TRIO) await page.locator(`[data-player="${name}"]`).click();
  await page.locator('[data-name="club"]', { hasText: 'U Kocoura' }).click();
  await page.locator('.bottombar button').click();
  for (const declarer of declarers) await wonHand(page, declarer);
  await closeNight(page);
  await expect(page.locator('[data-card="night-club"] [data-counted="yes"]')).toBeVisible();
}

const payLine = (page: Page) => page.locator('[data-card="tab"] .club-pay');

test(`a tab across three nights on three phones settles with the fewest payments (${RU.lang})`, async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const { clubUrl, phones } = await clubOfThree(browser, RU);
  const [adam, bara, cyril] = phones.map((p) => p.page) as [Page, Page, Page];
  // By hand: a won hand is +2 HRA for its declarer, −HRA for each other.
  await clubNight(adam, RU.marias, [TRIO[0]]); // A +200, B −100, C −100
  await clubNight(bara, RU.marias, [TRIO[1]]); // B +200, A −100, C −100
  await clubNight(cyril, RU.marias, [TRIO[0]]); // A +200, B −100, C −100
  // Nets: Adam +300, Bára 0, Cyril −300: one payment, where three nights
  // paid one by one would take six.
  for (const page of phones.map((p) => p.page)) {
    await page.goto(clubUrl);
    await expect(page.locator('[data-card="season"] .club-table > li')).toHaveCount(3);
    await expect(payLine(page)).toHaveCount(1);
    await expect(payLine(page).locator('.club-pay-amount')).toHaveAttribute(
      'data-amount',
      String(3 * HRA),
    );
    const names = await payLine(page).locator('.club-pay-names').innerText();
    expect(names.indexOf(TRIO[2])).toBeLessThan(names.indexOf(TRIO[0]));
    expect(names).not.toContain(TRIO[1]);
  }
  // Bára marks 1 of Cyril's 3 paid; the others see 2 left.
  await payLine(bara).locator('.btn').click();
  await bara.locator('#club-pay-amount').fill('1,00');
  await bara.locator('dialog[open] button[type="submit"]').click();
  await expect(bara.locator('dialog[open]')).toHaveCount(0);
  for (const page of [adam, bara, cyril])
    await expect(payLine(page).locator('.club-pay-amount')).toHaveAttribute(
      'data-amount',
      String(2 * HRA),
    );
  for (const p of phones) await p.context.close();
});

test(`a night closed offline reaches the other phones once back online, no club screen open, counted once (${CS.lang})`, async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const { clubUrl, phones } = await clubOfThree(browser, CS);
  const [adam, bara, cyril] = phones as [Phone, Phone, Phone];
  // The service worker serves the app's screens offline once it controls the page.
  await cyril.page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await cyril.page.reload();
  await expect
    .poll(() => cyril.page.evaluate(() => navigator.serviceWorker.controller !== null))
    .toBe(true);
  // The app's other screens are fetched once it is idle (app/pwa/offline-cache.ts).
  await cyril.page.waitForFunction(() => performance.getEntriesByName('renonc:warmed').length > 0);
  await cyril.context.setOffline(true);
  await clubNight(cyril.page, CS.marias, [TRIO[2]]); // C +200, A −100, B −100
  await cyril.page.goto(clubUrl);
  await expect(payLine(cyril.page)).toHaveCount(2);
  await expect(cyril.page.locator('.sync-status').first()).not.toHaveAttribute(
    'data-state',
    'synced',
  );
  // The others, in sync with the server, have no night yet.
  for (const page of [adam.page, bara.page]) {
    await page.goto(clubUrl);
    await synced(page);
    await expect(page.locator('[data-card="season"] .club-table > li')).toHaveCount(0);
    await expect(payLine(page)).toHaveCount(0);
  }
  // Cyril leaves the club's screens: the app itself reports the night once the
  // phone is online again (app/ui/club/club-reports.ts), no club screen open.
  await cyril.page.goto('/#/');
  await expect(cyril.page.locator('[data-home-clubs]')).toBeVisible();
  await cyril.context.setOffline(false);
  for (const page of [adam.page, bara.page]) {
    await expect(payLine(page)).toHaveCount(2);
  }
  await cyril.page.goto(clubUrl);
  await synced(cyril.page);
  for (const page of [adam.page, bara.page, cyril.page]) {
    await expect(payLine(page)).toHaveCount(2);
    // Counted once: each pays Cyril one HRA, not two.
    for (const amount of await payLine(page).locator('.club-pay-amount').all())
      await expect(amount).toHaveAttribute('data-amount', String(HRA));
  }
  for (const p of phones) await p.context.close();
});

test(`a board link has no writing controls and its raw write is refused (${RU.lang})`, async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const { clubId, clubUrl, boardLink, memberLink, phones } = await clubOfThree(browser, RU);
  const tv = await phone(browser, RU, [], TV);
  await tv.page.goto(boardLink);
  await expect(tv.page.locator('.hint')).toBeVisible();
  await tv.page.goto(clubUrl);
  await synced(tv.page);
  await expect(tv.page.locator('[data-card="members"] [data-member]')).toHaveCount(3);
  // Nothing to write with: no member to add, no payment to mark, no tournament; its
  // own board link is all it can hand out.
  await expect(tv.page.locator('#club-member-name')).toHaveCount(0);
  await expect(tv.page.locator('[data-card="links"] input')).toHaveValue(boardLink);
  await expect(
    tv.page.locator('[data-name="club-link-role"]:not([data-value="board"])'),
  ).toHaveCount(0);
  await expect(tv.page.locator('[data-card="tab"] .club-pay .btn')).toHaveCount(0);
  await tv.page.goto(`/#/club/${clubId}/tournaments`);
  await expect(tv.page.locator('.bottombar button.btn-primary')).toHaveCount(0);

  // A raw socket with the board link's secret sends a member record: refused.
  const secret = boardLink.split('/b/')[1]!;
  const session = await openSession(E2E_PORT, `club-${clubId}`, JSON.stringify({ v: 1, secret }));
  const update = new Y.Doc();
  update.getMap('records').set('intruder', {
    kind: 'member',
    id: 'intruder',
    name: 'Vetřelec',
    at: '2026-12-05T20:00:00.000Z',
  });
  expect(await session.send(Y.encodeStateAsUpdate(update))).not.toBe('saved');
  session.close();

  // A phone that joins now gets the server's document: three members, no intruder.
  const late = await phone(browser, RU, []);
  await late.page.goto(memberLink);
  await expect(late.page.locator('.club-choose [data-member]')).toHaveCount(3);
  for (const p of phones) {
    await p.page.goto(clubUrl);
    await synced(p.page);
    await expect(p.page.locator('[data-card="members"] [data-member]')).toHaveCount(3);
  }
  await expect(late.page.getByText('Vetřelec')).toHaveCount(0);
  for (const p of [...phones, tv, late]) await p.context.close();
});
