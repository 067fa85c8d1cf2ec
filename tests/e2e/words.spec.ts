// The table words on screen in Czech and Russian where the code picks them:
// a four-player game says "Hráči: 4", never "Hráči (4–4)", and vint seats are
// S V J Z / С В Ю З with the Russian hint that С and Ю play against В and З.
import { expect, test } from '@playwright/test';
import { RenoncApp } from './support/app';

for (const [lang, label, words] of [
  [
    'cs',
    'Čeština',
    {
      vint: 'Vint',
      players: 'Hráči: 4, ťukejte v pořadí sezení',
      seats: ['S', 'V', 'J', 'Z'],
      hint: 'S a J hrají proti V a Z.',
    },
  ],
  [
    'ru',
    'Русский',
    {
      vint: 'Винт',
      players: 'Игроки: 4, нажимайте по порядку рассадки',
      seats: ['С', 'В', 'Ю', 'З'],
      hint: 'С и Ю играют против В и З.',
    },
  ],
] as const) {
  test(`${lang}: a vint night says how many players and names the seats`, async ({ page }) => {
    const app = new RenoncApp(page);
    await app.open('/#/settings');
    await page.getByRole('button', { name: label }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    const names = ['Olga', 'Pavel', 'Radek', 'Jana'];
    await app.addPlayersIn(lang, names);
    await page.goto('/#/new');
    await page.locator('button[data-name="game"][data-value="vint"]').click();
    await expect(page.locator('button[data-name="game"][data-value="vint"]')).toHaveText(
      words.vint,
    );
    await expect(page.locator('#players-heading')).toHaveText(words.players);
    for (const n of names) await page.locator(`[data-player="${n}"]`).click();
    await expect(page.locator('.seating .seat')).toHaveText([...words.seats]);
    await expect(page.getByText(words.hint)).toBeVisible();
  });
}
