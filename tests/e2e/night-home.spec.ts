// A night's name and the home list at 360 × 740 in cs and ru (#28 item 13):
// a name typed when the night starts and changed on its rules page; home
// cards with the night's result; a closed mariáš night without "the next
// misdeal is a renonc"; the browser's install offer as a dismissable
// "Install" on home, remembered; and where the browser keeps our data only as
// best effort (persist() false, as Safari), a one-time warning with the way
// out; both once the home lists a night (the player has used the app).
import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { LANGS, inLanguageWithPlayers, nextFrames } from './support/layout';
import { brokenWords } from './support/screen-checks';

test.use({ viewport: { width: 360, height: 740 } });

const NAMES = ['Ольга', 'Jana', 'Саша'] as const;

type Words = Record<string, Record<string, string>>;
const words = (lang: string, ns: string): Words =>
  JSON.parse(readFileSync(`locales/${lang}/${ns}.json`, 'utf8')) as Words;

/** The browser grants only best-effort storage, as Safari does. */
async function bestEffortStorage(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const storage = navigator.storage;
    storage.persist = () => Promise.resolve(false);
    storage.persisted = () => Promise.resolve(false);
  });
}

/** The settings the two notes are remembered by (app/ui/screens/home-notes.tsx). */
const INSTALL_DISMISSED = 'installOfferDismissed';
const STORAGE_WARNED = 'bestEffortStorageWarned';

/** The settings table's values for `keys`, read around the app. */
function storedSettings(page: Page, keys: readonly string[]): Promise<unknown[]> {
  return page.evaluate(
    (wanted) =>
      new Promise<unknown[]>((resolve, reject) => {
        const open = indexedDB.open('renonc');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          const store = db.transaction('settings').objectStore('settings');
          const values: unknown[] = [];
          wanted.forEach((key, i) => {
            const get = store.get(key);
            get.onsuccess = () => {
              values[i] = (get.result as { value?: unknown } | undefined)?.value;
              if (i === wanted.length - 1) {
                db.close();
                resolve(values);
              }
            };
          });
        };
      }),
    keys,
  );
}

/** What Chromium sends when the app could be installed; records the prompt it gets. */
async function offerInstall(page: Page): Promise<void> {
  await page.evaluate(() => {
    const event = new Event('beforeinstallprompt', { cancelable: true }) as Event & {
      prompt: () => Promise<void>;
      userChoice: Promise<{ outcome: string }>;
    };
    event.prompt = () => {
      (window as unknown as { prompted: number }).prompted =
        ((window as unknown as { prompted?: number }).prompted ?? 0) + 1;
      return Promise.resolve();
    };
    event.userChoice = Promise.resolve({ outcome: 'dismissed' });
    window.dispatchEvent(event);
  });
}

for (const lang of LANGS) {
  test(`${lang.lang}: install offer and the best-effort storage warning on home, each dismissed for good`, async ({
    page,
  }) => {
    const home = words(lang.lang, 'common').home as unknown as {
      install: Record<string, string>;
      storage: Record<string, string>;
    };
    await bestEffortStorage(page);
    await inLanguageWithPlayers(page, lang, NAMES);
    await page.goto('/#/');
    const warning = page.locator('[data-home-note="storage"]');
    const offer = page.locator('[data-home-note="install"]');
    // No night yet: neither note.
    await expect(page.locator('[data-home-clubs]')).toBeVisible();
    await offerInstall(page);
    await nextFrames(page);
    await expect(warning).toHaveCount(0);
    await expect(offer).toHaveCount(0);
    // A night started: back home, both (the offer the browser made before).
    await page.goto('/#/new');
    await page.locator('[data-name="game"][data-value="marias"]').click();
    for (const n of NAMES) await page.locator(`[data-player="${n}"]`).click();
    await page.locator('.bottombar .btn-primary').click();
    await expect(page).toHaveURL(/#\/night\//);
    await page.goto('/#/');
    await expect(warning).toContainText(home.storage.text!);
    await expect(warning.getByRole('link', { name: home.storage.action! })).toHaveAttribute(
      'href',
      '#/settings',
    );
    await expect(offer).toContainText(home.install.text!);
    await nextFrames(page);
    expect(await brokenWords(page)).toEqual([]);
    await page.screenshot({ path: `test-results/night-home/home-notes-${lang.lang}.png` });
    // Install: the browser's own dialog, once per offer.
    await offer.getByRole('button', { name: home.install.action!, exact: true }).click();
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { prompted?: number }).prompted))
      .toBe(1);
    await expect(offer).toHaveCount(0);
    // Dismissed: not offered again, even after a reload and a new offer.
    await offerInstall(page);
    await offer.getByRole('button', { name: home.install.dismiss!, exact: true }).click();
    await warning.getByRole('button', { name: home.storage.dismiss!, exact: true }).click();
    await expect(warning).toHaveCount(0);
    // Both remembered before the reload (a reload can end a write still in flight).
    await expect
      .poll(() => storedSettings(page, [INSTALL_DISMISSED, STORAGE_WARNED]))
      .toEqual([true, true]);
    await page.reload();
    await expect(page.locator('.list-item')).toHaveCount(1);
    await offerInstall(page);
    await nextFrames(page);
    await expect(offer).toHaveCount(0);
    await expect(warning).toHaveCount(0);
  });
}

for (const lang of LANGS) {
  test(`${lang.lang}: a named night, renamed later, its result on home; closed, no misdeal warning`, async ({
    page,
  }) => {
    const common = words(lang.lang, 'common');
    const settlement = words(lang.lang, 'settlement') as unknown as Record<string, string>;
    await inLanguageWithPlayers(page, lang, NAMES);
    await page.goto('/#/new');
    await page.locator('[data-name="game"][data-value="marias"]').click();
    for (const n of NAMES) await page.locator(`[data-player="${n}"]`).click();
    await page.locator('#night-name').fill('  Pátek   u Nováků ');
    await page.locator('#night-name').evaluate((el) => el.scrollIntoView({ block: 'center' }));
    await nextFrames(page);
    expect(await brokenWords(page)).toEqual([]);
    await page.screenshot({ path: `test-results/night-home/new-night-${lang.lang}.png` });
    await page.locator('.bottombar .btn-primary').click();
    await expect(page).toHaveURL(/#\/night\//);
    await expect(page.locator('.topbar h1')).toHaveText('Pátek u Nováků');
    // A hand, then two misdeals in the round: the next one would be fined, and the bar says so.
    const form = page.locator('[data-marias-form="hand"]');
    await form.locator('[data-marias="save-won"]').click();
    await expect(page.locator('.ledger-entry')).toHaveCount(1);
    for (const count of [2, 3]) {
      await form.locator('[data-marias="misdeal"]').click();
      await expect(page.locator('.ledger-entry')).toHaveCount(count);
    }
    await expect(page.locator('[data-marias="misdeal-warning"]')).toBeVisible();
    // Renamed on its rules page.
    await page.locator('a[href$="/rules"]').click();
    await page.locator('#night-name').fill('Sobota');
    await page.getByRole('button', { name: common.night!.nameSave!, exact: true }).click();
    await expect(page.getByText(common.night!.nameSaved!)).toBeVisible();
    await page.screenshot({ path: `test-results/night-home/rules-name-${lang.lang}.png` });
    await page.goto('/#/');
    const card = page.locator('.list-item').first();
    await expect(card.locator('strong')).toHaveText('Sobota');
    // Jana (forhont) won the hand, +2, then dealt the second misdeal of the
    // round, a tier-1 renonc of 2 to each: Ольга leads with +1.
    await expect(card.locator('[data-result]')).toContainText(/Ольга \+1,00\sKč/);
    await nextFrames(page);
    expect(await brokenWords(page)).toEqual([]);
    await page.screenshot({ path: `test-results/night-home/home-card-${lang.lang}.png` });
    // Closed: nothing is dealt any more, so nothing is warned of.
    await card.click();
    await page.locator('a[href$="/settle"]').click();
    await page.getByRole('button', { name: settlement.close!, exact: true }).click();
    await page.getByRole('button', { name: settlement.closeConfirm!, exact: true }).click();
    await expect(page.locator('.closed-notice')).toBeVisible();
    await page.goBack();
    await expect(page.locator('.closed-notice')).toBeVisible();
    await expect(page.locator('[data-marias="status"]')).toBeVisible();
    await expect(page.locator('[data-marias="misdeal-warning"]')).toHaveCount(0);
  });
}
