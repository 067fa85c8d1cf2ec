// Issue 11: every table setting of each game's rules can be chosen when a
// night starts, with its default preselected, and the night's rules page
// states it with its value. The keys come from the engines' defaults, the
// words from the English locale files, so a setting added to an engine
// without a form field or a line on the rules page fails here.
import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { DEFAULT_MARIAS_SETTINGS } from '../../app/engine/games/marias';
import { SOCHI } from '../../app/engine/games/preferans';
import { DEFAULT_VINT_SETTINGS } from '../../app/engine/games/vint';
import { RenoncApp } from './support/app';

type Words = { settings: Record<string, Record<string, unknown>> };
const words = (game: string): Words =>
  JSON.parse(readFileSync(`locales/en/${game}.json`, 'utf8')) as Words;

/** The words for a setting's value, when the value is one of named choices. */
function valueWord(w: Words, key: string, value: unknown): string | undefined {
  const entry = w.settings[key];
  if (typeof value === 'boolean') {
    const named = entry?.[value ? 'on' : 'off'] ?? entry?.[String(value)];
    return typeof named === 'string' ? named : undefined;
  }
  const named = entry?.[String(value)];
  return typeof named === 'string' ? named : undefined;
}

const GAMES = [
  {
    game: 'marias',
    button: 'Volený mariáš',
    defaults: DEFAULT_MARIAS_SETTINGS as unknown as Record<string, unknown>,
    more: '[data-marias="more-settings"]',
  },
  {
    game: 'vint',
    button: 'Vint',
    defaults: DEFAULT_VINT_SETTINGS as unknown as Record<string, unknown>,
    more: undefined,
  },
  {
    game: 'preferans',
    button: 'Preferans',
    defaults: SOCHI as unknown as Record<string, unknown>,
    more: '.pref-all-settings summary',
  },
] as const;

async function formProblems(page: Page, defaults: Record<string, unknown>, w: Words) {
  const problems: string[] = [];
  for (const [key, value] of Object.entries(defaults)) {
    const field = page.locator(
      `[data-name="${key}"], [name="${key}"], #${key}, [data-setting="${key}"]`,
    );
    if ((await field.count()) === 0) {
      problems.push(`no field for ${key}`);
      continue;
    }
    const word = valueWord(w, key, value);
    if (word === undefined) continue;
    const chosen = page.locator(`[data-name="${key}"][aria-pressed="true"]`);
    if ((await chosen.count()) === 0) problems.push(`${key}: no value preselected`);
    else if ((await chosen.first().innerText()).trim() !== word)
      problems.push(`${key}: "${await chosen.first().innerText()}" preselected, not "${word}"`);
  }
  return problems;
}

async function rulesProblems(page: Page, defaults: Record<string, unknown>, w: Words) {
  const text = await page.locator('.content').innerText();
  const problems: string[] = [];
  for (const [key, value] of Object.entries(defaults)) {
    const label = w.settings[key]?.label;
    if (typeof label !== 'string') {
      problems.push(`${key}: no label in the locale`);
      continue;
    }
    if (!text.includes(label)) problems.push(`${key}: "${label}" not on the rules page`);
    const word = valueWord(w, key, value);
    if (word !== undefined && !text.includes(word))
      problems.push(`${key}: value "${word}" not shown`);
  }
  return problems;
}

for (const g of GAMES) {
  test(`every ${g.game} setting is in the new-night form and on the rules page`, async ({
    page,
  }) => {
    const app = new RenoncApp(page);
    await app.open();
    const names = ['Adam', 'Bára', 'Cyril', 'Dana'];
    await app.addPlayers(names);
    await app.go('/#/new');
    await page.getByRole('button', { name: g.button, exact: true }).click();
    for (const name of names) await app.seat(name);
    if (g.more) await page.locator(g.more).click();
    const w = words(g.game);
    expect(await formProblems(page, g.defaults, w)).toEqual([]);
    await page.getByRole('button', { name: 'Start the night' }).click();
    await expect(page).toHaveURL(/#\/night\//);
    const night = page.url().split('#/night/')[1]!.split('/')[0]!;
    await app.go(`/#/night/${night}/rules`);
    // The rules page is a lazy screen: wait until it has drawn its sections.
    await expect(page.locator('.content .section-title').first()).toBeVisible();
    expect(await rulesProblems(page, g.defaults, w)).toEqual([]);
  });
}
