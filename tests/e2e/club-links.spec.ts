// The admin replaces the club's member link (issue #30; docs/club.md,
// "Replacing a link") through the real sync server: the confirmation says
// what happens, the card shows the new link (offline it stays and the phone
// says so), a fresh phone opening the old link is told it was refused, the
// new link joins, and the member's phone has no "Replace" of its own. At 360 × 740 in Czech and Russian, each screen
// checked and shot to test-results/club/.
import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { checkScreen, createClub, linkOf, phone, synced } from './support/club-phones';
import { LANGS } from './support/layout';
import { closePhonesAfterEach } from './support/phones-leave';

closePhonesAfterEach();

/** The club's words in `lang` (locales/<lang>/club.json). */
const words = (lang: string) =>
  JSON.parse(readFileSync(`locales/${lang}/club.json`, 'utf8')) as {
    links: { replaced: { member: string }; replaceOffline: string };
    join: { refusedLink: string };
  };

const check = (page: Page, lang: string, where: string) => checkScreen(page, lang, where, 'links');

for (const { lang, label } of LANGS) {
  test(`the admin replaces the member link in ${lang}`, async ({ browser }) => {
    test.setTimeout(120_000);
    const admin = await phone(browser, { lang, label }, ['Karel Novotný']);
    await createClub(admin.page, 'Karel Novotný', []);
    const card = admin.page.locator('[data-card="links"]');
    const old = await linkOf(admin.page, 'member');
    // The admin's own link has no "Replace" (app/sync/club-rotation.ts says why).
    await card.locator('[data-name="club-link-role"][data-value="admin"]').click();
    await expect(card.locator('[data-action="replace-link"]')).toHaveCount(0);
    await card.locator('[data-name="club-link-role"][data-value="member"]').click();
    await card.locator('[data-action="replace-link"]').scrollIntoViewIfNeeded();
    await check(admin.page, lang, 'admin links card');

    await card.locator('[data-action="replace-link"]').click();
    const dialog = admin.page.locator('dialog[open]');
    await expect(dialog).toBeVisible();
    await check(admin.page, lang, 'replace confirmation');
    await dialog.locator('.btn-primary').click();
    await expect(admin.page.locator('.notice-text').first()).toHaveText(
      words(lang).links.replaced.member,
    );
    await expect(card.locator('input')).not.toHaveValue(old);
    const fresh = await card.locator('input').inputValue();
    expect(fresh).toMatch(/#\/club\/[A-Za-z0-9_-]{22}\/m\/[A-Za-z0-9_-]+$/);
    expect(fresh.replace(/\/m\/[^/]+$/, '')).toBe(old.replace(/\/m\/[^/]+$/, ''));
    await check(admin.page, lang, 'member link replaced');

    // Offline the link stays as it is, and the phone says so.
    await admin.context.setOffline(true);
    await expect(admin.page.locator('.sync-status')).toHaveAttribute('data-state', 'offline');
    await card.locator('[data-action="replace-link"]').click();
    await dialog.locator('.btn-primary').click();
    await expect(admin.page.locator('.notice-error .notice-text')).toHaveText(
      words(lang).links.replaceOffline,
    );
    await expect(card.locator('input')).toHaveValue(fresh);
    await check(admin.page, lang, 'replace offline');
    await admin.context.setOffline(false);

    // A fresh phone with the old link is refused; the new link joins.
    const member = await phone(browser, { lang, label }, ['Jana Nováková']);
    await member.page.goto(old);
    await expect(member.page.locator('.form-errors')).toHaveText(words(lang).join.refusedLink);
    await check(member.page, lang, 'old link refused');
    await member.page.goto(fresh);
    await expect(member.page.locator('.club-choose [data-member]')).toHaveCount(1);
    await member.page.locator('.club-choose .chip').last().click();
    await member.page.locator('#club-join-name').fill('Jana Nováková');
    await member.page.locator('form button[type="submit"]').click();
    await expect(member.page).toHaveURL(/\/match$/);

    // The member's phone hands out its link but never replaces one.
    await member.page.goto(fresh.replace(/\/m\/[^/]+$/, ''));
    await synced(member.page);
    const memberCard = member.page.locator('[data-card="links"]');
    await expect(memberCard.locator('input')).toHaveValue(fresh);
    await expect(memberCard.locator('[data-action="replace-link"]')).toHaveCount(0);
    await expect(admin.page.locator('[data-card="members"] [data-member]')).toHaveCount(2);
    await admin.context.close();
    await member.context.close();
  });
}
