// A club's tournament (issue #30, docs/club.md C6) from the director's phone
// and on the board: an admin creates a rotation tournament of eight members
// at two tables over three rounds; round 1's seating is shown; each table's
// result is written into the club's document here (the night's close flow
// that attaches results is another helper's work, h-clubui), and the next
// round's seating, the missing tables, the refusals and the final table are
// checked against what this test works out by hand, never by the engine.
// The board at 1920 × 1080 shows the same tables and follows the director's
// writes by itself (a live query; the director writes in another tab), the
// round clock the director starts among them. Time is never driven: a clock
// is checked by its round and its pattern, and by never showing more left
// than the length set.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { CLUB_ID, MEMBERS, resultRecord, seedClub, writeClubRecords } from './support/club';
import { tapWhereItIs } from './support/layout';
import { screenProblems } from './support/screen-checks';

const SHOTS = 'test-results/tournament';
const TV = { width: 1920, height: 1080 };
const PHONE = { width: 360, height: 740 };
const NAME = new Map<string, string>(MEMBERS);

/** A round's table as seated (read before it reports: then it lists placings). */
async function seatingOf(page: Page, table: number): Promise<string[]> {
  const seats = page.locator(`.tt-current [data-table="${table}"] li[data-member]`);
  await expect(seats).toHaveCount(4);
  return seats.evaluateAll((els) => els.map((e) => e.getAttribute('data-member') ?? ''));
}

interface Row {
  member: string;
  points: number;
  money: number;
}

async function tableRows(page: Page): Promise<Row[]> {
  return page.locator('[data-testid="tournament-table"] tbody tr').evaluateAll((rows) =>
    rows.map((r) => ({
      member: r.getAttribute('data-member') ?? '',
      points: Number(r.getAttribute('data-points')),
      money: Number(r.getAttribute('data-money')),
    })),
  );
}

/**
 * The final table by hand: each table's points per seat are written out
 * below (places by money, ties share the points of the places they span:
 * 4, 3, 2, 1 for four), summed per member, ranked by points, then money,
 * then member id.
 */
function handTable(tables: { seats: string[]; money: number[]; points: number[] }[]): Row[] {
  const rows = new Map<string, Row>();
  for (const { seats, money, points } of tables)
    seats.forEach((member, i) => {
      const row = rows.get(member) ?? { member, points: 0, money: 0 };
      rows.set(member, {
        member,
        points: row.points + points[i]!,
        money: row.money + money[i]!,
      });
    });
  return [...rows.values()].sort(
    (a, b) => b.points - a.points || b.money - a.money || (a.member < b.member ? -1 : 1),
  );
}

/** The round clock as started: its round, "m:ss left", no more left than the `minutes` set. */
async function expectClock(page: Page, round: number, minutes: number, left = 'left') {
  const clock = page.getByRole('timer');
  await expect(clock).toHaveAttribute('data-round', String(round));
  await expect(clock).toHaveText(new RegExp(`^\\d+:\\d\\d ${left}$`));
  const [m, s] = (await clock.locator('.tt-clock-digits').innerText()).split(':').map(Number);
  expect(m! * 60 + s!).toBeLessThanOrEqual(minutes * 60);
}

/**
 * Watches the page until its clock has changed twice (two ticks, however
 * long they take): what changed outside the clock, and how many IndexedDB
 * transactions were opened meanwhile (a live query re-run opens one).
 */
async function quietTicks(page: Page): Promise<{ outside: string[]; reads: number }> {
  await page.evaluate(() => {
    const w = window as unknown as Record<string, unknown>;
    const watch = { clock: 0, outside: [] as string[], reads: 0 };
    w.__ticks = watch;
    const clock = document.querySelector('[role="timer"]')!;
    new MutationObserver((list) => {
      for (const m of list) {
        const node = m.target instanceof Element ? m.target : m.target.parentElement;
        if (node && clock.contains(node)) watch.clock++;
        else watch.outside.push(node?.className || m.target.nodeName);
      }
    }).observe(document.body, {
      subtree: true,
      childList: true,
      characterData: true,
      attributes: true,
    });
    const open = IDBDatabase.prototype.transaction;
    IDBDatabase.prototype.transaction = function (this: IDBDatabase, ...args) {
      watch.reads++;
      return open.apply(this, args);
    } as typeof open;
  });
  const watched = () =>
    page.evaluate(() => (window as unknown as { __ticks: { clock: number } }).__ticks);
  await expect
    .poll(async () => (await watched()).clock, { timeout: 15_000 })
    .toBeGreaterThanOrEqual(2);
  return page.evaluate(
    () => (window as unknown as { __ticks: { outside: string[]; reads: number } }).__ticks,
  );
}

/** As a thumb does: the control scrolled to the middle of the screen, then tapped there. */
async function tap(target: Locator): Promise<void> {
  await target.evaluate((el) => el.scrollIntoView({ block: 'center' }));
  await tapWhereItIs(target);
}

async function createTournament(page: Page): Promise<string> {
  await page.goto(`/#/club/${CLUB_ID}/tournaments`);
  await expect(page.getByText('No tournaments yet.')).toBeVisible();
  await page.getByRole('button', { name: 'New tournament' }).click();
  const form = page.getByRole('form', { name: 'New tournament' });
  for (const [id] of MEMBERS.slice(0, 7)) await tap(form.locator(`[data-member="${id}"]`));
  await tap(page.getByRole('button', { name: 'Less Rounds' }));
  await expect(page.locator('[data-name="rounds"] output')).toHaveText('3');
  await page.getByRole('button', { name: 'Draw the seats and start' }).click();
  // Seven cannot fill tables of four: refused in words, nothing stored.
  await expect(form.getByRole('alert')).toContainText('fill tables of 4 exactly');
  await expect(page).toHaveURL(/\/tournaments$/);
  await tap(form.locator(`[data-member="${MEMBERS[7][0]}"]`));
  await expect(form.getByText('8 players chosen')).toBeVisible();
  await page.getByRole('button', { name: 'Draw the seats and start' }).click();
  await expect(page).toHaveURL(/\/tournament\/[^/]+$/);
  return decodeURIComponent(page.url().split('/tournament/')[1]!);
}

/** Rotation by hand (C6): the k-th placed of table t moves k tables on, wrapping. */
function rotated(t1: string[], t2: string[]): [string[], string[]] {
  return [
    [t1[0]!, t2[1]!, t1[2]!, t2[3]!],
    [t2[0]!, t1[1]!, t2[2]!, t1[3]!],
  ];
}

test('an admin runs a three-round rotation tournament of eight members at two tables', async ({
  page,
  context,
}) => {
  test.setTimeout(180_000);
  await page.setViewportSize(PHONE);
  await page.goto('/');
  await seedClub(page, 'admin');

  const board = await context.newPage();
  await board.setViewportSize(TV);
  await board.goto(`/#/club/${CLUB_ID}/board`);
  await expect(board.getByText('No tournament is under way.')).toBeVisible();

  const tid = await createTournament(page);
  const slot = (round: number, table: number) => ({ tournamentId: tid, round, table });

  // Round 1: the draw's tables, every member seated once; nothing reported yet.
  await expect(page.locator('.tt-current > h2')).toHaveText('Round 1 of 3');
  const r1 = [await seatingOf(page, 1), await seatingOf(page, 2)];
  expect([...r1[0]!, ...r1[1]!].sort()).toEqual(MEMBERS.map(([id]) => id).sort());
  await expect(page.getByTestId('missing')).toHaveText('Waiting for tables 1, 2.');
  await page.screenshot({ path: `${SHOTS}/director-round1-en.png`, fullPage: true });
  // The board, in its own tab, followed the director's write by itself.
  await expect(board.locator('.board-round')).toHaveText('Volený mariáš · Round 1 of 3');
  await expect(board.locator('.board-tables [data-table="1"] li[data-member]')).toHaveCount(4);

  // The round clock: not started, so nothing on the board; the director sets 65 minutes
  // (70 unless changed) and starts round 1, and the board's tab counts it down too.
  const timer = page.locator('.tt-timer');
  await expect(timer).toHaveAttribute('data-started', 'no');
  await expect(timer.locator('[data-name="minutes"] output')).toHaveText('70 minutes');
  await expect(board.getByRole('timer')).toHaveCount(0);
  await timer.getByRole('button', { name: 'Less Length' }).click();
  await expect(timer.locator('[data-name="minutes"] output')).toHaveText('65 minutes');
  await timer.getByRole('button', { name: 'Start round 1' }).click();
  await expect(timer).toHaveAttribute('data-started', 'yes');
  await expectClock(page, 1, 65);
  await expectClock(board, 1, 65);
  await expect(board.locator('.tt-clock-large')).toBeVisible();
  // A restart is one more start of round 1: the clock stays that round's.
  await timer.getByRole('button', { name: 'Start again' }).click();
  await expectClock(page, 1, 65);

  // Start the night of table 1: a night with the table's members as players.
  await page
    .locator('.tt-current [data-table="1"]')
    .getByRole('button', { name: 'Start the night of table 1' })
    .click();
  await expect(page).toHaveURL(/#\/night\//);
  for (const member of r1[0]!)
    await expect(page.locator(`.balance[data-player="${NAME.get(member)}"]`)).toBeVisible();
  await page.goto(`/#/club/${CLUB_ID}/tournament/${tid}`);

  // Table 1 reports, table 2 does not: table 2 is named; a result for round 2 is too early.
  await writeClubRecords(page, [
    resultRecord('r1t1', slot(1, 1), r1[0]!, [300, 100, -100, -300]),
    resultRecord('early', slot(2, 1), r1[0]!, [100, 0, 0, -100]),
  ]);
  await page.reload();
  await expect(page.getByTestId('missing')).toHaveText('Waiting for table 2.');
  await expect(page.locator('.tt-issues')).toContainText(
    'This result is for round 2, which is not being played; it is not counted.',
  );
  await expect(page.locator('.tt-current [data-table="1"]')).toHaveAttribute(
    'data-reported',
    'yes',
  );
  await board.reload();
  await expect(board.getByTestId('missing')).toHaveText('Waiting for table 2.');
  await board.screenshot({ path: `${SHOTS}/board-round1-1920.png` });

  // Table 2 reports (g wins, e and f tie for 2nd–3rd, h last, as docs/club.md's example).
  await writeClubRecords(page, [resultRecord('r1t2', slot(1, 2), r1[1]!, [0, 0, 200, -200])]);
  await page.reload();
  await expect(page.locator('.tt-current > h2')).toHaveText('Round 2 of 3');
  // Round 2's clock waits for its Start, offered at the length round 1 was given.
  await expect(timer).toHaveAttribute('data-started', 'no');
  await expect(timer.locator('[data-name="minutes"] output')).toHaveText('65 minutes');
  await expect(page.getByRole('timer')).toHaveCount(0);
  // Places at T2: seat 2 first, seats 0 and 1 share 2nd (seating order), seat 3 last.
  const placed1: [string[], string[]] = [r1[0]!, [r1[1]![2]!, r1[1]![0]!, r1[1]![1]!, r1[1]![3]!]];
  const r2 = rotated(...placed1);
  expect([await seatingOf(page, 1), await seatingOf(page, 2)]).toEqual(r2);
  // The early result is now at the wrong table: named, not counted.
  await expect(page.locator('.tt-issues')).toContainText(
    'does not match the players of round 2, table 1',
  );

  await writeClubRecords(page, [
    resultRecord('r2t1', slot(2, 1), r2[0], [300, 100, -100, -300]),
    resultRecord('r2t2', slot(2, 2), r2[1], [300, 100, -100, -300]),
  ]);
  await page.reload();
  await expect(page.locator('.tt-current > h2')).toHaveText('Round 3 of 3');
  const r3 = rotated(r2[0], r2[1]);
  expect([await seatingOf(page, 1), await seatingOf(page, 2)]).toEqual(r3);

  // A second result for table 1 of round 3 is named and not counted.
  await writeClubRecords(page, [
    resultRecord('r3t1', slot(3, 1), r3[0], [-100, 400, -200, -100]),
    resultRecord('r3t1-again', slot(3, 1), r3[0], [400, -100, -200, -100]),
    resultRecord('r3t2', slot(3, 2), r3[1], [50, 50, -50, -50]),
  ]);
  await page.reload();
  await expect(page.getByText('The tournament is over.')).toBeVisible();
  await expect(page.locator('.tt-issues')).toContainText(
    'Round 3, table 1 was reported twice; the first result counts.',
  );

  const expected = handTable([
    { seats: r1[0]!, money: [300, 100, -100, -300], points: [4, 3, 2, 1] },
    { seats: r1[1]!, money: [0, 0, 200, -200], points: [2.5, 2.5, 4, 1] },
    { seats: r2[0], money: [300, 100, -100, -300], points: [4, 3, 2, 1] },
    { seats: r2[1], money: [300, 100, -100, -300], points: [4, 3, 2, 1] },
    { seats: r3[0], money: [-100, 400, -200, -100], points: [2.5, 4, 1, 2.5] },
    { seats: r3[1], money: [50, 50, -50, -50], points: [3.5, 3.5, 1.5, 1.5] },
  ]);
  await expect(page.locator('[data-testid="tournament-table"] caption')).toHaveText(
    'After 3 rounds',
  );
  expect(await tableRows(page)).toEqual(expected);
  await page.screenshot({ path: `${SHOTS}/director-final-en.png`, fullPage: true });

  // The board shows the same final table (the tournament ended tonight).
  await board.reload();
  await expect(board.locator('[data-testid="tournament-table"] caption')).toHaveText(
    'After 3 rounds',
  );
  expect(await tableRows(board)).toEqual(expected);
  await board.screenshot({ path: `${SHOTS}/board-final-1920.png` });
  expect(await screenProblems(board)).toEqual([]);

  // Printed: the table alone, black on white, no app chrome.
  await page.emulateMedia({ media: 'print' });
  await expect(page.locator('.topbar')).toBeHidden();
  await expect(page.locator('.bottombar')).toBeHidden();
  await expect(page.locator('.tt-current')).toBeHidden();
  await expect(page.getByTestId('tournament-table')).toBeVisible();
  expect(
    await page.getByTestId('tournament-table').evaluate((el) => getComputedStyle(el).color),
  ).toBe('rgb(0, 0, 0)');
  await page.screenshot({ path: `${SHOTS}/print-en.png`, fullPage: true });
});

test('a member reads the tournament but cannot create one', async ({ page }) => {
  await page.goto('/');
  await seedClub(page, 'member');
  await page.goto(`/#/club/${CLUB_ID}/tournaments`);
  await expect(page.getByText("Only the club's admin creates tournaments")).toBeVisible();
  await expect(page.getByRole('button', { name: 'New tournament' })).toHaveCount(0);

  // The round clock: a member sees whether it runs, never its controls.
  await writeClubRecords(page, [tournamentRecord('cup', 3)]);
  await page.goto(`/#/club/${CLUB_ID}/tournament/cup`);
  await page.reload();
  const timer = page.locator('.tt-timer');
  await expect(timer).toContainText("The club's admin has not started the round's clock yet.");
  await expect(timer.getByRole('button')).toHaveCount(0);
  // Started 75 minutes ago for 70: the time over, five minutes and counting.
  await writeClubRecords(page, [roundStart('cup', 1, 70, 75)]);
  await page.reload();
  const clock = page.getByRole('timer');
  await expect(clock).toHaveAttribute('data-state', 'over');
  await expect(clock).toHaveText(/^Time is up, \d+:\d\d over$/);
  expect(Number((await clock.innerText()).match(/(\d+):/)![1])).toBeGreaterThanOrEqual(5);
  await page.screenshot({ path: `${SHOTS}/member-over-en.png` });
  await expect(timer.getByRole('button')).toHaveCount(0);
  // The director restarted it for 30 minutes: the newest start counts.
  await writeClubRecords(page, [roundStart('cup', 1, 30)]);
  await page.reload();
  await expectClock(page, 1, 30);
  await expect(timer.getByRole('button')).toHaveCount(0);
});

/** A tournament of the eight members at two tables, created now. */
function tournamentRecord(
  id: string,
  rounds: number,
  players: readonly string[] = MEMBERS.map(([m]) => m),
): object {
  return {
    kind: 'tournament',
    id,
    at: new Date().toISOString(),
    game: 'marias',
    format: 'rotation',
    scoring: 'placings',
    tableSize: 4,
    rounds,
    players,
    seed: 20261205,
  };
}

/** The director's start of a round's clock `ago` minutes before now (as the admin's phone writes it). */
function roundStart(tournamentId: string, round: number, minutes: number, ago = 0): object {
  const at = new Date(Date.now() - ago * 60_000).toISOString();
  return { kind: 'round-start', id: `start-${round}-${ago}`, at, tournamentId, round, minutes };
}

const LANGS = [
  { lang: 'cs', label: 'Čeština', left: 'zbývá' },
  { lang: 'ru', label: 'Русский', left: 'осталось' },
] as const;

/** A round's seating as the director's screen shows it, table by table. */
async function roundSeating(page: Page): Promise<string[][]> {
  return [await seatingOf(page, 1), await seatingOf(page, 2)];
}

/** Checks the screen as it stands and keeps a picture of it. */
async function look(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: `${SHOTS}/${name}.png` });
  expect(await screenProblems(page), name).toEqual([]);
}

for (const { lang, label, left } of LANGS) {
  test(`the tournament screens and the board in ${lang}, at 360 × 740 and on a TV`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize(PHONE);
    await page.goto('/#/settings');
    await page.getByRole('button', { name: label }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    await seedClub(page, 'admin');
    // A night of the season, outside any tournament: the board shows the season table.
    const plain = resultRecord('plain', { tournamentId: 'x', round: 1, table: 1 }, [], []);
    const { tournament: _none, ...night } = plain as { tournament: unknown };
    await writeClubRecords(page, [
      {
        ...night,
        seats: ['m-a', 'm-b', 'm-c'],
        balances: { 'm-a': 1500, 'm-b': -500, 'm-c': -1000 },
      },
    ]);
    await page.goto(`/#/club/${CLUB_ID}/board`);
    await expect(page.locator('.board-season .tt-table tbody tr')).toHaveCount(3);
    await look(page, `board-season-${lang}-360`);
    await page.setViewportSize(TV);
    await look(page, `board-season-${lang}-1920`);
    await page.setViewportSize(PHONE);

    await page.goto(`/#/club/${CLUB_ID}/tournaments`);
    await page.locator('.bottombar .btn-primary').click();
    for (const [id] of MEMBERS) await tap(page.locator(`.tt-create [data-member="${id}"]`));
    await look(page, `create-${lang}-360`);
    await page.locator('.bottombar .btn-primary').click();
    await expect(page).toHaveURL(/\/tournament\/[^/]+$/);
    const tid = decodeURIComponent(page.url().split('/tournament/')[1]!);
    const slot = (round: number, table: number) => ({ tournamentId: tid, round, table });
    const r1 = await roundSeating(page);
    await writeClubRecords(page, [
      resultRecord('r1t1', slot(1, 1), r1[0]!, [12000, 4000, -6000, -10000]),
      resultRecord('r1t2', slot(1, 2), r1[1]!, [3000, 3000, -1000, -5000]),
    ]);
    await page.reload();
    await expect(page.locator('.tt-current > h2')).toHaveAttribute('data-round', '2');
    const r2 = await roundSeating(page);
    await writeClubRecords(page, [
      resultRecord('r2t1', slot(2, 1), r2[0]!, [-2000, 8000, -1000, -5000]),
      resultRecord('wrong', slot(2, 2), r2[0]!, [100, 0, 0, -100]),
    ]);
    await page.reload();
    await expect(page.getByTestId('missing')).toContainText('2');
    await look(page, `director-start-${lang}-360`);
    await page.locator('.tt-timer-start').click();
    await expectClock(page, 2, 70, left);
    await look(page, `director-${lang}-360`);
    await page.goto(`/#/club/${CLUB_ID}/tournaments`);
    await expect(page.locator('.tt-list li')).toHaveCount(1);
    await look(page, `list-${lang}-360`);

    await page.goto(`/#/club/${CLUB_ID}/board`);
    await expect(page.locator('.board-tables [data-table="1"]')).toHaveAttribute(
      'data-reported',
      'yes',
    );
    for (const size of [PHONE, { width: 1024, height: 768 }, TV]) {
      await page.setViewportSize(size);
      await look(page, `board-${lang}-${size.width}`);
    }
    await expectClock(page, 2, 70, left);

    // The same club on a member's phone: the clock as started, without its controls.
    await seedClub(page, 'member');
    await page.setViewportSize(PHONE);
    await page.goto(`/#/club/${CLUB_ID}/tournament/${encodeURIComponent(tid)}`);
    await expectClock(page, 2, 70, left);
    await expect(page.locator('.tt-timer button')).toHaveCount(0);
    await look(page, `member-${lang}-360`);
  });
}

test("a club's monthly tournament of six tables fits the TV's screen without scrolling", async ({
  page,
}) => {
  await page.setViewportSize(TV);
  await page.goto('/');
  await seedClub(page, 'board');
  const more = Array.from({ length: 16 }, (_, i) => ({
    kind: 'member',
    id: `m-x${i}`,
    name: `Maximilián Hohenzollern ${i + 1}`,
    at: '2026-12-01T18:00:00.000Z',
  }));
  const players = [...MEMBERS.map(([id]) => id), ...more.map((m) => m.id)];
  const tournament = tournamentRecord('monthly', 4, players);
  await writeClubRecords(page, [...more, tournament]);
  await page.goto(`/#/club/${CLUB_ID}/board`);
  const tables = page.locator('.board-tables .tt-round-table');
  await expect(tables).toHaveCount(6);
  // Round 1 reported at every table: the tournament table lists all 24.
  const seatings: string[][] = [];
  for (let t = 1; t <= 6; t++)
    seatings.push(
      await page
        .locator(`.board-tables [data-table="${t}"] li[data-member]`)
        .evaluateAll((els) => els.map((e) => e.getAttribute('data-member') ?? '')),
    );
  await writeClubRecords(
    page,
    seatings.map((seats, i) =>
      resultRecord(
        `m${i}`,
        { tournamentId: 'monthly', round: 1, table: i + 1 },
        seats,
        [3000, 1000, -1000, -3000],
      ),
    ),
  );
  // Round 2 under way with its clock started: the clock fits the screen too.
  await writeClubRecords(page, [roundStart('monthly', 2, 70)]);
  await page.reload();
  await expect(page.locator('[data-testid="tournament-table"] tbody tr')).toHaveCount(24);
  await expectClock(page, 2, 70);
  // Only the clock ticks: two of its seconds change nothing else on the board and read nothing.
  const ticks = await quietTicks(page);
  expect(ticks.outside, 'changes outside the clock').toEqual([]);
  expect(ticks.reads, 'database transactions while the clock ticks').toBe(0);
  await page.screenshot({ path: `${SHOTS}/board-six-tables-1920.png` });
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  expect(height).toBeLessThanOrEqual(TV.height);
  expect(await screenProblems(page)).toEqual([]);
});
