// Conflicts at the scale of a real night (issue 27), in the built app at
// 360 × 740 in Czech and Russian: 22 hands on one phone, then Jana's and
// Karel's phones apart entering hands 23–37 each (written straight into the
// database, as a sync would leave them). One compact list, "15 hands to
// check", a line a hand named 23 … 37 as the players entered them, the first
// five shown; the status line at hand 38; a row opened shows both versions
// with "keep" for a scorer and without any "keep" for a viewer. Screenshots
// go to the test's output folder.
import { expect, test, type Page } from '@playwright/test';
import { DEFAULT_MARIAS_SETTINGS } from '../../app/engine/games/marias';
import { RenoncApp } from './support/app';

const NIGHT = 'night-conflicts';
const NAMES = ['Jana', 'Karel', 'Petr'];

/** The night written into the app's database; `viewer` adds a viewer's share row. */
async function seedConflicts(page: Page, viewer: boolean, same: number): Promise<void> {
  await page.evaluate('globalThis.__name ??= (f) => f');
  await page.evaluate(
    async ({ nightId, names, settings, viewer, same }) => {
      const open = () =>
        new Promise<IDBDatabase>((resolve, reject) => {
          const req = indexedDB.open('renonc');
          req.onsuccess = () => resolve(req.result);
          req.onerror = () => reject(req.error);
        });
      // The app creates its stores after its first frame: wait for them.
      let db = await open();
      for (let tries = 0; !db.objectStoreNames.contains('shares'); tries++) {
        db.close();
        if (tries > 600) throw new Error('the app never created its database');
        await new Promise((r) => setTimeout(r, 50));
        db = await open();
      }
      const tx = db.transaction(['players', 'nights', 'entries', 'shares'], 'readwrite');
      const ids = names.map((_, i) => `p${i}`);
      names.forEach((name, i) => tx.objectStore('players').put({ id: ids[i], name, createdAt: 1 }));
      tx.objectStore('nights').put({
        id: nightId,
        game: 'marias',
        playerIds: ids,
        currency: 'CZK',
        settings,
        createdAt: Date.now(),
      });
      const hand = (
        id: string,
        seq: number,
        device: string,
        by: string,
        n: number,
        won: boolean,
      ) => ({
        id,
        nightId,
        seq,
        device,
        by,
        createdAt: seq,
        kind: 'marias.hand',
        payload: { dealer: ids[(n - 1) % 3], declarer: ids[n % 3], game: 'hra', won },
      });
      const entries = tx.objectStore('entries');
      for (let n = 1; n <= 22; n++) entries.put(hand(`x${n}`, n, 'd-petr', 'Petr', n, true));
      // Karel reads a hand the other way than Jana, except the first `same` ones.
      for (let n = 23; n <= 37; n++) {
        entries.put(hand(`j${n}`, n, 'd-jana', 'Jana', n, true));
        entries.put(hand(`k${n}`, n, 'd-karel', 'Karel', n, n < 23 + same));
      }
      if (viewer) {
        tx.objectStore('shares').put({
          nightId,
          shareId: 'viewer-share',
          role: 'viewer',
          secret: 'viewer-secret',
          links: {},
          // Nothing listens there: the viewer stays offline, with its copy.
          server: 'http://127.0.0.1:4699',
          state: 'active',
          createdAt: 1,
        });
      }
      await new Promise<void>((resolve, reject) => {
        tx.oncomplete = () => resolve();
        tx.onerror = () => reject(tx.error);
      });
      db.close();
    },
    { nightId: NIGHT, names: NAMES, settings: DEFAULT_MARIAS_SETTINGS, viewer, same },
  );
}

async function openNight(page: Page, viewer = false, same = 0): Promise<void> {
  await page.setViewportSize({ width: 360, height: 740 });
  const app = new RenoncApp(page);
  await app.open();
  await app.go('/#/players'); // the database exists once the app has read from it
  await seedConflicts(page, viewer, same);
  // Written behind the app's back: a reload reads the players and the night afresh.
  await page.reload();
  await app.go(`/#/night/${NIGHT}`);
}

const WORDS = {
  cs: {
    count: '15 rozdání ke kontrole',
    keep: 'Ponechat tuto',
    row: 'Rozdání 23: zapsáno dvakrát',
  },
  ru: { count: '15 сдач для проверки', keep: 'Оставить эту', row: 'Сдача 23: записана дважды' },
} as const;

for (const lang of ['cs', 'ru'] as const) {
  test.describe(lang, () => {
    test.use({ locale: lang === 'cs' ? 'cs-CZ' : 'ru-RU' });

    test(`15 conflicts as one compact list (${lang}, 360 × 740)`, async ({ page }, info) => {
      await openNight(page);
      const list = page.locator('section.conflicts');
      await expect(list).toHaveAttribute('data-conflicts', '15');
      await expect(list.locator('h2')).toHaveText(WORDS[lang].count);
      const rows = list.locator('details.conflict');
      await expect(rows).toHaveCount(5);
      const numbers = await rows.evaluateAll((els) => els.map((e) => e.getAttribute('data-hand')));
      expect(numbers).toEqual(['23', '24', '25', '26', '27']);
      await expect(rows.first().locator('summary')).toContainText(WORDS[lang].row);
      // A row is one line until opened.
      for (const box of await rows
        .locator('summary')
        .evaluateAll((els) => els.map((e) => e.getBoundingClientRect().height)))
        expect(box).toBeLessThanOrEqual(52);
      // The status line counts the hands the players entered: hand 38, not 53.
      await expect(page.locator('[data-marias="status"]')).toHaveAttribute('data-hand', '38');
      await page.screenshot({ path: info.outputPath(`conflicts-${lang}.png`) });

      await rows.first().locator('summary').click();
      await expect(rows.first().getByRole('button', { name: WORDS[lang].keep })).toHaveCount(2);
      await page.screenshot({ path: info.outputPath(`conflicts-${lang}-open.png`) });
      await list.locator('.conflict-list + button').click();
      await expect(rows).toHaveCount(15);
      const all = await rows.evaluateAll((els) => els.map((e) => e.getAttribute('data-hand')));
      expect(all).toEqual(Array.from({ length: 15 }, (_, k) => String(23 + k)));
      await page.screenshot({ path: info.outputPath(`conflicts-${lang}-all.png`), fullPage: true });
    });

    test(`a viewer sees the conflicts without any keep (${lang})`, async ({ page }, info) => {
      await openNight(page, true);
      const list = page.locator('section.conflicts');
      await expect(list.locator('h2')).toHaveText(WORDS[lang].count);
      const row = list.locator('details.conflict').first();
      await row.locator('summary').click();
      await expect(row.locator('.conflict-version')).toHaveCount(2);
      await expect(list.getByRole('button', { name: WORDS[lang].keep })).toHaveCount(0);
      const keepWord = lang === 'cs' ? /ponech/i : /оставит/i;
      await expect(list).not.toContainText(keepWord);
      await page.screenshot({ path: info.outputPath(`conflicts-${lang}-viewer.png`) });
    });
  });
}

test.describe('cs, identical pairs', () => {
  test.use({ locale: 'cs-CZ' });

  test('12 of 15 pairs identical: 3 hands to check and one line for the 12', async ({
    page,
  }, info) => {
    await openNight(page, false, 12);
    const list = page.locator('section.conflicts');
    await expect(list.locator('h2')).toHaveText('3 rozdání ke kontrole');
    const rows = list.locator('.conflict-list > li > details.conflict');
    const hands = await rows.evaluateAll((els) => els.map((e) => e.getAttribute('data-hand')));
    expect(hands).toEqual(['35', '36', '37']);
    const note = list.locator('details.twins-note');
    await expect(note.locator('summary')).toHaveText(
      '12 rozdání bylo na dvou telefonech zapsáno stejně: každé se počítá jednou.',
    );
    await expect(page.locator('[data-marias="status"]')).toHaveAttribute('data-hand', '38');
    await page.screenshot({ path: info.outputPath('conflicts-cs-twins.png') });
  });
});
