// A club on two phones through the real sync server (issue #30): the admin
// creates the club and hands out its member link; a second phone opens the
// link, joins as a new member and sees the club — its name, both members —
// and the admin's phone sees the newcomer without reloading. At 360 × 740 in
// Czech and Russian, each screen checked and shot to test-results/club/.
import { expect, test, type Page } from '@playwright/test';
import { checkScreen, phone } from './support/club-phones';
import { LANGS } from './support/layout';
import { closePhonesAfterEach } from './support/phones-leave';

closePhonesAfterEach();

const check = (page: Page, lang: string, where: string) => checkScreen(page, lang, where, 'join');

for (const { lang, label } of LANGS) {
  test(`a member joins the club by its link in ${lang}`, async ({ browser }) => {
    test.setTimeout(120_000);
    const admin = await phone(browser, { lang, label }, ['Karel Novotný']);
    await admin.page.goto('/#/clubs');
    await admin.page.locator('#club-name').fill('U Kocoura');
    await admin.page.locator('[data-name="club-me"]', { hasText: 'Karel Novotný' }).click();
    await admin.page.locator('form button[type="submit"]').click();
    await expect(admin.page.locator('.sync-status')).toHaveAttribute('data-state', 'synced');
    const links = admin.page.locator('[data-card="links"]');
    await links.locator('[data-name="club-link-role"][data-value="member"]').click();
    const link = await links.locator('input').inputValue();
    expect(link).toMatch(/#\/club\/[A-Za-z0-9_-]{22}\/m\/[A-Za-z0-9_-]+$/);
    await check(admin.page, lang, 'admin invite');

    const member = await phone(browser, { lang, label }, ['Jana Nováková']);
    await member.page.goto(link);
    const iAmNew = member.page.locator('.club-choose .chip').last();
    await expect(member.page.locator('.club-choose [data-member]')).toHaveCount(1);
    await check(member.page, lang, 'who are you');
    await iAmNew.click();
    await member.page.locator('#club-join-name').fill('Jana Nováková');
    await member.page.locator('form button[type="submit"]').click();
    await expect(member.page).toHaveURL(/\/match$/);
    await expect(member.page.locator('.club-match')).toHaveCount(1);
    await check(member.page, lang, 'match after joining');

    // The member's phone shows the club with both members, its sync up to date.
    await member.page.goto(link.replace(/\/m\/[^/]+$/, ''));
    await expect(member.page.locator('.title')).toHaveText('U Kocoura');
    await expect(member.page.locator('[data-card="members"] [data-member]')).toHaveCount(2);
    await expect(member.page.locator('.sync-status')).toHaveAttribute('data-state', 'synced');
    await check(member.page, lang, 'club on the member phone');

    // The admin's phone, still open on the club, sees the newcomer.
    await expect(admin.page.locator('[data-card="members"] [data-member]')).toHaveCount(2);
    await expect(admin.page.locator('[data-card="members"]')).toContainText('Jana Nováková');
    await admin.context.close();
    await member.context.close();
  });
}
